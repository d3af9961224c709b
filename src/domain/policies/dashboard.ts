// Rules of the dashboard's policy cards (docs/product.md "Dashboard", "States"): what the cards
// show and allow.
import { screenTexts } from '../messages/screens';

/** docs/product.md "States": a third-party policy is Approved when verified (is_complete), else Pending. */
export function thirdPartyStatus(isComplete: boolean): string {
  return isComplete ? screenTexts.approved : screenTexts.pending;
}

export interface RenewalState {
  renew: boolean;
  within90Days: boolean;
  renewalLocked: boolean;
}

/** docs/product.md "States": the auto-renewal toggle is disabled when within 90 days and renewal is locked. */
export function renewalToggleDisabled(policy: RenewalState): boolean {
  return policy.within90Days && policy.renewalLocked;
}

// Their words are catalogs' (renewal.ts, renewalOff.ts), loaded only where they show.
export { renewalLockedReason } from './renewal';
export { renewalOffConsequences } from './renewalOff';

/**
 * Where 'Manage Policy' continues to, named by its host ('Continue to portal.example.com'): the
 * tenant sees which site they are leaving for. Null when the link is missing or not http(s).
 */
export function partnerPortal(
  url: string | null | undefined,
): { url: string; name: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { url: parsed.href, name: parsed.hostname.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

/**
 * docs/product.md "Dashboard" 'View more': the first policy is always shown, the others only when
 * expanded, except the ones `pinned` (a policy that needs the tenant's attention is never hidden).
 * Answers what to show and how many are behind the toggle.
 */
export function visiblePolicies<T>(
  all: readonly T[],
  expanded: boolean,
  pinned: (item: T) => boolean = () => false,
): { shown: T[]; more: number } {
  const collapsed = all.filter((item, index) => index === 0 || pinned(item));
  const more = all.length - collapsed.length;
  return { shown: expanded ? [...all] : collapsed, more };
}

/** A file name for a downloaded evidence of insurance when the server names none. */
export function eoiFileName(policyNumber: string): string {
  const safe = policyNumber.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `evidence-of-insurance${safe ? `-${safe}` : ''}.pdf`;
}

/**
 * docs/product.md "Dashboard" expiring-soon prompt: an uploaded policy the server marks expiring
 * soon, unless its renewal is already uploaded (an upcoming term): then there is nothing left to
 * ask for.
 */
export function needsRenewalPrompt(policy: {
  is_expiring_soon: boolean;
  upcoming_policies: readonly unknown[];
  /** The server's answer by the reminder mail's rule (other cover counts too). */
  renewal_due?: boolean;
}): boolean {
  if (policy.renewal_due !== undefined) return policy.renewal_due;
  return policy.is_expiring_soon && policy.upcoming_policies.length === 0;
}
