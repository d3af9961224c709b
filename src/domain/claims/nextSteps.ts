// What happens after a claim is filed, one source for the confirmation on the claim
// history page and the tenant's receipt mail, so both promise the same thing. The words are the
// `claimHistory` catalog's: English by default (the mail), the tenant's language on screen (`say`).
import { claimHistoryTexts as texts } from '../i18n/generated/en/claimHistory';
import { inEnglish, phrase, type Say } from '../i18n/texts';

/** How soon the claims team calls the tenant about a new claim, in business days. */
export const CLAIM_CONTACT_BUSINESS_DAYS = 2;

// Two messages rather than a plural: a plural would make the page fetch Lingui's runtime.
const businessDays = (n: number, say: Say) =>
  say(n === 1 ? phrase(texts, 'oneBusinessDay') : phrase(texts, 'businessDays', { n }));

export interface ClaimNextStepsInput {
  claimNumber: string;
  /** The phone the claim gave; null when not known (the page was opened again later). */
  phone: string | null;
  email: string | null;
  supportEmail: string | null;
}

/** The steps, in order, each a short title and one sentence. */
export function claimNextSteps(
  input: ClaimNextStepsInput,
  say: Say = inEnglish,
): { title: string; text: string }[] {
  const { claimNumber: claim, phone, email, supportEmail } = input;
  const where = say(phone ? phrase(texts, 'callAt', { phone }) : phrase(texts, 'callAtGiven'));
  const days = businessDays(CLAIM_CONTACT_BUSINESS_DAYS, say);
  return [
    {
      title: say(phrase(texts, 'callTitle')),
      text: say(phrase(texts, 'callText', { where, days })),
    },
    {
      title: say(phrase(texts, 'copyTitle')),
      text: say(email ? phrase(texts, 'copyTo', { email }) : phrase(texts, 'copyToYours')),
    },
    {
      title: say(phrase(texts, 'moreTitle')),
      text: say(
        supportEmail
          ? phrase(texts, 'sendTo', { email: supportEmail, claim })
          : phrase(texts, 'sendToSupport', { claim }),
      ),
    },
    { title: say(phrase(texts, 'followTitle')), text: say(phrase(texts, 'followText')) },
  ];
}

/**
 * The receipt mail's sentence on what happens next (the same promise as the first step), in
 * English: the mail's own catalog (`claimMail` callYou) words it in the tenant's language.
 */
export const claimCallText = (phone: string) =>
  `Our claims team reviews it and calls you at ${phone} within ${businessDays(CLAIM_CONTACT_BUSINESS_DAYS, inEnglish)}.`;
