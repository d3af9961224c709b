/* eslint-disable */
// Generated from src/domain/i18n/catalogs/coverageStatus.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const coverageStatusTexts: TextArea<{
  pendingSentence: null;
  rejectedSentence: null;
  failingSentence: null;
  belowLeaseSentence: null;
  cancelledNoDate: null;
  upcomingSentence: { start: TextValue; end: TextValue };
  activeSentence: { start: TextValue; end: TextValue };
  endingCancelledSentence: { date: TextValue };
  endingSentence: { date: TextValue };
  cancelledSentence: { date: TextValue };
  lapsedSentence: { date: TextValue };
  row: null;
}> = {
  name: 'coverageStatus',
  messages: {
    pendingSentence: ['We have not verified this policy yet.'],
    rejectedSentence: ['We could not accept this document as proof of insurance.'],
    failingSentence: ['Some details on this document did not pass our checks.'],
    belowLeaseSentence: ['This policy does not meet the lease’s minimum coverage.'],
    cancelledNoDate: ['The policy was cancelled and no longer provides cover.'],
    upcomingSentence: ['The policy will be in force from ', ['start'], ' to ', ['end'], '.'],
    activeSentence: ['The policy is in force from ', ['start'], ' to ', ['end'], '.'],
    endingCancelledSentence: [
      'The policy is in force until its cancellation takes effect on ',
      ['date'],
      '.',
    ],
    endingSentence: ['The policy is in force until ', ['date'], ' and will not renew.'],
    cancelledSentence: [
      'The policy was cancelled from ',
      ['date'],
      ' and no longer provides cover.',
    ],
    lapsedSentence: ['The policy period ended on ', ['date'], ' without a renewal.'],
    row: ['Status'],
  },
};
