// A closed claim says how it ended; the next steps after filing are one promise.
import { claimCallText, claimNextSteps } from '../../../src/domain/claims/nextSteps';
import { claimOutcomeView } from '../../../src/domain/claims/outcome';

const money = (n: number) => `$${n.toFixed(2)}`;

describe('claimOutcomeView', () => {
  it('says what was paid and when, with the note', () => {
    expect(
      claimOutcomeView(
        { result: 'paid', amount: 500, reason: 'Less your $250 deductible.' },
        { closedOn: '12/09/2026', money },
      ),
    ).toEqual({
      headline: 'Paid $500.00 on 12/09/2026',
      detail: 'Less your $250 deductible.',
      tone: 'success',
    });
  });

  it('says a claim was denied, and why', () => {
    expect(
      claimOutcomeView(
        { result: 'denied', amount: null, reason: 'Not covered.' },
        { closedOn: '12/09/2026', money },
      ),
    ).toEqual({ headline: 'Denied on 12/09/2026', detail: 'Not covered.', tone: 'error' });
  });

  it('says a claim was withdrawn; no date, no note', () => {
    expect(
      claimOutcomeView({ result: 'withdrawn', reason: ' ' }, { closedOn: null, money }),
    ).toEqual({ headline: 'Withdrawn', detail: null, tone: 'neutral' });
  });
});

describe('claimNextSteps', () => {
  it('names the phone, the e-mail, where photos go and the number to quote', () => {
    const steps = claimNextSteps({
      claimNumber: 'CLM-2026-000031',
      phone: '(608) 555 - 0142',
      email: 'maya@example.com',
      supportEmail: 'support@example.com',
    });
    expect(steps.map((s) => s.text)).toEqual([
      'Our claims team reviews your claim and calls you at (608) 555 - 0142 within 2 business days.',
      'We sent a copy of your claim to maya@example.com.',
      'Send them to support@example.com and mention CLM-2026-000031.',
      'Its status shows here in Claim History as it moves on.',
    ]);
  });

  it('still reads without the phone or the addresses', () => {
    const steps = claimNextSteps({
      claimNumber: 'CLM-2026-000031',
      phone: null,
      email: null,
      supportEmail: null,
    });
    expect(steps[0]!.text).toContain('at the phone number you gave');
    expect(steps[2]!.text).toBe('Send them to our support team and mention CLM-2026-000031.');
  });

  it('makes the receipt mail the same promise', () => {
    expect(claimCallText('312-555-0142')).toBe(
      'Our claims team reviews it and calls you at 312-555-0142 within 2 business days.',
    );
  });
});
