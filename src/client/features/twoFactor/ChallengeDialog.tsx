import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { TWO_FACTOR_SUCCESS_CLOSE_MS } from '../../../domain/constants';
import { twoFactorMessages } from '../../../domain/messages';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { canSubmitBackupCode, canSubmitCode } from '../../../domain/twoFactor/code';
import { useCompleteTwoFactorChallengeMutation } from '../../api';
import { errorMessage, errorStatus } from '../../api/errors';
import { CodeField } from '../../components/twoFactor/CodeField';
import { useCountdown, useEmailCodeSender } from '../../components/twoFactor/emailCode';
import { ResendButton } from '../../components/twoFactor/ResendButton';
import { useLocalized, useTexts } from '../../i18n/useTexts';

/** `text`: the catalog's English (shown in the app's language) or the server's answer. */
type Notice = { severity: 'success' | 'error'; text: string };

/**
 * docs/product.md "Two-factor", "States" challenge dialog. E-mail method: one code is sent when it
 * opens, then a resend countdown runs. Authenticator method: the tenant may switch to a backup code
 * and back. Verify is enabled at exactly 6 characters (8 for a backup code); success shows
 * 'Verification successful!' and hands over the session token after 1 s.
 */
export function ChallengeDialog({
  method,
  email,
  onVerified,
  onExpired,
  onCancel,
}: {
  method: 'totp' | 'email';
  email: string;
  onVerified: (token: string) => void;
  /** The challenge is no longer valid (401, or no token answered): back to log-in. */
  onExpired: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(twoFactorTexts);
  const localize = useLocalized(twoFactorTexts);
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [verifiedToken, setVerifiedToken] = useState<string | null>(null);
  const [countdown, setCountdown] = useCountdown();
  const [sent, setSent] = useState(false);
  const { send, sending } = useEmailCodeSender();
  const [complete, { isLoading }] = useCompleteTwoFactorChallengeMutation();

  const sendCode = async () => {
    const outcome = await send();
    if (outcome.ok) setSent(true);
    if (outcome.seconds !== null) setCountdown(outcome.seconds);
    setNotice({ severity: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  // Once per dialog, not per render (nor twice under StrictMode's re-run of effects).
  const autoSent = useRef(false);
  const sendOnOpen = useEffectEvent(() => void sendCode());
  useEffect(() => {
    if (method !== 'email' || autoSent.current) return;
    autoSent.current = true;
    sendOnOpen();
  }, [method]);

  const handOver = useEffectEvent((token: string) => onVerified(token));
  useEffect(() => {
    if (!verifiedToken) return undefined;
    const id = setTimeout(() => handOver(verifiedToken), TWO_FACTOR_SUCCESS_CLOSE_MS);
    return () => clearTimeout(id);
  }, [verifiedToken]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await complete({ twoFactorChallengeRequest: { code } });
    if (result.data) {
      if (!result.data.token) return onExpired();
      setVerifiedToken(result.data.token);
      setNotice({ severity: 'success', text: twoFactorMessages.verificationSuccessful });
      return;
    }
    if (errorStatus(result.error) === 401) return onExpired();
    setCode('');
    setNotice({
      severity: 'error',
      text: errorMessage(result.error, twoFactorMessages.invalidCode),
    });
  };

  const switchTo = (useBackup: boolean) => {
    setBackup(useBackup);
    setCode('');
    setNotice(null);
  };

  const ready = backup ? canSubmitBackupCode(code) : canSubmitCode(code);
  const done = verifiedToken !== null;

  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="two-factor-challenge-title">
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="two-factor-challenge-title">{t('challengeTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Typography>
              {backup
                ? t('backupPrompt')
                : method === 'email'
                  ? t('codeSentTo', { email })
                  : t('authenticatorPrompt')}
            </Typography>
            {notice ? (
              <Alert
                severity={notice.severity}
                role={notice.severity === 'error' ? 'alert' : 'status'}
              >
                {localize(notice.text)}
              </Alert>
            ) : null}
            <CodeField value={code} onChange={setCode} backup={backup} disabled={done} />
            {method === 'email' ? (
              <ResendButton
                countdown={countdown}
                sending={sending}
                sent={sent}
                onClick={() => void sendCode()}
              />
            ) : (
              <Button variant="text" onClick={() => switchTo(!backup)} disabled={done}>
                {backup ? t('useAuthenticator') : t('useBackupCode')}
              </Button>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={done}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || isLoading || done}>
            {t('verify')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
