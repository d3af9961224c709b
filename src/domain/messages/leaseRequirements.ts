// What a tenant is told when a coverage choice is below what their lease (the property manager)
// requires (docs/product.md "States" manager minimums, in the "Messages" style), from the
// `lease` catalog. The amount is written as the estimator writes amounts ($200,000).
import { leaseTexts } from '../i18n/generated/en/lease';
import { inEnglish, phrase, plainTexts, type Phrase } from '../i18n/texts';
import { dollars } from '../money';

export const leaseRequirementMessages = {
  waterDamageLiabilityRequired: /* @__PURE__ */ plainTexts(leaseTexts).waterDamageLiabilityRequired,
} as const;

/** The lease requirements whose text names an amount. */
export type LeaseAmountKey =
  'liabilityBelowMinimum' | 'contentsBelowMinimum' | 'liabilityNotOffered' | 'contentsNotOffered';

/** A lease requirement with its amount, to show in the reader's language. */
export const leaseRequirementPhrase = (key: LeaseAmountKey, amount: number): Phrase =>
  phrase(leaseTexts, key, { amount: dollars(amount) });

/** A lease requirement with its amount, in English. */
export const leaseRequirementText = (key: LeaseAmountKey, amount: number): string =>
  inEnglish(leaseRequirementPhrase(key, amount));
