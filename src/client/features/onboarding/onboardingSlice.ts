import { signedIn } from '../../app/session';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnboardingStep, PaymentPlanIndex } from '../../../domain/constants';
import type { SavedCheckout, SavedNamedAddress } from '../../../domain/checkout/checkoutForm';
import type { CoverageSelection } from '../../../domain/quote/coverage';
import type {
  CoveragesCue,
  NameValue,
  PaymentSchedule,
  PropertyManager,
  RenewingPolicy,
  UnderwritingQuestion,
} from '../../api';

/**
 * The onboarding answers and the current step (SPEC §2.11), persisted so a reload resumes where
 * the tenant was. Each transition and each back rule of §2.11 is one action, so what a step
 * clears is written once, here.
 */

export interface UserInfoAnswers {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
}

/** What the tenant chose or typed (street, unit, city, state, zip; optionally names). */
export interface ChosenAddress {
  streetAddress: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  county?: string | null;
  firstName?: string;
  lastName?: string;
}

export interface ValidatedAddressState {
  streetAddress: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface QuoteState {
  workItemId: string;
  clientId: string;
  productId: string;
  policyEffectiveDate: string | null;
  cue: CoveragesCue;
  coverageDetails: NameValue[];
  selection: CoverageSelection;
  schedules: PaymentSchedule[];
  /** Annual premium: the first schedule's down payment (the Annual plan pays once). */
  premium: number | null;
}

/** A roommate or spouse (SPEC §3): name and e-mail. */
export interface InsuredPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** An authorized user (SPEC §3, §6): may pay the bill or manage the policy. */
export interface AuthorizedUser {
  firstName: string;
  lastName: string;
}

/** The interested party (SPEC §3): typically the landlord, notified of the policy. */
export interface InterestedParty {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
}

/** Mailing or billing address (SPEC §3): the property address or another one, with a name. */
export type NamedAddress = SavedNamedAddress;

/** What the checkout step saved (SPEC §3, §5). Card and bank numbers are never kept here. */
export type CheckoutState = SavedCheckout;

/** The token the carrier's tokenization service answered, and what the review shows of it. */
export interface PaymentTokenState {
  method: 'cc' | 'bank';
  token: string;
  /** For example 'Visa ending in 4242' or 'Bank account ending in 6789'. */
  description: string;
}

/** The issuePolicy answer the thank-you and account-creation steps need (SPEC §3). */
export interface IssuedPolicyState {
  policyId: string;
  workItemId: string;
  policyEffectiveDate: string;
  policyExpirationDate: string;
  email: string;
  billing: {
    amount: number;
    installPaymentAmount: number;
    serviceFee: number;
    numberOfPayments: number;
  };
  /** The one-time onboarding token for account creation; null for a signed-in tenant. */
  accountToken: string | null;
}

export interface OnboardingState {
  step: OnboardingStep;
  /** Invitation token from /onboarding/{token}, when the tenant came from one. */
  inviteToken: string | null;
  /** 'raa' when the flow was entered from /raa (association enrollment comes later). */
  entry: 'raa' | null;
  /** Tenant record id once preloaded from a token or the signed-in account. */
  tenantId: number | null;
  /** True when the email fields come from the signed-in account and are locked. */
  emailLocked: boolean;
  userInfo: UserInfoAnswers | null;
  address: ChosenAddress | null;
  validatedAddress: ValidatedAddressState | null;
  coordinates: Coordinates | null;
  /** The partnered property's manager (and building info); null for non-partnered addresses. */
  propertyManager: PropertyManager | null;
  buildingName: string | null;
  questions: UnderwritingQuestion[];
  underwritingAnswers: Record<string, string>;
  quote: QuoteState | null;
  /** The 300,000 liability questionnaire was approved for this quote. */
  liabilityApproved: boolean;
  /** SPEC §9 payment plan index: 0 Annual, 1 4-Pay, 2 Monthly. */
  paymentPlan: PaymentPlanIndex | null;
  roommate: InsuredPerson | null;
  spouse: InsuredPerson | null;
  authorizedUser: AuthorizedUser | null;
  interestedParty: InterestedParty | null;
  checkout: CheckoutState | null;
  payment: PaymentTokenState | null;
  issued: IssuedPolicyState | null;
  /** The policies that made this an active-policy error (SPEC §2.11, §2.12). */
  renewingPolicies: RenewingPolicy[];
  /** A purchase for this e-mail is within the 24-hour pause (SPEC §8 pending transaction). */
  pendingTransaction: boolean;
  /** /raa: the association's terms were accepted on the user-info step. */
  raaAgreed: boolean;
  /** /raa: the enrollment call succeeded. */
  raaJoined: boolean;
}

export const initialOnboardingState: OnboardingState = {
  step: 'userInfo',
  inviteToken: null,
  entry: null,
  tenantId: null,
  emailLocked: false,
  userInfo: null,
  address: null,
  validatedAddress: null,
  coordinates: null,
  propertyManager: null,
  buildingName: null,
  questions: [],
  underwritingAnswers: {},
  quote: null,
  liabilityApproved: false,
  paymentPlan: null,
  roommate: null,
  spouse: null,
  authorizedUser: null,
  interestedParty: null,
  checkout: null,
  payment: null,
  issued: null,
  renewingPolicies: [],
  pendingTransaction: false,
  raaAgreed: false,
  raaJoined: false,
};

/** SPEC §2.11: the additional insured step is skipped when the property says so. */
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
    /** Preloaded from the invitation token or the signed-in tenant (SPEC §6). */
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
    /** Step 9 → 10, once tokenization answered (SPEC §4). */
    checkoutCompleted(
      state,
      action: PayloadAction<{ checkout: CheckoutState; payment: PaymentTokenState }>,
    ) {
      state.checkout = action.payload.checkout;
      state.payment = action.payload.payment;
      state.step = 'review';
    },
    /** Step 10 → 11, once issuePolicy answered (SPEC §4). */
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
    // ── Back rules of §2.11 ──────────────────────────────────────────────────────────────
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

/** The back action of each step that has a back button (§2.11 back rules). */
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
