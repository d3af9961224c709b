// "Delete my account" (docs/privacy.md "Your rights"): the account page's texts and the server's
// refusals. Ours: docs/product.md does not quote them.

export const accountDeletionTexts = {
  intro:
    'Deleting your account signs you out everywhere and for good. Your login and your personal ' +
    'details are erased; the insurance records the law asks us to keep stay, without your name, ' +
    'e-mail or phone.',
  deletedTitle: 'What we delete',
  deleted: [
    'Your login: e-mail, password, two-factor set-up and backup codes, and every session',
    'Your name, e-mail, phone and billing address',
    'Your stored payment method',
    'Quotes you never bought, unsent e-mail changes and registrations',
    'Messages to support and their diagnostics snapshots',
    'Mail we sent you, copies of your data and unused coupon links',
    'Claim photos not attached to a claim',
  ],
  keptTitle: 'What we keep, without your personal details',
  kept: [
    'Policies, their changes and evidence-of-insurance codes',
    'Purchases, payments, refunds and scheduled payments',
    'Claims with their status history and photos',
    'Leases, uploaded proofs of insurance and partner policies',
    'Coupons redeemed and association enrollments',
  ],
  keptWhy:
    'Insurers and property managers must keep these records for several years after a policy ' +
    'ends; we keep them at least seven years.',
  activePoliciesTitle: 'Cancel your active policies first',
  policyLink: (policyNumber: string) => `Policy ${policyNumber}`,
  request: 'Delete my account',
  codeSent: (minutes: number) =>
    `We e-mailed you a 6-digit code. Enter it within ${minutes} minutes to delete your account.`,
  codeLabel: 'Verification code',
  confirm: 'Delete my account for good',
  sendAgain: 'Send a new code',
  requestFailed: 'We could not take your request. Please try again.',
  confirmFailed: 'Your account could not be deleted. Please try again.',
  /** Shown on the splash page once the account is gone. */
  signedOut: 'Your account has been deleted and you have been signed out.',
  /** The server's refusals (409). */
  activePolicies: (numbers: string[]) =>
    `Cancel your active ${numbers.length === 1 ? 'policy' : 'policies'} first: ` +
    `${numbers.join(', ')}. You can delete your account once no policy of ours is active.`,
  purchaseInProgress:
    'A purchase of yours is still being processed. Please try again in a few minutes.',
  invalidCode: 'Invalid or expired verification code',
} as const;
