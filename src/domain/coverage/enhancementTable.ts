// The one table of the optional coverages the product sells or shows (docs/product.md "Records"
// toggle map, "Limits" coverage copy and endorsement codes, docs/product.md "Dashboard" Policy
// Enhancements). The quote's switches, the issued policy's endorsements, the dashboard, the PDFs
// and the mails all read it: one name, one description and one limit for each, whatever the screen.
import { COVERAGE_COPY as C, ENDORSEMENT_CODES as CODES } from '../constants';
import { coverageTexts as texts } from '../i18n/generated/en/coverage';
import { inEnglish, phrase, plainTexts, type Phrase, type Say } from '../i18n/texts';
import { dollars } from '../money';

// The names and lines come from the `coverage` catalog: in English for the server's PDFs and the
// carrier, in the reader's language on screen (each function takes the screen's `Say`).
const names = /* @__PURE__ */ plainTexts(texts);

/** What a limit depends on: the insured address's state and the policy's amounts. */
export interface CoverageContext {
  /** The insured address's 2-letter state (any case). */
  state: string;
  /** Personal property (contents) limit, dollars. */
  contentsLimit: number;
  /** Personal liability limit, dollars (unknown on the quote's switches: the rule is named). */
  liabilityLimit?: number;
}

export type CoverageKey =
  | 'waterBackup'
  | 'petDamage'
  | 'earthquake'
  | 'identityFraud'
  | 'waterDamageLiability'
  | 'floodIncluded'
  | 'bedBug'
  | 'equipment'
  | 'hurricaneDeductible'
  | 'isMasonryConstruction'
  | 'internetCredit'
  | 'lossFreeCredit';

export interface CoverageRow {
  key: CoverageKey;
  /** docs/product.md "Records" re-quote parameter of its switch on the quote; null when the quote does not sell it. */
  parameter: string | null;
  /** The endorsement code the issued policy carries; null when it is not an endorsement. */
  code: string | null;
  /** Its name in English words, the same on every screen, PDF and mail (`coverageName`). */
  name: string;
  /** docs/product.md "Dashboard": listed in the dashboard's Policy Enhancements even when the policy lacks it. */
  dashboardOffer: boolean;
  /** States where it is neither sold nor shown (docs/product.md "Limits"). */
  hiddenStates: readonly string[];
  /** The deductible the tenant pays first on a claim under it, dollars; null when none is set. */
  deductible: number | null;
  /** Its limit at this address (null: no figure of its own); a policy's stored limit wins. */
  limit: (ctx: CoverageContext) => number | null;
  /**
   * One plain line: what it pays for, with the limit and deductible. `limit` is the figure to
   * name: the table's at this address, or the one a policy carries (the policy is the contract).
   */
  text: (limit: number | null, ctx: CoverageContext) => Phrase[];
}

const upper = (state: string) => state.trim().toUpperCase();
const inList = (list: readonly string[], state: string) => list.includes(upper(state));
const youPay = (amount: number) => phrase(texts, 'youPayFirst', { amount: dollars(amount) });
const covers = (
  key: 'petDamageText' | 'earthquakeText' | 'identityFraudText' | 'equipmentText',
  limit: number,
) => phrase(texts, key, { limit: dollars(limit) });

/** docs/product.md "Limits" water backup: $5,000; the contents limit in VA and MD; $10,000 in NC and VT. */
export function waterBackupLimit(state: string, contentsLimit: number): number {
  if (inList(C.waterBackupEqualsContentsStates, state)) return contentsLimit;
  if (inList(C.waterBackupTenThousandStates, state)) return C.waterBackupHigherLimit;
  return C.waterBackupDefaultLimit;
}

/** docs/product.md "Limits" bed bug: $500, or the policy's own BEDBUG limit when it has one. */
export function bedBugLimit(endorsementLimit: number | null | undefined): number {
  return typeof endorsementLimit === 'number' && endorsementLimit > 0
    ? endorsementLimit
    : C.bedBugDefaultLimit;
}

/** The rows, in the order screens list them (docs/product.md "Dashboard" first, then the quote's). */
export const COVERAGE_TABLE: readonly CoverageRow[] = [
  {
    key: 'waterBackup',
    parameter: 'waterBackup',
    code: CODES.waterBackup,
    name: names.waterBackup,
    dashboardOffer: true,
    hiddenStates: [],
    deductible: C.waterBackupDeductible,
    limit: (ctx) => waterBackupLimit(ctx.state, ctx.contentsLimit),
    text: (limit, ctx) => [
      phrase(
        texts,
        inList(C.waterBackupEqualsContentsStates, ctx.state) && limit === ctx.contentsLimit
          ? 'waterBackupSameText'
          : 'waterBackupText',
        { limit: dollars(limit ?? 0) },
      ),
      youPay(C.waterBackupDeductible),
    ],
  },
  {
    key: 'petDamage',
    parameter: 'petDamage',
    code: CODES.petDamage,
    name: names.petDamage,
    dashboardOffer: true,
    hiddenStates: C.petDamageHiddenStates,
    deductible: C.petDamageDeductible,
    limit: () => C.petDamageLimit,
    text: (limit) => [covers('petDamageText', limit ?? C.petDamageLimit), youPay(C.petDamageDeductible)],
  },
  {
    key: 'bedBug',
    parameter: null,
    code: CODES.bedBug,
    name: names.bedBug,
    dashboardOffer: true,
    hiddenStates: [],
    deductible: null,
    limit: () => C.bedBugDefaultLimit,
    text: (limit) => [
      phrase(texts, 'bedBugText', {
        limit: dollars(limit ?? C.bedBugDefaultLimit),
        subLimit: dollars(C.bedBugSubLimit),
      }),
    ],
  },
  {
    key: 'equipment',
    parameter: null,
    code: CODES.equipment,
    name: names.equipment,
    dashboardOffer: true,
    hiddenStates: [],
    deductible: null,
    limit: () => C.foodSpoilageLimit,
    text: (limit) => [covers('equipmentText', limit ?? C.foodSpoilageLimit)],
  },
  {
    key: 'earthquake',
    parameter: 'earthquake',
    code: CODES.earthquake,
    name: names.earthquake,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: C.earthquakeDeductible,
    limit: () => C.earthquakeLimit,
    text: (limit) => [covers('earthquakeText', limit ?? C.earthquakeLimit), youPay(C.earthquakeDeductible)],
  },
  {
    key: 'identityFraud',
    parameter: 'identityFraud',
    code: CODES.identityFraud,
    name: names.identityFraud,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: C.identityFraudDeductible,
    limit: () => C.identityFraudLimit,
    text: (limit) => [
      covers('identityFraudText', limit ?? C.identityFraudLimit),
      youPay(C.identityFraudDeductible),
    ],
  },
  {
    key: 'waterDamageLiability',
    parameter: 'waterDamageLiability',
    code: CODES.waterDamageLiability,
    name: names.waterDamageLiability,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: null,
    limit: (ctx) => ctx.liabilityLimit ?? null,
    text: (limit) => [
      limit
        ? phrase(texts, 'waterDamageLiabilityLimitText', { limit: dollars(limit) })
        : phrase(texts, 'waterDamageLiabilityText'),
    ],
  },
  {
    key: 'floodIncluded',
    parameter: 'floodIncluded',
    code: CODES.flood,
    name: names.floodIncluded,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: null,
    limit: (ctx) => ctx.contentsLimit,
    text: (limit) => [
      limit ? phrase(texts, 'floodLimitText', { limit: dollars(limit) }) : phrase(texts, 'floodText'),
    ],
  },
  {
    key: 'hurricaneDeductible',
    parameter: 'hurricaneDeductible',
    code: null,
    name: names.hurricaneDeductible,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: C.hurricaneDeductible,
    limit: () => null,
    text: () => [
      phrase(texts, 'hurricaneDeductibleText', { deductible: dollars(C.hurricaneDeductible) }),
    ],
  },
  {
    key: 'isMasonryConstruction',
    parameter: 'isMasonryConstruction',
    code: null,
    name: names.isMasonryConstruction,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: null,
    limit: () => null,
    text: () => [phrase(texts, 'isMasonryConstructionText')],
  },
  {
    key: 'internetCredit',
    parameter: 'internetCredit',
    code: null,
    name: names.internetCredit,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: null,
    limit: () => null,
    text: () => [phrase(texts, 'internetCreditText')],
  },
  {
    key: 'lossFreeCredit',
    parameter: 'lossFreeCredit',
    code: null,
    name: names.lossFreeCredit,
    dashboardOffer: false,
    hiddenStates: [],
    deductible: null,
    limit: () => null,
    text: () => [phrase(texts, 'lossFreeCreditText')],
  },
];

/** A row's line at an address, naming the table's limit there (or `limit`, a policy's own). */
export function describeRow(
  row: CoverageRow,
  ctx: CoverageContext,
  limit: number | null = row.limit(ctx),
  say: Say = inEnglish,
): string {
  return row
    .text(limit, ctx)
    .map((line) => say(line))
    .join(' ');
}

/** A row's name in the reader's language ('Water Backup'). */
export const coverageName = (row: CoverageRow, say: Say = inEnglish): string =>
  say(phrase(texts, row.key));

/** The name a policy shows for a code the table does not know: words, never the code. */
export const UNKNOWN_COVERAGE_NAME = names.unknownCoverage;

/** The row of a docs/product.md "Records" re-quote parameter ('waterBackup'), if the table has one. */
export function rowOfParameter(parameter: string): CoverageRow | undefined {
  return COVERAGE_TABLE.find((row) => row.parameter === parameter);
}

/** The row of an endorsement code ('SEWER_Sump'), if the table has one. */
export function rowOfCode(code: string): CoverageRow | undefined {
  return COVERAGE_TABLE.find((row) => row.code === code);
}

/** Whether the row is sold and shown in the state (docs/product.md "Limits": pet damage not in NC and CT). */
export function shownIn(row: CoverageRow, state: string): boolean {
  return !inList(row.hiddenStates, state);
}

/** An endorsement as the policy carries it. */
export interface StoredEndorsement {
  code: string;
  limit: number | null;
}

/** The limit a policy's endorsement shows: its own stored limit, else the table's rule. */
export function endorsementLimit(e: StoredEndorsement, ctx: CoverageContext): number | null {
  const row = rowOfCode(e.code);
  if (row?.key === 'bedBug') return bedBugLimit(e.limit);
  if (typeof e.limit === 'number' && e.limit > 0) return e.limit;
  return row ? row.limit(ctx) : null;
}

/** An endorsement's name in words ('Water Backup'); unknown codes get a readable fallback. */
export function endorsementName(code: string, say: Say = inEnglish): string {
  const row = rowOfCode(code);
  return row ? coverageName(row, say) : say(phrase(texts, 'unknownCoverage'));
}

/** 'Water Backup: up to $5,000' (the name alone when it has no figure). */
export function endorsementLine(
  e: StoredEndorsement,
  ctx: CoverageContext,
  say: Say = inEnglish,
): string {
  const limit = endorsementLimit(e, ctx);
  const name = endorsementName(e.code, say);
  return limit === null ? name : say(phrase(texts, 'upTo', { name, limit: dollars(limit) }));
}

/**
 * The endorsements a quote's coverage buys (re-quote parameters set to 'Y'), with the limits the
 * table gives at the insured address: what the issued policy carries.
 */
export function endorsementsFor(
  coverage: Record<string, string>,
  ctx: CoverageContext,
): { code: string; limit: number }[] {
  const list: { code: string; limit: number }[] = [];
  for (const row of COVERAGE_TABLE) {
    if (!row.parameter || !row.code || coverage[row.parameter] !== 'Y') continue;
    const limit = row.limit(ctx);
    if (limit !== null) list.push({ code: row.code, limit });
  }
  return list;
}

/** The separate hurricane deductible a policy carries when its quote included it. */
export function hurricaneDeductibleFor(coverage: Record<string, string>): number | null {
  return coverage.hurricaneDeductible === 'Y' ? C.hurricaneDeductible : null;
}

/** The re-quote parameter an endorsement code came from (for rating a policy again). */
export function parameterOfCode(code: string): string | null {
  return rowOfCode(code)?.parameter ?? null;
}

/** Every re-quote parameter that puts an endorsement on the policy. */
export const ENDORSEMENT_PARAMETERS: readonly string[] = COVERAGE_TABLE.flatMap((row) =>
  row.parameter && row.code ? [row.parameter] : [],
);
