import type {
  PropertyManager,
  QuoteResult,
  UnderwritingQuestion,
  ValidateAddressResult,
} from '../../../src/client/api';
import type { RootState } from '../../../src/client/app/store';
import {
  initialOnboardingState,
  type OnboardingState,
} from '../../../src/client/features/onboarding/onboardingSlice';
import type { ApiHandler } from '../render';

export const userInfo = {
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya@example.com',
  confirmEmail: 'maya@example.com',
  phone: '(608) 555 - 0134',
};

export const manager: PropertyManager = {
  management_company: 'Lakeshore Property Group',
  interested_party: 'Lakeshore Property Group LLC',
  interested_party_mailing_address: 'PO Box 620\nMiddleton, WI 53562',
  interested_party_liability_limit: 100000,
  address: '10 E Main St',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  owner_email: 'owner@lakeshore.example.com',
  logo: '/logos/lakeshore.svg',
  liability_limit: null,
  content_amount: null,
  buildingName: 'Willow North',
  skipRoommates: false,
};

export const validated = {
  streetAddress: '1200 Regent St',
  unit: null,
  city: 'Madison',
  state: 'WI',
  zip: '53715',
};

export const validAddressAnswer = (
  propertyInfo: PropertyManager | null = null,
): ValidateAddressResult => ({
  validated: { ...validated, latitude: 43.0682, longitude: -89.4123 },
  propertyInfo,
  error: null,
});

export const suggestion = {
  id: 's1',
  description: '1200 Regent St, Madison, WI 53715',
  streetAddress: '1200 Regent St',
  city: 'Madison',
  state: 'WI',
  zip: '53715',
  latitude: 43.0682,
  longitude: -89.4123,
};

export const questions: UnderwritingQuestion[] = [
  q('dwellingType', 'What type of home do you live in?', ['A', 'D', 'S', 'T']),
  q('manufacturedMobileHome', 'Is it a manufactured or mobile home?', ['Y', 'N']),
  q('losses', 'Have you had any losses in the last 3 years?', ['Y', 'N']),
  q('numberOfLosses', 'How many losses?', ['1', '2']),
  q('lossDate', 'When was the loss?', null),
  q('arson', 'Have you been convicted of arson?', ['Y', 'N']),
  q('policyEffectiveDate', 'When would you like your policy to start?', null),
];

function q(questionName: string, question: string, allowedResponses: string[] | null) {
  return { questionName, question, allowedResponses, instructions: null, helpText: null };
}

export const cueParameters = [
  { name: 'personalPropertyMin', value: '5000' },
  { name: 'personalPropertyMax', value: '100000' },
  { name: 'personalPropertyIncrement', value: '1000' },
  { name: 'personalLiabilityOptions', value: '100000,300000,500000' },
  { name: 'deductibleOptions', value: '250,500,1000' },
  { name: 'hasWaterBackup', value: 'Y' },
  { name: 'hasPetDamage', value: 'Y' },
  { name: 'hasWaterDamageLiability', value: 'N' },
  { name: 'hasEarthquake', value: 'N' },
];

export function quoteAnswer(
  premium = 120,
  overrides: {
    cue?: { name: string; value: string }[];
    liability?: number;
    contents?: number;
    addOnPrices?: { name: string; annualAmount: number }[];
  } = {},
): QuoteResult {
  return {
    transactionDetails: {
      clientId: 'client-1',
      workItemId: 'work-1',
      productId: 'renters',
      responseMessage: 'Success',
      denialNotice: null,
      policyEffectiveDate: '2030-01-02',
      payments: {
        schedules: [
          {
            downPaymentAmount: premium,
            installmentAmount: 0,
            serviceFee: 0,
            numberOfPayments: 1,
            installments: [],
          },
          {
            downPaymentAmount: premium / 4,
            installmentAmount: premium / 4,
            serviceFee: 2,
            numberOfPayments: 4,
            installments: [],
          },
          {
            downPaymentAmount: 20,
            installmentAmount: 10,
            serviceFee: 1,
            numberOfPayments: 11,
            installments: [],
          },
        ],
      },
    },
    policyHolderDetails: { insured: { address: { state: 'WI' } } },
    coveragesCue: {
      parameters: overrides.cue ?? cueParameters,
      businessRules: {
        rule300KLiability: {
          initialUrlToken: 'init-token',
          outcomeUrlToken: 'outcome-token',
          targetValue: 300000,
        },
      },
    },
    coverageDetails: {
      parameters: [
        { name: 'liabilityAmount', value: String(overrides.liability ?? 100000) },
        { name: 'personalPropertyAmount', value: String(overrides.contents ?? 20000) },
        { name: 'deductible', value: '250' },
        { name: 'waterBackup', value: 'N' },
        { name: 'petDamage', value: 'N' },
      ],
    },
    // What each offered optional coverage adds, as the carrier rates it.
    addOnPrices: overrides.addOnPrices ?? [
      { name: 'waterBackup', annualAmount: 30 },
      { name: 'petDamage', annualAmount: 15 },
    ],
    error: null,
  };
}

/** An onboarding store at a step, with what the earlier steps left in it. */
export function onboardingAt(
  step: OnboardingState['step'],
  extra: Partial<OnboardingState> = {},
): Partial<RootState> {
  const base: OnboardingState = { ...initialOnboardingState, step, userInfo };
  if (step !== 'userInfo') {
    base.address = { ...validated, unit: '' };
    base.validatedAddress = validated;
    base.coordinates = { lat: 43.0682, lng: -89.4123 };
  }
  return { onboarding: { ...base, ...extra } } as Partial<RootState>;
}

export const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];

/** A handler that answers only when `release` is called (to hold a request in flight). */
export function held(body: unknown) {
  const pending: Array<(value: [number, unknown]) => void> = [];
  const handler: ApiHandler = () =>
    new Promise<[number, unknown]>((resolve) => {
      pending.push(resolve);
    });
  return {
    handler,
    releaseAll: () => pending.splice(0).forEach((resolve) => resolve([200, body])),
  };
}

/** The address step with no address yet (the picker empty), its calls answered. */
export function atAddressStep(validate: ApiHandler) {
  return {
    preloadedState: onboardingAt('addressCoverage', {
      address: null,
      validatedAddress: null,
      coordinates: null,
    }),
    handlers: {
      'GET /v2/util/addressSuggestions': ok({ suggestions: [suggestion] }),
      'POST /v2/util/validateAddress': validate,
      'POST /v2/underwritingQuestions': ok({ questions: [] }),
      // The active-policy check after a validated address: nothing renews there.
      'GET /v2/account/renewingPolicies': ok({ pending_transaction: false, renewing_policies: [] }),
    } as Record<string, ApiHandler>,
  };
}
