import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { flowMessages } from '../../../../domain/messages';
import { PATHS, loginPath } from '../../../../domain/routes';
import { useGetRenewingPoliciesQuery, useGetSettingsQuery } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { RenewingPolicyCard } from '../after/RenewingPolicyCard';
import { SecondPolicyContactForm } from '../after/SecondPolicyContactForm';
import { onboardingRestarted } from '../onboardingSlice';

/**
 * Step 13, the second-policy page (docs/product.md "Onboarding flow", "Second-policy page"): the
 * tenant already has a policy renewing at this address, or a purchase for the e-mail is within the
 * 24-hour pause (docs/product.md "Messages"). Leaving clears the flow: a signed-in tenant returns
 * to the dashboard, a visitor goes to log in.
 */
export default function ActivePolicyStep() {
  // Its cards' and contact form's areas load with the page's, in one wait.
  const t = useTexts(afterPurchaseTexts, onboardingTexts, addressTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  // The flow's English texts (flowMessages), in the app's language.
  const localize = useLocalized(onboardingTexts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const {
    renewingPolicies: found,
    pendingTransaction,
    userInfo,
    validatedAddress,
  } = useAppSelector((s) => s.onboarding);
  const signedIn = useAppSelector(selectSignedIn);
  const { data: settings } = useGetSettingsQuery();
  const [sent, setSent] = useState(false);
  // Refused at purchase (an active policy found by the server's own check): the list was not
  // part of the answer, so it is asked for here.
  const lookup = useGetRenewingPoliciesQuery(
    {
      email: userInfo?.email ?? '',
      address: validatedAddress?.streetAddress ?? '',
      city: validatedAddress?.city ?? '',
      state: validatedAddress?.state ?? '',
      zipCode: validatedAddress?.zip ?? '',
      ...(validatedAddress?.unit ? { unit: validatedAddress.unit } : {}),
    },
    { skip: found.length > 0 || pendingTransaction || !userInfo || !validatedAddress },
  );
  const renewingPolicies = found.length > 0 ? found : (lookup.data?.renewing_policies ?? []);

  // The server answers only each policy's renewal date and company (openapi RenewingPolicy): the
  // name, e-mail and address shown are the visitor's own answers, which the policies matched.
  const email = userInfo?.email ?? '';
  const firstName = userInfo?.firstName ?? '';
  const tenantName = userInfo ? `${userInfo.firstName} ${userInfo.lastName}`.trim() : '';
  const insuredAddress = {
    address: validatedAddress?.streetAddress ?? '',
    unit: validatedAddress?.unit ?? null,
    city: validatedAddress?.city ?? '',
    state: validatedAddress?.state ?? '',
    zip: validatedAddress?.zip ?? '',
  };
  const account = signedIn ? PATHS.dashboard : loginPath(email);

  const leave = (to: string) => {
    dispatch(onboardingRestarted());
    navigate(to);
  };

  if (pendingTransaction) {
    return (
      <Stack spacing={2}>
        <Typography variant="h2" component="h1">
          {o('secondPolicyTitle', { name: firstName })}
        </Typography>
        <Alert severity="warning">{localize(flowMessages.pendingTransaction)}</Alert>
        {settings ? (
          <Typography>
            {t('supportContact', { email: settings.supportEmail, phone: settings.supportPhone })}
          </Typography>
        ) : null}
        <Button
          variant="contained"
          size="large"
          onClick={() => leave(signedIn ? PATHS.dashboard : PATHS.splash)}
        >
          {signedIn ? t('backToDashboard') : localize(flowMessages.ok)}
        </Button>
      </Stack>
    );
  }

  if (sent) {
    return (
      <Stack spacing={2}>
        <Typography variant="h2" component="h1">
          {t('messageSentTitle')}
        </Typography>
        <Typography>{t('messageSentBody')}</Typography>
        <Button variant="contained" size="large" onClick={() => leave(account)}>
          {localize(flowMessages.ok)}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {o('secondPolicyTitle', { name: firstName })}
      </Typography>
      {renewingPolicies.map((policy, index) => (
        <RenewingPolicyCard
          // The list never changes while shown; the answer carries no id.
          key={index}
          policy={policy}
          tenantName={tenantName}
          email={email}
          insuredAddress={insuredAddress}
        />
      ))}
      <Button variant="contained" size="large" onClick={() => leave(account)}>
        {localize(flowMessages.viewYourAccount)}
      </Button>
      <SecondPolicyContactForm
        email={email}
        tenantName={tenantName}
        supportEmail={settings?.supportEmail ?? ''}
        onSent={() => setSent(true)}
      />
    </Stack>
  );
}
