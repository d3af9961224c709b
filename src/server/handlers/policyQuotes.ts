// The amounts of a cancellation and of a move, computed the same way for the preview and for the
// change itself (which computes them again under the policy's lock and compares them with what the
// tenant confirmed).
import {
  cancellationDateError,
  moveDateError,
  ratingCoverageOf,
  termDifferenceCents,
  type Term,
} from '../../domain/policies/changes';
import { sameInsuredAddress } from '../../domain/policies/moves';
import { addressMessages, policyChangeMessages as m } from '../../domain/messages';
import { isOwnPolicyActive, isoDay } from '../../domain/policies/status';
import { CarrierInputError, type ValidatedAddress } from '../adapters/carrier/interface';
import type { AppContext } from '../context';
import type { Policy } from '../db/schema';
import { answers, badRequest, conflict, HttpError, notFound } from '../errors';
import {
  answersOf,
  cancellationMoney,
  ownPolicy,
  type OwnedPolicy,
  type Tx,
} from '../repositories/policyChanges';
import { serverToday } from './carrier';
import { findQuote } from '../repositories/quotes';
import { refuseBelowLease, requirementsAt } from './leaseRequirements';
import type { Body } from './types';

export const termOf = (p: Policy): Term => ({ start: p.policyStartDate, end: p.policyEndDate });

/** The earliest day a tenant may pick: today as US tenants count it, never before the start. */
const firstDay = (p: Policy, now: Date) => {
  const today = serverToday(now);
  return today > p.policyStartDate ? today : p.policyStartDate;
};

/** The account's own policy, in force: 404 for none (or another's), 409 for an inactive one. */
export async function activeOwnPolicy(
  tx: Tx,
  accountId: number,
  policyId: number,
  now: Date,
  lock = false,
): Promise<OwnedPolicy> {
  const owned = await ownPolicy(tx, accountId, policyId, lock);
  if (!owned) throw notFound(m.policyNotFound);
  if (owned.policy.status === 'cancelled') throw conflict(m.alreadyCancelled, 'POLICY_INACTIVE');
  if (!isOwnPolicyActive(owned.policy, isoDay(now)))
    throw conflict(m.policyInactive, 'POLICY_INACTIVE');
  return owned;
}

export interface CancellationAmounts {
  cancellationDate: string;
  reason: string;
  paidCents: number;
  earnedCents: number;
  refundCents: number;
}

export async function cancellationAmounts(
  tx: Tx,
  policy: Policy,
  body: Body<'cancelPolicy'>,
  now: Date,
): Promise<CancellationAmounts> {
  const reason = body.reason.replace(/\s+/g, ' ').trim();
  if (!reason) throw badRequest(m.reasonRequired, 'VALIDATION_ERROR');
  const cancellationDate = body.cancellationDate ?? firstDay(policy, now);
  const dateError = cancellationDateError(cancellationDate, serverToday(now), termOf(policy));
  if (dateError) throw badRequest(dateError, 'VALIDATION_ERROR');
  const amounts = await cancellationMoney(tx, policy, cancellationDate);
  return { cancellationDate, reason, ...amounts };
}

export interface MoveRating {
  address: ValidatedAddress;
  addressChanged: boolean;
  effectiveDate: string;
  /** New annual premium minus current, as the carrier rates the two addresses. */
  deltaCents: number;
}

/** The policy row's address fields of an address the carrier validated. */
export const insuredFieldsOf = (address: ValidatedAddress) => ({
  insuredAddress: address.streetAddress,
  insuredUnit: address.unit,
  insuredCity: address.city,
  insuredState: address.state,
  insuredZip: address.zip,
});

/**
 * A move to the address the policy already insures changes nothing: a 409 with nothing recorded
 * or mailed (the move form shows the message; a repeated or concurrent move finds it applied).
 */
export function refuseSameAddress(policy: Policy, address: ValidatedAddress): void {
  if (sameInsuredAddress(policy, insuredFieldsOf(address))) {
    throw conflict(m.alreadyAtAddress, 'ALREADY_AT_ADDRESS');
  }
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** A carrier call that fails (not a refusal) is a 502, as for the quote flow. */
async function viaCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CarrierInputError) throw badRequest(error.message, 'VALIDATION_ERROR');
    throw new HttpError(502, answers.carrierUnavailable, 'CARRIER_UNAVAILABLE');
  }
}

/**
 * The carrier reads the new address (banned and invalid addresses are 400s with its message; a
 * recommended spelling is used), checks the policy meets the new lease's minimums, and rates the policy's unchanged coverage at both addresses. The
 * difference of the two ratings is what the move adds to the premium (so a policy's own price,
 * fees included, is kept and only the address's effect changes it).
 */
export async function rateMove(
  ctx: Pick<AppContext, 'carrier' | 'db' | 'reads'>,
  tx: Tx,
  policy: Policy,
  body: Body<'updatePolicyAddress'>,
  now: Date,
): Promise<MoveRating> {
  const effectiveDate = body.effectiveDate ?? firstDay(policy, now);
  const dateError = moveDateError(effectiveDate, serverToday(now), termOf(policy));
  if (dateError) throw badRequest(dateError, 'VALIDATION_ERROR');
  const input = {
    streetAddress: body.streetAddress.trim(),
    city: body.city.trim(),
    state: body.state,
    zip: body.zip,
    ...(body.unit?.trim() ? { unit: body.unit.trim() } : {}),
  };
  const checked = await viaCarrier(() => ctx.carrier.validateAddress(input));
  if (!checked.validated) {
    const { code, message } = checked.error;
    throw badRequest(message || addressMessages.unableToValidate, code || 'ADDRESS_INVALID');
  }
  const address = checked.validated;
  refuseSameAddress(policy, address);
  const addressChanged = !(
    same(address.streetAddress, input.streetAddress) &&
    same(address.unit, input.unit) &&
    same(address.city, input.city) &&
    same(address.state, input.state) &&
    same(address.zip, input.zip.slice(0, 5))
  );
  const coverage = ratingCoverageOf(policy);
  await refuseBelowNewLease(ctx, policy, coverage, address);
  const answers = await answersOf(tx, policy);
  const rate = (state: string, zip: string) =>
    viaCarrier(() => ctx.carrier.ratePolicy({ state, zip, coverage, answers }));
  const after = await rate(address.state, address.zip);
  if (after.kind === 'error')
    throw badRequest(after.error.message, after.error.code ?? 'STATE_NOT_SERVED');
  const before = await rate(policy.insuredState, policy.insuredZip);
  // A state the carrier no longer rates (the policy was written earlier): the new rating alone
  // cannot say what the address changes, so the premium stays.
  const deltaCents =
    before.kind === 'rated' ? after.annualPremiumCents - before.annualPremiumCents : 0;
  return { address, addressChanged, effectiveDate, deltaCents };
}

/**
 * A policy below the new lease's requirements is not moved there: its amounts against
 * the minimums, and its optional coverages as quoted (the policy row keeps no water damage
 * liability; its quote does) against the coverages the new state forces where the carrier offers
 * them. A policy without its quote (demo seeds) is checked on its amounts.
 */
async function refuseBelowNewLease(
  ctx: Pick<AppContext, 'carrier' | 'db' | 'reads'>,
  policy: Policy,
  coverage: Record<string, string>,
  address: ValidatedAddress,
): Promise<void> {
  const quoted = policy.quoteWorkItemId
    ? await findQuote(ctx.db, policy.quoteWorkItemId)
    : undefined;
  const flags = quoted ? await viaCarrier(() => ctx.carrier.coverageFlags(address.state)) : null;
  const checked = { ...coverage };
  if (quoted) {
    for (const [name, value] of Object.entries(quoted.coverage)) {
      if ((value === 'Y' || value === 'N') && !(name in checked)) checked[name] = value;
    }
    checked.waterDamageLiability = quoted.coverage.waterDamageLiability === 'Y' ? 'Y' : 'N';
  }
  refuseBelowLease(checked, await requirementsAt(ctx, address, flags ?? {}));
}

/** The preview's amounts of a rated move on the policy as it is now. */
export function moveAmounts(policy: Policy, rating: MoveRating) {
  const newAnnualCents = Math.max(0, policy.premiumCents + rating.deltaCents);
  return {
    currentAnnualCents: policy.premiumCents,
    newAnnualCents,
    differenceCents: termDifferenceCents({
      term: termOf(policy),
      effectiveDate: rating.effectiveDate,
      currentAnnualCents: policy.premiumCents,
      newAnnualCents,
    }),
  };
}
