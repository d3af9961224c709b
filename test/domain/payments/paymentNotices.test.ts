import { PAYMENT_PLAN_INDEX } from '../../../src/domain/constants';
import {
  failedPayments,
  paymentNoticeTexts as t,
  policyNextPayment,
  type PaymentRecord,
} from '../../../src/domain/payments/paymentNotices';
import type { PaymentSchedule } from '../../../src/domain/payments/plans';

const monthly: PaymentSchedule = {
  downPaymentAmount: 22.3,
  installmentAmount: 11.12,
  serviceFee: 1,
  numberOfPayments: 11,
  installments: [
    { date: '2026-11-30', amount: 22.3 },
    { date: '2026-12-30', amount: 11.12 },
    { date: '2027-01-29', amount: 11.12 },
  ],
};
const base = {
  schedule: monthly,
  planIndex: PAYMENT_PLAN_INDEX.monthly,
  termStart: '2026-11-30',
};

describe('a policy’s next payment', () => {
  it('is the first installment not yet paid: installment + billing fee on its date', () => {
    expect(policyNextPayment({ ...base, paymentsMade: 1 })).toEqual({
      date: '2026-12-30',
      amount: 12.12,
      paymentNumber: 2,
      numberOfPayments: 11,
    });
    expect(policyNextPayment({ ...base, paymentsMade: 2 })?.date).toBe('2027-01-29');
    // Beyond the schedule's own dates: every 30 days after the last one.
    expect(policyNextPayment({ ...base, paymentsMade: 3 })?.date).toBe('2027-02-28');
    // Before the down payment is recorded the first installment is still the next one.
    expect(policyNextPayment({ ...base, paymentsMade: 0 })?.paymentNumber).toBe(2);
  });

  it('none once the plan is paid in full, for a one-payment plan, or from the cancellation on', () => {
    expect(policyNextPayment({ ...base, paymentsMade: 11 })).toBeNull();
    const annual: PaymentSchedule = { ...monthly, numberOfPayments: 1, installments: [] };
    expect(policyNextPayment({ ...base, schedule: annual, paymentsMade: 1 })).toBeNull();
    expect(
      policyNextPayment({ ...base, paymentsMade: 1, cancellationDate: '2026-12-30' }),
    ).toBeNull();
    expect(
      policyNextPayment({ ...base, paymentsMade: 1, cancellationDate: '2026-12-31' })?.date,
    ).toBe('2026-12-30');
  });

  it('reads as an amount on a date, and which payment of how many', () => {
    const next = policyNextPayment({ ...base, paymentsMade: 1 })!;
    expect(t.nextAmount(next)).toBe('$12.12 on 12/30/2026');
    expect(t.nextDetail(next, 'HSR-WI-1')).toBe('Payment 2 of 11 for policy HSR-WI-1');
    expect(t.nextDetail(next, null)).toBe('Payment 2 of 11');
  });
});

describe('failed payments worth telling', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const record = (
    id: number,
    at: string,
    ok: boolean,
    policyId: number | null = 7,
    amount = 16,
  ): PaymentRecord => ({
    transactionId: id,
    transactionCreationDate: at,
    transactionAmount: amount,
    policyId,
    policyCarrierNumber: policyId ? 'HSR-WI-1' : null,
    transactionStatus: ok ? 'SUCCEEDED' : 'FAILED',
    transactionMessage: ok ? null : 'Declined',
  });

  it('a failure with no later success of the same policy is open', () => {
    const failed = failedPayments(
      [
        record(3, '2026-11-20T15:00:00Z', false),
        record(2, '2026-11-22T15:00:00Z', true, 8),
        record(1, '2026-10-20T15:00:00Z', true),
      ],
      now,
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]!.paidOn).toBeNull();
    expect(t.failedOpen(failed[0]!)).toBe(
      'Your payment of $16.00 on 11/20/2026 for policy HSR-WI-1 did not go through.',
    );
  });

  it('a failure paid later is told with the day it was paid, for 90 days', () => {
    const history = [
      record(3, '2026-09-30T15:00:00Z', true),
      record(2, '2026-09-28T15:00:00Z', false),
    ];
    const [paid] = failedPayments(history, now);
    expect(paid!.paidOn).toBe('2026-09-30');
    expect(t.failedPaid(paid!)).toBe(
      'Your payment of $16.00 on 09/28/2026 for policy HSR-WI-1 was declined. It was paid on 09/30/2026.',
    );
    expect(failedPayments(history, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
    // A refund is not a payment that makes a failure good.
    expect(
      failedPayments(
        [record(3, '2026-11-25T15:00:00Z', true, 7, -10), record(2, '2026-11-20T15:00:00Z', false)],
        now,
      )[0]!.paidOn,
    ).toBeNull();
  });

  it('lists several newest first', () => {
    const failed = failedPayments(
      [record(1, '2026-10-01T15:00:00Z', false), record(2, '2026-11-01T15:00:00Z', false, 8)],
      now,
    );
    expect(failed.map((f) => f.payment.transactionId)).toEqual([2, 1]);
  });
});
