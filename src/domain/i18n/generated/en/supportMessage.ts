/* eslint-disable */
// Generated from src/domain/i18n/catalogs/supportMessage.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const supportMessageTexts: TextArea<{
  reasonBilling: null;
  reasonAddSomeone: null;
  reasonAddress: null;
  reasonCoverages: null;
  reasonOther: null;
  messageSent: null;
  sentTitle: null;
  sentIntro: null;
  sentMessageLabel: null;
  replyOneDay: { email: TextValue };
  replyDays: { email: TextValue; days: TextValue };
  attach: null;
  attachHint: null;
  download: null;
}> = {
  name: 'supportMessage',
  messages: {
    reasonBilling: ['Billing/Charges'],
    reasonAddSomeone: ['Add Someone To My Policy'],
    reasonAddress: ['Address Change/Update'],
    reasonCoverages: ['Update My Policy Coverages'],
    reasonOther: ['Other'],
    messageSent: ['Your message has been sent!'],
    sentTitle: ['Message sent'],
    sentIntro: ['Support has your message:'],
    sentMessageLabel: ['Your message'],
    replyOneDay: ['We answer by e-mail to ', ['email'], ', usually within one business day.'],
    replyDays: [
      'We answer by e-mail to ',
      ['email'],
      ', usually within ',
      ['days'],
      ' business days.',
    ],
    attach: ['Attach a diagnostics snapshot'],
    attachHint: [
      'It holds your answers and this screen, so support sees what you see; never your password, codes, card or bank details or files.',
    ],
    download: ['Download the snapshot'],
  },
};
