// The lease's requirements on the server: the partner property's minimums at an
// address and the refusal of a coverage that breaks them, used by the first quote, the re-quote,
// the purchase and the move. The rule itself is src/domain/quote/requirements.ts.
import {
  leaseRequirements,
  requirementBreaches,
  subjectOfCoverage,
  type LeaseRequirements,
} from '../../domain/quote/requirements';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { findPartnerProperty } from '../repositories/quotes';

/**
 * What the lease at this address requires, with the carrier's cue flags of the state (whether it
 * offers the coverages a state forces). No partner property: nothing.
 */
export async function requirementsAt(
  ctx: Pick<AppContext, 'db' | 'reads'>,
  address: { streetAddress: string; zip: string; state: string },
  cueFlags: Record<string, boolean>,
): Promise<LeaseRequirements> {
  const partner = await findPartnerProperty(ctx, address);
  return leaseRequirements(
    partner && {
      liabilityMinimum: partner.liabilityLimit,
      contentsMinimum: partner.contentAmount,
    },
    address.state,
    cueFlags,
  );
}

/** A 400 with the first broken requirement's message and code; nothing when all are met. */
export function refuseBelowLease(
  coverage: Record<string, string>,
  requirements: LeaseRequirements,
): void {
  const [first] = requirementBreaches(subjectOfCoverage(coverage), requirements);
  if (first) throw badRequest(first.text, first.code);
}
