import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { flowMessages } from '../../../../domain/messages';
import { PATHS, loginPath } from '../../../../domain/routes';
import { api, useCompleteOnboardingMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { branded } from '../../../design/brand';
import { ListRow, ListRows, SectionCard, StepList } from '../../../design/cards';
import { money } from '../../../design/format';
import { useDay, useLocalized, useTexts } from '../../../i18n/useTexts';
import { logFailure } from '../format';
import { downloadApplication, hasApplication } from '../purchase/applicationDocument';
import { accountCreationStarted, onboardingRestarted } from '../onboardingSlice';

/**
 * Step 11 (docs/product.md "Onboarding flow"): the issued policy, reported once to the server
 * (onboardingCompletion: links it to the lease and tells the management company; failures are only
 * logged). Then a new buyer with a token creates an account (step 12); a signed-in tenant goes to
 * the dashboard.
 */
export default function ThankYouStep() {
  const t = useTexts(afterPurchaseTexts, onboardingTexts);
  const day = useDay();
  const o = useTexts(onboardingTexts);
  // The flow's English texts (flowMessages), in the app's language.
  const localize = useLocalized(onboardingTexts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const issued = useAppSelector((s) => s.onboarding.issued);
  const signedIn = useAppSelector(selectSignedIn);
  const manager = useAppSelector((s) => s.onboarding.propertyManager);
  const [complete] = useCompleteOnboardingMutation();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!issued || reported.current === issued.policyId) return;
    reported.current = issued.policyId;
    void complete({
      onboardingCompletionRequest: {
        email: issued.email,
        workItemId: issued.workItemId,
        policyId: issued.policyId,
      },
    }).then((result) => {
      if ('error' in result) logFailure('onboardingCompletion', result.error);
    });
  }, [issued, complete]);

  const leave = (to: string) => {
    dispatch(onboardingRestarted());
    // The new policy shows on the dashboard even if its lists were cached a minute ago.
    if (signedIn) dispatch(api.util.invalidateTags(['policies']));
    navigate(to);
  };

  const next = () => {
    if (signedIn) leave(PATHS.dashboard);
    else if (issued?.accountToken) dispatch(accountCreationStarted());
    else leave(loginPath(issued?.email));
  };

  const nextAction = signedIn
    ? { label: t('goToDashboard'), why: t('dashboardWhy') }
    : issued?.accountToken
      ? { label: t('createAccount'), why: t('createAccountWhy') }
      : { label: o('logIn'), why: t('logInWhy') };

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {branded(o('thankYou'))}
      </Typography>
      {issued ? (
        <SectionCard title={t('yourPolicy')}>
          <ListRows>
            <ListRow
              label={t('policyNumber')}
              value={<span translate="no">{issued.policyId}</span>}
            />
            {/* Dates keep their US formatting in every language for now. */}
            <ListRow label={t('effectiveDate')} value={day(issued.policyEffectiveDate)} />
            <ListRow label={t('expirationDate')} value={day(issued.policyExpirationDate)} />
            <ListRow label={t('amountCharged')} value={money(issued.billing.amount)} />
          </ListRows>
        </SectionCard>
      ) : (
        <Alert severity="error">{localize(flowMessages.missingPolicy)}</Alert>
      )}
      {issued ? (
        // The one way on: the primary action, right under the policy, saying why.
        <Stack spacing={1}>
          <Typography>{nextAction.why}</Typography>
          <Button variant="contained" size="large" fullWidth onClick={next}>
            {nextAction.label}
          </Button>
        </Stack>
      ) : null}
      {issued ? (
        <SectionCard title={t('nextStepsTitle')}>
          <StepList
            steps={[
              {
                title: t('checkMailTitle'),
                text: t('checkMail', { email: issued.email }),
              },
              {
                title: t('managerTitle'),
                text: manager
                  ? t('managerTold', { company: manager.management_company })
                  : t('managerNotPartnered'),
              },
              { title: t('proofTitle'), text: t('proofWhere') },
            ]}
          />
        </SectionCard>
      ) : null}
      {issued && hasApplication(issued.policyId) ? (
        <Button variant="outlined" onClick={() => downloadApplication(issued.policyId)}>
          {t('downloadApplication')}
        </Button>
      ) : null}
      {issued ? null : (
        <Button
          variant="contained"
          size="large"
          onClick={() => leave(signedIn ? PATHS.dashboard : PATHS.splash)}
        >
          {localize(flowMessages.ok)}
        </Button>
      )}
    </Stack>
  );
}
