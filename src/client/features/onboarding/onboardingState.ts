// The shape of the onboarding state (docs/product.md "Onboarding flow", "Records"): every answer
// the wizard keeps and the state a fresh flow starts from. Apart from the slice's transitions
// (onboardingSlice.ts, which re-exports all of it) so the persisted shape can be read, and
// migrated, in one place.
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
  /** What each offered optional coverage adds to the annual premium, as the carrier rated it. */
  addOnPrices?: Record<string, number>;
}

/** A roommate or spouse (docs/product.md "Records"): name and e-mail. */
export interface InsuredPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** An authorized user (docs/product.md "Records", "Who may do what"): may pay the bill or manage the policy. */
export interface AuthorizedUser {
  firstName: string;
  lastName: string;
}

/** The interested party (docs/product.md "Records"): typically the landlord, notified of the policy. */
export interface InterestedParty {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
}

/** Mailing or billing address (docs/product.md "Records"): the property address or another one, with a name. */
export type NamedAddress = SavedNamedAddress;

/** What the checkout step saved (docs/product.md "Records", "Validation"). Card and bank numbers are never kept here. */
export type CheckoutState = SavedCheckout;

/** The token the carrier's tokenization service answered, and what the review shows of it. */
export interface PaymentTokenState {
  method: 'cc' | 'bank';
  token: string;
  /** For example 'Visa ending in 4242' or 'Bank account ending in 6789'. */
  description: string;
}

/** The issuePolicy answer the thank-you and account-creation steps need (docs/product.md "Records"). */
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
  /** docs/product.md "Limits" payment plan index: 0 Annual, 1 4-Pay, 2 Monthly. */
  paymentPlan: PaymentPlanIndex | null;
  roommate: InsuredPerson | null;
  spouse: InsuredPerson | null;
  authorizedUser: AuthorizedUser | null;
  interestedParty: InterestedParty | null;
  checkout: CheckoutState | null;
  payment: PaymentTokenState | null;
  issued: IssuedPolicyState | null;
  /** The policies that made this an active-policy error (docs/product.md "Onboarding flow", "Second-policy page"). */
  renewingPolicies: RenewingPolicy[];
  /** A purchase for this e-mail is within the 24-hour pause (docs/product.md "Messages" pending transaction). */
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
