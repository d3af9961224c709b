import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../../domain/messages';
import { thankYouTexts } from '../../../../domain/checkout/texts';
import { PATHS, loginPath } from '../../../../domain/routes';
import { api, useCompleteOnboardingMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { branded } from '../../../design/brand';
import { ListRow, ListRows, SectionCard, StepList } from '../../../design/cards';
import { money, usDate } from '../../../design/format';
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
    ? { label: afterPurchaseTexts.goToDashboard, why: thankYouTexts.dashboardWhy }
    : issued?.accountToken
      ? { label: thankYouTexts.createAccount, why: thankYouTexts.createAccountWhy }
      : { label: onboardingTitles.logIn, why: thankYouTexts.logInWhy };

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {branded(onboardingTitles.thankYou)}
      </Typography>
      {issued ? (
        <SectionCard title={thankYouTexts.yourPolicy}>
          <ListRows>
            <ListRow label={afterPurchaseTexts.policyNumber} value={issued.policyId} />
            <ListRow
              label={afterPurchaseTexts.effectiveDate}
              value={usDate(issued.policyEffectiveDate)}
            />
            <ListRow
              label={afterPurchaseTexts.expirationDate}
              value={usDate(issued.policyExpirationDate)}
            />
            <ListRow
              label={afterPurchaseTexts.amountCharged}
              value={money(issued.billing.amount)}
            />
          </ListRows>
        </SectionCard>
      ) : (
        <Alert severity="error">{flowMessages.missingPolicy}</Alert>
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
        <SectionCard title={thankYouTexts.nextStepsTitle}>
          <StepList
            steps={[
              {
                title: thankYouTexts.checkMailTitle,
                text: thankYouTexts.checkMail(issued.email),
              },
              {
                title: thankYouTexts.managerTitle,
                text: manager
                  ? thankYouTexts.managerTold(manager.management_company)
                  : thankYouTexts.managerNotPartnered,
              },
              {
                title: thankYouTexts.proofTitle,
                text: thankYouTexts.proofWhere,
              },
            ]}
          />
        </SectionCard>
      ) : null}
      {issued && hasApplication(issued.policyId) ? (
        <Button variant="outlined" onClick={() => downloadApplication(issued.policyId)}>
          {afterPurchaseTexts.downloadApplication}
        </Button>
      ) : null}
      {issued ? null : (
        <Button
          variant="contained"
          size="large"
          onClick={() => leave(signedIn ? PATHS.dashboard : PATHS.splash)}
        >
          {flowMessages.ok}
        </Button>
      )}
    </Stack>
  );
}
