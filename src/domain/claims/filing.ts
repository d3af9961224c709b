// Where a tenant's claims go: one rule for the side menu's claim entries and the claim
// pages, so a tenant whose only policy is a partner carrier's is never sent to a page that then
// says "You have no active policies".
import { claimsTexts } from '../i18n/generated/en/claims';
import { englishFormatter } from '../i18n/texts';

/**
 * Claims on our own policy are filed and tracked here (docs/product.md "Account pages"). A partner
 * carrier's policy is the carrier's: its claims are filed and tracked on the partner's portal,
 * which the claim pages say and link to. With neither, there is nothing to claim on.
 */
export type ClaimsFiling<Own, Partner> =
  { with: 'us'; policy: Own } | { with: 'partner'; policy: Partner } | { with: 'none' };

/** The first active own policy wins (docs/product.md "Account pages" "the first active policy"); else the first partner's. */
export function claimsFiling<Own extends { isActive: boolean }, Partner>(
  own: readonly Own[],
  partner: readonly Partner[],
): ClaimsFiling<Own, Partner> {
  const ours = own.find((p) => p.isActive);
  if (ours) return { with: 'us', policy: ours };
  const theirs = partner[0];
  if (theirs !== undefined) return { with: 'partner', policy: theirs };
  return { with: 'none' };
}

/**
 * What the claim pages say for a partner carrier's policy, in English (the `claims` catalog's; the
 * pages show it in the tenant's language). Built by a pure call: the side menu imports this module
 * for `claimsFiling` only, and an object literal would keep the catalog in its chunk.
 */
export const partnerClaimTexts = /* @__PURE__ */ partnerTexts();

function partnerTexts() {
  const say = englishFormatter(claimsTexts);
  return {
    title: say('partnerTitle'),
    report: (policyNumber: string) => say('partnerReport', { policy: policyNumber }),
    history: (policyNumber: string) => say('partnerHistory', { policy: policyNumber }),
    reportButton: say('partnerReportButton'),
    historyButton: say('partnerHistoryButton'),
    opensSite: (site: string) => say('opensSite', { site }),
    noPortal: (email: string, phone: string) => say('partnerNoPortal', { email, phone }),
    help: (email: string, phone: string) => say('partnerHelp', { email, phone }),
  } as const;
}
