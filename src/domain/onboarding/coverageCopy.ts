// The estimator's switch labels and descriptions: the coverage table's (domain/coverage), so
// each switch names the limit the issued policy will carry.
import { COVERAGE_COPY } from '../constants';
import { coverageName, describeRow, rowOfParameter } from '../coverage/enhancementTable';
import { coverageTexts as texts } from '../i18n/generated/en/coverage';
import { quoteTexts } from '../i18n/generated/en/quote';
import { inEnglish, phrase, type Say } from '../i18n/texts';
import { dollars } from '../money';

export interface ToggleCopy {
  label: string;
  description: string | null;
}

const wordsOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Label and plain description of an optional coverage (by re-quote parameter name). */
export function toggleCopy(
  name: string,
  state: string,
  personalProperty: number,
  say: Say = inEnglish,
): ToggleCopy {
  const row = rowOfParameter(name);
  // A switch the table does not know (a carrier's new one): its name in words, never camelCase.
  if (!row) return { label: wordsOf(name), description: null };
  const ctx = { state, contentsLimit: personalProperty };
  return { label: coverageName(row, say), description: describeRow(row, ctx, undefined, say) };
}

/** The belongings field's help, with the amounts it accepts ('… $5,000 to $100,000, in steps of $1,000.'). */
export function belongingsHelp(
  range: { from: number; to: number; step: number },
  say: Say = inEnglish,
): string {
  return say(
    phrase(quoteTexts, 'belongingsHelp', {
      from: dollars(range.from),
      to: dollars(range.to),
      step: dollars(range.step),
    }),
  );
}

/** One deductible option in plain words: 'You pay the first $500 of a claim.' */
export function deductibleMeaning(amount: number, say: Say = inEnglish): string {
  return say(phrase(quoteTexts, 'deductibleMeaning', { amount: dollars(amount) }));
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
  say: Say = inEnglish,
): string[] {
  return Object.entries(toggles)
    .filter(([, on]) => on)
    .map(([parameter]) => {
      const row = rowOfParameter(parameter);
      if (!row) return wordsOf(parameter);
      const name = coverageName(row, say);
      if (row.code) {
        const limit = row.limit(ctx);
        return limit === null ? name : say(phrase(texts, 'upTo', { name, limit: dollars(limit) }));
      }
      if (row.deductible === null) return name;
      return say(phrase(texts, 'withDeductible', { name, deductible: dollars(row.deductible) }));
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
