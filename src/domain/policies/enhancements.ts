// The dashboard's Policy Enhancements (SPEC §2.7) with the §9 coverage copy and state rules.
import { COVERAGE_COPY, ENDORSEMENT_CODES, PET_HEALTH_DISCOUNT_PERCENT } from '../constants';
import { dollars } from '../money';

export type EnhancementKey =
  'waterBackup' | 'petDamage' | 'bedBug' | 'electronics' | 'foodSpoilage';

export interface Enhancement {
  key: EnhancementKey;
  /** The §9 endorsement code that adds it (electronics and food spoilage share EQUIP). */
  code: string;
  title: string;
  /** What it pays for, with its limit, in plain words. */
  description: string;
  /** The limit shown, in dollars (none for electronics: equipment breakdown has no §9 figure). */
  limit: number | null;
  /** The policy already has it (its endorsements carry the code). */
  included: boolean;
}

export interface EnhancementPolicy {
  /** The insured address's 2-letter state. */
  state: string;
  contentsLimit: number;
  endorsements: ReadonlyArray<{ code: string; limit: number | null }>;
}

const inList = (list: readonly string[], state: string) => list.includes(state.toUpperCase());

/** §9: $5,000 by default, the contents limit in VA and MD, $10,000 in NC and VT. */
export function waterBackupLimit(state: string, contentsLimit: number): number {
  if (inList(COVERAGE_COPY.waterBackupEqualsContentsStates, state)) return contentsLimit;
  if (inList(COVERAGE_COPY.waterBackupTenThousandStates, state))
    return COVERAGE_COPY.waterBackupHigherLimit;
  return COVERAGE_COPY.waterBackupDefaultLimit;
}

/** §9: pet damage is not offered on the dashboard in NC and CT. */
export function petDamageShown(state: string): boolean {
  return !inList(COVERAGE_COPY.petDamageHiddenStates, state);
}

/** §9: bed bug is $500 by default, or the policy's own BEDBUG limit when it has one. */
export function bedBugLimit(endorsementLimit: number | null | undefined): number {
  return typeof endorsementLimit === 'number' && endorsementLimit > 0
    ? endorsementLimit
    : COVERAGE_COPY.bedBugDefaultLimit;
}

/** The §2.7 enhancements for one own-carrier policy, in the spec's order, with the §9 rules. */
export function policyEnhancements(policy: EnhancementPolicy): Enhancement[] {
  const byCode = new Map(policy.endorsements.map((e) => [e.code, e]));
  const has = (code: string) => byCode.has(code);
  const water = waterBackupLimit(policy.state, policy.contentsLimit);
  const bedBug = bedBugLimit(byCode.get(ENDORSEMENT_CODES.bedBug)?.limit);
  const sub = dollars(COVERAGE_COPY.bedBugSubLimit);
  const list: Enhancement[] = [
    {
      key: 'waterBackup',
      code: ENDORSEMENT_CODES.waterBackup,
      title: 'Water Backup',
      description: `Covers up to ${dollars(water)} for damage to your belongings from water that backs up through a sewer or drain, or overflows from a sump pump.`,
      limit: water,
      included: has(ENDORSEMENT_CODES.waterBackup),
    },
  ];
  if (petDamageShown(policy.state)) {
    list.push({
      key: 'petDamage',
      code: ENDORSEMENT_CODES.petDamage,
      title: 'Pet Damage',
      description: `Covers up to ${dollars(COVERAGE_COPY.petDamageDashboardLimit)} for damage your pet causes to your rental home, such as scratched floors or chewed carpet.`,
      limit: COVERAGE_COPY.petDamageDashboardLimit,
      included: has(ENDORSEMENT_CODES.petDamage),
    });
  }
  list.push(
    {
      key: 'bedBug',
      code: ENDORSEMENT_CODES.bedBug,
      title: 'Bed Bug',
      description: `Covers up to ${dollars(bedBug)} for a bed bug infestation, with up to ${sub} each for getting rid of them, damage to other people's property, and loss of use while your home can't be lived in.`,
      limit: bedBug,
      included: has(ENDORSEMENT_CODES.bedBug),
    },
    {
      key: 'electronics',
      code: ENDORSEMENT_CODES.equipment,
      title: 'Electronics',
      description:
        'Equipment breakdown: covers your electronics and appliances when they break down from a power surge or an electrical or mechanical failure.',
      limit: null,
      included: has(ENDORSEMENT_CODES.equipment),
    },
    {
      key: 'foodSpoilage',
      code: ENDORSEMENT_CODES.equipment,
      title: 'Food Spoilage',
      description: `Covers up to ${dollars(COVERAGE_COPY.foodSpoilageLimit)} for food that spoils when your refrigerator or freezer breaks down or loses power.`,
      limit: COVERAGE_COPY.foodSpoilageLimit,
      included: has(ENDORSEMENT_CODES.equipment),
    },
  );
  return list;
}

/** The name of an endorsement code on a policy card ('Water Backup'); unknown codes as given. */
export function endorsementName(code: string): string {
  switch (code) {
    case ENDORSEMENT_CODES.waterBackup:
      return 'Water Backup';
    case ENDORSEMENT_CODES.petDamage:
      return 'Pet Damage';
    case ENDORSEMENT_CODES.bedBug:
      return 'Bed Bug';
    case ENDORSEMENT_CODES.equipment:
      return 'Equipment Breakdown (Electronics and Food Spoilage)';
    default:
      return code;
  }
}

/** §2.7, §9: the partner pet-health offer. */
export const petHealthOffer = {
  title: 'Pet Health Insurance',
  description: `Save ${PET_HEALTH_DISCOUNT_PERCENT}% on pet health insurance for your dog or cat through our partner: vet visits, accidents and illness.`,
} as const;

/**
 * §2.7 coverage explainer: what a renters policy pays for and what it does not, in plain words.
 * General statements true of the product's policy; the policy's own documents are the contract.
 */
export const coverageExplainer = {
  covered: [
    {
      title: 'Your belongings',
      text: 'Furniture, clothes, electronics and other things you own, if they are stolen or damaged by fire, smoke, a burst pipe, wind or another covered event, at home or away, up to your personal property limit.',
    },
    {
      title: 'Liability',
      text: "If you accidentally injure someone or damage their property, it pays their costs and your legal defense, up to your liability limit. This is the coverage your lease's minimum liability refers to.",
    },
    {
      title: 'Medical payments to others',
      text: 'Small medical bills of a guest hurt at your home, whoever was at fault, up to your medical limit.',
    },
    {
      title: 'Additional living expenses',
      text: "If a covered loss makes your home unlivable, extra costs such as a hotel and meals while it's repaired.",
    },
  ],
  notCovered: [
    'Floods from rising water outside, and earthquakes, unless your policy adds them.',
    'The building itself (walls, floors, built-in appliances): that is your landlord’s insurance.',
    'Your roommates’ belongings, unless they are listed on your policy.',
    'Damage done on purpose, and wear and tear or lack of upkeep.',
    'Insects and vermin, such as rodents or termites, except what the Bed Bug enhancement covers.',
    'Your car and what happens on the road (that is car insurance).',
  ],
} as const;
