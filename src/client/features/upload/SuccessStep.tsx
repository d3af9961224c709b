import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink } from 'react-router-dom';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { uploadTexts } from '../../../domain/i18n/generated/en/upload';
import { uploadDoneTexts } from '../../../domain/i18n/generated/en/uploadDone';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { loginPath } from '../../../domain/routes';
import { canSubmitCode } from '../../../domain/twoFactor/code';
import { uploadPasswordError } from '../../../domain/validation/upload';
import {
  useLoginMutation,
  useSendOnboardingAccountCodeMutation,
  useSetOnboardingPasswordMutation,
} from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSignIn } from '../../app/useSignIn';
import { CodeField } from '../../components/twoFactor/CodeField';
import { emailSendOutcome, useCountdown } from '../../components/twoFactor/emailCode';
import { ResendButton } from '../../components/twoFactor/ResendButton';
import { TextInput } from '../../design/TextInput';
import { useLocalized, useTexts } from '../../i18n/useTexts';
import { uploadReset } from './uploadSlice';
import type { WizardMemory } from './wizardMemory';

/**
 * Step 100 (docs/product.md "Upload wizard", "States"): '{name}, your policy has been successfully
 * uploaded!'. A new tenant is then signed in with their e-mail and chosen password, but a login
 * reaches a tenant record only once its e-mail is proven (docs/security.md): with the one-time
 * token the upload answered, a 6-digit code is mailed and the password set with it, as at
 * onboarding's account creation. Without a token (a server that creates the login itself) the
 * log-in is tried straight away. The password is asked again only after a reload (it is never
 * persisted).
 */
export default function SuccessStep({ password, onPassword }: WizardMemory) {
  // Every area the step shows loads in one wait: the code field and its notices (twoFactor), the
  // password's errors (validation), 'Log In' (upload).
  const t = useTexts(uploadDoneTexts, uploadTexts, twoFactorTexts, validationTexts);
  const w = useTexts(uploadTexts);
  // A notice or failure: the domain's English (a code sent, a password rule) or the server's
  // answer (already in the app's language), shown in the app's language.
  const localize = useLocalized(twoFactorTexts, validationTexts, uploadDoneTexts);
  const dispatch = useAppDispatch();
  const name = useAppSelector((s) => s.upload.doneName);
  const newUser = useAppSelector((s) => s.upload.newUser);
  const signIn = useSignIn();
  const [login] = useLoginMutation();
  const [sendCode] = useSendOnboardingAccountCodeMutation();
  const [setPassword] = useSetOnboardingPasswordMutation();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [countdown, setCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askPassword] = useState(password === '');
  const token = newUser?.token ?? null;

  const mailCode = async () => {
    if (!token) return;
    setSending(true);
    const outcome = emailSendOutcome(await sendCode(token));
    setSending(false);
    if (outcome.ok) setSent(true);
    if (outcome.seconds !== null) setCountdown(outcome.seconds);
    setNotice({ ok: outcome.ok, text: outcome.message });
  };

  const signInWith = async (pw: string) => {
    if (!newUser) return;
    const session = await login({
      excludeTenant: false,
      loginRequest: { email: newUser.email, password: pw, remember: false },
    });
    if ('data' in session && session.data) {
      const data = session.data;
      // The wizard is cleared first, so /tenant/upload never shows this step again.
      flushSync(() => dispatch(uploadReset()));
      signIn(data);
      return;
    }
    setFailure(errorMessage(session.error, t('signInFailed')));
  };

  const started = useRef(false);
  const onEntry = useEffectEvent(() => {
    if (token) void mailCode();
    else if (password) void signInWith(password);
  });
  useEffect(() => {
    if (!newUser || started.current) return;
    started.current = true;
    onEntry();
  }, [newUser]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = uploadPasswordError(password);
    setPasswordError(invalid);
    if (invalid || !newUser) return;
    setFailure(null);
    setBusy(true);
    if (token) {
      const set = await setPassword({ token, newPassword: password, code });
      if ('error' in set) {
        setBusy(false);
        setCode('');
        setFailure(errorMessage(set.error, t('signInFailed')));
        return;
      }
    }
    await signInWith(password);
    setBusy(false);
  };

  const showForm = newUser && (token || askPassword || failure);
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {t('successTitle', { name })}
      </Typography>
      {/* A page with a required next step never says it is safe to leave. */}
      <Typography>{newUser ? t('successVerify') : t('successBody')}</Typography>
      {showForm && token ? <Typography>{t('successNextStep')}</Typography> : null}
      {showForm ? (
        <Stack component="form" spacing={1.5} onSubmit={(e) => void submit(e)} noValidate>
          <Typography variant="h3" component="h2">
            {t('verifyTitle')}
          </Typography>
          {token ? (
            <>
              <Typography>{t('verifyIntro', { email: newUser.email })}</Typography>
              {notice ? (
                <Alert
                  severity={notice.ok ? 'success' : 'error'}
                  role={notice.ok ? 'status' : 'alert'}
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
          {askPassword ? (
            <TextInput
              label={t('passwordAgain')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => onPassword(e.target.value)}
              error={Boolean(passwordError)}
              helperText={passwordError && localize(passwordError)}
            />
          ) : null}
          {failure ? (
            <Alert
              severity="error"
              action={
                <Button component={RouterLink} to={loginPath(newUser.email)} color="inherit">
                  {w('logIn')}
                </Button>
              }
            >
              {localize(failure)}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || (token !== null && !canSubmitCode(code))}
          >
            {token ? t('verify') : w('logIn')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
