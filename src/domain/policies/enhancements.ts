// The dashboard's Policy Enhancements (docs/product.md "Dashboard"): what the policy includes and
// the "Dashboard" coverages it lacks, named, described and limited by the one coverage table
// (domain/coverage).
import { PET_HEALTH_DISCOUNT_PERCENT } from '../constants';
import {
  COVERAGE_TABLE,
  coverageName,
  describeRow,
  endorsementLimit,
  endorsementName,
  rowOfCode,
  shownIn,
  type CoverageContext,
  type StoredEndorsement,
} from '../coverage/enhancementTable';
import { enhancementsTexts } from '../i18n/generated/en/enhancements';
import { englishFormatter, inEnglish, phrase, plainTexts, type Say } from '../i18n/texts';
import { dollars } from '../money';

// The section's words are the `enhancements` catalog's, the coverages' the `coverage` catalog's:
// in English here by default, in the reader's language with a screen's `say`.
const texts = /* @__PURE__ */ plainTexts(enhancementsTexts);

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
export function policyEnhancements(policy: EnhancementPolicy, say: Say = inEnglish): Enhancement[] {
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
      title: coverageName(row, say),
      description: describeRow(row, ctx, limit, say),
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
        title: endorsementName(e.code, say),
        description: say(
          limit === null
            ? phrase(enhancementsTexts, 'otherCoverage')
            : phrase(enhancementsTexts, 'otherCoverageUpTo', { limit: dollars(limit) }),
        ),
        limit,
        included: true,
      });
    });
  const offered = COVERAGE_TABLE.filter(
    (row) => row.dashboardOffer && row.code && !has.has(row.code) && shownIn(row, policy.state),
  ).map((row) => ({
    key: row.key,
    title: coverageName(row, say),
    description: describeRow(row, ctx, undefined, say),
    limit: row.limit(ctx),
    included: false,
  }));
  return [...included, ...offered];
}

/** What the tenant sends to ask whether an enhancement can be added (the message dialog). */
export function askToAddMessage(title: string, policyNumber: string, say: Say = inEnglish): string {
  return say(phrase(enhancementsTexts, 'askMessage', { title, number: policyNumber }));
}

/** docs/product.md "Dashboard", "Limits": the partner pet-health offer. */
export const petHealthOffer = {
  title: texts.petHealthTitle,
  description: /* @__PURE__ */ englishFormatter(enhancementsTexts)('petHealthText', {
    percent: PET_HEALTH_DISCOUNT_PERCENT,
  }),
} as const;

/**
 * docs/product.md "Dashboard" coverage explainer: what a renters policy pays for and what it does
 * not, in plain words. General statements true of the product's policy; the policy's own documents
 * are the contract.
 */
export const coverageExplainer = {
  covered: [
    { title: texts.belongingsTitle, text: texts.belongingsText },
    { title: texts.liabilityTitle, text: texts.liabilityText },
    { title: texts.medicalTitle, text: texts.medicalText },
    { title: texts.livingTitle, text: texts.livingText },
  ],
  notCovered: [
    texts.notFlood,
    texts.notBuilding,
    texts.notRoommates,
    texts.notOnPurpose,
    texts.notVermin,
    texts.notCar,
  ],
} as const;
