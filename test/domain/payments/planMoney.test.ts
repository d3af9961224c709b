import { PAYMENT_PLAN_INDEX } from '../../../src/domain/constants';
import {
  billAmount,
  planMoney,
  planMoneyTexts as t,
  savingWithFees,
  startingPriceByCard,
} from '../../../src/domain/payments/planMoney';
import type { PaymentSchedule } from '../../../src/domain/payments/plans';
import { addOnPriceText, priceChange } from '../../../src/domain/payments/quotePrice';

// The Wisconsin quote: $133.50 a year from 11/30/2026, a $1 billing fee per installment.
const dates = (start: string, every: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + every * (i + 1));
    return d.toISOString().slice(0, 10);
  });

const annual: PaymentSchedule = {
  downPaymentAmount: 133.5,
  installmentAmount: 0,
  serviceFee: 0,
  numberOfPayments: 1,
  installments: [{ date: '2026-11-30', amount: 133.5 }],
};
const fourPay: PaymentSchedule = {
  downPaymentAmount: 33.39,
  installmentAmount: 33.37,
  serviceFee: 1,
  numberOfPayments: 4,
  installments: [
    { date: '2026-11-30', amount: 33.39 },
    ...dates('2026-11-30', 60, 3).map((date) => ({ date, amount: 33.37 })),
  ],
};
const monthly: PaymentSchedule = {
  downPaymentAmount: 22.3,
  installmentAmount: 11.12,
  serviceFee: 1,
  numberOfPayments: 11,
  installments: [
    { date: '2026-11-30', amount: 22.3 },
    ...dates('2026-11-30', 30, 10).map((date) => ({ date, amount: 11.12 })),
  ],
};

const byCard = {
  annual: planMoney(annual, PAYMENT_PLAN_INDEX.annual, '2026-11-30', 'cc'),
  fourPay: planMoney(fourPay, PAYMENT_PLAN_INDEX.fourPay, '2026-11-30', 'cc'),
  monthly: planMoney(monthly, PAYMENT_PLAN_INDEX.monthly, '2026-11-30', 'cc'),
};

describe('a plan’s money for a payment method', () => {
  it('has one figure due today: the down payment and the 5% card fee, rounded half up', () => {
    // 5% of 133.50 is 6.675: 6.68.
    expect(byCard.annual.dueToday).toEqual({ premium: 133.5, methodFee: 6.68, total: 140.18 });
    // 5% of 22.30 is 1.115: 1.12.
    expect(byCard.monthly.dueToday).toEqual({ premium: 22.3, methodFee: 1.12, total: 23.42 });
    expect(t.dueTodayParts(byCard.annual)).toBe(
      '$140.18 today by card: $133.50 premium + $6.68 card fee',
    );
    expect(t.dueTodayParts(byCard.monthly)).toBe(
      '$23.42 today by card: $22.30 premium + $1.12 card fee',
    );
  });

  it('by bank: the one-time $1.50 setup fee today, and no card fee', () => {
    const bank = planMoney(monthly, PAYMENT_PLAN_INDEX.monthly, '2026-11-30', 'bank');
    expect(bank.dueToday).toEqual({ premium: 22.3, methodFee: 1.5, total: 23.8 });
    expect(t.dueTodayParts(bank)).toBe(
      '$23.80 today by bank account: $22.30 premium + $1.50 bank setup fee',
    );
    // 22.30 + 1.50 + 10 × 12.12
    expect(bank.fullPrice).toBe(145);
  });

  it('lists every later payment: installment + billing fee on the schedule’s dates', () => {
    expect(byCard.annual.later).toEqual([]);
    expect(t.laterSummary(byCard.annual)).toBeNull();
    expect(t.laterFee(byCard.annual)).toBeNull();

    expect(byCard.monthly.later).toHaveLength(10);
    expect(byCard.monthly.later[0]).toEqual({
      date: '2026-12-30',
      installment: 11.12,
      fee: 1,
      amount: 12.12,
    });
    expect(t.laterSummary(byCard.monthly)).toBe('Then 10 payments of $12.12 from 12/30/2026');
    expect(t.laterFee(byCard.monthly)).toBe('Each includes a $1.00 billing fee.');

    expect(byCard.fourPay.later.map((p) => [p.date, p.amount])).toEqual([
      ['2027-01-29', 34.37],
      ['2027-03-30', 34.37],
      ['2027-05-29', 34.37],
    ]);
    expect(t.laterSummary(byCard.fourPay)).toBe('Then 3 payments of $34.37 from 01/29/2027');
  });

  it('says so when the later payments differ, and reads one payment in the singular', () => {
    const uneven: PaymentSchedule = {
      ...fourPay,
      numberOfPayments: 2,
      installments: [fourPay.installments[0]!, { date: '2027-01-29', amount: 33.37 }],
    };
    const m = planMoney(uneven, PAYMENT_PLAN_INDEX.fourPay, '2026-11-30');
    expect(t.laterSummary(m)).toBe('Then 1 payment of $34.37 from 01/29/2027');
    expect(t.laterFee(m)).toBe('It includes a $1.00 billing fee.');
    const changed = {
      ...m,
      later: [...m.later, { ...m.later[0]!, date: '2027-03-30', amount: 1 }],
    };
    expect(t.laterSummary(changed)).toBe('Then 2 payments from 01/29/2027');
  });

  it('gives the full price for the year with every fee, in whole cents', () => {
    expect(byCard.annual.fullPrice).toBe(140.18);
    // 33.39 + 1.67 (5% of 33.39 = 1.6695) + 3 × 34.37
    expect(byCard.fourPay.dueToday.methodFee).toBe(1.67);
    expect(byCard.fourPay.fullPrice).toBe(138.17);
    // 22.30 + 1.12 + 10 × 12.12
    expect(byCard.monthly.fullPrice).toBe(144.62);
  });

  it('saves against Monthly with the same method’s fees included, to the cent', () => {
    expect(savingWithFees(byCard.annual, byCard.monthly)).toBe(4.44);
    expect(savingWithFees(byCard.fourPay, byCard.monthly)).toBe(6.45);
    expect(savingWithFees(byCard.monthly, byCard.monthly)).toBe(0);
    expect(t.saving(4.44, 'cc')).toBe('Save $4.44 compared to Monthly, card fees included');
    // A plan dearer than Monthly saves nothing (never a negative saving).
    const dear = { ...byCard.annual, fullPrice: 200 };
    expect(savingWithFees(dear, byCard.monthly)).toBe(0);
  });

  it('prices the splash’s starting point by card, the fee included', () => {
    expect(startingPriceByCard(96)).toEqual({ yearly: 100.8, monthly: 8.4 });
    // 115.50 + 5.78 (5.775 half up) = 121.28; a twelfth is 10.1066…: $10.11.
    expect(startingPriceByCard(115.5)).toEqual({ yearly: 121.28, monthly: 10.11 });
    expect(billAmount(1234.5)).toBe('$1,234.50');
  });
});

describe('the quote step’s price words', () => {
  it('says what an optional coverage adds, takes off or leaves as it is', () => {
    expect(addOnPriceText(18)).toBe('Adds $18.00 a year');
    expect(addOnPriceText(-8)).toBe('Takes $8.00 a year off');
    expect(addOnPriceText(0.004)).toBe('No change to your price');
  });

  it('says how the price moved, in whole cents', () => {
    expect(priceChange(115.5, 133.5)).toEqual({ up: true, text: 'Up $18.00 a year' });
    expect(priceChange(133.5, 125.5)).toEqual({ up: false, text: 'Down $8.00 a year' });
    expect(priceChange(0.1 + 0.2, 0.3)).toBeNull();
    expect(priceChange(null, 133.5)).toBeNull();
  });
});
