import { DAY_MS } from '../../domain/calendar';
import { gracePeriodDays } from '../../domain/twoFactor/banner';

/** The fields of an account the deadline rules read. */
export interface DeadlineFields {
  twoFactorDeadline: string | null;
  createdAt: Date;
}

/**
 * The day two-factor becomes mandatory: the stored deadline (set at registration, or by an
 * administrator), else TWO_FACTOR_GRACE_DAYS after the account was created.
 */
export function effectiveDeadline(account: DeadlineFields, graceDays: number): string {
  if (account.twoFactorDeadline) return account.twoFactorDeadline;
  const created = account.createdAt;
  const day = Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), created.getUTCDate());
  return new Date(day + graceDays * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days to the deadline, negative once past (the docs/product.md "Two-factor" banner's grace days). */
export function graceDaysLeft(account: DeadlineFields, graceDays: number, now: Date): number {
  return gracePeriodDays(effectiveDeadline(account, graceDays), now) ?? 0;
}

/** Two-factor is mandatory and missing: the deadline is before today. */
export function setupDue(
  account: DeadlineFields & { twoFactorEnabled: boolean },
  graceDays: number,
  now: Date,
): boolean {
  return !account.twoFactorEnabled && graceDaysLeft(account, graceDays, now) < 0;
}
