import {
  membershipCards,
  membershipTerm,
  type EnrollmentFacts,
} from '../../../src/domain/policies/memberships';
import { inSpanish } from '../../helpers/spanish';

const enrollment = (over: Partial<EnrollmentFacts> = {}): EnrollmentFacts => ({
  policy_number: 'HSR-FL-2517730',
  current_term_start_date: '2025-12-01',
  current_term_end_date: '2026-12-01',
  liability_limit: 200000,
  contents_limit: 30000,
  price_per_month: 17.92,
  ...over,
});

describe('memberships (docs/product.md "Dashboard", "Records" Enrollment)', () => {
  it('a term is current from its first through its last day, upcoming before, ended after', () => {
    const e = enrollment();
    expect(membershipTerm(e, '2025-11-30')).toBe('upcoming');
    expect(membershipTerm(e, '2025-12-01')).toBe('current');
    expect(membershipTerm(e, '2026-12-01')).toBe('current');
    expect(membershipTerm(e, '2026-12-02')).toBe('ended');
  });

  it('says the number, term, limits and monthly price of each enrollment', () => {
    const [card] = membershipCards([enrollment()], '2026-06-01');
    expect(card!.status).toBe('Current');
    expect(card!.rows).toEqual([
      { label: 'Policy number', value: 'HSR-FL-2517730' },
      { label: 'Term', value: '12/01/2025 – 12/01/2026' },
      { label: 'Personal liability', value: '$200,000' },
      { label: 'Personal property', value: '$30,000' },
      { label: 'Price', value: '$17.92 a month' },
    ]);
    // In Spanish the term's days are written with the month's name, as every day is.
    const [spanish] = membershipCards([enrollment()], '2026-06-01', inSpanish);
    expect(spanish!.rows[1]).toEqual({ label: 'Periodo', value: '1 dic 2025 – 1 dic 2026' });
  });

  it('says N/A for an unknown amount and shows cents on a whole price', () => {
    const [card] = membershipCards(
      [enrollment({ liability_limit: null, contents_limit: null, price_per_month: 14 })],
      '2026-06-01',
    );
    expect(card!.rows.slice(2).map((r) => r.value)).toEqual(['N/A', 'N/A', '$14.00 a month']);
    const [unpriced] = membershipCards([enrollment({ price_per_month: null })], '2026-06-01');
    expect(unpriced!.rows.at(-1)!.value).toBe('N/A');
  });

  it('lists current and upcoming terms first, newest first, then the ended ones', () => {
    const old = enrollment({
      policy_number: 'OLD',
      current_term_start_date: '2024-12-01',
      current_term_end_date: '2025-12-01',
    });
    const next = enrollment({
      policy_number: 'NEXT',
      current_term_start_date: '2026-12-01',
      current_term_end_date: '2027-12-01',
    });
    const cards = membershipCards([old, enrollment(), next], '2026-06-01');
    expect(cards.map((c) => [c.rows[0]!.value, c.status])).toEqual([
      ['NEXT', 'Upcoming'],
      ['HSR-FL-2517730', 'Current'],
      ['OLD', 'Ended'],
    ]);
    expect(new Set(cards.map((c) => c.key)).size).toBe(3);
  });
});
