// Paid, earned and refunded amounts all belong to one term.
import fc from 'fast-check';
import {
  premiumPaidForTerm,
  termRefund,
  type TermAmount,
} from '../../../src/domain/policies/termMoney';

const FIRST = '2025-03-01';
const SECOND = '2026-03-01';
const THIRD = '2027-03-01';
const TERMS = [FIRST, SECOND, THIRD];

describe('money of a policy term', () => {
  it('counts only the payments, refunds and fees of the term asked for', () => {
    const payments: TermAmount[] = [
      { termStart: FIRST, cents: 12128 },
      { termStart: FIRST, cents: -1000 },
      { termStart: SECOND, cents: 11550 },
      { termStart: null, cents: 5000 },
    ];
    const fees = [{ termStart: FIRST, cents: 578 }];
    expect(premiumPaidForTerm(FIRST, payments, fees)).toBe(12128 - 1000 - 578);
    expect(premiumPaidForTerm(SECOND, payments, fees)).toBe(11550);
    expect(premiumPaidForTerm(THIRD, payments, fees)).toBe(0);
  });

  it('a renewal not charged has nothing paid for its term: a cancellation refunds 0', () => {
    // The probe's case: $115.50 paid for the first term, renewed, cancelled on the new term's day
    // 1.
    const payments = [{ termStart: FIRST, cents: 11550 }];
    expect(termRefund({ termStart: SECOND, payments, earnedCents: 0 })).toEqual({
      paidCents: 0,
      earnedCents: 0,
      refundCents: 0,
    });
  });

  it('a charged renewal refunds its own term only', () => {
    const payments = [
      { termStart: FIRST, cents: 11550 },
      { termStart: SECOND, cents: 12000 },
    ];
    expect(termRefund({ termStart: SECOND, payments, earnedCents: 3000 })).toEqual({
      paidCents: 12000,
      earnedCents: 3000,
      refundCents: 9000,
    });
  });

  it('never refunds more than earned allows, nor a negative amount', () => {
    const payments = [{ termStart: FIRST, cents: 2800 }];
    expect(termRefund({ termStart: FIRST, payments, earnedCents: 5000 }).refundCents).toBe(0);
    expect(termRefund({ termStart: FIRST, payments, earnedCents: -5 }).refundCents).toBe(2800);
  });
});

const amount = fc.record({
  termStart: fc.constantFrom<string | null>(FIRST, SECOND, THIRD, null),
  cents: fc.integer({ min: -50_000, max: 100_000 }),
});

describe('money of a policy term: properties', () => {
  it('a refund is never negative and never more than was paid for its term', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 12 }),
        fc.array(amount, { maxLength: 3 }),
        fc.constantFrom(...TERMS),
        fc.integer({ min: -1_000, max: 200_000 }),
        (payments, fees, termStart, earned) => {
          const r = termRefund({ termStart, payments, fees, earnedCents: earned });
          expect(r.refundCents).toBeGreaterThanOrEqual(0);
          expect(r.paidCents).toBeGreaterThanOrEqual(0);
          expect(r.refundCents).toBeLessThanOrEqual(r.paidCents);
        },
      ),
    );
  });

  it("another term's payments never change a term's refund", () => {
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 12 }),
        fc.array(amount, { maxLength: 6 }),
        fc.integer({ min: 0, max: 200_000 }),
        (payments, others, earned) => {
          const elsewhere = others.map((o) => ({
            ...o,
            termStart: o.termStart === SECOND ? FIRST : o.termStart,
          }));
          const alone = termRefund({ termStart: SECOND, payments, earnedCents: earned });
          const mixed = termRefund({
            termStart: SECOND,
            payments: [...payments, ...elsewhere],
            earnedCents: earned,
          });
          expect(mixed).toEqual(alone);
        },
      ),
    );
  });

  it('refunding every term in turn never refunds a cent twice', () => {
    // Positive payments per term; each term is cancelled once (its refund recorded as a negative
    // payment of that term, as the refund job does), then every term is asked again.
    const payment = fc.record({
      termStart: fc.constantFrom(...TERMS),
      cents: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(payment, { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 150_000 }), { minLength: 3, maxLength: 3 }),
        (paid, earnedByTerm) => {
          const rows: TermAmount[] = [...paid];
          let refunded = 0;
          TERMS.forEach((termStart, i) => {
            const { refundCents } = termRefund({
              termStart,
              payments: rows,
              earnedCents: earnedByTerm[i]!,
            });
            refunded += refundCents;
            rows.push({ termStart, cents: -refundCents });
          });
          TERMS.forEach((termStart, i) => {
            const again = termRefund({ termStart, payments: rows, earnedCents: earnedByTerm[i]! });
            expect(again.refundCents).toBe(0);
          });
          const total = paid.reduce((sum, p) => sum + p.cents, 0);
          expect(refunded).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});
