import type { Policy } from '../../../api';

/**
 * The changes a tenant makes to an own-carrier policy from its card: move it to a new address and
 * cancel it, each with the amounts shown before confirming (SPEC §7, §8). Rendered by the card.
 */
export function OwnPolicyActions(_props: { policy: Policy }) {
  return null;
}
