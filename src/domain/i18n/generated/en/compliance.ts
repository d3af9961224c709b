/* eslint-disable */
// Generated from src/domain/i18n/catalogs/compliance.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const complianceTexts: TextArea<{
  meets: null;
  meetsOnceApproved: null;
  otherAddress: null;
  yourPropertyManager: null;
  pendingReview: null;
  pendingHelp: null;
  failedChecks: null;
  failedHelp: null;
  approved: null;
  uploadedDocument: null;
  leaseAddress: null;
  leaseDates: null;
  belowLiability: { minimum: TextValue };
  belowContents: { minimum: TextValue };
  elsewhere: { address: TextValue };
  belowHelp: { minimum: TextValue };
  otherLease: { n: TextValue };
  otherLeases: { n: TextValue };
}> = {
  name: 'compliance',
  messages: {
    meets: ['Meets your lease'],
    meetsOnceApproved: ['Meets your lease once we approve it'],
    otherAddress: ['another address'],
    yourPropertyManager: ['your property manager'],
    pendingReview: ['Pending review'],
    pendingHelp: [
      'We are checking this document. Until we approve it, it does not count for your lease.',
    ],
    failedChecks: ["Didn't pass our checks"],
    failedHelp: [
      'Some details on this document did not match your lease. We are looking at it; you may be asked to upload a corrected one.',
    ],
    approved: ['Approved'],
    uploadedDocument: ['Your uploaded document'],
    leaseAddress: ['Address'],
    leaseDates: ['Lease dates'],
    belowLiability: ["Below your lease's ", ['minimum'], ' minimum'],
    belowContents: ["Below your lease's ", ['minimum'], ' personal property minimum'],
    elsewhere: ['Not for your lease: it covers ', ['address']],
    belowHelp: [
      'Your lease asks for at least ',
      ['minimum'],
      '. Raise your cover with your insurer and upload the new declarations page, or get a quote from us.',
    ],
    otherLease: ['You have ', ['n'], ' other lease with us.'],
    otherLeases: ['You have ', ['n'], ' other leases with us.'],
  },
};
