// The estimator's switch labels and descriptions: the coverage table's (domain/coverage), so
// each switch names the limit the issued policy will carry.
import { COVERAGE_COPY } from '../constants';
import { describeRow, rowOfParameter } from '../coverage/enhancementTable';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

export interface ToggleCopy {
  label: string;
  description: string | null;
}

const wordsOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Label and plain description of an optional coverage (by re-quote parameter name). */
export function toggleCopy(name: string, state: string, personalProperty: number): ToggleCopy {
  const row = rowOfParameter(name);
  // A switch the table does not know (a carrier's new one): its name in words, never camelCase.
  if (!row) return { label: wordsOf(name), description: null };
  return {
    label: row.name,
    description: describeRow(row, { state, contentsLimit: personalProperty }),
  };
}

/**
 * What the estimator's three main choices mean, in plain words (docs/product.md names them only).
 * Short: one line under each choice on a phone.
 */
export const coverageChoiceCopy = {
  belongingsLabel: 'Belongings (personal property)',
  belongingsHelp:
    'About what it would cost to replace everything you own: furniture, clothes, electronics.',
  liabilityLegend: 'Liability',
  liabilityHelp:
    'If someone is hurt at your home, or you damage their things, this pays their costs and your legal defense, up to the amount you choose.',
  liabilityNeedsQuestions: 'A few extra questions first',
  deductibleLegend: 'Deductible',
  deductibleHelp:
    'What you pay yourself on a claim for your belongings before the insurance pays the rest. A higher deductible lowers your price.',
} as const;

/** One deductible option in plain words: 'You pay the first $500 of a claim.' */
export function deductibleMeaning(amount: number): string {
  return `You pay the first ${money(amount)} of a claim.`;
}

/** The digits of a typed amount ('$20,000' → 20000; '' or no digit → NaN). */
export function parseAmount(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? NaN : Number(digits);
}

/**
 * The optional coverages a quote includes, one line each, as the issued policy will carry them:
 * 'Water Backup: up to $5,000', 'Hurricane Deductible: $1,000', 'Loss Free Credit'.
 */
export function chosenCoverageLines(
  toggles: Record<string, boolean>,
  ctx: { state: string; contentsLimit: number; liabilityLimit?: number },
): string[] {
  return Object.entries(toggles)
    .filter(([, on]) => on)
    .map(([name]) => {
      const row = rowOfParameter(name);
      if (!row) return wordsOf(name);
      if (row.code) {
        const limit = row.limit(ctx);
        return limit === null ? row.name : `${row.name}: up to ${money(limit)}`;
      }
      return row.deductible === null ? row.name : `${row.name}: ${money(row.deductible)}`;
    });
}

/** docs/product.md "Limits": an Illinois buyer who turns water backup on is shown the state's water backup disclosure. */
export function needsWaterBackupDisclosure(
  state: string,
  toggles: Record<string, boolean>,
): boolean {
  return (
    state.trim().toUpperCase() === COVERAGE_COPY.waterBackupDisclosureState &&
    toggles.waterBackup === true
  );
}

/** The review's line about Illinois' water backup disclosure, and the link that opens it. */
export const waterBackupNoticeTexts = {
  intro: 'Illinois asks us to give you a notice about water backup coverage before you buy.',
  link: 'Read the Illinois water backup notice',
} as const;
