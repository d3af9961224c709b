import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../../domain/messages';
import { PATHS, loginPath } from '../../../../domain/routes';
import { api, useCompleteOnboardingMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { logFailure, money, usDate } from '../format';
import { downloadApplication, hasApplication } from '../purchase/applicationDocument';
import { accountCreationStarted, onboardingRestarted } from '../onboardingSlice';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      {/* A policy number or a date reads as one piece: it never wraps. */}
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Stack>
  );
}

/**
 * Step 11 (SPEC §2.11): the issued policy, reported once to the server (onboardingCompletion:
 * links it to the lease and tells the management company; failures are only logged). Then a new
 * buyer with a token creates an account (step 12); a signed-in tenant goes to the dashboard.
 */
export default function ThankYouStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const issued = useAppSelector((s) => s.onboarding.issued);
  const signedIn = useAppSelector(selectSignedIn);
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

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {onboardingTitles.thankYou}
      </Typography>
      {issued ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Detail label={afterPurchaseTexts.policyNumber} value={issued.policyId} />
            <Detail
              label={afterPurchaseTexts.effectiveDate}
              value={usDate(issued.policyEffectiveDate)}
            />
            <Detail
              label={afterPurchaseTexts.expirationDate}
              value={usDate(issued.policyExpirationDate)}
            />
            <Detail label={afterPurchaseTexts.amountCharged} value={money(issued.billing.amount)} />
          </Stack>
        </Paper>
      ) : (
        <Alert severity="error">{flowMessages.missingPolicy}</Alert>
      )}
      {issued && hasApplication(issued.policyId) ? (
        <Button variant="outlined" onClick={() => downloadApplication(issued.policyId)}>
          {afterPurchaseTexts.downloadApplication}
        </Button>
      ) : null}
      {issued ? (
        <Button variant="contained" size="large" onClick={next}>
          {signedIn
            ? afterPurchaseTexts.goToDashboard
            : issued.accountToken
              ? onboardingTitles.continue
              : onboardingTitles.logIn}
        </Button>
      ) : (
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
