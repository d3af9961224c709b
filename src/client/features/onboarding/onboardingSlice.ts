// The onboarding answers and the current step (docs/product.md "Onboarding flow"), persisted so a
// reload resumes where the tenant was. Each transition and each back rule of docs/product.md
// "Onboarding flow" is one action, so what a step clears is written once, here.
import { signedIn } from '../../app/session';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnboardingStep, PaymentPlanIndex } from '../../../domain/constants';
import type { PropertyManager, RenewingPolicy, UnderwritingQuestion } from '../../api';
import {
  initialOnboardingState,
  type UserInfoAnswers,
  type ChosenAddress,
  type ValidatedAddressState,
  type Coordinates,
  type QuoteState,
  type InsuredPerson,
  type AuthorizedUser,
  type InterestedParty,
  type CheckoutState,
  type PaymentTokenState,
  type IssuedPolicyState,
  type OnboardingState,
} from './onboardingState';

// The state's types and initial value live in onboardingState.ts; screens and tests keep
// importing them from the slice.
export * from './onboardingState';

/** docs/product.md "Onboarding flow": the additional insured step is skipped when the property says so. */
export function skipsRoommates(state: Pick<OnboardingState, 'propertyManager'>): boolean {
  return state.propertyManager?.skipRoommates === true;
}

function clearUnderwriting(state: OnboardingState) {
  state.questions = [];
  state.underwritingAnswers = {};
}

function clearQuote(state: OnboardingState) {
  state.quote = null;
  state.liabilityApproved = false;
  state.paymentPlan = null;
  clearPayment(state);
}

function clearPayment(state: OnboardingState) {
  state.payment = null;
}

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    /** Restart (side menu) and leaving by browser back: everything goes, the token stays out. */
    onboardingRestarted() {
      return initialOnboardingState;
    },
    inviteTokenReceived(state, action: PayloadAction<string>) {
      state.inviteToken = action.payload;
    },
    entryReceived(state, action: PayloadAction<'raa' | null>) {
      state.entry = action.payload;
    },
    /** Preloaded from the invitation token or the signed-in tenant (docs/product.md "Who may do what"). */
    tenantPreloaded(
      state,
      action: PayloadAction<{ tenantId: number; userInfo: UserInfoAnswers; emailLocked: boolean }>,
    ) {
      state.tenantId = action.payload.tenantId;
      state.userInfo = action.payload.userInfo;
      state.emailLocked = action.payload.emailLocked;
    },
    /** Step 1 → 2. */
    userInfoSubmitted(state, action: PayloadAction<UserInfoAnswers>) {
      state.userInfo = action.payload;
      state.step = 'addressCoverage';
    },
    /** Step 2 → 3 (partner) or 4 (non-partner), with the validated address. */
    addressValidated(
      state,
      action: PayloadAction<{
        address: ChosenAddress;
        validated: ValidatedAddressState;
        coordinates: Coordinates | null;
        propertyManager: PropertyManager | null;
      }>,
    ) {
      const { address, validated, coordinates, propertyManager } = action.payload;
      state.address = address;
      state.validatedAddress = validated;
      state.coordinates = coordinates;
      state.propertyManager = propertyManager;
      state.buildingName = propertyManager?.buildingName ?? null;
      clearUnderwriting(state);
      clearQuote(state);
      state.step = propertyManager ? 'foundProperty' : 'underwritingQuestions';
    },
    /** Step 3 → 4. */
    foundPropertyConfirmed(state) {
      state.step = 'underwritingQuestions';
    },
    questionsLoaded(state, action: PayloadAction<UnderwritingQuestion[]>) {
      state.questions = action.payload;
    },
    underwritingAnswersChanged(state, action: PayloadAction<Record<string, string>>) {
      state.underwritingAnswers = action.payload;
    },
    /** Step 4 → 5 with the first quote. */
    quoteReceived(state, action: PayloadAction<QuoteState>) {
      state.quote = action.payload;
      state.liabilityApproved = false;
      state.step = 'quote';
    },
    /** A re-quote answered: the quote is current for its selection. */
    quoteUpdated(state, action: PayloadAction<QuoteState>) {
      state.quote = action.payload;
    },
    liabilityApprovalChanged(state, action: PayloadAction<boolean>) {
      state.liabilityApproved = action.payload;
    },
    /** Step 5 → 6. */
    quoteAccepted(state) {
      state.step = 'paymentOptions';
    },
    /** Step 6 → 7, or 8 when the property skips roommates. A new plan needs a new token. */
    paymentPlanChosen(state, action: PayloadAction<PaymentPlanIndex>) {
      if (state.paymentPlan !== action.payload) clearPayment(state);
      state.paymentPlan = action.payload;
      state.step = skipsRoommates(state) ? 'additionalInterest' : 'additionalInsured';
    },
    /** Step 7 → 8. */
    additionalInsuredSaved(
      state,
      action: PayloadAction<{
        roommate: InsuredPerson | null;
        spouse: InsuredPerson | null;
        authorizedUser: AuthorizedUser | null;
      }>,
    ) {
      state.roommate = action.payload.roommate;
      state.spouse = action.payload.spouse;
      state.authorizedUser = action.payload.authorizedUser;
      state.step = 'additionalInterest';
    },
    /** Step 8 → 9. */
    additionalInterestSaved(state, action: PayloadAction<InterestedParty | null>) {
      state.interestedParty = action.payload;
      state.step = 'checkout';
    },
    /** Step 9 → 10, once tokenization answered (docs/product.md "States"). */
    checkoutCompleted(
      state,
      action: PayloadAction<{ checkout: CheckoutState; payment: PaymentTokenState }>,
    ) {
      state.checkout = action.payload.checkout;
      state.payment = action.payload.payment;
      state.step = 'review';
    },
    /** Step 10 → 11, once issuePolicy answered (docs/product.md "States"). */
    policyIssued(state, action: PayloadAction<IssuedPolicyState>) {
      state.issued = action.payload;
      state.step = 'thankYou';
    },
    /** Step 11 → 12 for a new user with a token (others leave for the dashboard). */
    accountCreationStarted(state) {
      state.step = 'accountCreation';
    },
    /** Step 13: a renewing policy at the address, or a purchase within the 24-hour pause. */
    activePolicyFound(
      state,
      action: PayloadAction<{ renewingPolicies: RenewingPolicy[]; pendingTransaction: boolean }>,
    ) {
      state.renewingPolicies = action.payload.renewingPolicies;
      state.pendingTransaction = action.payload.pendingTransaction;
      state.step = 'activePolicyError';
    },
    raaAgreementChanged(state, action: PayloadAction<boolean>) {
      state.raaAgreed = action.payload;
    },
    raaJoined(state) {
      state.raaJoined = true;
    },
    // ── Back rules of docs/product.md "Onboarding flow"
    // ──────────────────────────────────────────────────────────────
    /** Address → user info: clears address, coordinates, building and property manager. */
    backToUserInfo(state) {
      state.address = null;
      state.validatedAddress = null;
      state.coordinates = null;
      state.buildingName = null;
      state.propertyManager = null;
      state.step = 'userInfo';
    },
    /** Found property or underwriting → address: clears questions and answers. */
    backToAddress(state) {
      clearUnderwriting(state);
      state.step = 'addressCoverage';
    },
    /** Quote → underwriting: clears the quotes and the liability answers. */
    backToUnderwriting(state) {
      clearQuote(state);
      state.step = 'underwritingQuestions';
    },
    /** Payment options → quote. */
    backToQuote(state) {
      state.step = 'quote';
    },
    /** Additional insured → payment options. */
    backToPaymentOptions(state) {
      state.step = 'paymentOptions';
    },
    /** Additional interest → payment options when roommates are skipped, else additional insured. */
    backFromAdditionalInterest(state) {
      state.step = skipsRoommates(state) ? 'paymentOptions' : 'additionalInsured';
    },
    /** Checkout → additional interest: clears the payment method and token. */
    backToAdditionalInterest(state) {
      clearPayment(state);
      state.step = 'additionalInterest';
    },
    /** Review → checkout. */
    backToCheckout(state) {
      state.step = 'checkout';
    },
    /** Account creation → review. */
    backToReview(state) {
      state.step = 'review';
    },
  },
  extraReducers: (builder) => {
    // Signed in at account creation (directly, or once the two-factor overlay completes): the
    // purchase is done, so its flow starts over rather than coming back at /tenant/onboarding.
    builder.addCase(signedIn, (state) =>
      state.step === 'accountCreation' ? initialOnboardingState : state,
    );
  },
});

export const {
  onboardingRestarted,
  inviteTokenReceived,
  entryReceived,
  tenantPreloaded,
  userInfoSubmitted,
  addressValidated,
  foundPropertyConfirmed,
  questionsLoaded,
  underwritingAnswersChanged,
  quoteReceived,
  quoteUpdated,
  liabilityApprovalChanged,
  quoteAccepted,
  paymentPlanChosen,
  additionalInsuredSaved,
  additionalInterestSaved,
  checkoutCompleted,
  policyIssued,
  accountCreationStarted,
  activePolicyFound,
  raaAgreementChanged,
  raaJoined,
  backToUserInfo,
  backToAddress,
  backToUnderwriting,
  backToQuote,
  backToPaymentOptions,
  backFromAdditionalInterest,
  backToAdditionalInterest,
  backToCheckout,
  backToReview,
} = onboardingSlice.actions;

/** The back action of each step that has a back button (docs/product.md "Onboarding flow" back rules). */
export const BACK_ACTIONS: Partial<Record<OnboardingStep, () => PayloadAction<undefined>>> = {
  addressCoverage: backToUserInfo,
  foundProperty: backToAddress,
  underwritingQuestions: backToAddress,
  quote: backToUnderwriting,
  paymentOptions: backToQuote,
  additionalInsured: backToPaymentOptions,
  additionalInterest: backFromAdditionalInterest,
  checkout: backToAdditionalInterest,
  review: backToCheckout,
  accountCreation: backToReview,
};
