// The quote's coverage estimator rules (docs/product.md "Records" coverages cue and re-quote
// parameters, "States" manager minimums and the 300K questionnaire, docs/product.md "Validation"
// belongings amount, "Limits" defaults and labels).
import {
  FALLBACK_LIABILITY,
  LIABILITY_REQUIRING_QUESTIONNAIRE,
  MOST_POPULAR_DEDUCTIBLE,
  MOST_POPULAR_LIABILITY,
} from '../constants';
import { quoteMessages, validationMessages } from '../messages';
import { allowedLiability, proposedLiability } from './requirements';

export interface CueLimits {
  personalPropertyMin: number;
  personalPropertyMax: number;
  personalPropertyIncrement: number;
}

export interface ParsedCue {
  limits: CueLimits;
  liabilityOptions: number[];
  deductibleOptions: number[];
  /** Every has* flag of the cue, true when 'Y'. */
  flags: Record<string, boolean>;
}

export interface CoverageSelection {
  liabilityAmount: number;
  personalPropertyAmount: number;
  deductible: number;
  /** Optional coverages by re-quote parameter name (waterBackup, petDamage, ...). */
  toggles: Record<string, boolean>;
}

export type NameValue = { name: string; value: string };

/** docs/product.md "Records" coverage toggle map: cue flag → re-quote parameter. */
export const COVERAGE_TOGGLES = {
  hasIdFraud: 'identityFraud',
  hasPetDamage: 'petDamage',
  hasWaterBackup: 'waterBackup',
  hasWaterDamageLiability: 'waterDamageLiability',
  hasReplacementCost: 'replacementCost',
  hasEarthquake: 'earthquake',
  hasInternetCredit: 'internetCredit',
  hasLossFreeCredit: 'lossFreeCredit',
  hasConstructionType: 'isMasonryConstruction',
  hasHurricaneDeductible: 'hurricaneDeductible',
  hasFloodIncluded: 'floodIncluded',
} as const;
export type CueFlag = keyof typeof COVERAGE_TOGGLES;
export type ToggleParameter = (typeof COVERAGE_TOGGLES)[CueFlag];

/** docs/product.md "Records": re-quote parameters with a fixed value. */
export const FIXED_REQUOTE_PARAMETERS = { iuiType: 'N', replacementCost: 'Y' } as const;

/** docs/product.md "Records": the Y/N parameters every re-quote sends (besides the fixed ones). */
export const ALWAYS_SENT_TOGGLES = [
  'earthquake',
  'identityFraud',
  'petDamage',
  'waterBackup',
  'waterDamageLiability',
] as const;

function numberList(value: string | undefined): number[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n) && n > 0)
    .sort((a, b) => a - b);
}

/** docs/product.md "Records": reads the cue's name/value list. */
export function parseCue(parameters: NameValue[]): ParsedCue {
  const byName = new Map(parameters.map((p) => [p.name, p.value] as const));
  const num = (name: string): number => {
    const n = Number(byName.get(name));
    return Number.isFinite(n) ? n : 0;
  };
  const flags: Record<string, boolean> = {};
  for (const { name, value } of parameters) {
    if (/^has[A-Z]/.test(name)) flags[name] = value.trim().toUpperCase() === 'Y';
  }
  return {
    limits: {
      personalPropertyMin: num('personalPropertyMin'),
      personalPropertyMax: num('personalPropertyMax'),
      personalPropertyIncrement: num('personalPropertyIncrement'),
    },
    liabilityOptions: numberList(byName.get('personalLiabilityOptions')),
    deductibleOptions: numberList(byName.get('deductibleOptions')),
    flags,
  };
}

/** docs/product.md "Validation": 'Invalid Amount!' unless between min and max and a multiple of the increment. */
export function belongingsError(
  amount: number | null | undefined,
  limits: CueLimits,
): string | undefined {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) {
    return validationMessages.invalidAmount;
  }
  if (amount < limits.personalPropertyMin || amount > limits.personalPropertyMax) {
    return validationMessages.invalidAmount;
  }
  const step = limits.personalPropertyIncrement;
  if (step > 0 && amount % step !== 0) return validationMessages.invalidAmount;
  return undefined;
}

/** docs/product.md "Validation": liability options at or above the manager minimum, ascending. */
export function liabilityChoices(
  options: number[],
  managerMinimum: number | null | undefined,
): number[] {
  return allowedLiability(options, managerMinimum ?? null);
}

/**
 * docs/product.md "Limits" default liability, as the lease's rule proposes it (requirements.ts):
 * the smallest offered amount at or above the manager minimum; without one, the lowest option under
 * 300000. 100000 when nothing offered meets the minimum (the quote is then refused by the rule).
 */
export function defaultLiability(
  options: number[],
  managerMinimum: number | null | undefined,
): number {
  return proposedLiability(options, managerMinimum ?? null) ?? FALLBACK_LIABILITY;
}

/** docs/product.md "Limits": 'Most Popular' for liability 100000 and deductible 250. */
export function mostPopularLabel(kind: 'liability' | 'deductible', value: number): string | null {
  const popular = kind === 'liability' ? MOST_POPULAR_LIABILITY : MOST_POPULAR_DEDUCTIBLE;
  return value === popular ? quoteMessages.mostPopular : null;
}

/**
 * The optional coverages the cue offers as switches: the parameters of the flags set to true.
 * replacementCost is left out: it is always Y (docs/product.md "Records"), never a choice.
 */
export function enabledToggles(flags: Record<string, boolean>): string[] {
  return (Object.keys(COVERAGE_TOGGLES) as CueFlag[])
    .filter((flag) => flags[flag] === true)
    .map((flag) => COVERAGE_TOGGLES[flag])
    .filter((name) => name !== 'replacementCost');
}

const yn = (on: boolean | undefined): 'Y' | 'N' => (on === true ? 'Y' : 'N');

/**
 * docs/product.md "Records" re-quote parameters as a name/value list: the amounts, iuiType N,
 * replacementCost Y, the five always-sent Y/N coverages, and any other toggle of the map present in
 * the selection.
 */
export function requoteParameters(selection: CoverageSelection): NameValue[] {
  const list: NameValue[] = [
    { name: 'liabilityAmount', value: String(selection.liabilityAmount) },
    { name: 'personalPropertyAmount', value: String(selection.personalPropertyAmount) },
    { name: 'deductible', value: String(selection.deductible) },
    { name: 'earthquake', value: yn(selection.toggles.earthquake) },
    { name: 'identityFraud', value: yn(selection.toggles.identityFraud) },
    { name: 'iuiType', value: FIXED_REQUOTE_PARAMETERS.iuiType },
    { name: 'petDamage', value: yn(selection.toggles.petDamage) },
    { name: 'replacementCost', value: FIXED_REQUOTE_PARAMETERS.replacementCost },
    { name: 'waterBackup', value: yn(selection.toggles.waterBackup) },
    { name: 'waterDamageLiability', value: yn(selection.toggles.waterDamageLiability) },
  ];
  const sent = new Set(list.map((p) => p.name));
  for (const name of Object.values(COVERAGE_TOGGLES)) {
    if (!sent.has(name) && name in selection.toggles) {
      list.push({ name, value: yn(selection.toggles[name]) });
    }
  }
  return list;
}

/** The same parameters as the quote request's `coverageParameters` object (numbers stay numbers). */
export function requoteCoverageParameters(
  selection: CoverageSelection,
): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const { name, value } of requoteParameters(selection)) {
    const numeric = name === 'liabilityAmount' || name === 'personalPropertyAmount';
    result[name] = numeric || name === 'deductible' ? Number(value) : value;
  }
  return result;
}

/** docs/product.md "States", "Limits": choosing 300000 (or more) liability runs the carrier questionnaire. */
export function needsQuestionnaire(liability: number): boolean {
  return liability >= LIABILITY_REQUIRING_QUESTIONNAIRE;
}
