// Reading a quote answer (docs/product.md "Records" quote, "Messages" quote errors) and the
// estimator's first selection (docs/product.md "States" manager minimums, "Limits" defaults). Pure:
// the quote step and its tests use it.
import { MOST_POPULAR_DEDUCTIBLE, PAYMENT_PLAN_INDEX } from '../constants';
import { quoteMessages } from '../messages';
import {
  defaultLiability,
  enabledToggles,
  parseCue,
  type CoverageSelection,
  type NameValue,
} from '../quote/coverage';
import { leaseRequirements, meetRequirements } from '../quote/requirements';

interface QuoteAnswerLike {
  transactionDetails?: {
    responseMessage: string;
    denialNotice: string | null;
  };
  coveragesCue?: { parameters: NameValue[] };
  error?: { message: string; code?: string | null } | null;
}

export type QuoteOutcome =
  { kind: 'quoted' } | { kind: 'refused'; title: string; detail: string | null };

/**
 * docs/product.md "Messages": a carrier refusal ('Sorry, we're unable to provide a quote at this
 * time.' with the denial notice or the response message, or the error's message) or a usable quote.
 */
export function quoteOutcome(answer: QuoteAnswerLike): QuoteOutcome {
  if (answer.error) {
    return { kind: 'refused', title: quoteMessages.unableToQuote, detail: answer.error.message };
  }
  const details = answer.transactionDetails;
  if (!details || !answer.coveragesCue) {
    return { kind: 'refused', title: quoteMessages.unableToQuote, detail: null };
  }
  if (details.responseMessage !== 'Success') {
    return {
      kind: 'refused',
      title: quoteMessages.unableToQuote,
      detail: details.denialNotice ?? details.responseMessage,
    };
  }
  return { kind: 'quoted' };
}

const yes = (value: string | undefined) => (value ?? '').trim().toUpperCase() === 'Y';

export interface ManagerMinimums {
  liabilityMinimum: number | null;
  contentMinimum: number | null;
}

/**
 * The estimator's starting selection: the amounts the carrier quoted (coverageDetails), else the
 * docs/product.md "Limits" defaults (liability by defaultLiability, contents the cue minimum,
 * deductible 250 when offered); the toggles the cue offers as quoted; then raised to the lease's
 * requirements (docs/product.md "States", requirements.ts) when the address is a partner property
 * (`minimums` not null).
 */
export function initialSelection(
  cueParameters: NameValue[],
  coverageDetails: NameValue[],
  minimums: ManagerMinimums | null,
  state: string,
): CoverageSelection {
  const cue = parseCue(cueParameters);
  const quoted = new Map(coverageDetails.map((p) => [p.name, p.value] as const));
  const quotedNumber = (name: string) => {
    const n = Number(quoted.get(name));
    return quoted.has(name) && Number.isFinite(n) && n > 0 ? n : null;
  };
  const liabilityMinimum = minimums?.liabilityMinimum ?? null;
  const quotedLiability = quotedNumber('liabilityAmount');
  const liability =
    quotedLiability !== null && cue.liabilityOptions.includes(quotedLiability)
      ? quotedLiability
      : defaultLiability(cue.liabilityOptions, liabilityMinimum);
  const deductible =
    quotedNumber('deductible') ??
    (cue.deductibleOptions.includes(MOST_POPULAR_DEDUCTIBLE)
      ? MOST_POPULAR_DEDUCTIBLE
      : (cue.deductibleOptions[0] ?? MOST_POPULAR_DEDUCTIBLE));
  const toggles: Record<string, boolean> = {};
  for (const name of enabledToggles(cue.flags)) toggles[name] = yes(quoted.get(name));
  const selection: CoverageSelection = {
    liabilityAmount: liability,
    personalPropertyAmount:
      quotedNumber('personalPropertyAmount') ?? cue.limits.personalPropertyMin,
    deductible,
    toggles,
  };
  const requirements = leaseRequirements(
    minimums && { liabilityMinimum, contentsMinimum: minimums.contentMinimum },
    state,
    cue.flags,
  );
  const met = meetRequirements(selection, cue, requirements);
  return met.kind === 'proposed' ? met.selection : selection;
}

/** A property manager as the quote step knows it (the address step's propertyInfo). */
interface ManagerLike {
  liability_limit?: number | null;
  content_amount?: number | null;
}

/** The lease's requirements on the quote step: the manager's minimums and the state's forces. */
export function leaseRequirementsOfQuote(
  cueParameters: NameValue[],
  manager: ManagerLike | null | undefined,
  state: string,
) {
  return leaseRequirements(
    manager
      ? {
          liabilityMinimum: manager.liability_limit ?? null,
          contentsMinimum: manager.content_amount ?? null,
        }
      : null,
    state,
    parseCue(cueParameters).flags,
  );
}

/** The selection with every coverage the lease forces switched on. */
export function withForcedCoverages(
  selection: CoverageSelection,
  cueParameters: NameValue[],
  manager: ManagerLike | null | undefined,
  state: string,
): CoverageSelection {
  const { forcedCoverages } = leaseRequirementsOfQuote(cueParameters, manager, state);
  if (forcedCoverages.every((name) => selection.toggles[name] === true)) return selection;
  const toggles = { ...selection.toggles };
  for (const name of forcedCoverages) toggles[name] = true;
  return { ...selection, toggles };
}

/** Whether two selections ask the same coverage (a quote is current for its selection). */
export function sameSelection(a: CoverageSelection, b: CoverageSelection): boolean {
  if (
    a.liabilityAmount !== b.liabilityAmount ||
    a.personalPropertyAmount !== b.personalPropertyAmount ||
    a.deductible !== b.deductible
  )
    return false;
  const keys = new Set([...Object.keys(a.toggles), ...Object.keys(b.toggles)]);
  return [...keys].every((k) => Boolean(a.toggles[k]) === Boolean(b.toggles[k]));
}

interface ScheduleLike {
  downPaymentAmount: number;
  installmentAmount: number;
  serviceFee: number;
  numberOfPayments: number;
}

/** The annual premium: the Annual plan's single payment (docs/product.md "Records": index 0 is Annual). */
export function annualPremium(schedules: ScheduleLike[]): number | null {
  return schedules[PAYMENT_PLAN_INDEX.annual]?.downPaymentAmount ?? null;
}

/** The Monthly plan summary: the first payment and each later one (installment plus fee, docs/product.md "Limits"). */
export function monthlySummary(
  schedules: ScheduleLike[],
): { downPayment: number; monthly: number; payments: number } | null {
  const plan = schedules[PAYMENT_PLAN_INDEX.monthly];
  if (!plan) return null;
  return {
    downPayment: plan.downPaymentAmount,
    monthly: Math.round((plan.installmentAmount + plan.serviceFee) * 100) / 100,
    payments: plan.numberOfPayments,
  };
}

export { dollars } from '../money';

/**
 * True when the carrier quoted other amounts than the selection (the manager minimums or the
 * docs/product.md "Limits" default raised them): the estimator then re-quotes at once.
 */
export function quotedDiffersFrom(coverageDetails: NameValue[], selection: CoverageSelection) {
  const quoted = new Map(coverageDetails.map((p) => [p.name, Number(p.value)] as const));
  const differs = (name: string, value: number) => quoted.has(name) && quoted.get(name) !== value;
  return (
    differs('liabilityAmount', selection.liabilityAmount) ||
    differs('personalPropertyAmount', selection.personalPropertyAmount) ||
    differs('deductible', selection.deductible)
  );
}
