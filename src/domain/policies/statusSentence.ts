// The sentence about a policy's cover that its reader gets (a manager on the verify page, the
// evidence of insurance): which one is the status's (`CoverageStatus.says`, coverageStatus.ts),
// its words the `coverageStatus` catalog's. Apart from the status so that the screens showing
// only the badge (the dashboard, the account's lists) carry none of the sentences.
import {
  activeSentence,
  cancelledSentence,
  endingCancelledSentence,
  endingSentence,
  fixedSentence,
  lapsedSentence,
  upcomingSentence,
} from '../messages/coverageSentences';
import type { Phrase } from '../i18n/texts';
import type { CoverageFacts, CoverageStatus } from './coverageStatus';

/**
 * The status's sentence as a phrase: English for the documents (`inEnglish`), the request's
 * language for the verify page's answer.
 */
export function statusSentence(
  { says, date }: Pick<CoverageStatus, 'says' | 'date'>,
  { start, end }: Pick<CoverageFacts, 'start' | 'end'>,
): Phrase {
  // `date` is the day the status names: the cancellation's, or the end of the term.
  const day = date ?? end;
  switch (says) {
    case 'upcoming':
      return upcomingSentence(start, end);
    case 'active':
      return activeSentence(start, end);
    case 'endingCancelled':
      return endingCancelledSentence(day);
    case 'ending':
      return endingSentence(day);
    case 'cancelled':
      return cancelledSentence(day);
    case 'lapsed':
      return lapsedSentence(day);
    case 'cancelledNoDate':
      return fixedSentence('cancelledNoDate');
    case 'pending':
      return fixedSentence('pendingSentence');
    case 'rejected':
      return fixedSentence('rejectedSentence');
    case 'failing':
      return fixedSentence('failingSentence');
    case 'belowLease':
      return fixedSentence('belowLeaseSentence');
  }
}
