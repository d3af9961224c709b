import {
  codeSentTo,
  daysRemaining,
  resendCodeIn,
  securityTexts,
  twoFactorTexts,
} from '../../../src/domain/security/texts';

describe('security screen texts', () => {
  it('fill their placeholders', () => {
    expect(codeSentTo('a@example.com')).toBe('We sent a 6-digit code to a@example.com.');
    expect(resendCodeIn(42)).toBe('Resend code in 42s');
    expect(daysRemaining(1)).toBe('1 day remaining to set up two-factor authentication.');
    expect(daysRemaining(0)).toBe('0 days remaining to set up two-factor authentication.');
    expect(daysRemaining(30)).toBe('30 days remaining to set up two-factor authentication.');
  });

  it('the required overlay is titled with the docs/product.md "Two-factor" banner text', () => {
    expect(twoFactorTexts.requiredTitle).toBe('Two-Factor Authentication Required');
  });

  it('every text is a non-empty string', () => {
    for (const text of [...Object.values(twoFactorTexts), ...Object.values(securityTexts)])
      expect(text.trim().length).toBeGreaterThan(0);
  });
});
