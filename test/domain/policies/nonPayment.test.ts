import {
  DEFAULT_NONPAYMENT_NOTICE_DAYS,
  REINSTATEMENT_WINDOW_DAYS,
  nonPaymentCancellationDate,
  nonPaymentNoticeDays,
  reinstatementDeadline,
} from '../../../src/domain/policies/nonPayment';

describe('cancellation for non-payment', () => {
  it('gives 10 days of notice where no state rule differs', () => {
    expect(DEFAULT_NONPAYMENT_NOTICE_DAYS).toBe(10);
    expect(nonPaymentNoticeDays('WI')).toBe(10);
    expect(nonPaymentCancellationDate('2027-01-06', 'WI')).toBe('2027-01-16');
  });

  it("follows a state's longer notice, whatever the code's case", () => {
    expect(nonPaymentNoticeDays('NY')).toBe(15);
    expect(nonPaymentNoticeDays('ny')).toBe(15);
    expect(nonPaymentCancellationDate('2027-02-20', 'NY')).toBe('2027-03-07');
  });

  it('reinstates within 30 days of the cancellation date, across a year end', () => {
    expect(REINSTATEMENT_WINDOW_DAYS).toBe(30);
    expect(reinstatementDeadline('2026-12-16')).toBe('2027-01-15');
  });
});
