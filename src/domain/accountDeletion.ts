// "Delete my account" (docs/privacy.md "Your rights"): the rules both ends share.

/** Minutes the mailed code works. */
export const ACCOUNT_DELETION_CODE_MINUTES = 15;

/** What an erased tenant record is called from then on. */
export const DELETED_FIRST_NAME = 'Deleted';
export const DELETED_LAST_NAME = 'tenant';

/**
 * The address an erased tenant and login get: unique (one per tenant record), lowercase, and
 * never deliverable (`.invalid` is reserved by RFC 2606).
 */
export const deletedEmail = (tenantId: number): string => `deleted-${tenantId}@deleted.invalid`;
