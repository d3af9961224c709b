import { deleteAccountTexts } from '../i18n/generated/en/deleteAccount';
import { inEnglish, phrase, plainTexts, type Phrase } from '../i18n/texts';

// "Delete my account" (docs/privacy.md "Your rights"): the account page's texts and the server's
// refusals, in English, from the `deleteAccount` catalog (the page shows them through it, in the
// tenant's language; the server answers its refusals in the request's).

const d = /* @__PURE__ */ plainTexts(deleteAccountTexts);

/** The 409 while own policies are active, naming them: thrown as is, answered per request. */
export const activePoliciesRefusal = (numbers: readonly string[]): Phrase =>
  phrase(deleteAccountTexts, numbers.length === 1 ? 'activePolicy' : 'activePolicies', {
    numbers: numbers.join(', '),
  });

export const accountDeletionTexts = {
  intro: d.intro,
  deletedTitle: d.deletedTitle,
  deleted: [d.deleted1, d.deleted2, d.deleted3, d.deleted4, d.deleted5, d.deleted6, d.deleted7],
  keptTitle: d.keptTitle,
  kept: [d.kept1, d.kept2, d.kept3, d.kept4, d.kept5],
  keptWhy: d.keptWhy,
  activePoliciesTitle: d.activePoliciesTitle,
  policyLink: (policyNumber: string) =>
    inEnglish(phrase(deleteAccountTexts, 'policyLink', { policy: policyNumber })),
  request: d.request,
  codeSent: (minutes: number) => inEnglish(phrase(deleteAccountTexts, 'codeSent', { minutes })),
  codeLabel: d.codeLabel,
  confirm: d.confirm,
  sendAgain: d.sendAgain,
  requestFailed: d.requestFailed,
  confirmFailed: d.confirmFailed,
  /** Shown on the splash page once the account is gone. */
  signedOut: d.signedOut,
  /** The server's refusals (409). */
  activePolicies: (numbers: string[]) => inEnglish(activePoliciesRefusal(numbers)),
  purchaseInProgress: d.purchaseInProgress,
} as const;
