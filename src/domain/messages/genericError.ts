/**
 * docs/product.md "Messages" the error text of a request that failed for no reason the tenant can
 * act on. Its own file: screens that show only this one (the dashboard's switches) do not load the
 * onboarding texts.
 */
export const GENERIC_ERROR =
  'There was an error processing your request. Please try again or contact support if the issue persists.';
