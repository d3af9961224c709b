// What a tenant is told when a coverage choice is below what their lease (the property manager)
// requires (issue 29; SPEC §4 manager minimums, in the §8 style). Amounts are written as the
// estimator writes them ($200,000).
import { dollars } from '../money';

export const leaseRequirementMessages = {
  liabilityBelowMinimum: (minimum: number) =>
    `This property requires at least ${dollars(minimum)} of liability coverage.`,
  contentsBelowMinimum: (minimum: number) =>
    `This property requires at least ${dollars(minimum)} of coverage for your belongings.`,
  waterDamageLiabilityRequired:
    'This property requires water damage liability coverage, so it stays on.',
  liabilityNotOffered: (minimum: number) =>
    `Unable to provide a quote for this address. The property manager requires ${dollars(minimum)} liability coverage, which we cannot offer here.`,
  contentsNotOffered: (minimum: number) =>
    `Unable to provide a quote for this address. The property manager requires ${dollars(minimum)} of coverage for your belongings, which we cannot offer here.`,
} as const;
