import type { RootState } from '../../../src/client/app/store';
import type {
  CheckoutState,
  OnboardingState,
  PaymentTokenState,
} from '../../../src/client/features/onboarding/onboardingSlice';
import { toQuoteState } from '../../../src/client/features/onboarding/quoteState';
import { onboardingAt, questions, quoteAnswer, validated } from './fixtures';

/** The quote step's result as the slice keeps it (Annual 120, 4-Pay 30 + 3 × 32, Monthly 20 + 10 × 11). */
export const quote = toQuoteState(quoteAnswer(), null, 'WI')!;

export const checkout: CheckoutState = {
  person: {
    firstName: 'Maya',
    lastName: 'Thompson',
    email: 'maya@example.com',
    phone: '6085550134',
    dateOfBirth: '1990-04-02',
  },
  mailingAddress: { firstName: 'Maya', lastName: 'Thompson', ...validated, unit: '' },
  billingAddress: { firstName: 'Maya', lastName: 'Thompson', ...validated, unit: '' },
  textAlertsConsent: true,
  ebcConsent: true,
};

export const payment: PaymentTokenState = {
  method: 'cc',
  token: 'tok_sandbox_1',
  description: 'Visa ending in 4242',
};

/** An onboarding store at a purchase step, with a quote and the underwriting answers. */
export function purchaseAt(
  step: OnboardingState['step'],
  extra: Partial<OnboardingState> = {},
): Partial<RootState> {
  return onboardingAt(step, {
    questions,
    underwritingAnswers: {
      dwellingType: 'A',
      losses: 'N',
      numberOfLosses: '0',
      arson: 'N',
      policyEffectiveDate: '2030-01-02',
    },
    quote,
    paymentPlan: step === 'paymentOptions' ? null : 2,
    ...extra,
  });
}
