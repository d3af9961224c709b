/* eslint-disable */
// Generated from src/domain/i18n/catalogs/dashboardDialogs.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const dashboardDialogsTexts: TextArea<{
  continueTo: { partner: TextValue };
  leaving: { brand: TextValue };
  leavingNewTab: null;
  cancel: null;
  continue: null;
  upcomingTitle: null;
  upcomingIntro: null;
  close: null;
  confirmOffTitle: null;
  endsInsteadOfRenewing: { date: TextValue };
  cannotTurnBackOn: { days: TextValue };
  keepOn: null;
  turnOff: null;
}> = {
  name: 'dashboardDialogs',
  messages: {
    continueTo: ['Continue to ', ['partner']],
    leaving: [
      'You are leaving ',
      ['brand'],
      " to manage this policy on your insurance carrier's website, where you can change coverage, billing and more.",
    ],
    leavingNewTab: ['It opens in a new tab. Come back here any time to see your policy.'],
    cancel: ['Cancel'],
    continue: ['Continue'],
    upcomingTitle: ['Upcoming policies'],
    upcomingIntro: ['Renewals you uploaded for this policy, starting after the current term.'],
    close: ['Close'],
    confirmOffTitle: ['Turn off auto-renewal?'],
    endsInsteadOfRenewing: [
      'Your policy will end on ',
      ['date'],
      ' instead of renewing, and billing for it will stop.',
    ],
    cannotTurnBackOn: [
      'Your renewal date is within ',
      ['days'],
      " days, so once you turn auto-renewal off you can't turn it back on without contacting support.",
    ],
    keepOn: ['Keep auto-renewal'],
    turnOff: ['Turn off auto-renewal'],
  },
};
