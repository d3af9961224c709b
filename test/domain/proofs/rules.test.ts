import { findAmounts } from '../../../src/domain/proofs/amounts';
import { compareLocation, compareMailing } from '../../../src/domain/proofs/address';
import { findDates } from '../../../src/domain/proofs/dates';
import { compareCompany, comparePerson } from '../../../src/domain/proofs/names';
import { checkProof } from '../../../src/domain/proofs';
import { expected, page } from './page';

const check = (field: string, lines: ReturnType<typeof page>, e = expected()) =>
  checkProof(lines, e).checks.find((c) => c.field === field)!;

describe('dates', () => {
  it.each([
    ['01/15/2026', '2026-01-15'],
    ['1/5/26', '2026-01-05'],
    ['Jan 15, 2026', '2026-01-15'],
    ['Jan. 15 2026', '2026-01-15'],
    ['January 15th, 2026', '2026-01-15'],
    ['2026-01-15', '2026-01-15'],
    ['15 January 2026', '2026-01-15'],
    ['15-Jan-2026', '2026-01-15'],
    ['01-15-2026', '2026-01-15'],
    ['2026-01-15to', '2026-01-15'],
  ])('reads %s', (text, iso) => expect(findDates(text).map((d) => d.iso)).toEqual([iso]));

  it('ignores impossible days and times', () => {
    expect(findDates('02/30/2026 12:01 a.m.')).toEqual([]);
  });
});

describe('amounts', () => {
  it.each([
    ['$300,000', 300_000],
    ['300,000 each occurrence', 300_000],
    ['$300K', 300_000],
    ['300k', 300_000],
    ['$1M', 1_000_000],
    ['$1 million', 1_000_000],
    ['$1,000,000.00', 1_000_000],
  ])('reads %s', (text, value) => expect(findAmounts(text)[0]?.value).toBe(value));

  it('does not take a coverage letter or a bare small number for an amount', () => {
    expect(findAmounts('Coverage E 2 forms HO 00 04')).toEqual([]);
  });
});

describe('company names', () => {
  it.each([
    ['LAKESHORE PROPERTY GROUP, LLC', 'Lakeshore Property Group LLC', 'same'],
    ['Lakeshore Property Group L.L.C.', 'Lakeshore Property Group LLC', 'close'],
    ['Lakeshore Property Grp', 'Lakeshore Property Group LLC', 'close'],
    ['Lakeshore Prop. Mgmt Co', 'Lakeshore Property Management Company', 'close'],
    ['Lakeshore Propery Group LLC', 'Lakeshore Property Group LLC', 'close'],
    ['Harbor Realty Partners', 'Lakeshore Property Group LLC', 'different'],
  ])('%s vs %s: %s', (found, want, match) => expect(compareCompany(found, want)).toBe(match));
});

describe('person names', () => {
  it.each([
    ['Maya Thompson', 'same'],
    ['THOMPSON, MAYA', 'same'],
    ['Thompson, Maya J.', 'same'],
    ['Maya J. Thompson', 'same'],
    ['Maya Thompson and Jordan Lee', 'same'],
    ['Maya Thomson', 'close'],
    ['Jordan Lee', 'different'],
  ])('%s', (found, match) => expect(comparePerson(found, 'Maya Thompson')).toBe(match));
});

describe('addresses', () => {
  const lease = {
    address: '1234 Maple Street',
    unit: '5B',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
  };
  it.each([
    ['1234 Maple St Apt 5B, Madison, WI 53703', 'same'],
    ['1234 MAPLE STREET #5B MADISON WI 53703', 'same'],
    ['1234 Maple St Unit 5B, Madison, WI 53703-1111', 'same'],
    ['1234 Maple St, Madison, WI 53703', 'close'],
    ['1234 Maple St Apt 5B, Madison, WI 53704', 'close'],
    ['1234 Maple St Apt 7C, Madison, WI 53703', 'different'],
    ['88 Dock Road, Duluth, MN 55802', 'different'],
  ])('%s: %s', (found, verdict) => expect(compareLocation(found, lease).verdict).toBe(verdict));

  it.each([
    ['PO Box 620\nMiddleton, WI 53562', 'same'],
    ['P.O. Box 620, Middleton, WI 53562', 'same'],
    ['Post Office Box 620, Middleton WI 53562-0620', 'same'],
    ['P O BOX 620', 'close'],
    ['PO Box 1620, Middleton, WI 53562', 'different'],
    ['88 Dock Road, Duluth, MN 55802', 'different'],
  ])('%s against the Middleton box: %s', (found, match) =>
    expect(compareMailing(found, 'PO Box 620\nMiddleton, WI 53562')).toBe(match),
  );
});

describe('field checks', () => {
  it('policy number: spaces, dashes and case aside; a look-alike typed is a caution', () => {
    expect(check('policyNumber', page('Policy No. ho4 2231 8841')).verdict).toBe('pass');
    const typo = check(
      'policyNumber',
      page('Policy #: HO4-2231-8841'),
      expected({ policyNumber: 'H04-2231-884I' }),
    );
    expect(typo.verdict).toBe('caution');
    expect(check('policyNumber', page('Policy Number: XR-1'), expected()).verdict).toBe('fail');
  });

  it('policy number: a date after "Policy period" is never read as the number', () => {
    for (const row of [
      'Policy period: 2026-11-06 to 2027-11-06',
      'Policy term: 11/06/2026 - 11/06/2027',
    ]) {
      const c = check('policyNumber', page(row));
      expect(c).toMatchObject({ verdict: 'unknown', found: null });
    }
  });

  it('policy period: a few days off is a caution, more is a fail', () => {
    const lines = page('Policy Period: Jan 17, 2026 to Jan 17, 2027');
    expect(check('policyPeriod', lines).verdict).toBe('caution');
    expect(check('policyPeriod', page('Policy Period: 03/01/2026 - 03/01/2027')).verdict).toBe(
      'fail',
    );
    expect(
      check('policyPeriod', page('Effective Date: 01/15/2026', 'Expiration Date: 01/15/2027'))
        .verdict,
    ).toBe('pass');
  });

  it('liability: under the minimum fails, another amount than typed is a caution', () => {
    expect(check('liability', page('Personal Liability | $50,000')).verdict).toBe('fail');
    const typed = expected({ liabilityCoverage: 100_000 });
    const c = check('liability', page('Personal Liability | $300,000'), typed);
    expect(c).toMatchObject({
      verdict: 'caution',
      found: '$300,000',
      expected: 'at least $100,000',
    });
    expect(check('liability', page('Water Damage Liability $5,000'), typed).verdict).toBe(
      'unknown',
    );
  });

  it('named insured: the tenant among several insureds passes; someone else fails', () => {
    expect(
      check('namedInsured', page('Named Insured(s): Jordan Lee & Maya Thompson')).verdict,
    ).toBe('pass');
    const other = check('namedInsured', page('Policyholder: Jordan Lee'));
    expect(other.verdict).toBe('fail');
    expect(other.reason).toBe(
      'The named insured is "Jordan Lee", not "Maya Thompson"; the policy must be in your name.',
    );
  });
});
