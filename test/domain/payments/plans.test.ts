import { PAYMENT_PLAN_INDEX } from '../../../src/domain/constants';
import {
  BANK_SETUP_FEE,
  cardFee,
  installmentDate,
  nextPayment,
  nextPaymentDate,
  paymentFees,
  planCosts,
  savingsAgainstMonthly,
  totalPerYear,
  type PaymentSchedule,
} from '../../../src/domain/payments/plans';

const annual: PaymentSchedule = {
  downPaymentAmount: 150.1,
  installmentAmount: 0,
  serviceFee: 0,
  numberOfPayments: 1,
  installments: [{ date: '2025-01-31', amount: 150.1 }],
};

const fourPay: PaymentSchedule = {
  downPaymentAmount: 37.55,
  installmentAmount: 37.51,
  serviceFee: 3,
  numberOfPayments: 4,
  installments: [
    { date: '2025-01-31', amount: 37.55 },
    { date: '2025-04-01', amount: 37.51 },
    { date: '2025-05-31', amount: 37.51 },
    { date: '2025-07-30', amount: 37.51 },
  ],
};

const monthly: PaymentSchedule = {
  downPaymentAmount: 25.1,
  installmentAmount: 12.5,
  serviceFee: 2,
  numberOfPayments: 11,
  installments: [{ date: '2025-01-31', amount: 25.1 }],
};

describe('nextPayment', () => {
  it('is the installment plus the service fee', () => {
    expect(nextPayment(fourPay)).toBe(40.51);
    expect(nextPayment(monthly)).toBe(14.5);
  });

  it('adds in cents (0.1 + 0.2 is 0.3)', () => {
    expect(nextPayment({ ...monthly, installmentAmount: 0.1, serviceFee: 0.2 })).toBe(0.3);
  });

  it('is 0 for a one-payment plan', () => {
    expect(nextPayment(annual)).toBe(0);
    expect(nextPayment({ ...annual, installmentAmount: 10, serviceFee: 2 })).toBe(0);
  });
});

describe('totalPerYear', () => {
  it('is the down payment plus (installment + fee) for each later payment', () => {
    expect(totalPerYear(fourPay)).toBe(159.08); // 37.55 + 3 × 40.51
    expect(totalPerYear(monthly)).toBe(170.1); // 25.10 + 10 × 14.50
  });

  it('is the down payment for the annual plan (no fee before billing starts)', () => {
    expect(totalPerYear(annual)).toBe(150.1);
  });

  it('is exact to the cent', () => {
    const s = { ...monthly, downPaymentAmount: 0.1, installmentAmount: 0.1, serviceFee: 0.2 };
    expect(totalPerYear(s)).toBe(3.1);
  });
});

describe('savingsAgainstMonthly', () => {
  it('is the monthly total minus the chosen total, in whole dollars', () => {
    expect(savingsAgainstMonthly(annual, monthly)).toBe(20); // 170.10 − 150.10
    expect(savingsAgainstMonthly(fourPay, monthly)).toBe(11); // 11.02
  });

  it('rounds half a dollar away from zero', () => {
    expect(savingsAgainstMonthly({ ...annual, downPaymentAmount: 169.6 }, monthly)).toBe(1);
    expect(savingsAgainstMonthly({ ...annual, downPaymentAmount: 169.61 }, monthly)).toBe(0);
    expect(savingsAgainstMonthly({ ...annual, downPaymentAmount: 170.6 }, monthly)).toBe(-1);
  });

  it('is 0 for the monthly plan itself, never -0', () => {
    expect(Object.is(savingsAgainstMonthly(monthly, monthly), 0)).toBe(true);
    expect(
      Object.is(savingsAgainstMonthly({ ...monthly, downPaymentAmount: 25.3 }, monthly), 0),
    ).toBe(true);
  });

  it('is negative when the chosen plan costs more', () => {
    expect(savingsAgainstMonthly({ ...annual, downPaymentAmount: 180.1 }, monthly)).toBe(-10);
  });
});

describe('nextPaymentDate', () => {
  it("is the second installment's date when there is one", () => {
    expect(nextPaymentDate(fourPay, PAYMENT_PLAN_INDEX.fourPay, '2025-01-31')).toBe('2025-04-01');
  });

  it('falls back to effective date + 3 months for 4-Pay', () => {
    const bare = { ...fourPay, installments: [] };
    expect(nextPaymentDate(bare, PAYMENT_PLAN_INDEX.fourPay, '2025-01-15')).toBe('2025-04-15');
    expect(nextPaymentDate(bare, PAYMENT_PLAN_INDEX.fourPay, '2024-11-30')).toBe('2025-02-28');
  });

  it('falls back to effective date + 1 month otherwise, clamped at month end', () => {
    expect(nextPaymentDate(monthly, PAYMENT_PLAN_INDEX.monthly, '2025-01-31')).toBe('2025-02-28');
    expect(nextPaymentDate(monthly, PAYMENT_PLAN_INDEX.monthly, '2024-01-31')).toBe('2024-02-29');
    expect(nextPaymentDate(annual, PAYMENT_PLAN_INDEX.annual, '2025-12-15')).toBe('2026-01-15');
  });
});

describe('fees', () => {
  it('cardFee is 5% rounded to the cent', () => {
    expect(cardFee(100)).toBe(5);
    expect(cardFee(150.1)).toBe(7.51); // 7.505 → 7.51
    expect(cardFee(19.99)).toBe(1); // 0.9995 → 1.00
    expect(cardFee(0.09)).toBe(0); // 0.0045 → 0.00
    expect(cardFee(0)).toBe(0);
  });

  it('BANK_SETUP_FEE is $1.50', () => {
    expect(BANK_SETUP_FEE).toBe(1.5);
  });

  it('paymentFees adds the card fee', () => {
    expect(paymentFees({ method: 'cc', amount: 150.1 })).toEqual({ fee: 7.51, total: 157.61 });
    expect(paymentFees({ method: 'cc', amount: 0.1 })).toEqual({ fee: 0.01, total: 0.11 });
  });

  it('paymentFees adds the one-time bank setup fee', () => {
    expect(paymentFees({ method: 'bank', amount: 150.1 })).toEqual({ fee: 1.5, total: 151.6 });
    expect(paymentFees({ method: 'bank', amount: 0.2 })).toEqual({ fee: 1.5, total: 1.7 });
  });
});

describe('installmentDate', () => {
  it("is the schedule's own date when it has one", () => {
    expect(installmentDate(fourPay, PAYMENT_PLAN_INDEX.fourPay, '2025-01-31', 1)).toBe(
      '2025-04-01',
    );
    expect(installmentDate(fourPay, PAYMENT_PLAN_INDEX.fourPay, '2025-01-31', 3)).toBe(
      '2025-07-30',
    );
  });

  it('without dates: the docs/product.md "Limits" next payment date first, then every interval of the plan', () => {
    const dates = [1, 2, 3, 10].map((i) =>
      installmentDate(monthly, PAYMENT_PLAN_INDEX.monthly, '2025-01-31', i),
    );
    // 31 Jan + 1 calendar month is 28 Feb (clamped); then every 30 days.
    expect(dates).toEqual(['2025-02-28', '2025-03-30', '2025-04-29', '2025-11-25']);
    const bare = { ...fourPay, installments: [] };
    expect(installmentDate(bare, PAYMENT_PLAN_INDEX.fourPay, '2025-01-31', 1)).toBe('2025-04-30');
    expect(installmentDate(bare, PAYMENT_PLAN_INDEX.fourPay, '2025-01-31', 2)).toBe('2025-06-29');
  });
});

describe('planCosts', () => {
  it('Annual by card: one payment today with the 5% card fee', () => {
    expect(planCosts(annual, PAYMENT_PLAN_INDEX.annual, '2025-01-31')).toEqual({
      payments: [{ date: null, amount: 150.1, fee: 7.51, total: 157.61 }],
      totalPerYear: 150.1,
      methodFee: 7.51,
      fullPrice: 157.61,
    });
  });

  it('4-Pay by card: today with the card fee, then each dated installment with the billing fee', () => {
    const costs = planCosts(fourPay, PAYMENT_PLAN_INDEX.fourPay, '2025-01-31');
    expect(costs.payments).toEqual([
      { date: null, amount: 37.55, fee: 1.88, total: 39.43 },
      { date: '2025-04-01', amount: 37.51, fee: 3, total: 40.51 },
      { date: '2025-05-31', amount: 37.51, fee: 3, total: 40.51 },
      { date: '2025-07-30', amount: 37.51, fee: 3, total: 40.51 },
    ]);
    expect(costs.totalPerYear).toBe(159.08);
    expect(costs.fullPrice).toBe(160.96); // 159.08 + 1.88
    // The payments add up to the full price, to the cent.
    const sum = costs.payments.reduce((cents, p) => cents + Math.round(p.total * 100), 0);
    expect(sum / 100).toBe(costs.fullPrice);
  });

  it('Monthly lists all 11 payments; by bank the method fee is the one-time $1.50', () => {
    const costs = planCosts(monthly, PAYMENT_PLAN_INDEX.monthly, '2025-01-31', 'bank');
    expect(costs.payments).toHaveLength(11);
    expect(costs.payments[0]).toEqual({ date: null, amount: 25.1, fee: 1.5, total: 26.6 });
    expect(costs.payments.slice(1).every((p) => p.total === 14.5 && p.fee === 2)).toBe(true);
    expect(costs.payments.map((p) => p.date).slice(1, 3)).toEqual(['2025-02-28', '2025-03-30']);
    expect(costs.totalPerYear).toBe(170.1); // 25.1 + 10 × 14.5
    expect(costs.fullPrice).toBe(171.6);
  });
});
