import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormApi } from 'final-form';
import { lazy, useState } from 'react';
import { Suspense } from '../../../components/Suspense';
import { Form } from 'react-final-form';
import { paymentMethodTexts } from '../../../../domain/i18n/generated/en/paymentMethod';
import { setupIntentIdOf } from '../../../../domain/payments/paymentMethod';
import { cardErrors, type CardValues } from '../../../../domain/payments/card';
import { isoDay } from '../../../../domain/policies/status';
import {
  authenticateSandboxSetupIntent,
  createSandboxConfirmationToken,
} from '../../../api/sandboxPayments';
import { CardFields } from '../../../components/payments/CardFields';
import type { CardSetupFormProps, StepOutcome } from '../cardSetup';
import { appNow } from '../../../app/appClock';
import { useTexts } from '../../../i18n/useTexts';

// MUI's dialog code loads only when the issuer asks for 3-D Secure.
const ChallengeDialog = lazy(
  () => import(/* webpackChunkName: "payment-dialogs" */ './ChallengeDialog'),
);

interface Challenge {
  clientSecret: string;
  resolve(outcome: StepOutcome): void;
}

/**
 * The sandbox payments provider's own card form (docs/payments-sandbox.md): the docs/product.md
 * "Validation" card rules as the checkout's, then the card goes to the sandbox provider for a
 * confirmation token, never to our API; its refusals show in the screen's alert. Its next action is
 * a dialog standing in for the issuer's 3-D Secure page.
 */
export default function SandboxCardForm({ onSubmit, submitting }: CardSetupFormProps) {
  const t = useTexts(paymentMethodTexts);
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const submit = async (values: CardValues, form: FormApi<CardValues>) => {
    const saved = await onSubmit({
      async createConfirmationToken() {
        const answer = await createSandboxConfirmationToken({
          number: String(values.cardNumber ?? '').replace(/\s/g, ''),
          expMonth: String(values.cardExpMonth ?? ''),
          expYear: String(values.cardExpYear ?? ''),
          cvc: String(values.cardCvc ?? ''),
        });
        // A refusal (an incorrect CVC) shows in the screen's alert, as a decline does.
        return answer.ok ? answer : { ok: false, message: answer.message };
      },
      handleNextAction: (clientSecret) =>
        new Promise<StepOutcome>((resolve) => setChallenge({ clientSecret, resolve })),
    });
    // The card's digits do not stay on screen once it is saved.
    if (saved) setTimeout(() => form.restart());
  };

  const decide = async (outcome: 'complete' | 'fail') => {
    if (!challenge) return;
    const id = setupIntentIdOf(challenge.clientSecret) ?? '';
    const answer = await authenticateSandboxSetupIntent(id, challenge.clientSecret, outcome);
    setChallenge(null);
    challenge.resolve(answer.ok ? { ok: true } : answer);
  };

  return (
    <>
      <Form<CardValues>
        onSubmit={submit}
        validate={(values) => cardErrors(values, isoDay(appNow()))}
        render={({ handleSubmit }) => (
          <Stack
            component="form"
            spacing={1.5}
            noValidate
            onSubmit={handleSubmit}
            aria-label={t('newCard')}
          >
            {/* A standing note, not an announcement: MUI's default role="alert" would interrupt. */}
            <Alert severity="info" role="note">
              {t('sandboxNote')}
            </Alert>
            <CardFields />
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {submitting ? t('saving') : t('save')}
            </Button>
          </Stack>
        )}
      />
      {challenge ? (
        <Suspense fallback={null}>
          <ChallengeDialog onDecide={decide} />
        </Suspense>
      ) : null}
    </>
  );
}
