// The sentences about a policy's cover that its reader gets (the verify page, the evidence of
// insurance), from the `coverageStatus` catalog, and the status's words as the staff console and
// the lists name them. Which sentence applies is domain/policies/statusSentence.ts'. Apart from the
// badge's words (coverageStatus.ts) so that a screen showing only the badge carries none of this.
import { dayValue } from '../i18n/dates';
import { coverageStatusTexts as coverageStatusArea } from '../i18n/generated/en/coverageStatus';
import { policyStatusTexts } from '../i18n/generated/en/policyStatus';
import { phrase, plainTexts, type Phrase } from '../i18n/texts';

export const coverageStatusTexts = /* @__PURE__ */ statusTexts();

/** Built in a pure call, as every group of words is. */
function statusTexts() {
  const s = plainTexts(coverageStatusArea);
  return {
    // active, cancelled, lapsed, pending, attention
    ...plainTexts(policyStatusTexts),
    /** The sentences a reader of the policy (a manager, the verify page) gets. */
    pendingSentence: s.pendingSentence,
    rejectedSentence: s.rejectedSentence,
    failingSentence: s.failingSentence,
    belowLeaseSentence: s.belowLeaseSentence,
    cancelledNoDate: s.cancelledNoDate,
    /** The row that shows it in lists (Your Policies, Insurance History, the staff console). */
    row: s.row,
  } as const;
}

/** A status's sentence without dates, as a phrase (its English is `coverageStatusTexts`'). */
export const fixedSentence = (
  key:
    | 'pendingSentence'
    | 'rejectedSentence'
    | 'failingSentence'
    | 'belowLeaseSentence'
    | 'cancelledNoDate',
): Phrase => phrase(coverageStatusArea, key);

// A status's sentence with its days, as a phrase: `inEnglish` for documents and staff, a screen's
// `say` for its reader.
const term = (start: string, end: string) => ({ start: dayValue(start), end: dayValue(end) });
export const upcomingSentence = (start: string, end: string): Phrase =>
  phrase(coverageStatusArea, 'upcomingSentence', term(start, end));
export const activeSentence = (start: string, end: string): Phrase =>
  phrase(coverageStatusArea, 'activeSentence', term(start, end));
export const endingCancelledSentence = (date: string): Phrase =>
  phrase(coverageStatusArea, 'endingCancelledSentence', { date: dayValue(date) });
export const endingSentence = (date: string): Phrase =>
  phrase(coverageStatusArea, 'endingSentence', { date: dayValue(date) });
export const cancelledSentence = (date: string): Phrase =>
  phrase(coverageStatusArea, 'cancelledSentence', { date: dayValue(date) });
export const lapsedSentence = (date: string): Phrase =>
  phrase(coverageStatusArea, 'lapsedSentence', { date: dayValue(date) });
