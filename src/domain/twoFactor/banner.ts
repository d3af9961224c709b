import { DAY_MS, TWO_FACTOR_BANNER_MAX_DAYS } from '../constants';

/** Which banner shows ('Action Required' or 'Two-Factor Authentication Required', by severity). */
export type TwoFactorBanner =
  | {
      severity: 'warning';
      daysRemaining: number;
      /** docs/product.md "Two-factor": 'mandatory starting on {date}' is shown when days are above 0. */
      showMandatoryDate: boolean;
    }
  | { severity: 'error' };

export interface TwoFactorBannerInput {
  enabled: boolean | null | undefined;
  gracePeriodDays: number | null | undefined;
  deadline: string | null | undefined;
}

/**
 * docs/product.md "Two-factor" dashboard banner: nothing when two-factor is enabled, there is no
 * deadline, or more than 30 days remain; an 'Action Required' warning for 0–30 days; a red
 * 'Two-Factor Authentication Required' once the deadline has passed (negative days).
 */
export function twoFactorBanner({
  enabled,
  gracePeriodDays: days,
  deadline,
}: TwoFactorBannerInput): TwoFactorBanner | null {
  if (enabled) return null;
  if (!deadline) return null;
  if (typeof days !== 'number' || !Number.isFinite(days)) return null;
  if (days < 0) return { severity: 'error' };
  if (days > TWO_FACTOR_BANNER_MAX_DAYS) return null;
  return {
    severity: 'warning',
    daysRemaining: days,
    showMandatoryDate: days > 0,
  };
}

/**
 * Days before the deadline from which the dashboard shows the banner: a tenant who
 * just bought, or whose deadline is a month away, is not greeted by an orange banner.
 */
export const DASHBOARD_BANNER_MAX_DAYS = 7;

/**
 * The dashboard's two-factor banner (over docs/product.md "Two-factor" 0-30 days): the "Two-factor"
 * banner only once 7 days or fewer remain, or the deadline has passed ('Two-Factor Authentication
 * Required'). Nothing when enabled, without a deadline, or further away.
 */
export function dashboardTwoFactorBanner(input: TwoFactorBannerInput): TwoFactorBanner | null {
  const banner = twoFactorBanner(input);
  if (!banner) return null;
  if (banner.severity === 'warning' && banner.daysRemaining > DASHBOARD_BANNER_MAX_DAYS)
    return null;
  return banner;
}

/** Midnight UTC of a YYYY-MM-DD date (or of the UTC date of any other parsable date string). */
function midnightUtc(deadline: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(deadline.trim());
  if (match) {
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const day = Date.UTC(y, m - 1, d);
    const check = new Date(day);
    // Refuses impossible dates such as 2025-02-30 instead of rolling them over.
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
      return undefined;
    return day;
  }
  const parsed = Date.parse(deadline);
  if (Number.isNaN(parsed)) return undefined;
  const date = new Date(parsed);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * Whole calendar days from today to the deadline, by UTC dates (the date part of the deadline
 * as written; today's UTC date): tomorrow is 1, today 0, yesterday -1. Undefined when the
 * deadline cannot be read.
 */
export function gracePeriodDays(deadline: string, today: Date): number | undefined {
  const end = midnightUtc(deadline);
  if (end === undefined || Number.isNaN(today.getTime())) return undefined;
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * docs/product.md "Two-factor" banner date, MM/DD/YYYY, from the date part of the deadline as
 * written (a YYYY-MM-DD date or an ISO instant, read in UTC like gracePeriodDays). Undefined when
 * unreadable.
 */
export function bannerDate(deadline: string): string | undefined {
  const day = midnightUtc(deadline);
  if (day === undefined) return undefined;
  const date = new Date(day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
