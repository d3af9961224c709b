// docs/product.md "Calls" issuePolicy: the purchase request built from what the onboarding steps
// saved, and the parts of the answer the later steps keep. Pure, so the exact payload is
// unit-tested.
import { COMMUNITY_NAME_MAX_LENGTH, COVERAGE_COPY, type PaymentPlanIndex } from '../constants';
import type { PaymentMethod, PaymentSchedule } from '../payments/plans';
import type { SavedCheckout, SavedNamedAddress } from './checkoutForm';
import { toQuoteAnswers, type QuestionLike } from '../underwriting/questions';

type YesNo = 'Y' | 'N';

export interface IssuePerson {
  firstName: string;
  lastName: string;
  email: string;
}
export interface IssueName {
  firstName: string;
  lastName: string;
}
export interface IssueParty {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
}
export interface IssueAddress {
  streetAddress: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
}
export interface IssueNamedAddress extends IssueAddress {
  firstName: string;
  lastName: string;
}

/** The contract's IssuePolicyRequest (openapi.yaml), structurally. */
export interface IssuePolicyPayload {
  product: { roommate: IssuePerson | null; spouse: IssuePerson | null };
  assurant: {
    transaction: {
      tokenizePayment: string;
      clientId: string;
      workItemId: string;
      productType: string;
    };
    renters: {
      hasInterestedParty: YesNo;
      hasStateDisclosure: YesNo;
      interestedParty: IssueParty | null;
    };
    policyHolder: {
      payeeInfo: IssueName;
      insured: {
        firstName: string;
        lastName: string;
        phoneNumber: string;
        emailAddress: string;
        isPaperless: boolean;
        agreedToEBC: boolean;
        communityName: string;
        canText: boolean;
        ssn: null;
        insuredDateOfBirth: string;
        address: IssueAddress;
        additionalInsured: IssuePerson[];
      };
      authorizedUser: IssueName | null;
      mailingAddress: IssueNamedAddress;
      billingAddress: IssueNamedAddress;
    };
    billing: {
      paymentType: PaymentMethod;
      numberOfPayments: number;
      paymentAmount: number;
      billDate: string;
    };
    includeAppFile: 'Y';
    uwAnswers: { questionName: string; answer: string }[];
  };
}

/** What the onboarding state holds when the review step purchases. */
export interface IssueInput {
  quote: { workItemId: string; clientId: string; productId: string; schedules: PaymentSchedule[] };
  paymentPlan: PaymentPlanIndex;
  /** The validated property address. */
  property: {
    streetAddress: string;
    unit: string | null;
    city: string;
    state: string;
    zip: string;
  };
  /** Null for a non-partnered address. */
  propertyManager: { management_company: string | null } | null;
  buildingName: string | null;
  checkout: SavedCheckout;
  payment: { method: PaymentMethod; token: string };
  roommate: IssuePerson | null;
  spouse: IssuePerson | null;
  authorizedUser: IssueName | null;
  interestedParty: IssueParty | null;
  questions: QuestionLike[];
  underwritingAnswers: Record<string, string>;
  /** 'YYYY-MM-DD', the bill date. */
  today: string;
}

/** The management company that a property manager record calls 'unknown' is no name. */
const known = (name: string | null | undefined): string => {
  const value = (name ?? '').trim();
  return value.toLowerCase() === 'unknown' ? '' : value;
};

/**
 * docs/product.md "Calls", "Limits" communityName: the management company, else the building name,
 * truncated to 30; empty for a non-partnered address.
 */
export function communityName(
  propertyManager: { management_company: string | null } | null,
  buildingName: string | null,
): string {
  if (!propertyManager) return '';
  const name = known(propertyManager.management_company) || known(buildingName);
  return name.slice(0, COMMUNITY_NAME_MAX_LENGTH).trim();
}

/** docs/product.md "Limits" Rhode Island's state disclosure is flagged when the arson answer is Y (any key case). */
export function hasStateDisclosure(state: string, answers: Record<string, string>): YesNo {
  if (state.trim().toUpperCase() !== COVERAGE_COPY.arsonDisclosureState) return 'N';
  const key = Object.keys(answers).find((k) => k.toLowerCase() === 'arson');
  return key !== undefined && (answers[key] ?? '').trim().toUpperCase() === 'Y' ? 'Y' : 'N';
}

/** The contract leaves `unit` out when there is none. */
function withUnit<T extends object>(
  fields: T,
  unit: string | null | undefined,
): T & { unit?: string } {
  const value = (unit ?? '').trim();
  return value ? { ...fields, unit: value } : fields;
}

function namedAddress({ unit, ...rest }: SavedNamedAddress): IssueNamedAddress {
  return withUnit(rest, unit);
}

/** docs/product.md "Calls" the issuePolicy request. Throws when the chosen plan has no schedule in the quote. */
export function buildIssuePolicyRequest(input: IssueInput): IssuePolicyPayload {
  const schedule = input.quote.schedules[input.paymentPlan];
  if (!schedule) throw new RangeError(`No payment schedule for plan ${input.paymentPlan}`);
  const { person } = input.checkout;
  const property = input.property;
  return {
    product: { roommate: input.roommate, spouse: input.spouse },
    assurant: {
      transaction: {
        tokenizePayment: input.payment.token,
        clientId: input.quote.clientId,
        workItemId: input.quote.workItemId,
        productType: input.quote.productId,
      },
      renters: {
        hasInterestedParty: input.interestedParty ? 'Y' : 'N',
        hasStateDisclosure: hasStateDisclosure(property.state, input.underwritingAnswers),
        interestedParty: input.interestedParty,
      },
      policyHolder: {
        payeeInfo: {
          firstName: input.checkout.billingAddress.firstName,
          lastName: input.checkout.billingAddress.lastName,
        },
        insured: {
          firstName: person.firstName,
          lastName: person.lastName,
          phoneNumber: person.phone.replace(/\D/g, ''),
          emailAddress: person.email,
          // Paper unless the buyer agreed to do business electronically (asked, never
          // assumed).
          isPaperless: input.checkout.ebcConsent,
          agreedToEBC: input.checkout.ebcConsent,
          communityName: communityName(input.propertyManager, input.buildingName),
          canText: input.checkout.textAlertsConsent,
          ssn: null,
          insuredDateOfBirth: person.dateOfBirth,
          address: withUnit(
            {
              streetAddress: property.streetAddress,
              city: property.city,
              state: property.state,
              zip: property.zip,
            },
            property.unit,
          ),
          additionalInsured: input.roommate ? [input.roommate] : [],
        },
        authorizedUser: input.authorizedUser,
        mailingAddress: namedAddress(input.checkout.mailingAddress),
        billingAddress: namedAddress(input.checkout.billingAddress),
      },
      billing: {
        paymentType: input.payment.method,
        numberOfPayments: schedule.numberOfPayments,
        paymentAmount: schedule.downPaymentAmount,
        billDate: input.today,
      },
      includeAppFile: 'Y',
      uwAnswers: toQuoteAnswers(input.questions, input.underwritingAnswers, property.state),
    },
  };
}

/** The contract's IssuePolicyResult, as far as the later steps read it. */
export interface IssueAnswer {
  transactionDetails?: {
    policyId: string;
    policyEffectiveDate: string;
    policyExpirationDate: string;
  };
  billingDetails?: {
    amount: number;
    installPaymentAmount: number;
    serviceFee: number;
    numberOfPayments: number;
  };
  policyHolderDetails?: { insured: { emailAddress: string } };
  token?: string | null;
}

/**
 * What the thank-you and account-creation steps keep of a successful answer (no appBytes: the
 * application PDF is not stored). Billing falls back to the chosen schedule when not answered.
 */
export function issuedPolicy(
  answer: IssueAnswer,
  fallback: { workItemId: string; email: string; schedule: PaymentSchedule },
) {
  const details = answer.transactionDetails;
  if (!details) return null;
  const { schedule } = fallback;
  return {
    policyId: details.policyId,
    workItemId: fallback.workItemId,
    policyEffectiveDate: details.policyEffectiveDate,
    policyExpirationDate: details.policyExpirationDate,
    email: answer.policyHolderDetails?.insured.emailAddress ?? fallback.email,
    billing: answer.billingDetails ?? {
      amount: schedule.downPaymentAmount,
      installPaymentAmount: schedule.installmentAmount,
      serviceFee: schedule.serviceFee,
      numberOfPayments: schedule.numberOfPayments,
    },
    accountToken: answer.token ?? null,
  };
}
