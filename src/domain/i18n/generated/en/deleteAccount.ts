/* eslint-disable */
// Generated from src/domain/i18n/catalogs/deleteAccount.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const deleteAccountTexts: TextArea<{
  intro: null;
  deletedTitle: null;
  deleted1: null;
  deleted2: null;
  deleted3: null;
  deleted4: null;
  deleted5: null;
  deleted6: null;
  deleted7: null;
  keptTitle: null;
  kept1: null;
  kept2: null;
  kept3: null;
  kept4: null;
  kept5: null;
  keptWhy: null;
  request: null;
  codeSent: { minutes: TextValue };
  codeLabel: null;
  confirm: null;
  sendAgain: null;
  requestFailed: null;
  confirmFailed: null;
  signedOut: null;
  activePoliciesTitle: null;
  policyLink: { policy: TextValue };
  activePolicy: { numbers: TextValue };
  activePolicies: { numbers: TextValue };
  purchaseInProgress: null;
}> = {
  name: 'deleteAccount',
  messages: {
    intro: [
      'Deleting your account signs you out everywhere and for good. Your login and your personal details are erased; the insurance records the law asks us to keep stay, without your name, e-mail or phone.',
    ],
    deletedTitle: ['What we delete'],
    deleted1: [
      'Your login: e-mail, password, two-factor set-up and backup codes, and every session',
    ],
    deleted2: ['Your name, e-mail, phone and billing address'],
    deleted3: ['Your stored payment method'],
    deleted4: ['Quotes you never bought, unsent e-mail changes and registrations'],
    deleted5: ['Messages to support and their diagnostics snapshots'],
    deleted6: ['Mail we sent you, copies of your data and unused coupon links'],
    deleted7: ['Claim photos not attached to a claim'],
    keptTitle: ['What we keep, without your personal details'],
    kept1: ['Policies, their changes and evidence-of-insurance codes'],
    kept2: ['Purchases, payments, refunds and scheduled payments'],
    kept3: ['Claims with their status history and photos'],
    kept4: ['Leases, uploaded proofs of insurance and partner policies'],
    kept5: ['Coupons redeemed and association enrollments'],
    keptWhy: [
      'Insurers and property managers must keep these records for several years after a policy ends; we keep them at least seven years.',
    ],
    request: ['Delete my account'],
    codeSent: [
      'We e-mailed you a 6-digit code. Enter it within ',
      ['minutes'],
      ' minutes to delete your account.',
    ],
    codeLabel: ['Verification code'],
    confirm: ['Delete my account for good'],
    sendAgain: ['Send a new code'],
    requestFailed: ['We could not take your request. Please try again.'],
    confirmFailed: ['Your account could not be deleted. Please try again.'],
    signedOut: ['Your account has been deleted and you have been signed out.'],
    activePoliciesTitle: ['Cancel your active policies first'],
    policyLink: ['Policy ', ['policy']],
    activePolicy: [
      'Cancel your active policy first: ',
      ['numbers'],
      '. You can delete your account once no policy of ours is active.',
    ],
    activePolicies: [
      'Cancel your active policies first: ',
      ['numbers'],
      '. You can delete your account once no policy of ours is active.',
    ],
    purchaseInProgress: [
      'A purchase of yours is still being processed. Please try again in a few minutes.',
    ],
  },
};
