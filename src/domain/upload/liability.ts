// A liability the tenant typed below the property's minimum is refused at once, by the
// wizard's policy form and by the server's validate and upload, with the same message.
import { liabilityBelowMinimum } from '../messages';
import { dollars } from '../money';

/**
 * The message when a typed amount is below the minimum; undefined when it meets it, or when
 * nothing usable was typed (the form's own rules say so).
 */
export function typedLiabilityError(
  typed: number | null | undefined,
  minimum: number,
): string | undefined {
  if (typed === null || typed === undefined || !Number.isFinite(typed)) return undefined;
  return typed < minimum ? liabilityBelowMinimum(dollars(minimum), dollars(typed)) : undefined;
}
