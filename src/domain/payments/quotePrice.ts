// The quote step's price bar and each optional coverage's price: what a choice
// changes, in words, from the carrier's own figures (the quote answer's addOnPrices).
import { quoteTexts as texts } from '../i18n/generated/en/quote';
import { inEnglish, phrase, type Say } from '../i18n/texts';
import { billAmount } from './planMoney';
import { toCents, toDollars } from './money';

const amount = (cents: number) => ({ amount: billAmount(toDollars(Math.abs(cents))) });

/** What an optional coverage changes in the yearly price, as the carrier rated it. */
export function addOnPriceText(annualAmount: number, say: Say = inEnglish): string {
  const cents = toCents(annualAmount);
  if (cents > 0) return say(phrase(texts, 'addsPerYear', amount(cents)));
  if (cents < 0) return say(phrase(texts, 'takesOffPerYear', amount(cents)));
  return say(phrase(texts, 'noPriceChange'));
}

/** How the price moved from the one shown before ("Up $18.00 a year"); null when it did not. */
export function priceChange(
  before: number | null,
  after: number | null,
  say: Say = inEnglish,
): { up: boolean; text: string } | null {
  if (before === null || after === null) return null;
  const diff = toCents(after) - toCents(before);
  if (diff === 0) return null;
  const up = diff > 0;
  return { up, text: say(phrase(texts, up ? 'upPerYear' : 'downPerYear', amount(diff))) };
}
