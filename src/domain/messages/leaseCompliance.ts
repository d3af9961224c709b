// What the dashboard says about each policy against the tenant's lease, in the
// tenant's words. The rule deciding which line applies is domain/policies/leaseCompliance.ts.
import { dollars } from '../money';

export const leaseComplianceTexts = {
  meets: 'Meets your lease',
  /** An upload we have not checked yet whose amounts meet the lease. */
  meetsOnceApproved: 'Meets your lease once we approve it',
  otherAddress: 'another address',
  yourPropertyManager: 'your property manager',
  // Labels of an uploaded policy's review
  pendingReview: 'Pending review',
  pendingHelp:
    'We are checking this document. Until we approve it, it does not count for your lease.',
  failedChecks: "Didn't pass our checks",
  failedHelp:
    'Some details on this document did not match your lease. We are looking at it; you may be asked to upload a corrected one.',
  approved: 'Approved',
  /** The download of an uploaded policy: the tenant's own file, never our evidence. */
  uploadedDocument: 'Your uploaded document',
  // The lease card
  leaseAddress: 'Address',
  leaseDates: 'Lease dates',
} as const;

// Formatters (the texts object holds only fixed strings, as every messages group does).
/** Liability under the manager's minimum . */
export const leaseBelowLiability = (minimum: number) =>
  `Below your lease's ${dollars(minimum)} minimum`;
export const leaseBelowContents = (minimum: number) =>
  `Below your lease's ${dollars(minimum)} personal property minimum`;
/** A policy for another address than the lease shown beside the cards. */
export const leaseElsewhere = (address: string) => `Not for your lease: it covers ${address}`;
export const leaseBelowHelp = (minimum: number) =>
  `Your lease asks for at least ${dollars(minimum)}. Raise your cover with your insurer and upload the new declarations page, or get a quote from us.`;
export const otherLeasesText = (n: number) =>
  `You have ${n} other ${n === 1 ? 'lease' : 'leases'} with us.`;
// Leaving a partner property without cover.
export const leaseRequiresInsurance = (manager: string) =>
  `Your lease requires renters insurance. If you cancel, we will tell ${manager} that this policy ends on the day you choose. Make sure you have another policy by then.`;
export const noInterestedPartyWarning = (manager: string) =>
  `Your lease requires renters insurance. We will still tell ${manager} that you bought this policy, but they will not be named on it as an interested party.`;
