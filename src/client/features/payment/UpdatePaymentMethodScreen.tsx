import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Suspense } from '../../components/Suspense';
import { screenTexts } from '../../../domain/messages';
import { GENERIC_ERROR } from '../../../domain/messages/genericError';
import { BANK_OPTION_SHOWN, paymentMethodTexts as t } from '../../../domain/payments/paymentMethod';
import { ACCOUNT_SUBPAGES } from '../../../domain/routes';
import { useGetSettingsQuery } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../design/cards';
import { BankAccountOption } from './bank/BankAccountOption';
import { useHasActiveCarrierPolicy } from './useHasActiveCarrierPolicy';
import { useSavePaymentMethod } from './useSavePaymentMethod';

// One provider's form is loaded: Stripe's libraries only with PAYMENTS_PROVIDER=stripe.
const SandboxCardForm = lazy(
  () => import(/* webpackChunkName: "payment-sandbox" */ './sandbox/SandboxCardForm'),
);
const StripeCardForm = lazy(
  () => import(/* webpackChunkName: "payment-stripe" */ './stripe/StripeCardForm'),
);

const TITLE = ACCOUNT_SUBPAGES.find((p) => p.slug === 'update-payment-method')?.label ?? '';

/**
 * docs/product.md "Account pages" update-payment-method: the current method (the account's
 * stripePaymentDescription) and the card setup form of the configured provider; only with an active
 * policy, otherwise 'You have no active policies.' The bank option is built but its button hidden
 * (docs/product.md "Account pages").
 */
export default function UpdatePaymentMethodScreen() {
  const user = useAppSelector(selectUser);
  const { data: settings } = useGetSettingsQuery();
  const policies = useHasActiveCarrierPolicy();
  const { saveCard, saveBank, submitting, error } = useSavePaymentMethod();

  const title = <Typography variant="h1">{TITLE}</Typography>;
  if (policies.isLoading) return <PageSpinner />;
  if (policies.isError || !policies.hasActive) {
    return (
      <Stack spacing={2}>
        {title}
        {policies.isError ? (
          <Alert severity="error">{GENERIC_ERROR}</Alert>
        ) : (
          <Typography>{screenTexts.noActivePolicies}</Typography>
        )}
      </Stack>
    );
  }

  const stripeKey =
    settings?.paymentsProvider === 'stripe' ? (settings.stripePublishableKey ?? null) : null;
  const current = user?.stripePaymentDescription;
  return (
    <Stack spacing={2}>
      {title}
      <SectionCard title={t.current}>
        <Typography sx={{ fontWeight: 600 }} data-testid="current-payment-method">
          {current ?? t.none}
        </Typography>
        {current ? (
          <Typography variant="body2" color="text.secondary">
            {t.currentNote}
          </Typography>
        ) : null}
      </SectionCard>
      <SectionCard title={t.newCard}>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Suspense fallback={<PageSpinner />}>
            {stripeKey ? (
              <StripeCardForm
                publishableKey={stripeKey}
                onSubmit={saveCard}
                submitting={submitting}
              />
            ) : (
              <SandboxCardForm onSubmit={saveCard} submitting={submitting} />
            )}
          </Suspense>
          <BankAccountOption
            email={user?.email ?? ''}
            shown={BANK_OPTION_SHOWN}
            disabled={submitting}
            onLinked={(publicToken, accountId) => void saveBank(publicToken, accountId)}
          />
        </Stack>
      </SectionCard>
    </Stack>
  );
}
