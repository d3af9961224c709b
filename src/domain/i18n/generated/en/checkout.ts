/* eslint-disable */
// Generated from src/domain/i18n/catalogs/checkout.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const checkoutTexts: TextArea<{
  planAnnual: null;
  planFourPay: null;
  planMonthly: null;
  planRegion: { plan: TextValue };
  choosePlan: { plan: TextValue };
  bestValue: null;
  plansIntro: null;
  paymentDates: null;
  plansInfoTitle: null;
  plansInfoAnnual: null;
  plansInfoFourPay: null;
  plansInfoMonthly: null;
  plansInfoFees: null;
  close: null;
  dueTodayLabel: null;
  fullPriceLabel: null;
  laterPaymentsLabel: null;
  dueTodayByCard: { total: TextValue };
  dueTodayByBank: { total: TextValue };
  dueTodayByCardParts: { total: TextValue; premium: TextValue; fee: TextValue };
  dueTodayByBankParts: { total: TextValue; premium: TextValue; fee: TextValue };
  laterOne: { amount: TextValue; date: TextValue };
  laterMany: { count: TextValue; amount: TextValue; date: TextValue };
  laterManyDiffering: { count: TextValue; date: TextValue };
  laterFeeOne: { fee: TextValue };
  laterFeeEach: { fee: TextValue };
  onePayment: null;
  savingByCard: { amount: TextValue };
  savingByBank: { amount: TextValue };
  checkoutForm: null;
  yourInformation: null;
  phoneNumber: null;
  dateOfBirth: null;
  paymentMethod: null;
  card: null;
  bankAccount: null;
  cardFeeNote: null;
  bankFeeNote: null;
  chargedToday: null;
  routingNumber: null;
  accountNumber: null;
  confirmAccountNumber: null;
  mailingAddress: null;
  billingAddress: null;
  sameAsProperty: null;
  differentAddress: null;
  textAlertsConsent: null;
  textAlertsConsentHint: null;
  ebcConsent: null;
  ebcConsentHint: null;
  tokenizing: null;
  coverage: null;
  personalProperty: null;
  liability: null;
  deductible: null;
  included: null;
  policyStart: null;
  paymentPlan: null;
  plan: null;
  people: null;
  policyholder: null;
  reviewDateOfBirth: null;
  roommate: null;
  spouse: null;
  authorizedUser: null;
  interestedParty: null;
  none: null;
  addresses: null;
  insuredAddress: null;
  purchasing: null;
  changePayment: null;
}> = {
  name: 'checkout',
  messages: {
    planAnnual: ['Annual'],
    planFourPay: ['4-Pay'],
    planMonthly: ['Monthly'],
    planRegion: [['plan'], ' plan'],
    choosePlan: ['Choose ', ['plan']],
    bestValue: ['Best value'],
    plansIntro: [
      'Each plan shows what you pay today, every later payment with its date, and the full price with all fees, paying by card: card payments carry a 5% fee, charged with today’s payment. A bank account has a one-time $1.50 setup fee instead.',
    ],
    paymentDates: ['Payment dates'],
    plansInfoTitle: ['About the payment plans'],
    plansInfoAnnual: ['Annual: 1 payment for the whole year, the best value.'],
    plansInfoFourPay: ['4-Pay: a down payment plus 3 installments every 60 days.'],
    plansInfoMonthly: ['Monthly: a down payment plus 10 installments every 30 days.'],
    plansInfoFees: [
      'Each installment after the down payment includes a billing fee of $1 to $5, depending on your state and payment method. Fees are not due until billing starts.',
    ],
    close: ['Close'],
    dueTodayLabel: ['Due today'],
    fullPriceLabel: ['Full price for the year, all fees included'],
    laterPaymentsLabel: ['Later payments'],
    dueTodayByCard: [['total'], ' today by card'],
    dueTodayByBank: [['total'], ' today by bank account'],
    dueTodayByCardParts: [
      ['total'],
      ' today by card: ',
      ['premium'],
      ' premium + ',
      ['fee'],
      ' card fee',
    ],
    dueTodayByBankParts: [
      ['total'],
      ' today by bank account: ',
      ['premium'],
      ' premium + ',
      ['fee'],
      ' bank setup fee',
    ],
    laterOne: ['Then 1 payment of ', ['amount'], ' from ', ['date']],
    laterMany: ['Then ', ['count'], ' payments of ', ['amount'], ' from ', ['date']],
    laterManyDiffering: ['Then ', ['count'], ' payments from ', ['date']],
    laterFeeOne: ['It includes a ', ['fee'], ' billing fee.'],
    laterFeeEach: ['Each includes a ', ['fee'], ' billing fee.'],
    onePayment: ['Nothing more to pay this year.'],
    savingByCard: ['Save ', ['amount'], ' compared to Monthly, card fees included'],
    savingByBank: ['Save ', ['amount'], ' compared to Monthly, bank fees included'],
    checkoutForm: ['Checkout form'],
    yourInformation: ['Your information'],
    phoneNumber: ['Phone Number'],
    dateOfBirth: ['Date of Birth'],
    paymentMethod: ['Payment method'],
    card: ['Card'],
    bankAccount: ['Bank account'],
    cardFeeNote: ['Card payments carry a 5% fee'],
    bankFeeNote: ['Bank account payments carry a one-time $1.50 setup fee'],
    chargedToday: ['Charged today'],
    routingNumber: ['Routing Number'],
    accountNumber: ['Account Number'],
    confirmAccountNumber: ['Confirm Account Number'],
    mailingAddress: ['Mailing address'],
    billingAddress: ['Billing address'],
    sameAsProperty: ['Same as property address'],
    differentAddress: ['A different address'],
    textAlertsConsent: ['Send me text alerts about my policy'],
    textAlertsConsentHint: [
      'Optional: texts about your policy, payments and claims, at the phone above.',
    ],
    ebcConsent: ['I agree to do business electronically'],
    ebcConsentHint: [
      'Your policy documents and bills then come by e-mail and in your account. Leave it unticked to get them on paper.',
    ],
    tokenizing: ['Checking your payment details…'],
    coverage: ['Coverage'],
    personalProperty: ['Personal property'],
    liability: ['Liability'],
    deductible: ['Deductible'],
    included: ['Included'],
    policyStart: ['Policy start'],
    paymentPlan: ['Payment plan'],
    plan: ['Plan'],
    people: ['People'],
    policyholder: ['Policyholder'],
    reviewDateOfBirth: ['Date of birth'],
    roommate: ['Roommate'],
    spouse: ['Spouse'],
    authorizedUser: ['Authorized User'],
    interestedParty: ['Interested party'],
    none: ['None'],
    addresses: ['Addresses'],
    insuredAddress: ['Insured address'],
    purchasing: ['Purchasing your policy…'],
    changePayment: ['Change payment method'],
  },
};
