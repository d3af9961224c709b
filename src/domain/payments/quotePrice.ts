// The quote step's price bar and each optional coverage's price: what a choice
// changes, in words, from the carrier's own figures (the quote answer's addOnPrices).
import { billAmount } from './planMoney';
import { toCents, toDollars } from './money';

export const quotePriceTexts = {
  barLabel: 'Your price',
  beforeCardFee: 'Before the 5% card fee.',
  /** What an optional coverage changes in the yearly price, as the carrier rated it. */
  addOn: (annualAmount: number): string => {
    const cents = toCents(annualAmount);
    if (cents > 0) return `Adds ${billAmount(toDollars(cents))} a year`;
    if (cents < 0) return `Takes ${billAmount(toDollars(-cents))} a year off`;
    return 'No change to your price';
  },
  /** The change from the price shown before ("Up $18.00 a year"), null when there was none. */
  change: (before: number | null, after: number | null): string | null => {
    if (before === null || after === null) return null;
    const diff = toCents(after) - toCents(before);
    if (diff === 0) return null;
    return diff > 0
      ? `Up ${billAmount(toDollars(diff))} a year`
      : `Down ${billAmount(toDollars(-diff))} a year`;
  },
} as const;
