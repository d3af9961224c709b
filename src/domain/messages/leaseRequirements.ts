// What a tenant is told when a coverage choice is below what their lease (the property manager)
// requires (docs/product.md "States" manager minimums, in the "Messages" style). {amount} is
// written as the estimator writes amounts ($200,000): fill it with leaseRequirementText.
import { dollars } from '../money';

export const leaseRequirementMessages = {
  liabilityBelowMinimum: 'This property requires at least {amount} of liability coverage.',
  contentsBelowMinimum: 'This property requires at least {amount} of coverage for your belongings.',
  waterDamageLiabilityRequired:
    'This property requires water damage liability coverage, so it stays on.',
  liabilityNotOffered:
    'Unable to provide a quote for this address. The property manager requires {amount} liability coverage, which we cannot offer here.',
  contentsNotOffered:
    'Unable to provide a quote for this address. The property manager requires {amount} of coverage for your belongings, which we cannot offer here.',
} as const;

/** A lease requirement text with its amount filled in. */
export const leaseRequirementText = (template: string, amount: number): string =>
  template.replace('{amount}', dollars(amount));
