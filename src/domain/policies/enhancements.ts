// The dashboard's Policy Enhancements (docs/product.md "Dashboard"): what the policy includes and
// the "Dashboard" coverages it lacks, named, described and limited by the one coverage table
// (domain/coverage).
import { PET_HEALTH_DISCOUNT_PERCENT } from '../constants';
import {
  COVERAGE_TABLE,
  describeRow,
  endorsementLimit,
  endorsementName,
  rowOfCode,
  shownIn,
  type CoverageContext,
  type StoredEndorsement,
} from '../coverage/enhancementTable';

export {
  bedBugLimit,
  endorsementLine,
  endorsementName,
  waterBackupLimit,
} from '../coverage/enhancementTable';

export interface Enhancement {
  /** The table's key, or `other-{i}` for a code the table does not know. */
  key: string;
  title: string;
  /** What it pays for, with its limit, in plain words. */
  description: string;
  /** The limit shown, in dollars (null: no figure of its own). */
  limit: number | null;
  /** The policy has it (its endorsements carry the code). */
  included: boolean;
}

export interface EnhancementPolicy {
  /** The insured address's 2-letter state. */
  state: string;
  contentsLimit: number;
  liabilityLimit?: number;
  endorsements: ReadonlyArray<StoredEndorsement>;
}

/** docs/product.md "Limits": pet damage is not offered on the dashboard in NC and CT. */
export function petDamageShown(state: string): boolean {
  const row = COVERAGE_TABLE.find((r) => r.key === 'petDamage');
  return row ? shownIn(row, state) : true;
}

/**
 * The enhancements of one own-carrier policy: first every endorsement it has (in the table's
 * order, codes the table does not know last, by a readable name), each with the limit the policy
 * carries; then the docs/product.md "Dashboard" coverages it lacks that are shown in its state,
 * with the table's limit.
 */
export function policyEnhancements(policy: EnhancementPolicy): Enhancement[] {
  const ctx: CoverageContext = {
    state: policy.state,
    contentsLimit: policy.contentsLimit,
    liabilityLimit: policy.liabilityLimit,
  };
  const has = new Set(policy.endorsements.map((e) => e.code));
  const included: Enhancement[] = [];
  for (const row of COVERAGE_TABLE) {
    const e = policy.endorsements.find((x) => x.code === row.code);
    if (!e) continue;
    const limit = endorsementLimit(e, ctx);
    included.push({
      key: row.key,
      title: row.name,
      description: describeRow(row, ctx, limit),
      limit,
      included: true,
    });
  }
  policy.endorsements
    .filter((e) => !rowOfCode(e.code))
    .forEach((e, i) => {
      const limit = endorsementLimit(e, ctx);
      included.push({
        key: `other-${i}`,
        title: endorsementName(e.code),
        description:
          limit === null
            ? 'A coverage your policy includes. Your policy documents describe it.'
            : `A coverage your policy includes, up to ${money(limit)}. Your policy documents describe it.`,
        limit,
        included: true,
      });
    });
  const offered = COVERAGE_TABLE.filter(
    (row) => row.dashboardOffer && row.code && !has.has(row.code) && shownIn(row, policy.state),
  ).map((row) => ({
    key: row.key,
    title: row.name,
    description: describeRow(row, ctx),
    limit: row.limit(ctx),
    included: false,
  }));
  return [...included, ...offered];
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** What the tenant sends to ask whether an enhancement can be added (the message dialog). */
export function askToAddMessage(title: string, policyNumber: string): string {
  return `Please tell me whether ${title} can be added to my policy ${policyNumber}, and what it would cost.`;
}

/** docs/product.md "Dashboard", "Limits": the partner pet-health offer. */
export const petHealthOffer = {
  title: 'Pet Health Insurance',
  description: `Save ${PET_HEALTH_DISCOUNT_PERCENT}% on pet health insurance for your dog or cat through our partner: vet visits, accidents and illness.`,
} as const;

/**
 * docs/product.md "Dashboard" coverage explainer: what a renters policy pays for and what it does
 * not, in plain words. General statements true of the product's policy; the policy's own documents
 * are the contract.
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
