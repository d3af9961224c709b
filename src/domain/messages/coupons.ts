// docs/product.md "Transactions and coupons" coupons: docs/product.md names the screen parts
// without quoting their texts, so these are ours.

export const couponMessages = {
  cashierInstructions:
    'Show this code to the cashier. The cashier scans it with a phone camera to confirm the coupon and apply the discount.',
  qrAlt: 'QR code to redeem the coupon',
  redeemed: 'Redeemed',
  noCoupons: 'There are no coupons right now.',
  loadFailed: 'The coupons could not be loaded. Please try again.',
  tokenFailed: 'The code could not be created. Please try again.',
  cashierValid: 'Coupon valid. Apply the discount.',
  cashierAlreadyRedeemed: 'This coupon has already been redeemed.',
  cashierInvalid: 'This code is not valid or has expired. Ask the member to show a new code.',
  cashierTitle: 'Coupon redemption',
  member: 'Member',
} as const;
