/* eslint-disable */
// Generated from src/domain/i18n/catalogs/coupons.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const couponsTexts: TextArea<{
  redeemCoupon: null;
  redeemed: null;
  noCoupons: null;
  loadFailed: null;
  cashierInstructions: null;
  qrAlt: null;
  loading: null;
  tokenFailed: null;
  done: null;
  cashierTitle: null;
  cashierValid: null;
  cashierAlreadyRedeemed: null;
  cashierInvalid: null;
  member: null;
}> = {
  name: 'coupons',
  messages: {
    redeemCoupon: ['Redeem Coupon'],
    redeemed: ['Redeemed'],
    noCoupons: ['There are no coupons right now.'],
    loadFailed: ['The coupons could not be loaded. Please try again.'],
    cashierInstructions: [
      'Show this code to the cashier. The cashier scans it with a phone camera to confirm the coupon and apply the discount.',
    ],
    qrAlt: ['QR code to redeem the coupon'],
    loading: ['Loading'],
    tokenFailed: ['The code could not be created. Please try again.'],
    done: ['Done'],
    cashierTitle: ['Coupon redemption'],
    cashierValid: ['Coupon valid. Apply the discount.'],
    cashierAlreadyRedeemed: ['This coupon has already been redeemed.'],
    cashierInvalid: ['This code is not valid or has expired. Ask the member to show a new code.'],
    member: ['Member'],
  },
};
