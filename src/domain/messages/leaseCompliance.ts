// What the dashboard says about each policy against the tenant's lease, in the
// tenant's words. The rule deciding which line applies is domain/policies/leaseCompliance.ts. The
// texts are the `compliance` catalog's: here in English (the server, the staff console), on the
// dashboard in the tenant's language (the rule's `say`).
import { complianceTexts } from '../i18n/generated/en/compliance';
import { englishFormatter, plainTexts } from '../i18n/texts';
import { dollars } from '../money';

export const leaseComplianceTexts = /* @__PURE__ */ plainTexts(complianceTexts);

const english = /* @__PURE__ */ englishFormatter(complianceTexts);

// Formatters (the texts object holds only fixed strings, as every messages group does).
/** Liability under the manager's minimum . */
export const leaseBelowLiability = (minimum: number) =>
  english('belowLiability', { minimum: dollars(minimum) });
export const leaseBelowContents = (minimum: number) =>
  english('belowContents', { minimum: dollars(minimum) });
/** A policy for another address than the lease shown beside the cards. */
export const leaseElsewhere = (address: string) => english('elsewhere', { address });
export const leaseBelowHelp = (minimum: number) =>
  english('belowHelp', { minimum: dollars(minimum) });
export const otherLeasesText = (n: number) =>
  english(n === 1 ? 'otherLease' : 'otherLeases', { n });
