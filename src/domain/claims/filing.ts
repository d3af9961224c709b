// Where a tenant's claims go: one rule for the side menu's claim entries and the claim
// pages, so a tenant whose only policy is a partner carrier's is never sent to a page that then
// says "You have no active policies".

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

/** What the claim pages say for a partner carrier's policy. */
export const partnerClaimTexts = {
  title: 'Claims go to your insurance carrier',
  report: (policyNumber: string) =>
    `Your policy ${policyNumber} is with our partner carrier, so you report a claim on it on the carrier's website, not here.`,
  history: (policyNumber: string) =>
    `Your policy ${policyNumber} is with our partner carrier, so its claims and their progress are on the carrier's website, not here.`,
  reportButton: "Report a Claim on the Carrier's Website",
  historyButton: "See Your Claims on the Carrier's Website",
  opensSite: (site: string) => `Opens ${site} in a new tab.`,
  noPortal: (email: string, phone: string) =>
    `Call the claims number on your policy documents, or contact us at ${email} or ${phone} and we will help.`,
  help: (email: string, phone: string) =>
    `Questions about a claim? Contact us at ${email} or ${phone}.`,
} as const;
