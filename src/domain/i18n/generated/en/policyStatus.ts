/* eslint-disable */
// Generated from src/domain/i18n/catalogs/policyStatus.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const policyStatusTexts: TextArea<{
  active: null;
  cancelled: null;
  lapsed: null;
  pending: null;
  attention: null;
  startsOn: { date: TextValue };
  endsOn: { date: TextValue };
}> = {
  name: 'policyStatus',
  messages: {
    active: ['Active'],
    cancelled: ['Cancelled'],
    lapsed: ['Lapsed'],
    pending: ['Pending review'],
    attention: ['Needs attention'],
    startsOn: ['Starts on ', ['date']],
    endsOn: ['Ends on ', ['date']],
  },
};
