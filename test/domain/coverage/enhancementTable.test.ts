// The one coverage table ("What is covered?"): every state rule, and the quote's switch,
// the issued policy, the dashboard and the review all naming the same limit.
import { ENDORSEMENT_CODES } from '../../../src/domain/constants';
import {
  COVERAGE_TABLE,
  endorsementLine,
  endorsementName,
  endorsementsFor,
  hurricaneDeductibleFor,
  rowOfCode,
  shownIn,
  waterBackupLimit,
  type CoverageContext,
} from '../../../src/domain/coverage/enhancementTable';
import { COVERAGE_TOGGLES } from '../../../src/domain/quote/coverage';
import {
  chosenCoverageLines,
  needsWaterBackupDisclosure,
  toggleCopy,
} from '../../../src/domain/onboarding/coverageCopy';
import { policyEnhancements } from '../../../src/domain/policies/enhancements';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const row = (key: string) => COVERAGE_TABLE.find((r) => r.key === key)!;
const at = (state: string, contentsLimit = 20000, liabilityLimit = 100000): CoverageContext => ({
  state,
  contentsLimit,
  liabilityLimit,
});

describe('water backup by state (docs/product.md "Limits")', () => {
  it.each([
    ['WI', 20000, 5000],
    ['IL', 40000, 5000],
    ['VA', 20000, 20000],
    ['va', 35000, 35000],
    ['MD', 45000, 45000],
    ['NC', 20000, 10000],
    ['VT', 60000, 10000],
  ])('%s with $%d of belongings: $%d', (state, contents, limit) => {
    expect(waterBackupLimit(state, contents)).toBe(limit);
    expect(row('waterBackup').limit(at(state, contents))).toBe(limit);
    expect(toggleCopy('waterBackup', state, contents).description).toContain(
      `up to ${money(limit)}`,
    );
  });
  it('says so where it equals the personal property', () => {
    expect(toggleCopy('waterBackup', 'MD', 30000).description).toContain(
      '$30,000, the same as your personal property',
    );
    expect(toggleCopy('waterBackup', 'WI', 30000).description).not.toContain('same as');
  });
  it('has a $250 deductible', () => {
    expect(row('waterBackup').deductible).toBe(250);
    expect(toggleCopy('waterBackup', 'WI', 20000).description).toContain(
      'You pay the first $250.',
    );
  });
});

describe('pet damage, bed bug, earthquake, identity fraud (docs/product.md "Limits")', () => {
  it('pet damage: $1,000 with a $250 deductible, hidden in NC and CT only', () => {
    expect(row('petDamage').limit(at('WI'))).toBe(1000);
    expect(toggleCopy('petDamage', 'FL', 0).description).toContain('up to $1,000');
    expect(toggleCopy('petDamage', 'FL', 0).description).toContain('$250');
    expect(shownIn(row('petDamage'), 'NC')).toBe(false);
    expect(shownIn(row('petDamage'), 'ct')).toBe(false);
    expect(shownIn(row('petDamage'), 'WI')).toBe(true);
    expect(shownIn(row('waterBackup'), 'NC')).toBe(true);
  });
  it('bed bug: $500, or the limit the policy carries, with $500 sub-limits', () => {
    const bed = { state: 'WI', contentsLimit: 20000 };
    expect(endorsementLine({ code: 'BEDBUG', limit: null }, bed)).toBe('Bed Bug: up to $500');
    expect(endorsementLine({ code: 'BEDBUG', limit: 1000 }, bed)).toBe('Bed Bug: up to $1,000');
    const [item] = policyEnhancements({ ...bed, endorsements: [{ code: 'BEDBUG', limit: 1000 }] });
    expect(item!.description).toMatch(/^Covers up to \$1,000 .* up to \$500 each/);
  });
  it('earthquake $25,000 ($500 deductible); identity fraud $15,000 ($100 deductible)', () => {
    expect(toggleCopy('earthquake', 'CA', 0).description).toContain('up to $25,000');
    expect(toggleCopy('earthquake', 'CA', 0).description).toContain('first $500');
    expect(toggleCopy('identityFraud', 'WI', 0).description).toContain('up to $15,000');
    expect(toggleCopy('identityFraud', 'WI', 0).description).toContain('first $100');
  });
});

describe('every switch of the docs/product.md "Records" toggle map', () => {
  const switches = Object.values(COVERAGE_TOGGLES).filter((p) => p !== 'replacementCost');
  it.each(switches)('%s has a name in words and a plain description', (parameter) => {
    const copy = toggleCopy(parameter, 'LA', 20000);
    expect(copy.label).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(copy.label).not.toBe(parameter);
    expect(copy.description).toMatch(/^[A-Z].{20,}\.$/);
  });
  it('credits and construction say they change the price, not the coverage', () => {
    for (const parameter of ['internetCredit', 'lossFreeCredit'])
      expect(toggleCopy(parameter, 'WI', 0).description).toMatch(/^A discount .* stays the same\.$/);
    expect(toggleCopy('isMasonryConstruction', 'FL', 0).description).toContain('brick or stone');
  });
  it('hurricane deductible names the deductible the issued policy carries', () => {
    expect(toggleCopy('hurricaneDeductible', 'FL', 0).description).toContain('$1,000');
    expect(hurricaneDeductibleFor({ hurricaneDeductible: 'Y' })).toBe(1000);
    expect(hurricaneDeductibleFor({ hurricaneDeductible: 'N' })).toBeNull();
  });
  it('a switch the table does not know is named in words', () => {
    expect(toggleCopy('hasSomethingNew', 'WI', 0)).toEqual({
      label: 'Has Something New',
      description: null,
    });
  });
});

describe('the issued policy carries the limits the switches name', () => {
  const everything = Object.fromEntries(
    COVERAGE_TABLE.filter((r) => r.parameter).map((r) => [r.parameter!, 'Y']),
  );
  it.each([
    ['WI', 20000],
    ['VA', 30000],
    ['MD', 45000],
    ['NC', 20000],
    ['VT', 20000],
    ['LA', 25000],
  ])('%s, $%d of belongings', (state, contents) => {
    const ctx = at(state, contents, 300000);
    const issued = endorsementsFor(everything, ctx);
    expect(issued.map((e) => e.code).sort()).toEqual(
      [
        'SEWER_Sump',
        'QBE_PetDam',
        'EARTHQUAKE',
        'ID_FRAUD',
        'WATER_LIAB',
        'FLOOD',
      ].sort(),
    );
    const review = chosenCoverageLines(
      Object.fromEntries(Object.keys(everything).map((k) => [k, true])),
      ctx,
    );
    const dashboard = policyEnhancements({ ...ctx, endorsements: issued });
    for (const e of issued) {
      const r = rowOfCode(e.code)!;
      const figure = `up to ${money(e.limit)}`;
      // The quote's switch (which knows the belongings, not yet the liability).
      if (r.key !== 'waterDamageLiability')
        expect(toggleCopy(r.parameter!, state, contents).description).toContain(money(e.limit));
      // The review, the dashboard card and the PDFs' line, and Policy Enhancements.
      expect(review).toContain(`${r.name}: ${figure}`);
      expect(endorsementLine(e, ctx)).toBe(`${r.name}: ${figure}`);
      const item = dashboard.find((d) => d.title === r.name)!;
      expect(item).toMatchObject({ included: true, limit: e.limit });
      expect(item.description).toContain(money(e.limit));
    }
  });
  it('writes only what was turned on', () => {
    expect(endorsementsFor({ waterBackup: 'Y', petDamage: 'N' }, at('WI'))).toEqual([
      { code: 'SEWER_Sump', limit: 5000 },
    ]);
    expect(endorsementsFor({}, at('WI'))).toEqual([]);
  });
});

describe('no code reaches a screen, PDF or mail', () => {
  it('every known code has a name in words that is not the code', () => {
    for (const code of Object.values(ENDORSEMENT_CODES)) {
      const name = endorsementName(code);
      expect(name).not.toBe(code);
      expect(name).toMatch(/^[A-Z][a-z]+( (and )?[A-Z][a-z]+)*$/);
      const line = endorsementLine({ code, limit: 1000 }, at('WI'));
      expect(line).not.toContain(code);
    }
  });
  it('an unknown code gets a readable name', () => {
    expect(endorsementLine({ code: 'ZZ_NEW', limit: 2000 }, at('WI'))).toBe(
      'Additional coverage: up to $2,000',
    );
  });
});

describe(`Illinois' water backup disclosure (docs/product.md "Limits")`, () => {
  it('is shown to an IL buyer with water backup on, and no one else', () => {
    expect(needsWaterBackupDisclosure('IL', { waterBackup: true })).toBe(true);
    expect(needsWaterBackupDisclosure('il', { waterBackup: true })).toBe(true);
    expect(needsWaterBackupDisclosure('IL', { waterBackup: false })).toBe(false);
    expect(needsWaterBackupDisclosure('WI', { waterBackup: true })).toBe(false);
  });
});
