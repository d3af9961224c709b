// The words of a policy's coverage status ("Covered?"): the badge on every card and row,
// the verify page, the evidence of insurance and the mails. The rule deciding which applies is
// domain/policies/coverageStatus.ts. Dates come in as MM/DD/YYYY.

export const coverageStatusTexts = {
  active: 'Active',
  cancelled: 'Cancelled',
  lapsed: 'Lapsed',
  pending: 'Pending review',
  attention: 'Needs attention',
  /** The sentences a reader of the policy (a manager, the verify page) gets. */
  pendingSentence: 'We have not verified this policy yet.',
  rejectedSentence: 'We could not accept this document as proof of insurance.',
  failingSentence: 'Some details on this document did not pass our checks.',
  belowLeaseSentence: 'This policy does not meet the lease’s minimum coverage.',
  cancelledNoDate: 'The policy was cancelled and no longer provides cover.',
  /** The row that shows it in lists (Your Policies, Insurance History, the staff console). */
  row: 'Status',
} as const;

// Formatters (the texts object holds only fixed strings, as every messages group does).
export const startsOnLabel = (date: string) => `Starts on ${date}`;
export const endsOnLabel = (date: string) => `Ends on ${date}`;

export const upcomingSentence = (start: string, end: string) =>
  `The policy will be in force from ${start} to ${end}.`;
export const activeSentence = (start: string, end: string) =>
  `The policy is in force from ${start} to ${end}.`;
export const endingCancelledSentence = (date: string) =>
  `The policy is in force until its cancellation takes effect on ${date}.`;
export const endingSentence = (date: string) =>
  `The policy is in force until ${date} and will not renew.`;
export const cancelledSentence = (date: string) =>
  `The policy was cancelled from ${date} and no longer provides cover.`;
export const lapsedSentence = (date: string) =>
  `The policy period ended on ${date} without a renewal.`;
/** The evidence of insurance's status line: as of the day it is made. */
export const statusAsOf = (day: string) => `Status on ${day}`;
