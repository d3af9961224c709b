// What stays on screen after a message to support is sent: the documented 1-second toast
// 'Your message has been sent!' is too short to read, so the dialog keeps a confirmation with what
// was sent and when to expect the answer, until the tenant closes it. The words are the
// `supportMessage` catalog's.
import { supportMessageTexts } from '../i18n/generated/en/supportMessage';
import { inEnglish, phrase, plainTexts, type Phrase, type Say } from '../i18n/texts';

/** How soon support answers a message, in business days (one figure for every screen). */
export const SUPPORT_REPLY_BUSINESS_DAYS = 1;

const words = /* @__PURE__ */ plainTexts(supportMessageTexts);

export const messageSentTexts = {
  title: words.sentTitle,
  intro: words.sentIntro,
  messageLabel: words.sentMessageLabel,
} as const;

/** When and where the answer comes. */
export const messageReply = (email: string, days = SUPPORT_REPLY_BUSINESS_DAYS): Phrase =>
  days === 1
    ? phrase(supportMessageTexts, 'replyOneDay', { email })
    : phrase(supportMessageTexts, 'replyDays', { email, days });

/** `messageReply` in English, or in the language of `say`. */
export const messageReplyText = (email: string, say: Say = inEnglish) => say(messageReply(email));
