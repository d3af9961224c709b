import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnboardingStep } from '../../../domain/constants';
import type { CoverageSelection } from '../../../domain/quote/coverage';
import type {
  CoveragesCue,
  NameValue,
  PaymentSchedule,
  PropertyManager,
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
};

function clearUnderwriting(state: OnboardingState) {
  state.questions = [];
  state.underwritingAnswers = {};
}

function clearQuote(state: OnboardingState) {
  state.quote = null;
  state.liabilityApproved = false;
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
    /** Step 5 → 6 (payment options are built by the next issue). */
    quoteAccepted(state) {
      state.step = 'paymentOptions';
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
  backToUserInfo,
  backToAddress,
  backToUnderwriting,
  backToQuote,
} = onboardingSlice.actions;

/** The back action of each step that has a back button (§2.11 back rules). */
export const BACK_ACTIONS: Partial<Record<OnboardingStep, () => PayloadAction<undefined>>> = {
  addressCoverage: backToUserInfo,
  foundProperty: backToAddress,
  underwritingQuestions: backToAddress,
  quote: backToUnderwriting,
  paymentOptions: backToQuote,
};
