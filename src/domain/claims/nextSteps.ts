// What happens after a claim is filed, one source for the confirmation on the claim
// history page and the tenant's receipt mail, so both promise the same thing.

/** How soon the claims team calls the tenant about a new claim, in business days. */
export const CLAIM_CONTACT_BUSINESS_DAYS = 2;

const businessDays = (n: number) => (n === 1 ? 'one business day' : `${n} business days`);

export interface ClaimNextStepsInput {
  claimNumber: string;
  /** The phone the claim gave; null when not known (the page was opened again later). */
  phone: string | null;
  email: string | null;
  supportEmail: string | null;
}

/** The steps, in order, each a short title and one sentence. */
export function claimNextSteps(input: ClaimNextStepsInput): { title: string; text: string }[] {
  const { claimNumber, phone, email, supportEmail } = input;
  const where = phone ? `at ${phone}` : 'at the phone number you gave';
  return [
    {
      title: 'We call you',
      text: `Our claims team reviews your claim and calls you ${where} within ${businessDays(CLAIM_CONTACT_BUSINESS_DAYS)}.`,
    },
    {
      title: 'A copy by e-mail',
      text: email
        ? `We sent a copy of your claim to ${email}.`
        : 'We sent a copy of your claim to your e-mail address.',
    },
    {
      title: 'More photos or papers',
      text: supportEmail
        ? `Send them to ${supportEmail} and mention ${claimNumber}.`
        : `Send them to our support team and mention ${claimNumber}.`,
    },
    {
      title: 'Follow your claim',
      text: 'Its status shows here in Claim History as it moves on.',
    },
  ];
}

/** The receipt mail's sentence on what happens next (the same promise as the first step). */
export const claimCallText = (phone: string) =>
  `Our claims team reviews it and calls you at ${phone} within ${businessDays(CLAIM_CONTACT_BUSINESS_DAYS)}.`;
