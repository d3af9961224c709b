// The words of a policy's coverage status ("Covered?"): the badge on every card and row,
// the verify page, the evidence of insurance and the mails. The rule deciding which applies is
// domain/policies/coverageStatus.ts. Dates come in as MM/DD/YYYY. The badge's words are the
// `policyStatus` catalog's (a screen shows them in the tenant's language through `say`); the
// sentences are for documents and staff, in English.
import { dayValue } from '../i18n/dates';
import { policyStatusTexts } from '../i18n/generated/en/policyStatus';
import { inEnglish, phrase, plainTexts, type Say } from '../i18n/texts';

export const coverageStatusTexts = {
  // active, cancelled, lapsed, pending, attention
  .../* @__PURE__ */ plainTexts(policyStatusTexts),
  /** The sentences a reader of the policy (a manager, the verify page) gets. */
  pendingSentence: 'We have not verified this policy yet.',
  rejectedSentence: 'We could not accept this document as proof of insurance.',
  failingSentence: 'Some details on this document did not pass our checks.',
  belowLeaseSentence: 'This policy does not meet the lease’s minimum coverage.',
  cancelledNoDate: 'The policy was cancelled and no longer provides cover.',
  /** The row that shows it in lists (Your Policies, Insurance History, the staff console). */
  row: 'Status',
} as const;

/** A badge's word of a status without a date ('Active'), in the reader's language. */
export const statusWord = (
  kind: 'active' | 'cancelled' | 'lapsed' | 'pending' | 'attention',
  say: Say = inEnglish,
) => say(phrase(policyStatusTexts, kind));

// Formatters (the texts object holds only fixed strings, as every messages group does).
// A day is a value, written as the reader's language writes days (English: MM/DD/YYYY).
export const startsOnLabel = (date: string, say: Say = inEnglish) =>
  say(phrase(policyStatusTexts, 'startsOn', { date: dayValue(date) }));
export const endsOnLabel = (date: string, say: Say = inEnglish) =>
  say(phrase(policyStatusTexts, 'endsOn', { date: dayValue(date) }));

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
