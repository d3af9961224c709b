/* eslint-disable */
// Generated from src/domain/i18n/catalogs/policyChanges.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const policyChangesTexts: TextArea<{
  policyNotFound: null;
  policyInactive: null;
  alreadyCancelled: null;
  renewalLocked: null;
  reasonRequired: null;
  cancellationBeforeToday: null;
  cancellationBeforeStart: null;
  cancellationAfterEnd: null;
  moveBeforeToday: null;
  moveOutsideTerm: null;
  alreadyAtAddress: null;
  amountChanged: null;
  roommateLimit: null;
  policyRequired: null;
  roleRequired: null;
  dateRequired: null;
  zipInvalid: null;
}> = {
  name: 'policyChanges',
  messages: {
    policyNotFound: ['Policy not found'],
    policyInactive: ['This policy is no longer active.'],
    alreadyCancelled: ['This policy has already been cancelled.'],
    renewalLocked: [
      'Auto renewal was turned off within 90 days of the renewal date. Please contact support to change it.',
    ],
    reasonRequired: ['Please tell us why you are cancelling.'],
    cancellationBeforeToday: ['The cancellation date cannot be in the past.'],
    cancellationBeforeStart: ['The cancellation date cannot be before the policy start date.'],
    cancellationAfterEnd: ['The cancellation date cannot be after the policy end date.'],
    moveBeforeToday: ['The move date cannot be in the past.'],
    moveOutsideTerm: ['The move date must be within the policy term.'],
    alreadyAtAddress: ['Your policy is already at this address. Nothing was changed.'],
    amountChanged: [
      'The amount has changed since it was shown to you. Please review the new amount and confirm again.',
    ],
    roommateLimit: ['This policy already has a roommate. A policy can have at most one roommate.'],
    policyRequired: ['Please choose the policy to add this person to.'],
    roleRequired: ['Please choose who you are adding.'],
    dateRequired: ['Date is required'],
    zipInvalid: ['Zip must be 5 digits'],
  },
};
