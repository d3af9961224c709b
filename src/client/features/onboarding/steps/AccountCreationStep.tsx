import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../../domain/messages';
import { PATHS, loginPath } from '../../../../domain/routes';
import {
  accountCreationErrors,
  type AccountCreationValues,
} from '../../../../domain/validation/onboardingPassword';
import { twoFactorGateOf } from '../../../api/baseApi';
import { errorMessage } from '../../../api/errors';
import {
  useGetSettingsQuery,
  useLoginMutation,
  useSetOnboardingPasswordMutation,
} from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { useSignIn } from '../../../app/useSignIn';
import { CheckboxAdapter, TextFieldAdapter } from '../../../components/fields';
import { onboardingRestarted } from '../onboardingSlice';

/**
 * Step 12 (SPEC §2.11, §5): the buyer sets a password with the one-time onboarding token, then is
 * signed in with it through the app's log-in (a two-factor 403 opens the overlay, which signs in
 * when completed) and lands on the dashboard.
 */
export default function AccountCreationStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const issued = useAppSelector((s) => s.onboarding.issued);
  const userEmail = useAppSelector((s) => s.onboarding.userInfo?.email ?? '');
  const signedIn = useAppSelector(selectSignedIn);
  const { data: settings } = useGetSettingsQuery();
  const [setPassword] = useSetOnboardingPasswordMutation();
  const [login] = useLoginMutation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // The password is set (the token is used up): what is left is logging in.
  const [created, setCreated] = useState(false);
  const email = issued?.email || userEmail;

  // Signed in meanwhile (the two-factor overlay completed after log-in, and /onboarding's
  // signed-in redirect brought the stored step back): the purchase is done, so the flow is
  // cleared and the tenant goes where a new account lands, the dashboard.
  useEffect(() => {
    if (!signedIn) return;
    dispatch(onboardingRestarted());
    navigate(PATHS.dashboard, { replace: true });
  }, [signedIn, dispatch, navigate]);

  const toLogin = () => {
    dispatch(onboardingRestarted());
    navigate(loginPath(email));
  };

  const onSubmit = async (values: AccountCreationValues) => {
    setFailure(null);
    const token = issued?.accountToken;
    if (!token) {
      setFailure(flowMessages.accountCreationFailed);
      return;
    }
    const password = values.newPassword ?? '';
    const set = await setPassword({ token, newPassword: password });
    if ('error' in set) {
      setFailure(errorMessage(set.error, flowMessages.accountCreationFailed));
      return;
    }
    const session = await login({
      excludeTenant: false,
      loginRequest: { email, password, remember: false },
    });
    if ('data' in session && session.data) {
      const signedInSession = session.data;
      // Rendered at once, so /onboarding's own signed-in redirect (to /tenant/onboarding) never
      // runs after the move to the dashboard below.
      flushSync(() => {
        dispatch(onboardingRestarted());
        signIn(signedInSession);
      });
      navigate(PATHS.dashboard, { replace: true });
      return;
    }
    setCreated(true);
    // A two-factor gate is not a failure: its overlay takes over and signs in when completed.
    const gated = session.error && 'status' in session.error && twoFactorGateOf(session.error);
    if (!gated) setFailure(errorMessage(session.error, flowMessages.generic));
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {onboardingTitles.accountCreation}
      </Typography>
      {created ? (
        <>
          <Alert severity="info">{afterPurchaseTexts.accountCreated}</Alert>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <Button variant="contained" size="large" onClick={toLogin}>
            {onboardingTitles.logIn}
          </Button>
        </>
      ) : (
        <Form<AccountCreationValues>
          onSubmit={onSubmit}
          validate={accountCreationErrors}
          initialValues={{ newPassword: '', newConfirmPassword: '', terms: false }}
          render={({ handleSubmit, valid, submitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Stack spacing={1.5}>
                <Field
                  name="newPassword"
                  component={TextFieldAdapter}
                  label={afterPurchaseTexts.password}
                  type="password"
                  autoComplete="new-password"
                />
                <Field
                  name="newConfirmPassword"
                  component={TextFieldAdapter}
                  label={afterPurchaseTexts.confirmPassword}
                  type="password"
                  autoComplete="new-password"
                />
                <Field
                  name="terms"
                  type="checkbox"
                  component={CheckboxAdapter}
                  label={
                    <>
                      {afterPurchaseTexts.agreeTo}{' '}
                      <Link
                        href={settings?.links.terms ?? '#'}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {afterPurchaseTexts.termsOfUse}
                      </Link>
                    </>
                  }
                />
                {failure ? <Alert severity="error">{failure}</Alert> : null}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={!valid || submitting}
                >
                  {onboardingTitles.createAccount}
                </Button>
              </Stack>
            </form>
          )}
        />
      )}
    </Stack>
  );
}
