// A payment method in words (docs/product.md "Account pages" update-payment-method, "Transactions
// and coupons"), one model for every place that shows one: the account, Transactions, the
// checkout's review, the dashboard's card alert and the payment mails. The records (the account,
// a transaction, a purchase) keep the description in English, as support reads it; `methodInWords`
// says a stored description in the reader's language.
import { methodWordsTexts } from '../i18n/generated/en/methodWords';
import { inEnglish, phrase, type Say } from '../i18n/texts';

const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american express': 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  'diners club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
/** The brands' names (names, the same in every language). */
const BRANDS = new Set(Object.values(CARD_BRAND_NAMES));

/** 'Visa ending in 4242' (the brand as Stripe names it, 'visa', or as card.ts does, 'Visa'). */
export function cardDescription(brand: string, last4: string, say: Say = inEnglish): string {
  const name = CARD_BRAND_NAMES[brand.toLowerCase()];
  return say(
    phrase(methodWordsTexts, 'cardEnding', {
      card: name ?? say(phrase(methodWordsTexts, 'someCard')),
      last4,
    }),
  );
}

/** 'Sandbox Bank account ending in 0000' (a linked account, by its bank's name). */
export function bankDescription(bankName: string, mask: string, say: Say = inEnglish): string {
  return say(phrase(methodWordsTexts, 'bankEnding', { bank: bankName, last4: mask }));
}

/** 'Bank account ending in 6789' (an account entered by hand: no bank's name). */
export function bankAccountDescription(last4: string, say: Say = inEnglish): string {
  return say(phrase(methodWordsTexts, 'someBankEnding', { last4 }));
}

/** A carrier's record of a payment whose method it does not say. */
export const onFileDescription = /* @__PURE__ */ inEnglish(phrase(methodWordsTexts, 'onFile'));

/**
 * A stored description (one of the above in English, or a carrier's 'Payment on file') in the
 * language of `say`; any other text (a provider's own words, an older record) as it is.
 */
export function methodInWords(description: string, say: Say): string {
  if (description === onFileDescription) return say(phrase(methodWordsTexts, 'onFile'));
  const match = /^(.+) ending in (\S+)$/.exec(description);
  if (!match) return description;
  const [, named, last4] = match as unknown as [string, string, string];
  if (description === bankAccountDescription(last4)) return bankAccountDescription(last4, say);
  const bank = /^(.+) account$/.exec(named);
  if (bank) return bankDescription(bank[1]!, last4, say);
  if (named === inEnglish(phrase(methodWordsTexts, 'someCard')) || BRANDS.has(named))
    return cardDescription(named, last4, say);
  return description;
}
