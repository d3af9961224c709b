import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { sessionTexts } from '../../../../domain/i18n/generated/en/session';
import { twoFactorTexts } from '../../../../domain/i18n/generated/en/twoFactor';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { flowMessages } from '../../../../domain/messages';
import { PATHS, loginPath } from '../../../../domain/routes';
import { canSubmitCode } from '../../../../domain/twoFactor/code';
import {
  accountCreationErrors,
  type AccountCreationValues,
} from '../../../../domain/validation/onboardingPassword';
import { twoFactorGateOf } from '../../../api/baseApi';
import { errorBody, errorMessage } from '../../../api/errors';
import {
  useGetSettingsQuery,
  useLoginMutation,
  useSendOnboardingAccountCodeMutation,
  useSetOnboardingPasswordMutation,
} from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { useSignIn } from '../../../app/useSignIn';
import { CheckboxAdapter, TextFieldAdapter } from '../../../components/fields';
import { CodeField } from '../../../components/twoFactor/CodeField';
import { emailSendOutcome, useCountdown } from '../../../components/twoFactor/emailCode';
import { ResendButton } from '../../../components/twoFactor/ResendButton';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { onboardingRestarted } from '../onboardingSlice';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * updatePassword's refusals of an invitation that ask for the other proof of the e-mail, a mailed
 * code: the invitation is used up or expired (INVITATION_INVALID), or not taken as a proof.
 */
const NEEDS_CODE = new Set(['INVITATION_INVALID', 'INVALID_CODE', 'EMAIL_NOT_VERIFIED']);

/**
 * Step 12 (docs/product.md "Onboarding flow", "Validation"): the buyer sets a password with the
 * one-time onboarding token, then is signed in with it through the app's log-in (a two-factor 403
 * opens the overlay, which signs in when completed) and lands on the dashboard. The login is
 * created only with a proof of the purchase's e-mail (docs/security.md): the tenant's invitation
 * token when the flow came from /onboarding/{token}, else a 6-digit code mailed when the step opens
 * (and the invitation's fallback when the server no longer takes it).
 */
export default function AccountCreationStep() {
  // Every area the step shows loads in one wait: its fields' errors (validation), the code's
  // field and notices (twoFactor), the password form's labels (session).
  const t = useTexts(
    afterPurchaseTexts,
    onboardingTexts,
    sessionTexts,
    twoFactorTexts,
    validationTexts,
  );
  const o = useTexts(onboardingTexts);
  const sessionText = useTexts(sessionTexts);
  // A failure or notice: the flow's or the domain's English, or the server's answer (already in
  // the app's language), shown in the app's language.
  const localize = useLocalized(onboardingTexts, sessionTexts, twoFactorTexts, validationTexts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const issued = useAppSelector((s) => s.onboarding.issued);
  const userEmail = useAppSelector((s) => s.onboarding.userInfo?.email ?? '');
  const signedIn = useAppSelector(selectSignedIn);
  const { data: settings } = useGetSettingsQuery();
  const inviteToken = useAppSelector((s) => s.onboarding.inviteToken);
  const [setPassword] = useSetOnboardingPasswordMutation();
  const [sendCode] = useSendOnboardingAccountCodeMutation();
  const [login] = useLoginMutation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // The password is set (the token is used up): what is left is logging in.
  const [created, setCreated] = useState(false);
  const email = issued?.email || userEmail;
  const [proof, setProof] = useState<'invitation' | 'code'>(inviteToken ? 'invitation' : 'code');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [countdown, setCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const mailCode = async () => {
    const token = issued?.accountToken;
    if (!token) return;
    setSending(true);
    const outcome = emailSendOutcome(await sendCode(token));
    setSending(false);
    if (outcome.ok) setSent(true);
    if (outcome.seconds !== null) setCountdown(outcome.seconds);
    setNotice({ severity: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  // One code when the step opens on the code proof (not per render, nor twice under StrictMode).
  const autoSent = useRef(false);
  const sendOnEntry = useEffectEvent(() => void mailCode());
  useEffect(() => {
    if (proof !== 'code' || signedIn || autoSent.current) return;
    autoSent.current = true;
    sendOnEntry();
  }, [proof, signedIn]);

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
    const set = await setPassword(
      proof === 'invitation' && inviteToken
        ? { token, newPassword: password, invitationToken: inviteToken }
        : { token, newPassword: password, code },
    );
    if ('error' in set) {
      const reason = errorBody(set.error)?.code;
      if (proof === 'invitation' && typeof reason === 'string' && NEEDS_CODE.has(reason)) {
        // The invitation is used up or expired: the mailed code proves the e-mail instead.
        setProof('code');
        return;
      }
      // A refused code is typed again (docs/product.md "States" code entry); other refusals keep
      // it.
      if (reason === 'INVALID_CODE') setCode('');
      setFailure(errorMessage(set.error, flowMessages.accountCreationFailed));
      return;
    }
    const session = await login({
      excludeTenant: false,
      loginRequest: { email, password, remember: false },
    });
    if ('data' in session && session.data) {
      const signedInSession = session.data;
      // useSignIn stores the session once the app is at /, which leads to the dashboard (and the
      // onboarding slice starts over on that sign-in).
      signIn(signedInSession);
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
        {o('accountCreation')}
      </Typography>
      {created ? (
        <>
          <Alert severity="info">{t('accountCreated')}</Alert>
          {failure ? <Alert severity="error">{localize(failure)}</Alert> : null}
          <Button variant="contained" size="large" onClick={toLogin}>
            {o('logIn')}
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
                  label={sessionText('password')}
                  type="password"
                  autoComplete="new-password"
                />
                <Field
                  name="newConfirmPassword"
                  component={TextFieldAdapter}
                  label={sessionText('confirmPassword')}
                  type="password"
                  autoComplete="new-password"
                />
                {proof === 'code' ? (
                  <>
                    <Typography>{sessionText('codeSentTo', { email })}</Typography>
                    {notice ? (
                      <Alert
                        severity={notice.severity}
                        role={notice.severity === 'error' ? 'alert' : 'status'}
                      >
                        {localize(notice.text)}
                      </Alert>
                    ) : null}
                    <CodeField value={code} onChange={setCode} autoFocus={false} />
                    <ResendButton
                      countdown={countdown}
                      sending={sending}
                      sent={sent}
                      onClick={() => void mailCode()}
                    />
                  </>
                ) : null}
                <Field
                  name="terms"
                  type="checkbox"
                  component={CheckboxAdapter}
                  label={
                    <>
                      {sessionText('agreeTo')}{' '}
                      <Link
                        href={settings?.links.terms ?? '#'}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {sessionText('termsOfUse')}
                      </Link>
                    </>
                  }
                />
                {failure ? <Alert severity="error">{localize(failure)}</Alert> : null}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={!valid || submitting || (proof === 'code' && !canSubmitCode(code))}
                >
                  {o('createAccount')}
                </Button>
              </Stack>
            </form>
          )}
        />
      )}
    </Stack>
  );
}
