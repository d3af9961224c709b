import { DAY_MS, AUTO_RENEW_LOCK_DAYS } from '../constants';

/** Days a third-party policy counts as expiring soon before its end date (the dashboard prompt). */
export const EXPIRING_SOON_DAYS = 30;

/** A calendar date as YYYY-MM-DD (UTC), the form dates are stored and compared in. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** docs/product.md "Records": each policy date also comes as MM/DD/YYYY. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * Our own policy is active while it is in force: not expired, not past its end, and not cancelled
 * unless the cancellation is dated ahead. A cancellation takes effect at the start of its date
 * (12:01 a.m., as a policy period ends): a policy cancelled today is no longer in force today;
 * one cancelled for a later day is, until that day.
 */
export function isOwnPolicyActive(
  policy: { status: string; policyEndDate: string; cancellationDate?: string | null },
  today: string,
): boolean {
  if (policy.policyEndDate < today) return false;
  if (policy.status === 'active') return true;
  return (
    policy.status === 'cancelled' &&
    policy.cancellationDate !== null &&
    policy.cancellationDate !== undefined &&
    policy.cancellationDate > today
  );
}

/**
 * docs/privacy.md "Your rights": an own policy blocks the deletion of its tenant's account while
 * it is active by the rule above, so one that starts later and one cancelled for a later day
 * block too; the tenant cancels it first. Partner carriers' and uploaded policies never block:
 * the portal only keeps their record.
 */
export function blocksAccountDeletion(
  policy: { status: string; policyEndDate: string; cancellationDate?: string | null },
  today: string,
): boolean {
  return isOwnPolicyActive(policy, today);
}

/** A partner carrier's or an uploaded policy is active while enabled and not past its end date. */
export function isTermActive(
  policy: { enabled: boolean; endDate: string },
  today: string,
): boolean {
  return policy.enabled && policy.endDate >= today;
}

/** docs/product.md "States", "Limits": the renewal date falls within the 90-day auto-renewal lock window. */
export function isWithinRenewalWindow(renewalDate: string, today: string): boolean {
  const days = daysBetween(today, renewalDate);
  return days >= 0 && days <= AUTO_RENEW_LOCK_DAYS;
}

export function isExpiringSoon(endDate: string, today: string): boolean {
  const days = daysBetween(today, endDate);
  return days >= 0 && days <= EXPIRING_SOON_DAYS;
}

/**
 * docs/product.md "States": uploads with the same provider and policy number are one policy; the
 * term in force (or else the earliest) is shown and the later terms are its upcoming policies.
 */
export function groupThirdPartyTerms<
  T extends { provider: string; policyNumber: string; startDate: string; endDate: string },
>(terms: readonly T[], today: string): Array<{ current: T; upcoming: T[] }> {
  const groups = new Map<string, T[]>();
  for (const term of terms) {
    const key = `${term.provider.trim().toLowerCase()}\u0000${term.policyNumber.trim().toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), term]);
  }
  return [...groups.values()].map((group) => {
    const sorted = [...group].sort((a, b) => a.startDate.localeCompare(b.startDate));
    const current = sorted.find((t) => t.startDate <= today && t.endDate >= today) ?? sorted[0]!;
    return {
      current,
      upcoming: sorted.filter((t) => t !== current && t.startDate > current.startDate),
    };
  });
}
