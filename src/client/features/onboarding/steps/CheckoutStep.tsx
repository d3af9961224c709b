import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import {
  checkoutFormErrors,
  isPaymentMethod,
  isPropertyAddress,
  paymentDescription,
  savedCheckout,
  tokenizationBilling,
  type CheckoutFormValues,
  type PropertyAddress,
} from '../../../../domain/checkout/checkoutForm';
import { maxDateOfBirth } from '../../../../domain/checkout/person';
import { CHECKOUT_NAME_MAX_LENGTH } from '../../../../domain/constants';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { checkoutTexts } from '../../../../domain/i18n/generated/en/checkout';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { paymentTexts } from '../../../../domain/i18n/generated/en/payment';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { paymentMessages } from '../../../../domain/messages';
import { useGetSettingsQuery } from '../../../api';
import { tokenizePayment } from '../../../api/tokenization';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CheckboxAdapter, TextFieldAdapter } from '../../../components/fields';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { checkoutCompleted, type CheckoutState, type NamedAddress } from '../onboardingSlice';
import { todayIso } from '../quoteState';
import { AddressChoice, PaymentFields, RadioField } from '../purchase/CheckoutFields';
import { DisclosureLink } from '../purchase/DisclosureDialog';
import { MessageDialog } from '../purchase/MessageDialog';

const nameInput = { htmlInput: { maxLength: CHECKOUT_NAME_MAX_LENGTH + 1 } };

function addressLine(a: PropertyAddress): string {
  return `${a.streetAddress}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

function initialValues(
  saved: CheckoutState | null,
  userInfo: { firstName: string; lastName: string; email: string; phone: string } | null,
  property: PropertyAddress,
): CheckoutFormValues {
  const choice = (a: NamedAddress | undefined) =>
    a && !isPropertyAddress(a, property) ? ('other' as const) : ('property' as const);
  const other = (a: NamedAddress | undefined) =>
    a && !isPropertyAddress(a, property) ? { ...a } : {};
  const person = saved?.person;
  return {
    firstName: person?.firstName ?? userInfo?.firstName ?? '',
    lastName: person?.lastName ?? userInfo?.lastName ?? '',
    email: person?.email ?? userInfo?.email ?? '',
    phone: person?.phone ?? (userInfo?.phone ?? '').replace(/\D/g, ''),
    dateOfBirth: person?.dateOfBirth ?? '',
    method: 'cc',
    mailingChoice: choice(saved?.mailingAddress),
    mailing: other(saved?.mailingAddress),
    billingChoice: choice(saved?.billingAddress),
    billing: other(saved?.billingAddress),
    // Consent is asked, never assumed (over docs/product.md "Validation" 'default true'): both
    // start unticked, and only what the buyer saved comes back ticked.
    textAlertsConsent: saved?.textAlertsConsent ?? false,
    ebcConsent: saved?.ebcConsent ?? false,
  };
}

/**
 * Step 9 (docs/product.md "Onboarding flow" checkout, "States" tokenization before review,
 * "Validation" checkout rules, "Messages" payment errors). Card and bank numbers live only in this
 * form and go only to the tokenization service; the store keeps the token and a description ('Visa
 * ending in 4242').
 */
export default function CheckoutStep() {
  const dispatch = useAppDispatch();
  // Every area the step and its fields show loads in one wait.
  const t = useTexts(checkoutTexts, onboardingTexts, addressTexts, paymentTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  const p = useTexts(paymentTexts);
  // A payment error in English (ours, the tokenization's rule, the carrier's refusal) in the
  // tenant's language; the service's own words in another wording pass as they came.
  const localize = useLocalized(paymentTexts, validationTexts, onboardingTexts);
  const onboarding = useAppSelector((s) => s.onboarding);
  const { quote, validatedAddress, paymentPlan, userInfo, checkout } = onboarding;
  const { data: settings } = useGetSettingsQuery();
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const today = todayIso();
  // The form starts from what was saved when the step opened.
  const [initial] = useState(() =>
    validatedAddress ? initialValues(checkout, userInfo, validatedAddress) : {},
  );

  const schedule = quote && paymentPlan !== null ? quote.schedules[paymentPlan] : undefined;
  if (!quote || !validatedAddress || !schedule || paymentPlan === null) {
    return <Alert severity="error">{o('missingQuote')}</Alert>;
  }
  const property = validatedAddress;
  const state = property.state;
  const effectiveDate =
    quote.policyEffectiveDate ?? onboarding.underwritingAnswers.policyEffectiveDate ?? '';

  const submit = async (values: CheckoutFormValues) => {
    const method = values.method;
    const billing = tokenizationBilling(values);
    if (!isPaymentMethod(method) || !billing) {
      setPaymentError(paymentMessages.invalidMethod);
      return;
    }
    if (!settings) {
      setPaymentError(paymentMessages.tokenizationFailed);
      return;
    }
    const outcome = await tokenizePayment(
      settings.tokenizationUrl,
      { clientId: quote.clientId, workItemId: quote.workItemId },
      billing,
    );
    if (!outcome.ok) {
      setPaymentError(outcome.message);
      return;
    }
    dispatch(
      checkoutCompleted({
        checkout: savedCheckout(values, property),
        payment: { method, token: outcome.token, description: paymentDescription(values) },
      }),
    );
  };

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {o('checkout')}
      </Typography>
      <Form<CheckoutFormValues>
        initialValues={initial}
        validate={(values) => checkoutFormErrors(values, today)}
        onSubmit={submit}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('checkoutForm')}>
            <Stack spacing={2}>
              <Typography variant="h3" component="h2">
                {t('yourInformation')}
              </Typography>
              <Field
                name="firstName"
                label={o('firstName')}
                component={TextFieldAdapter}
                slotProps={nameInput}
              />
              <Field
                name="lastName"
                label={o('lastName')}
                component={TextFieldAdapter}
                slotProps={nameInput}
              />
              <Field name="email" label={o('email')} type="email" component={TextFieldAdapter} />
              <Field
                name="phone"
                label={t('phoneNumber')}
                type="tel"
                component={TextFieldAdapter}
                slotProps={{ htmlInput: { maxLength: 16 } }}
              />
              <Field
                name="dateOfBirth"
                label={t('dateOfBirth')}
                type="date"
                component={TextFieldAdapter}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: maxDateOfBirth(today) },
                }}
              />
              <Divider />
              <Typography variant="h3" component="h2">
                {t('paymentMethod')}
              </Typography>
              <RadioField
                name="method"
                label={t('paymentMethod')}
                hideLabel
                options={[
                  { value: 'cc', label: t('card') },
                  { value: 'bank', label: t('bankAccount') },
                ]}
              />
              <PaymentFields schedule={schedule} plan={paymentPlan} effectiveDate={effectiveDate} />
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                <DisclosureLink type="payauthorization" state={state} />
                <DisclosureLink type="cancelationnotice" state={state} />
                <DisclosureLink type="fraud" state={state} />
                <DisclosureLink type="legal" state={state} />
              </Stack>
              <Divider />
              <AddressChoice
                prefix="mailing"
                label={t('mailingAddress')}
                propertyLine={addressLine(property)}
              />
              <AddressChoice
                prefix="billing"
                label={t('billingAddress')}
                propertyLine={addressLine(property)}
              />
              <Divider />
              <Stack spacing={0}>
                <Field
                  name="textAlertsConsent"
                  type="checkbox"
                  component={CheckboxAdapter}
                  label={t('textAlertsConsent')}
                  description={t('textAlertsConsentHint')}
                />
                <DisclosureLink type="sms" state={state} />
              </Stack>
              <Stack spacing={0}>
                <Field
                  name="ebcConsent"
                  type="checkbox"
                  component={CheckboxAdapter}
                  label={t('ebcConsent')}
                  description={t('ebcConsentHint')}
                />
                <DisclosureLink type="ebc" state={state} />
              </Stack>
              {submitting ? (
                <Typography color="text.secondary" aria-live="polite">
                  {t('tokenizing')}
                </Typography>
              ) : null}
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {o('reviewDetails')}
              </Button>
            </Stack>
          </form>
        )}
      />
      <MessageDialog
        open={paymentError !== null}
        title={p('paymentErrorTitle')}
        message={paymentError === null ? '' : localize(paymentError)}
        onClose={() => setPaymentError(null)}
      />
    </>
  );
}
