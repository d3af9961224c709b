import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { paymentMethodTexts } from '../../../../domain/i18n/generated/en/paymentMethod';
import { paymentMessages } from '../../../../domain/messages/payment';
import { useAppLocale } from '../../../i18n/appLocale';
import { useTexts } from '../../../i18n/useTexts';
import type { CardSetupFormProps } from '../cardSetup';

// The pure entry adds Stripe.js to the page only when loadStripe is called: when this chunk's
// form first renders with PAYMENTS_PROVIDER=stripe, never on any other page nor in tests.
let stripeLoading: Promise<Stripe | null> | null = null;
const stripeFor = (publishableKey: string) => (stripeLoading ??= loadStripe(publishableKey));

/**
 * Stripe Elements behind the same interface as the sandbox form (cardSetup.ts): Stripe's Payment
 * Element collects the card; createConfirmationToken turns it into a ConfirmationToken for our
 * API (which confirms a SetupIntent with it); handleNextAction runs 3-D Secure in Stripe's modal.
 */
export default function StripeCardForm(props: CardSetupFormProps & { publishableKey: string }) {
  const { publishableKey, ...form } = props;
  // Stripe's own words (the Payment Element's labels, its card errors) in the app's language.
  const locale = useAppLocale();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'setup',
        currency: 'usd',
        paymentMethodCreation: 'manual',
        locale,
      }}
    >
      <StripeFields {...form} />
    </Elements>
  );
}

function StripeFields({ onSubmit, submitting }: CardSetupFormProps) {
  const t = useTexts(paymentMethodTexts);
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    const saved = await onSubmit({
      async createConfirmationToken() {
        const checked = await elements.submit();
        if (checked.error) {
          return { ok: false, message: checked.error.message ?? paymentMessages.cardError };
        }
        const { error, confirmationToken } = await stripe.createConfirmationToken({ elements });
        return error
          ? { ok: false, message: error.message ?? paymentMessages.cardError }
          : { ok: true, token: confirmationToken.id };
      },
      async handleNextAction(clientSecret) {
        const { error } = await stripe.handleNextAction({ clientSecret });
        return error
          ? { ok: false, message: error.message ?? paymentMessages.paymentFailed }
          : { ok: true };
      },
    });
    if (saved) elements.getElement('payment')?.clear();
  };

  return (
    <Stack component="form" spacing={1.5} noValidate onSubmit={submit} aria-label={t('newCard')}>
      <PaymentElement onReady={() => setReady(true)} />
      <Button
        type="submit"
        variant="contained"
        disabled={!ready || submitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {submitting ? t('saving') : t('save')}
      </Button>
    </Stack>
  );
}
