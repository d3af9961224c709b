import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Suspense } from '../../components/Suspense';
import { accountPagesTexts } from '../../../domain/i18n/generated/en/accountPages';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { paymentTexts } from '../../../domain/i18n/generated/en/payment';
import { paymentMethodTexts } from '../../../domain/i18n/generated/en/paymentMethod';
import { methodWordsTexts } from '../../../domain/i18n/generated/en/methodWords';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { GENERIC_ERROR } from '../../../domain/messages/genericError';
import { BANK_OPTION_SHOWN } from '../../../domain/payments/paymentMethod';
import { useGetSettingsQuery } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { CurrentMethod } from '../../components/payments/CurrentMethod';
import { SectionCard } from '../../design/cards';
import { useLocalized, useTexts } from '../../i18n/useTexts';
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

/**
 * The areas of the page's alert: the answers of our API and the providers come in English from
 * the domain's rules and the sandboxes (a card rule, a decline, a 3-D Secure failure, 'Payment
 * failed'), or already in the app's language from our API (docs/i18n.md "Texts from rules").
 */
const SAVE_ERROR_AREAS = [paymentMethodTexts, paymentTexts, validationTexts, answersTexts];

/**
 * docs/product.md "Account pages" update-payment-method: the current method (the account's
 * stripePaymentDescription) and the card setup form of the configured provider; only with an active
 * policy, otherwise 'You have no active policies.' The bank option is built but its button hidden
 * (docs/product.md "Account pages").
 */
export default function UpdatePaymentMethodScreen() {
  // Every area the page and its forms show loads in one wait (the card form's `payment`, the
  // field errors' `validation`).
  const t = useTexts(
    paymentMethodTexts,
    methodWordsTexts,
    accountPagesTexts,
    paymentTexts,
    validationTexts,
    answersTexts,
  );
  const pages = useTexts(accountPagesTexts);
  const localize = useLocalized(...SAVE_ERROR_AREAS);
  const user = useAppSelector(selectUser);
  const { data: settings } = useGetSettingsQuery();
  const policies = useHasActiveCarrierPolicy();
  const { saveCard, saveBank, submitting, error } = useSavePaymentMethod();

  const title = <Typography variant="h1">{t('title')}</Typography>;
  if (policies.isLoading) return <PageSpinner />;
  if (policies.isError || !policies.hasActive) {
    return (
      <Stack spacing={2}>
        {title}
        {policies.isError ? (
          <Alert severity="error">{localize(GENERIC_ERROR)}</Alert>
        ) : (
          <Typography>{pages('noActivePolicies')}</Typography>
        )}
      </Stack>
    );
  }

  const stripeKey =
    settings?.paymentsProvider === 'stripe' ? (settings.stripePublishableKey ?? null) : null;
  return (
    <Stack spacing={2}>
      {title}
      <CurrentMethod stored={user?.stripePaymentDescription} />
      <SectionCard title={t('newCard')}>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{localize(error)}</Alert> : null}
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
