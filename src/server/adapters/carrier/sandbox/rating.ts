// The sandbox carrier's rating engine: every table here is documented in docs/carrier-sandbox.md.
import { COVERAGE_COPY, PAYMENT_PLANS } from '../../../../domain/constants';
import { addDays } from '../../../../domain/calendar';
import type { CoveragesCue, PaymentSchedule, StartingPrice } from '../interface';
import { keptFrozen } from '../../../deepFreeze';
import { MASONRY_STATES } from './questions';

/** Annual base rate in dollars for $20,000 personal property, $100,000 liability, $500 deductible. */
export const BASE_RATE: Record<string, number> = {
  CA: 150,
  CO: 125,
  FL: 190,
  GA: 140,
  IL: 130,
  LA: 185,
  MD: 130,
  MI: 135,
  NC: 120,
  NJ: 140,
  NY: 160,
  OK: 150,
  RI: 140,
  SC: 150,
  TN: 135,
  TX: 170,
  WA: 130,
  WI: 105,
};
export const DEFAULT_BASE_RATE = 125;

/** Personal property factor: 0.7 + 0.015 per $1,000 (20,000 → 1.0; 100,000 → 2.2). */
export const contentsFactor = (amount: number) => 0.7 + (0.015 * amount) / 1000;
export const LIABILITY_FACTOR: Record<number, number> = {
  50000: 0.92,
  100000: 1,
  300000: 1.12,
  500000: 1.2,
};
export const DEDUCTIBLE_FACTOR: Record<number, number> = { 250: 1.1, 500: 1, 1000: 0.88 };
export const DWELLING_FACTOR: Record<string, number> = { A: 1, D: 0.9, S: 1.15, T: 1.05 };
/** coverageMasonry Y (brick/stone) earns a credit. */
export const MASONRY_FACTOR = { Y: 0.95, N: 1 } as const;
/** One loss in 3 years (2 or more is declined). */
export const LOSS_FACTOR = { none: 1, one: 1.25 } as const;
/** Optional coverages, dollars a year (negative: a credit). */
export const ENDORSEMENT_PRICE: Record<string, number> = {
  waterBackup: 24,
  earthquake: 30,
  identityFraud: 18,
  petDamage: 15,
  waterDamageLiability: 12,
  floodIncluded: 36,
  hurricaneDeductible: -12,
  internetCredit: -6,
  lossFreeCredit: -8,
  isMasonryConstruction: 0,
};
/** The premium is kept between $96 and $480 a year ($8–$40 a month). */
export const PREMIUM_MIN = 96;
export const PREMIUM_MAX = 480;

/** Billing fee per installment after the down payment, dollars, by state ($1–$5, docs/product.md "Limits"). */
export const SERVICE_FEE: Record<string, number> = {
  FL: 5,
  LA: 5,
  TX: 4,
  NY: 4,
  CA: 3,
  NC: 3,
  NJ: 3,
  IL: 2,
  CO: 2,
  RI: 2,
  WI: 1,
  MN: 1,
  IA: 1,
};
export const DEFAULT_SERVICE_FEE = 2;

export const DEFAULT_COVERAGE = {
  liabilityAmount: 100000,
  personalPropertyAmount: 20000,
  deductible: 250,
};

export const LIABILITY_OPTIONS_WITH_50K = ['TX', 'OH', 'GA', 'IN', 'AL'];
export const EARTHQUAKE_STATES = ['CA', 'WA', 'OR', 'UT', 'MO', 'TN'];
export const HURRICANE_STATES = ['FL', 'LA', 'SC'];
export const FLOOD_STATES = ['LA'];
export const WATER_DAMAGE_LIABILITY_STATES = ['NC', 'TX', 'FL'];
/**
 * Where pet damage is not sold: the states where the screens hide it (one list, in the domain's
 * coverage figures), so the carrier never offers what the tenant is not shown.
 */
export const PET_DAMAGE_EXCLUDED_STATES: readonly string[] = COVERAGE_COPY.petDamageHiddenStates;
export const LOSS_FREE_CREDIT_STATES = ['IL', 'WI', 'MN'];
export const HIGH_CONTENTS_STATES = ['CA', 'NY'];

export function cueParameters(state: string): { name: string; value: string }[] {
  const yn = (on: boolean) => (on ? 'Y' : 'N');
  return [
    { name: 'personalPropertyMin', value: state === 'FL' ? '10000' : '5000' },
    {
      name: 'personalPropertyMax',
      value: HIGH_CONTENTS_STATES.includes(state) ? '150000' : '100000',
    },
    { name: 'personalPropertyIncrement', value: '1000' },
    {
      name: 'personalLiabilityOptions',
      value: LIABILITY_OPTIONS_WITH_50K.includes(state)
        ? '50000,100000,300000,500000'
        : '100000,300000,500000',
    },
    { name: 'deductibleOptions', value: '250,500,1000' },
    { name: 'hasIdFraud', value: 'Y' },
    { name: 'hasPetDamage', value: yn(!PET_DAMAGE_EXCLUDED_STATES.includes(state)) },
    { name: 'hasWaterBackup', value: 'Y' },
    { name: 'hasWaterDamageLiability', value: yn(WATER_DAMAGE_LIABILITY_STATES.includes(state)) },
    { name: 'hasReplacementCost', value: 'Y' },
    { name: 'hasEarthquake', value: yn(EARTHQUAKE_STATES.includes(state)) },
    { name: 'hasInternetCredit', value: 'N' },
    { name: 'hasLossFreeCredit', value: yn(LOSS_FREE_CREDIT_STATES.includes(state)) },
    { name: 'hasConstructionType', value: yn(MASONRY_STATES.includes(state)) },
    { name: 'hasHurricaneDeductible', value: yn(HURRICANE_STATES.includes(state)) },
    { name: 'hasFloodIncluded', value: yn(FLOOD_STATES.includes(state)) },
  ];
}

/** Each state's cue parameters, built once and frozen: every quote answers them. */
const keptCueParameters = keptFrozen(cueParameters);

export function coveragesCue(state: string, workItemId: string): CoveragesCue {
  return {
    parameters: keptCueParameters(state),
    businessRules: {
      rule300KLiability: {
        initialUrlToken: `sandbox-300k-initial.${workItemId}`,
        outcomeUrlToken: `sandbox-300k-outcome.${workItemId}`,
        targetValue: 300000,
      },
    },
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amountCents: number) => amountCents / 100;

/** A coverage amount, or the default when it is missing or not a number. */
const numberOr = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/** Annual premium in dollars (two decimals). */
export function annualPremium(
  state: string,
  answers: Record<string, string>,
  coverage: Record<string, string>,
): number {
  const base = BASE_RATE[state] ?? DEFAULT_BASE_RATE;
  const masonry = answers.coverageMasonry === 'Y' ? MASONRY_FACTOR.Y : MASONRY_FACTOR.N;
  const losses = answers.losses === 'Y' ? LOSS_FACTOR.one : LOSS_FACTOR.none;
  let premium =
    base *
    contentsFactor(
      numberOr(coverage.personalPropertyAmount, DEFAULT_COVERAGE.personalPropertyAmount),
    ) *
    (LIABILITY_FACTOR[numberOr(coverage.liabilityAmount, DEFAULT_COVERAGE.liabilityAmount)] ?? 1) *
    (DEDUCTIBLE_FACTOR[numberOr(coverage.deductible, DEFAULT_COVERAGE.deductible)] ?? 1) *
    (DWELLING_FACTOR[answers.dwellingType ?? 'A'] ?? 1) *
    masonry *
    losses;
  for (const [name, price] of Object.entries(ENDORSEMENT_PRICE)) {
    if (coverage[name] === 'Y') premium += price;
  }
  return dollars(cents(Math.min(PREMIUM_MAX, Math.max(PREMIUM_MIN, premium))));
}

/** The name tenants see for the sandbox's insurer: plainly a test carrier. */
export const SANDBOX_UNDERWRITER = 'Sandbox Carrier (test mode)';

/**
 * The standard coverage (no questions answered, no optional coverage) in the cheapest of the
 * states: what 'from $X a month' on the splash means, straight from the tables above.
 */
export function startingPrice(states: readonly string[]): StartingPrice {
  const candidates = states.length > 0 ? states : Object.keys(BASE_RATE);
  const annual = Math.min(...candidates.map((state) => annualPremium(state, {}, {})));
  return {
    annual,
    monthly: Math.round((annual / 12) * 100) / 100,
    ...DEFAULT_COVERAGE,
  };
}

/** docs/product.md "Records", "Limits": index 0 Annual, 1 4-Pay (down + 3 every 60 days), 2 Monthly (down + 10 every 30 days). */
export function paymentSchedules(
  premium: number,
  state: string,
  effectiveDate: string,
): PaymentSchedule[] {
  const fee = SERVICE_FEE[state] ?? DEFAULT_SERVICE_FEE;
  const total = cents(premium);
  return PAYMENT_PLANS.map((plan) => {
    const count = plan.numberOfPayments - 1;
    // Installments are an equal share (a twelfth a month, a quarter per 4-Pay payment); the down
    // payment takes the rest, so the plan adds up to the premium to the cent.
    const share = plan.index === 2 ? 12 : plan.numberOfPayments;
    const installment = count === 0 ? 0 : Math.floor(total / share);
    const down = total - installment * count;
    const installments = [{ date: effectiveDate, amount: dollars(down) }];
    for (let i = 1; i <= count; i += 1) {
      installments.push({
        date: addDays(effectiveDate, (plan.installmentIntervalDays ?? 0) * i),
        amount: dollars(installment),
      });
    }
    return {
      downPaymentAmount: dollars(down),
      installmentAmount: dollars(installment),
      serviceFee: count === 0 ? 0 : fee,
      numberOfPayments: plan.numberOfPayments,
      installments,
    };
  });
}

/** Answers the sandbox carrier declines, with the denial notice it answers (first match wins). */
export function denialFor(answers: Record<string, string>, state: string): string | null {
  // Names compare case-insensitively (arson and Arson, docs/product.md "Records"); the first of a
  // name counts.
  const byName = new Map<string, string>();
  for (const [key, value] of Object.entries(answers)) {
    const name = key.toLowerCase();
    if (!byName.has(name)) byName.set(name, value);
  }
  const answer = (name: string) => byName.get(name.toLowerCase());
  if (answer('manufacturedMobileHome') === 'Y') {
    return 'We are unable to offer coverage for manufactured or mobile homes.';
  }
  if (answer('numberOfLosses') === '2') {
    return 'We are unable to offer coverage with 2 or more losses in the past 3 years.';
  }
  if (answer('animalInjury') === 'Y') {
    return 'We are unable to offer coverage when an animal in the household has injured a person or another animal.';
  }
  // In Rhode Island a Yes adds the state arson disclosure instead (docs/product.md "Limits").
  if (answer('arson') === 'Y' && state !== 'RI') {
    return 'We are unable to offer coverage to an applicant convicted of arson.';
  }
  return null;
}
