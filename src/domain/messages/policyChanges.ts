// Texts of a tenant's own changes to a policy (auto renewal, cancellation, a move) and of the
// requests to support (SPEC §4 auto renewal, §5, §8). The spec quotes only the success notices
// (successMessages); these are the refusals it implies.

export const policyChangeMessages = {
  policyNotFound: 'Policy not found',
  policyInactive: 'This policy is no longer active.',
  alreadyCancelled: 'This policy has already been cancelled.',
  renewalLocked:
    'Auto renewal was turned off within 90 days of the renewal date. Please contact support to change it.',
  reasonRequired: 'Please tell us why you are cancelling.',
  cancellationBeforeToday: 'The cancellation date cannot be in the past.',
  cancellationBeforeStart: 'The cancellation date cannot be before the policy start date.',
  cancellationAfterEnd: 'The cancellation date cannot be after the policy end date.',
  moveBeforeToday: 'The move date cannot be in the past.',
  moveOutsideTerm: 'The move date must be within the policy term.',
  amountChanged:
    'The amount has changed since it was shown to you. Please review the new amount and confirm again.',
  roommateLimit: 'This policy already has a roommate. A policy can have at most one roommate.',
  policyRequired: 'Please choose the policy to add this person to.',
  roleRequired: 'Please choose who you are adding.',
} as const;
