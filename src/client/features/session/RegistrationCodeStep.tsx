import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { sessionTexts } from '../../../domain/i18n/generated/en/session';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { canSubmitCode } from '../../../domain/twoFactor/code';
import { resendSeconds } from '../../../domain/twoFactor/wizard';
import {
  useResendRegistrationCodeMutation,
  useVerifyRegistrationMutation,
  type RegistrationPending,
} from '../../api';
import { errorMessage, errorStatus } from '../../api/errors';
import { useSignIn } from '../../app/useSignIn';
import { CodeField } from '../../components/twoFactor/CodeField';
import { emailSendOutcome, useCountdown } from '../../components/twoFactor/emailCode';
import { ResendButton } from '../../components/twoFactor/ResendButton';
import { useLocalized, useTexts } from '../../i18n/useTexts';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * docs/product.md "Log in and sign up" after Register ("Who may do what", docs/security.md): the
 * registration waits for the 6-digit code mailed to its e-mail. Verify is enabled at exactly 6
 * digits; success signs in as registering used to. Nothing of the tenant is shown before. The
 * verification token lives in this component's props and state only: each call's entry is dropped
 * from the store once answered.
 */
export function RegistrationCodeStep({
  pending,
  onStartOver,
}: {
  pending: RegistrationPending;
  onStartOver: () => void;
}) {
  const signIn = useSignIn();
  const t = useTexts(sessionTexts, twoFactorTexts);
  const t2 = useTexts(twoFactorTexts);
  // Answers (the server's, in the app's language) and the domain's English notices.
  const answer = useLocalized(sessionTexts, twoFactorTexts);
  const [verify] = useVerifyRegistrationMutation();
  const [resend] = useResendRegistrationCodeMutation();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState(false);
  // The registration is unknown, used or voided: only starting over helps.
  const [gone, setGone] = useState(false);
  const [countdown, setCountdown] = useCountdown(resendSeconds(pending));
  const token = pending.verification_token;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitCode(code) || verifying) return;
    setVerifying(true);
    setNotice(null);
    const call = verify({
      excludeTenant: false,
      registrationVerifyRequest: { verification_token: token, code },
    });
    const result = await call;
    call.reset();
    setVerifying(false);
    if (result.data) {
      signIn(result.data);
      return;
    }
    setCode('');
    // 404: unknown, used or expired; 429: the fifth wrong code voided it (openapi.yaml).
    const status = errorStatus(result.error);
    if (status === 404 || status === 429) setGone(true);
    setNotice({
      severity: 'error',
      text: errorMessage(result.error, t2('invalidCode')),
    });
  };

  const resendCode = async () => {
    setSending(true);
    const call = resend({ registrationResendRequest: { verification_token: token } });
    const outcome = emailSendOutcome(await call);
    call.reset();
    setSending(false);
    if (outcome.seconds !== null) setCountdown(outcome.seconds);
    if (outcome.status === 404) setGone(true);
    setNotice({ severity: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={1.5}>
        <Typography>{t('codeSentTo', { email: pending.email })}</Typography>
        {notice ? (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {answer(notice.text)}
          </Alert>
        ) : null}
        {gone ? null : (
          <>
            <CodeField value={code} onChange={setCode} />
            <ResendButton
              countdown={countdown}
              sending={sending}
              sent
              onClick={() => void resendCode()}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!canSubmitCode(code) || verifying}
            >
              {t2('verify')}
            </Button>
          </>
        )}
        <Button variant={gone ? 'contained' : 'text'} onClick={onStartOver}>
          {t('startOver')}
        </Button>
      </Stack>
    </Box>
  );
}
