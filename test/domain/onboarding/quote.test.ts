import { quoteMessages } from '../../../src/domain/messages';
import { toggleCopy } from '../../../src/domain/onboarding/coverageCopy';
import {
  annualPremium,
  dollars,
  initialSelection,
  monthlySummary,
  quotedDiffersFrom,
  quoteOutcome,
  sameSelection,
} from '../../../src/domain/onboarding/quote';

const cue = [
  { name: 'personalPropertyMin', value: '5000' },
  { name: 'personalPropertyMax', value: '100000' },
  { name: 'personalPropertyIncrement', value: '1000' },
  { name: 'personalLiabilityOptions', value: '100000,300000,500000' },
  { name: 'deductibleOptions', value: '250,500' },
  { name: 'hasWaterBackup', value: 'Y' },
  { name: 'hasWaterDamageLiability', value: 'Y' },
];
const success = {
  transactionDetails: { responseMessage: 'Success', denialNotice: null },
  coveragesCue: { parameters: cue },
};

describe('quote answers (docs/product.md "Messages")', () => {
  it('tells a usable quote from a refusal', () => {
    expect(quoteOutcome(success)).toEqual({ kind: 'quoted' });
    expect(
      quoteOutcome({
        ...success,
        transactionDetails: { responseMessage: 'Declined', denialNotice: 'Prior losses' },
      }),
    ).toEqual({ kind: 'refused', title: quoteMessages.unableToQuote, detail: 'Prior losses' });
    expect(
      quoteOutcome({
        ...success,
        transactionDetails: { responseMessage: 'Declined', denialNotice: null },
      }),
    ).toEqual({ kind: 'refused', title: quoteMessages.unableToQuote, detail: 'Declined' });
    expect(quoteOutcome({ error: { message: 'No' } })).toEqual({
      kind: 'refused',
      title: quoteMessages.unableToQuote,
      detail: 'No',
    });
  });
});

describe('the first selection (docs/product.md "States", "Limits")', () => {
  it('takes the quoted amounts and the default liability', () => {
    expect(
      initialSelection(
        cue,
        [
          { name: 'personalPropertyAmount', value: '20000' },
          { name: 'deductible', value: '500' },
          { name: 'waterBackup', value: 'Y' },
        ],
        { liabilityMinimum: null, contentMinimum: null },
        'WI',
      ),
    ).toEqual({
      liabilityAmount: 100000,
      personalPropertyAmount: 20000,
      deductible: 500,
      toggles: { waterBackup: true, waterDamageLiability: false },
    });
  });

  it('falls back to the cue minimum and deductible 250; manager minimums and NC apply', () => {
    const selection = initialSelection(
      cue,
      [],
      { liabilityMinimum: null, contentMinimum: 30000 },
      'NC',
    );
    expect(selection).toMatchObject({
      personalPropertyAmount: 30000,
      deductible: 250,
      toggles: { waterDamageLiability: true },
    });
    expect(quotedDiffersFrom([{ name: 'personalPropertyAmount', value: '5000' }], selection)).toBe(
      true,
    );
    expect(quotedDiffersFrom([], selection)).toBe(false);
  });

  it("Oberlin: the server's offered proposal stays chosen; an unoffered one is raised", () => {
    const oberlin = { liabilityMinimum: 200000, contentMinimum: null };
    const quoted = [{ name: 'liabilityAmount', value: '300000' }];
    expect(initialSelection(cue, quoted, oberlin, 'NC')).toMatchObject({
      liabilityAmount: 300000,
      toggles: { waterDamageLiability: true },
    });
    // A quote made before the rule proposed 200000, which the carrier does not offer.
    const unoffered = [{ name: 'liabilityAmount', value: '200000' }];
    expect(initialSelection(cue, unoffered, oberlin, 'NC').liabilityAmount).toBe(300000);
    // No partner property: no lease, so nothing is forced even in NC.
    expect(initialSelection(cue, [], null, 'NC').toggles.waterDamageLiability).toBe(false);
  });

  it('compares selections with missing toggles as off', () => {
    const a = { liabilityAmount: 1, personalPropertyAmount: 2, deductible: 3, toggles: {} };
    expect(sameSelection(a, { ...a, toggles: { waterBackup: false } })).toBe(true);
    expect(sameSelection(a, { ...a, toggles: { waterBackup: true } })).toBe(false);
    expect(sameSelection(a, { ...a, deductible: 4 })).toBe(false);
  });
});

describe('premium and copy (docs/product.md "Records", "Limits")', () => {
  const schedule = (down: number, inst: number, fee: number, n: number) => ({
    downPaymentAmount: down,
    installmentAmount: inst,
    serviceFee: fee,
    numberOfPayments: n,
  });
  it('reads the annual premium and the monthly plan', () => {
    const schedules = [schedule(120, 0, 0, 1), schedule(30, 30, 2, 4), schedule(20, 10, 1.5, 11)];
    expect(annualPremium(schedules)).toBe(120);
    expect(monthlySummary(schedules)).toEqual({ downPayment: 20, monthly: 11.5, payments: 11 });
    expect(annualPremium([])).toBeNull();
    expect(monthlySummary([])).toBeNull();
    expect(dollars(100000)).toBe('$100,000');
    expect(dollars(11.5)).toBe('$11.50');
  });

  it('describes water backup by state, with the limits the issued policy carries', () => {
    expect(toggleCopy('waterBackup', 'WI', 20000).description).toContain('$5,000');
    expect(toggleCopy('waterBackup', 'NC', 20000).description).toContain('$10,000');
    expect(toggleCopy('waterBackup', 'MD', 20000).description).toContain('$20,000');
    expect(toggleCopy('earthquake', 'WI', 0).description).toContain('$25,000');
    expect(toggleCopy('petDamage', 'WI', 0).label).toBe('Pet Damage');
    expect(toggleCopy('petDamage', 'WI', 0).description).toContain('$1,000');
  });
});
