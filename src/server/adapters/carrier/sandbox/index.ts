// The built-in sandbox carrier (the default, CARRIER_PROVIDER=sandbox): deterministic, offline,
// in-process. Its rules and tables are in docs/carrier-sandbox.md; its tokenization service and
// charges in payments.ts.
import { isNotNull } from 'drizzle-orm';
import { addressMessages } from '../../../../domain/messages';
import {
  belongingsError,
  COVERAGE_TOGGLES,
  defaultLiability,
  parseCue,
  type ParsedCue,
} from '../../../../domain/quote/coverage';
import { leaseRequirements, meetRequirements } from '../../../../domain/quote/requirements';
import type { Db } from '../../../db/client';
import { keptFrozen } from '../../../deepFreeze';
import { randomString } from '../../../random';
import { properties } from '../../../db/schema';
import { CarrierInputError, type Carrier, type CarrierQuote, type QuoteInput } from '../interface';
import { AddressData, suggestWith, validateWith, type KnownAddress } from './addresses';
import { disclosureFor } from './disclosures';
import {
  chargeAndIssue,
  closeChargeKey,
  findCharge,
  refundCharge,
  refundPremium,
} from './payments';
import { outcomeOf, QUESTIONNAIRE, workItemOf } from './questionnaire';
import { questionsFor } from './questions';
import {
  annualPremium,
  coveragesCue,
  cueParameters,
  DEFAULT_COVERAGE,
  denialFor,
  paymentSchedules,
  SANDBOX_UNDERWRITER,
  startingPrice,
} from './rating';

export const SANDBOX_PRODUCT_ID = 'SBX-RENTERS-1';

/**
 * A quote's workItemId is its only key (re-quote, questionnaire, tokenization, purchase): 128
 * random bits from the system's CSPRNG, so it cannot be guessed or enumerated.
 */
const newWorkItemId = () => `SBX-${randomString(16).toUpperCase()}`;
const newClientId = () => `SBX-C-${randomString(6).toUpperCase()}`;

// Built once per served state and frozen, so no quote can change another's: every quote and
// re-quote asks for the state's coverage parameters and questions.
const cueOf = keptFrozen((state): ParsedCue => parseCue(cueParameters(state)));
const questionsOf = keptFrozen(questionsFor);

/**
 * The coverage of a first quote: the defaults, raised to the lease's requirements (docs/product.md
 * "States", "Limits"): the smallest offered liability at or above the manager's minimum, belongings
 * at or above its minimum, forced coverages on. Null when the carrier offers nothing that meets
 * them.
 */
function initialCoverage(
  input: QuoteInput,
): { coverage: Record<string, string> } | { error: { code: string; message: string } } {
  const state = input.address.state;
  const cue = cueOf(state);
  const minimums = input.minimums ?? null;
  const requirements = leaseRequirements(
    minimums && { liabilityMinimum: minimums.liability, contentsMinimum: minimums.contents },
    state,
    cue.flags,
  );
  const met = meetRequirements(
    {
      liabilityAmount: defaultLiability(cue.liabilityOptions, requirements.liabilityMinimum),
      personalPropertyAmount: Math.max(
        DEFAULT_COVERAGE.personalPropertyAmount,
        cue.limits.personalPropertyMin,
      ),
      deductible: DEFAULT_COVERAGE.deductible,
      toggles: {} as Record<string, boolean>,
    },
    cue,
    requirements,
  );
  if (met.kind === 'unavailable') return { error: { code: met.code, message: met.message } };
  const selection = met.selection;
  const coverage: Record<string, string> = {
    liabilityAmount: String(selection.liabilityAmount),
    personalPropertyAmount: String(selection.personalPropertyAmount),
    deductible: String(selection.deductible),
    iuiType: 'N',
  };
  for (const parameter of Object.values(COVERAGE_TOGGLES)) {
    coverage[parameter] = selection.toggles[parameter] ? 'Y' : 'N';
  }
  coverage.replacementCost = 'Y';
  return { coverage };
}

/** Checks re-quote coverage against the state's cue; coverages the cue does not offer stay N. */
function checkedCoverage(state: string, coverage: Record<string, string>): Record<string, string> {
  const cue = cueOf(state);
  const liability = Number(coverage.liabilityAmount);
  const deductible = Number(coverage.deductible);
  const contents = Number(coverage.personalPropertyAmount);
  if (!cue.liabilityOptions.includes(liability)) {
    throw new CarrierInputError(
      `liabilityAmount must be one of ${cue.liabilityOptions.join(', ')}.`,
    );
  }
  if (!cue.deductibleOptions.includes(deductible)) {
    throw new CarrierInputError(`deductible must be one of ${cue.deductibleOptions.join(', ')}.`);
  }
  const amountError = belongingsError(contents, cue.limits);
  if (amountError) throw new CarrierInputError(`personalPropertyAmount: ${amountError}`);
  const checked: Record<string, string> = {
    liabilityAmount: String(liability),
    personalPropertyAmount: String(contents),
    deductible: String(deductible),
    iuiType: 'N',
  };
  for (const [flag, parameter] of Object.entries(COVERAGE_TOGGLES)) {
    checked[parameter] = cue.flags[flag] === true && coverage[parameter] === 'Y' ? 'Y' : 'N';
  }
  checked.replacementCost = 'Y';
  return checked;
}

/**
 * An issued policy's coverage as the state's tables rate it: optional coverages the state does
 * not offer are off (a move to another state drops them), limits are kept as issued.
 */
function offeredCoverage(state: string, coverage: Record<string, string>): Record<string, string> {
  const cue = cueOf(state);
  const offered = { ...coverage };
  for (const [flag, parameter] of Object.entries(COVERAGE_TOGGLES)) {
    if (cue.flags[flag] !== true) offered[parameter] = 'N';
  }
  return offered;
}

/**
 * Each optional coverage the state offers, priced by the rating tables: the premium with it on
 * minus with it off, the rest of the coverage as quoted (the premium's floor and ceiling apply,
 * so an add-on on a premium at the floor may add less than its table price).
 */
function addOnPrices(
  state: string,
  answers: Record<string, string>,
  coverage: Record<string, string>,
): Record<string, number> {
  const cue = cueOf(state);
  const prices: Record<string, number> = {};
  for (const [flag, parameter] of Object.entries(COVERAGE_TOGGLES)) {
    if (cue.flags[flag] !== true || parameter === 'replacementCost') continue;
    const on = annualPremium(state, answers, { ...coverage, [parameter]: 'Y' });
    const off = annualPremium(state, answers, { ...coverage, [parameter]: 'N' });
    prices[parameter] = Math.round((on - off) * 100) / 100;
  }
  return prices;
}

export interface SandboxCarrierOptions {
  db: Db;
  /** States the carrier writes in (SERVED_STATES). */
  servedStates: readonly string[];
  /**
   * How long a quote or re-quote waits before it answers (CARRIER_SANDBOX_DELAY_MS, 0 by
   * default), as a real carrier's call over the network would: `npm run bench` measures the
   * server's own share of a quote with it.
   */
  delayMs?: number;
}

export function createSandboxCarrier({
  db,
  servedStates,
  delayMs = 0,
}: SandboxCarrierOptions): Carrier {
  const served = new Set(servedStates.map((s) => s.toUpperCase()));
  const network = () =>
    delayMs > 0 ? new Promise((done) => setTimeout(done, delayMs)) : Promise.resolve();
  // The partner properties join the address book; they are read once a minute at most.
  let cache: { data: AddressData; at: number } | null = null;
  async function addressData(): Promise<AddressData> {
    if (cache && Date.now() - cache.at < 60_000) return cache.data;
    const rows = await db
      .select({
        streetAddress: properties.rentalAddress,
        city: properties.city,
        state: properties.state,
        zip: properties.zipCode,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(isNotNull(properties.managementCompanyId));
    cache = { data: new AddressData(rows satisfies KnownAddress[]), at: Date.now() };
    return cache.data;
  }

  function rate(input: QuoteInput, ids: { workItemId: string; clientId: string }): CarrierQuote {
    const state = input.address.state;
    if (!served.has(state)) {
      return {
        kind: 'error',
        error: { code: 'STATE_NOT_SERVED', message: addressMessages.stateNotServed },
      };
    }
    const denial = denialFor(input.answers, state);
    if (denial) {
      return {
        kind: 'denied',
        ...ids,
        productId: SANDBOX_PRODUCT_ID,
        responseMessage: 'Declined',
        denialNotice: denial,
      };
    }
    let coverage: Record<string, string>;
    if (input.coverage) coverage = checkedCoverage(state, input.coverage);
    else {
      const initial = initialCoverage(input);
      if ('error' in initial) return { kind: 'error', error: initial.error };
      coverage = initial.coverage;
    }
    const premium = annualPremium(state, input.answers, coverage);
    return {
      kind: 'quoted',
      ...ids,
      productId: SANDBOX_PRODUCT_ID,
      premium,
      schedules: paymentSchedules(premium, state, input.policyEffectiveDate),
      coveragesCue: coveragesCue(state, ids.workItemId),
      coverage,
      addOnPrices: addOnPrices(state, input.answers, coverage),
    };
  }

  return {
    name: 'sandbox',
    underwriter: SANDBOX_UNDERWRITER,
    productId: SANDBOX_PRODUCT_ID,
    startingPrice,
    async validateAddress(address) {
      return validateWith(await addressData(), address);
    },
    async suggestAddresses(query, limit) {
      return suggestWith(await addressData(), query, limit);
    },
    async underwritingQuestions(state) {
      return served.has(state) ? questionsOf(state) : null;
    },
    async quote(input) {
      await network();
      return rate(input, { workItemId: newWorkItemId(), clientId: newClientId() });
    },
    async requote(workItemId, clientId, input) {
      await network();
      return rate(input, { workItemId, clientId });
    },
    async questionnaire(tokenizedURL) {
      return workItemOf(tokenizedURL, 'initial') ? QUESTIONNAIRE : null;
    },
    async questionnaireOutcome(tokenizedURL, data) {
      const workItemId = workItemOf(tokenizedURL, 'outcome');
      return workItemId ? outcomeOf(workItemId, data) : null;
    },
    async disclosure(type, state) {
      return disclosureFor(type, state);
    },
    async issue(input) {
      return chargeAndIssue(db, input);
    },
    async findCharge(idempotencyKey) {
      return findCharge(db, idempotencyKey);
    },
    async closeChargeKey(idempotencyKey) {
      return closeChargeKey(db, idempotencyKey);
    },
    async refund(idempotencyKey) {
      return refundCharge(db, idempotencyKey);
    },
    async ratePolicy(input) {
      if (!served.has(input.state)) {
        return {
          kind: 'error',
          error: { code: 'STATE_NOT_SERVED', message: addressMessages.stateNotServed },
        };
      }
      return {
        kind: 'rated',
        annualPremiumCents: Math.round(
          annualPremium(input.state, input.answers, offeredCoverage(input.state, input.coverage)) *
            100,
        ),
      };
    },
    async refundPremium(input) {
      return refundPremium(db, input);
    },
    // The same plans a quote answers, from the renewal premium and date (rating.ts).
    async renewalSchedules(input) {
      return paymentSchedules(input.annualPremiumCents / 100, input.state, input.effectiveDate);
    },
    async coverageFlags(state) {
      return served.has(state) ? { ...cueOf(state).flags } : null;
    },
  };
}
