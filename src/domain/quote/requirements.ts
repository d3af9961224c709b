// The lease's requirements on a quote (docs/product.md "States" manager minimums, "Limits" default
// liability): one rule for the server (first quote, re-quote, purchase, move) and the quote screen.
//
// A partner property's manager sets a minimum liability and a minimum for belongings, and in
// North Carolina water damage liability is forced on when the carrier offers it. The carrier only
// sells the amounts it offers, so a minimum that is not an offered option is met by the smallest
// offered amount above it (Oberlin Village: $200,000 required, $300,000 proposed).
import { FALLBACK_LIABILITY, LIABILITY_REQUIRING_QUESTIONNAIRE } from '../constants';
import { leaseTexts } from '../i18n/generated/en/lease';
import { inEnglish, phrase, type Phrase } from '../i18n/texts';
import { leaseRequirementPhrase } from '../messages/leaseRequirements';

/** The belongings bounds of the carrier's cue (the same shape as coverage.ts CueLimits). */
export interface ContentsLimits {
  personalPropertyMin: number;
  personalPropertyMax: number;
  personalPropertyIncrement: number;
}

/** The state whose manager minimums force water damage liability on (docs/product.md "States"). */
export const WATER_DAMAGE_FORCED_STATE = 'NC';

/** What the lease requires of the policy. Nulls and an empty list: no requirement. */
export interface LeaseRequirements {
  liabilityMinimum: number | null;
  contentsMinimum: number | null;
  /** Optional coverages (re-quote parameter names) that must be on. */
  forcedCoverages: readonly string[];
}

export const NO_REQUIREMENTS: LeaseRequirements = Object.freeze({
  liabilityMinimum: null,
  contentsMinimum: null,
  forcedCoverages: Object.freeze([]) as readonly string[],
});

const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

/**
 * The requirements at an address: none without a partner property (its manager's minimums);
 * with one, its minimums, and water damage liability when the state forces it and the carrier's
 * cue offers it (`hasWaterDamageLiability`).
 */
export function leaseRequirements(
  manager: { liabilityMinimum: number | null; contentsMinimum: number | null } | null,
  state: string,
  cueFlags: Record<string, boolean>,
): LeaseRequirements {
  if (!manager) return NO_REQUIREMENTS;
  const forced =
    state.trim().toUpperCase() === WATER_DAMAGE_FORCED_STATE &&
    cueFlags.hasWaterDamageLiability === true
      ? ['waterDamageLiability']
      : [];
  return {
    liabilityMinimum: positive(manager.liabilityMinimum),
    contentsMinimum: positive(manager.contentsMinimum),
    forcedCoverages: forced,
  };
}

/** The offered liability amounts a tenant may choose: at or above the minimum, ascending. */
export function allowedLiability(options: readonly number[], minimum: number | null): number[] {
  const floor = minimum ?? 0;
  return [...new Set(options)].filter((o) => o >= floor).sort((a, b) => a - b);
}

/**
 * The proposed liability (docs/product.md "Limits" default): the smallest offered amount at or
 * above the minimum. Without a minimum: the lowest option under 300,000, else the smallest offered,
 * else 100,000 when nothing is offered. Null when a minimum is above every offered amount (the
 * address cannot be quoted to the lease).
 */
export function proposedLiability(
  options: readonly number[],
  minimum: number | null,
): number | null {
  const allowed = allowedLiability(options, minimum);
  if (minimum !== null && minimum > 0) return allowed[0] ?? null;
  return (
    allowed.find((o) => o < LIABILITY_REQUIRING_QUESTIONNAIRE) ?? allowed[0] ?? FALLBACK_LIABILITY
  );
}

/** The smallest belongings amount the cue accepts (multiple of the increment, in range). */
export function smallestContentsAtLeast(limits: ContentsLimits, atLeast: number): number | null {
  const step = limits.personalPropertyIncrement > 0 ? limits.personalPropertyIncrement : 1;
  const floor = Math.max(atLeast, limits.personalPropertyMin);
  const amount = Math.ceil(floor / step) * step;
  return amount <= limits.personalPropertyMax ? amount : null;
}

/**
 * The proposed belongings amount: the wanted one when it meets the minimum, else the smallest
 * amount the cue accepts at or above the minimum. Null when the minimum is above the cue's maximum.
 */
export function proposedContents(
  limits: ContentsLimits,
  minimum: number | null,
  wanted: number,
): number | null {
  if (minimum === null || wanted >= minimum) return wanted;
  return smallestContentsAtLeast(limits, minimum);
}

/** The smallest belongings amount a tenant may type here (the cue's minimum or the lease's). */
export function contentsFloor(limits: ContentsLimits, minimum: number | null): number {
  return Math.max(limits.personalPropertyMin, minimum ?? 0);
}

export type BreachCode =
  'LIABILITY_BELOW_MINIMUM' | 'CONTENTS_BELOW_MINIMUM' | 'REQUIRED_COVERAGE_OFF';

export interface Breach {
  code: BreachCode;
  /** The coverage concerned: liabilityAmount, personalPropertyAmount or a toggle's name. */
  field: string;
  /** What the tenant is told, in English (the server's log, a test) and as a phrase to show. */
  message: string;
  text: Phrase;
}

const breach = (code: BreachCode, field: string, text: Phrase): Breach => ({
  code,
  field,
  message: inEnglish(text),
  text,
});

/** The text of a coverage the lease keeps on (water damage liability in North Carolina). */
const keptOn = (name: string): Phrase =>
  name === 'waterDamageLiability'
    ? phrase(leaseTexts, 'waterDamageLiabilityRequired')
    : phrase(leaseTexts, 'coverageRequired', { name });

/** The amounts and switches of a selection, as the rule reads them. */
export interface RequirementSubject {
  liabilityAmount: number;
  personalPropertyAmount: number;
  toggles: Record<string, boolean | undefined>;
}

/** Every requirement the selection breaks, in the order liability, belongings, coverages. */
export function requirementBreaches(
  selection: RequirementSubject,
  requirements: LeaseRequirements,
): Breach[] {
  const breaches: Breach[] = [];
  const { liabilityMinimum, contentsMinimum } = requirements;
  if (liabilityMinimum !== null && !(selection.liabilityAmount >= liabilityMinimum)) {
    breaches.push(
      breach(
        'LIABILITY_BELOW_MINIMUM',
        'liabilityAmount',
        leaseRequirementPhrase('liabilityBelowMinimum', liabilityMinimum),
      ),
    );
  }
  if (contentsMinimum !== null && !(selection.personalPropertyAmount >= contentsMinimum)) {
    breaches.push(
      breach(
        'CONTENTS_BELOW_MINIMUM',
        'personalPropertyAmount',
        leaseRequirementPhrase('contentsBelowMinimum', contentsMinimum),
      ),
    );
  }
  for (const name of requirements.forcedCoverages) {
    if (selection.toggles[name] !== true) {
      breaches.push(breach('REQUIRED_COVERAGE_OFF', name, keptOn(name)));
    }
  }
  return breaches;
}

/** A rating coverage (name → 'Y'/'N' or an amount, as the carrier keeps it) read by the rule. */
export function subjectOfCoverage(coverage: Record<string, string>): RequirementSubject {
  const toggles: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(coverage)) {
    if (value === 'Y' || value === 'N') toggles[name] = value === 'Y';
  }
  return {
    liabilityAmount: Number(coverage.liabilityAmount),
    personalPropertyAmount: Number(coverage.personalPropertyAmount),
    toggles,
  };
}

type UnavailableCode = 'LIABILITY_MINIMUM_NOT_OFFERED' | 'CONTENTS_MINIMUM_NOT_OFFERED';

export type Proposal<S extends RequirementSubject> =
  | { kind: 'proposed'; selection: S }
  | {
      kind: 'unavailable';
      code: UnavailableCode;
      message: string;
      text: Phrase;
    };

/**
 * What a tenant is told when the lease asks for more than the carrier offers at the address, by
 * the refusal's code (null for any other code): the server answers a quote refused by this rule,
 * from the sandbox or from `meetRequirements`, in the request's language with it.
 */
export function unavailableText(code: string, requirements: LeaseRequirements): Phrase | null {
  if (code === 'LIABILITY_MINIMUM_NOT_OFFERED') {
    return leaseRequirementPhrase('liabilityNotOffered', requirements.liabilityMinimum ?? 0);
  }
  if (code === 'CONTENTS_MINIMUM_NOT_OFFERED') {
    return leaseRequirementPhrase('contentsNotOffered', requirements.contentsMinimum ?? 0);
  }
  return null;
}

function unavailable(code: UnavailableCode, requirements: LeaseRequirements) {
  const text = unavailableText(code, requirements)!;
  return { kind: 'unavailable' as const, code, message: inEnglish(text), text };
}

/**
 * A selection raised to the lease: liability to the proposal when below the minimum or not an
 * offered amount, belongings to the smallest accepted amount at or above the minimum, forced
 * coverages on. What already meets the lease is kept.
 */
export function meetRequirements<S extends RequirementSubject>(
  selection: S,
  offer: { liabilityOptions: readonly number[]; limits: ContentsLimits },
  requirements: LeaseRequirements,
): Proposal<S> {
  const next: S = { ...selection, toggles: { ...selection.toggles } };
  const { liabilityMinimum, contentsMinimum } = requirements;
  const allowed = allowedLiability(offer.liabilityOptions, liabilityMinimum);
  if (!allowed.includes(next.liabilityAmount)) {
    const proposed = proposedLiability(offer.liabilityOptions, liabilityMinimum);
    if (proposed === null) {
      return unavailable('LIABILITY_MINIMUM_NOT_OFFERED', requirements);
    }
    next.liabilityAmount = proposed;
  }
  const contents = proposedContents(offer.limits, contentsMinimum, next.personalPropertyAmount);
  if (contents === null) {
    return unavailable('CONTENTS_MINIMUM_NOT_OFFERED', requirements);
  }
  next.personalPropertyAmount = contents;
  for (const name of requirements.forcedCoverages) next.toggles[name] = true;
  return { kind: 'proposed', selection: next };
}
