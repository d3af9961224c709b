import {
  DASHBOARD_BANNER_MAX_DAYS,
  bannerDate,
  dashboardTwoFactorBanner,
  gracePeriodDays,
  twoFactorBanner,
} from '../../../src/domain/twoFactor/banner';

const deadline = '2025-07-01';

describe('twoFactorBanner (docs/product.md "Two-factor")', () => {
  it('31 days: nothing', () => {
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: 31, deadline })).toBeNull();
  });

  it('30 days: Action Required with the mandatory date', () => {
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: 30, deadline })).toEqual({
      severity: 'warning',
      daysRemaining: 30,
      showMandatoryDate: true,
    });
  });

  it('1 day: Action Required with the mandatory date', () => {
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: 1, deadline })).toEqual({
      severity: 'warning',
      daysRemaining: 1,
      showMandatoryDate: true,
    });
  });

  it('0 days: Action Required without the mandatory date', () => {
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: 0, deadline })).toEqual({
      severity: 'warning',
      daysRemaining: 0,
      showMandatoryDate: false,
    });
  });

  it('-1 day: red Two-Factor Authentication Required', () => {
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: -1, deadline })).toEqual({
      severity: 'error',
    });
  });

  it('nothing when enabled, whatever the days', () => {
    for (const days of [31, 30, 1, 0, -1])
      expect(twoFactorBanner({ enabled: true, gracePeriodDays: days, deadline })).toBeNull();
  });

  it('nothing without a deadline or days', () => {
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: 5, deadline: null })).toBeNull();
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: 5, deadline: '' })).toBeNull();
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: null, deadline })).toBeNull();
    expect(twoFactorBanner({ enabled: false, gracePeriodDays: Number.NaN, deadline })).toBeNull();
  });
});

describe('dashboardTwoFactorBanner (only when 7 days or fewer remain)', () => {
  const on = (days: number | null) =>
    dashboardTwoFactorBanner({ enabled: false, gracePeriodDays: days, deadline });

  it('is 7 days', () => {
    expect(DASHBOARD_BANNER_MAX_DAYS).toBe(7);
  });

  it('nothing 30 days ahead (right after buying) nor 8 days ahead', () => {
    expect(on(30)).toBeNull();
    expect(on(29)).toBeNull();
    expect(on(8)).toBeNull();
  });

  it('Action Required from 7 days down to the deadline day', () => {
    expect(on(7)).toEqual({
      severity: 'warning',
      daysRemaining: 7,
      showMandatoryDate: true,
    });
    expect(on(1)).toMatchObject({ severity: 'warning', daysRemaining: 1 });
    expect(on(0)).toMatchObject({ severity: 'warning', showMandatoryDate: false });
  });

  it('required once the deadline has passed, however long ago', () => {
    for (const days of [-1, -30])
      expect(on(days)).toEqual({
        severity: 'error',
      });
  });

  it('nothing when enabled or without a deadline', () => {
    expect(dashboardTwoFactorBanner({ enabled: true, gracePeriodDays: 3, deadline })).toBeNull();
    expect(
      dashboardTwoFactorBanner({ enabled: false, gracePeriodDays: 3, deadline: null }),
    ).toBeNull();
    expect(on(null)).toBeNull();
  });
});

describe('gracePeriodDays', () => {
  const today = new Date('2025-06-01T15:30:00Z');

  it('counts whole calendar days by UTC date', () => {
    expect(gracePeriodDays('2025-07-01', today)).toBe(30);
    expect(gracePeriodDays('2025-07-02', today)).toBe(31);
    expect(gracePeriodDays('2025-06-02', today)).toBe(1);
    expect(gracePeriodDays('2025-06-01', today)).toBe(0);
    expect(gracePeriodDays('2025-05-31', today)).toBe(-1);
  });

  it('ignores the time of day on both sides', () => {
    expect(gracePeriodDays('2025-06-02T23:59:59Z', new Date('2025-06-01T00:00:00Z'))).toBe(1);
    expect(gracePeriodDays('2025-06-02', new Date('2025-06-01T23:59:59Z'))).toBe(1);
    expect(gracePeriodDays('2025-06-02', new Date('2025-06-02T00:00:00Z'))).toBe(0);
  });

  it('spans month, year and leap-day boundaries', () => {
    expect(gracePeriodDays('2024-03-01', new Date('2024-02-28T12:00:00Z'))).toBe(2);
    expect(gracePeriodDays('2026-01-01', new Date('2025-12-31T12:00:00Z'))).toBe(1);
    expect(gracePeriodDays('2025-11-03', new Date('2025-11-01T12:00:00Z'))).toBe(2);
  });

  it('reads other date formats by their UTC date', () => {
    expect(gracePeriodDays('Wed, 02 Jul 2025 00:00:00 GMT', today)).toBe(31);
  });

  it('undefined for unreadable deadlines', () => {
    expect(gracePeriodDays('not a date', today)).toBeUndefined();
    expect(gracePeriodDays('2025-02-30', today)).toBeUndefined();
    expect(gracePeriodDays('2025-07-01', new Date('invalid'))).toBeUndefined();
  });

  it('feeds the banner', () => {
    const days = gracePeriodDays('2025-06-01', today);
    expect(
      twoFactorBanner({ enabled: false, gracePeriodDays: days, deadline: '2025-06-01' }),
    ).toMatchObject({ severity: 'warning', showMandatoryDate: false });
  });
});

describe('bannerDate (docs/product.md "Two-factor" mandatory date)', () => {
  it('formats the deadline as MM/DD/YYYY', () => {
    expect(bannerDate('2025-07-01')).toBe('07/01/2025');
    expect(bannerDate('2026-12-31T23:30:00Z')).toBe('12/31/2026');
  });

  it('is undefined for an unreadable date', () => {
    expect(bannerDate('2025-02-30')).toBeUndefined();
    expect(bannerDate('soon')).toBeUndefined();
  });
});
