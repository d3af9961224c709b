import { useState } from 'react';
import { paymentMethodTexts } from '../../../domain/i18n/generated/en/paymentMethod';
import { paymentMessages } from '../../../domain/messages/payment';
import {
  readPaymentUpdate,
  type PaymentUpdateOutcome,
} from '../../../domain/payments/paymentMethod';
import { useUpdatePaymentMethodMutation, type PaymentMethodUpdateRequest } from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { toastShown } from '../../app/ui';
import { useTexts } from '../../i18n/useTexts';
import type { CardSetup } from './cardSetup';

type Put = ReturnType<typeof useUpdatePaymentMethodMutation>[0];

/** One PUT /v2/account/tenant/payment, read as an outcome (an HTTP refusal carries its message). */
async function put(
  update: Put,
  body: PaymentMethodUpdateRequest,
  bank?: { plaidToken: string; plaidSelectedAccountId: string },
): Promise<PaymentUpdateOutcome> {
  const result = await update({ paymentMethodUpdateRequest: body, ...bank });
  if ('error' in result) {
    return { kind: 'failed', message: errorMessage(result.error, paymentMessages.cardError) };
  }
  return readPaymentUpdate(result.data);
}

/**
 * docs/product.md "Account pages" update-payment-method, "Calls", "Messages": the card's
 * confirmation token goes to our API; when the provider needs a next action (3-D Secure) the
 * provider runs it and our API is told it was taken. Saved: 'Payment method succesfully updated.'
 * and the account (its current method) is refetched, as the mutation invalidates it. Failed: the
 * provider's message, else 'Payment failed'. The error is kept as it came (English from the
 * domain's rules and the providers, or our API's answer in the app's language): the screen shows it
 * in the app's language; the success notice is said in it here.
 */
export function useSavePaymentMethod() {
  const t = useTexts(paymentMethodTexts);
  const [update] = useUpdatePaymentMethodMutation();
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = (outcome: PaymentUpdateOutcome): boolean => {
    if (outcome.kind === 'saved') {
      dispatch(toastShown({ message: t('saved'), severity: 'success' }));
      return true;
    }
    setError(outcome.kind === 'failed' ? outcome.message : paymentMessages.paymentFailed);
    return false;
  };

  const run = async (steps: () => Promise<boolean>): Promise<boolean> => {
    setSubmitting(true);
    setError(null);
    try {
      return await steps();
    } catch {
      // A provider library that throws (a script that failed to load) is docs/product.md "Messages"
      // card error.
      setError(paymentMessages.cardError);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  const saveCard = (setup: CardSetup) =>
    run(async () => {
      const token = await setup.createConfirmationToken();
      if (!token.ok) return finish({ kind: 'failed', message: token.message });
      const first = await put(update, { stripeConfirmationToken: token.token });
      if (first.kind !== 'requires_action') return finish(first);
      const action = await setup.handleNextAction(first.clientSecret);
      if (!action.ok) return finish({ kind: 'failed', message: action.message });
      return finish(await put(update, { action_taken: true, setupIntentId: first.setupIntentId }));
    });

  /** The bank-link flow's public token and the account picked in it (the hidden option). */
  const saveBank = (plaidToken: string, plaidSelectedAccountId: string) =>
    run(async () => finish(await put(update, {}, { plaidToken, plaidSelectedAccountId })));

  return { saveCard, saveBank, submitting, error, setError };
}
