import { couponsTexts } from '../i18n/generated/en/coupons';
import { plainTexts } from '../i18n/texts';

// docs/product.md "Transactions and coupons" coupons, in English, from the `coupons` catalog: the
// server answers the cashier's verdicts and a refusal in these words (the screens show them in the
// tenant's language through the catalog; the refusal leaves in the request's language).

const c = /* @__PURE__ */ plainTexts(couponsTexts);

export const couponMessages = {
  cashierInstructions: c.cashierInstructions,
  qrAlt: c.qrAlt,
  redeemed: c.redeemed,
  noCoupons: c.noCoupons,
  loadFailed: c.loadFailed,
  tokenFailed: c.tokenFailed,
  cashierValid: c.cashierValid,
  cashierAlreadyRedeemed: c.cashierAlreadyRedeemed,
  cashierInvalid: c.cashierInvalid,
  cashierTitle: c.cashierTitle,
  member: c.member,
} as const;
