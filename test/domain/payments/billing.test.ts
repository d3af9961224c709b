import fc from 'fast-check';
import { PAYMENT_PLAN_INDEX } from '../../../src/domain/constants';
import {
  MAX_ATTEMPTS,
  RETRY_DAYS_AFTER_DUE,
  cardExpiredOn,
  cardExpiryNoticeDue,
  cardLastDay,
  laterPayments,
  nextRetryDate,
  scheduledChargeKey,
} from '../../../src/domain/payments/billing';
import { planCosts, totalPerYear, type PaymentSchedule } from '../../../src/domain/payments/plans';

// A monthly plan as the sandbox carrier quotes it: $133.50 a year, $1 billing fee, 11 payments
// 30 days apart from 11/30/2026.
const monthly: PaymentSchedule = {
  downPaymentAmount: 22.3,
  installmentAmount: 11.12,
  serviceFee: 1,
  numberOfPayments: 11,
  installments: Array.from({ length: 11 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 30 + 30 * i)).toISOString().slice(0, 10),
    amount: i === 0 ? 22.3 : 11.12,
  })),
};

describe('laterPayments', () => {
  it("schedules a monthly plan's ten installments with the billing fee on the plan's dates", () => {
    const later = laterPayments(monthly, PAYMENT_PLAN_INDEX.monthly, '2026-11-30');
    expect(later).toHaveLength(10);
    expect(later[0]).toEqual({
      sequence: 2,
      ofPayments: 11,
      dueDate: '2026-12-30',
      amountCents: 1212,
      feeCents: 100,
    });
    expect(later.at(-1)!.dueDate).toBe('2027-09-26');
    expect(later.map((p) => p.sequence)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('agrees with what the plan step shows: same dates and amounts as planCosts', () => {
    const costs = planCosts(monthly, PAYMENT_PLAN_INDEX.monthly, '2026-11-30');
    const later = laterPayments(monthly, PAYMENT_PLAN_INDEX.monthly, '2026-11-30');
    expect(later.map((p) => [p.dueDate, p.amountCents])).toEqual(
      costs.payments.slice(1).map((p) => [p.date, Math.round(p.total * 100)]),
    );
    const first = Math.round(monthly.downPaymentAmount * 100);
    const sum = later.reduce((s, p) => s + p.amountCents, first);
    expect(sum).toBe(Math.round(totalPerYear(monthly) * 100));
  });

  it('has nothing to schedule for an Annual plan', () => {
    const annual = { ...monthly, numberOfPayments: 1, installmentAmount: 0, serviceFee: 0 };
    expect(laterPayments(annual, PAYMENT_PLAN_INDEX.annual, '2026-11-30')).toEqual([]);
  });

  it('falls back to the plan interval when the schedule carries no dates', () => {
    const bare = { ...monthly, installments: [] };
    const later = laterPayments(bare, PAYMENT_PLAN_INDEX.monthly, '2027-01-31');
    // docs/product.md "Limits": the next payment a month after the start (clamped), then every 30
    // days.
    expect(later[0]!.dueDate).toBe('2027-02-28');
    expect(later[1]!.dueDate).toBe('2027-03-30');
  });
});

describe('retries', () => {
  it('tries again 3, 5 and 7 days after the due date, then gives up', () => {
    expect(RETRY_DAYS_AFTER_DUE).toEqual([3, 5, 7]);
    expect(MAX_ATTEMPTS).toBe(4);
    expect(nextRetryDate('2026-12-30', 1)).toBe('2027-01-02');
    expect(nextRetryDate('2026-12-30', 2)).toBe('2027-01-04');
    expect(nextRetryDate('2026-12-30', 3)).toBe('2027-01-06');
    expect(nextRetryDate('2026-12-30', 4)).toBeNull();
  });

  it('never schedules a retry before the due date or out of order', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        (d) => {
          const due = d.toISOString().slice(0, 10);
          const dates = [1, 2, 3].map((n) => nextRetryDate(due, n)!);
          expect(dates[0]! > due).toBe(true);
          expect([...dates].sort()).toEqual(dates);
        },
      ),
    );
  });

  it('keys each attempt apart, and the same attempt alike', () => {
    expect(scheduledChargeKey(7, 1)).toBe(scheduledChargeKey(7, 1));
    expect(scheduledChargeKey(7, 1)).not.toBe(scheduledChargeKey(7, 2));
    expect(scheduledChargeKey(7, 1)).not.toBe(scheduledChargeKey(71, 1));
  });
});

describe('card expiry', () => {
  it("is the expiry month's last day, leap years included", () => {
    expect(cardLastDay(2, 2028)).toBe('2028-02-29');
    expect(cardLastDay(2, 2027)).toBe('2027-02-28');
    expect(cardLastDay(12, 2026)).toBe('2026-12-31');
  });

  it('still charges on the last day of its month, not the day after', () => {
    expect(cardExpiredOn(12, 2026, '2026-12-31')).toBe(false);
    expect(cardExpiredOn(12, 2026, '2027-01-01')).toBe(true);
  });

  it('tells the holder within 30 days of a payment the card will not reach', () => {
    const card = { expMonth: 12, expYear: 2026 };
    expect(cardExpiryNoticeDue(card, '2027-01-05', '2026-12-06')).toBe(true);
    expect(cardExpiryNoticeDue(card, '2027-01-05', '2026-12-05')).toBe(false);
    expect(cardExpiryNoticeDue(card, '2026-12-30', '2026-12-01')).toBe(false);
  });
});
