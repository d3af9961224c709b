// What stays on screen after a message to support is sent: the documented 1-second toast
// 'Your message has been sent!' is too short to read, so the dialog keeps a confirmation with what
// was sent and when to expect the answer, until the tenant closes it.

/** How soon support answers a message, in business days (one figure for every screen). */
export const SUPPORT_REPLY_BUSINESS_DAYS = 1;

export const messageSentTexts = {
  title: 'Message sent',
  intro: 'Support has your message:',
  messageLabel: 'Your message',
} as const;

const businessDays = (n: number) => (n === 1 ? 'one business day' : `${n} business days`);

/** When and where the answer comes. */
export const messageReplyText = (email: string) =>
  `We answer by e-mail to ${email}, usually within ${businessDays(SUPPORT_REPLY_BUSINESS_DAYS)}.`;
