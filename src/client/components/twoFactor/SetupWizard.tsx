import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import type { TwoFactorMethod } from '../../../domain/constants';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { twoFactorMessages } from '../../../domain/messages/twoFactor';
import { canSubmitCode } from '../../../domain/twoFactor/code';
import {
  backTarget,
  canFinish,
  confirmedMessage,
  finalButtonLabel,
  initialWizardState,
  methodEnabledMessage,
  stepperIndex,
  wizardReducer,
  wizardStepLabels,
} from '../../../domain/twoFactor/wizard';
import {
  useConfirmTwoFactorMutation,
  useEnableTwoFactorMutation,
  useVerifyTwoFactorEmailMutation,
} from '../../api';
import { errorMessage } from '../../api/errors';
import { OptionGroup } from '../../design/OptionGroup';
import { useLocalized, useTexts } from '../../i18n/useTexts';
import { BackupCodes } from './BackupCodes';
import { CodeField } from './CodeField';
import { useEmailCodeSender } from './emailCode';
import { ManualKey } from './ManualKey';
import { ResendButton } from './ResendButton';

export interface SetupWizardProps {
  /** Forced set-up: verify the e-mail first, 4 steps, 'Continue to App'. */
  required: boolean;
  /** Two-factor is already enabled (the wizard changes the method). */
  enabled: boolean;
  currentMethod: TwoFactorMethod | null;
  email: string;
  /** Confirm answered a session token (confirmed with a set-up token, which it used up). */
  onSessionToken?: (token: string) => void;
  /** The final button: `token` is the session token the confirm call answered, if it did. */
  onFinished: (result: { token: string | null }) => void;
}

/** `text`: the catalog's English (shown in the app's language) or the server's answer. */
type Notice = { severity: 'success' | 'error' | 'info'; text: string };

const METHOD_LABELS = { totp: 'authenticatorApp', email: 'email' } as const;

/** The docs/product.md "Two-factor" set-up wizard; its step rules are src/domain/twoFactor/wizard.ts. */
export function SetupWizard({
  required,
  enabled,
  currentMethod,
  email,
  onSessionToken,
  onFinished,
}: SetupWizardProps) {
  const t = useTexts(twoFactorTexts);
  // The step rules' English (labels, notices, the final button) and the server's answers.
  const localize = useLocalized(twoFactorTexts);
  const [state, dispatch] = useReducer(
    wizardReducer,
    { required, enabled, method: currentMethod },
    initialWizardState,
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sessionToken, setSessionToken] = useState<string | null>(null);
  const { send, sending } = useEmailCodeSender();
  const [verifyEmail, verifying] = useVerifyTwoFactorEmailMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [confirm, confirming] = useConfirmTwoFactorMutation();

  useEffect(() => {
    if (state.countdown <= 0) return undefined;
    const id = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(id);
  }, [state.countdown]);

  const sendCode = async () => {
    const outcome = await send();
    if (outcome.ok) dispatch({ type: 'codeSent', seconds: outcome.seconds ?? 0 });
    else if (outcome.seconds !== null) dispatch({ type: 'cooldown', seconds: outcome.seconds });
    setNotice({ severity: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  const submitEmailCode = async (event: FormEvent) => {
    event.preventDefault();
    const result = await verifyEmail({ twoFactorCodeRequest: { code: state.code } });
    if (result.data && result.data.success !== false) {
      dispatch({ type: 'emailVerified' });
      setNotice({ severity: 'success', text: twoFactorMessages.emailVerified });
      return;
    }
    dispatch({ type: 'codeRejected' });
    setNotice({
      severity: 'error',
      text: result.data?.message || errorMessage(result.error, twoFactorMessages.invalidCode),
    });
  };

  const chooseMethod = async (event: FormEvent) => {
    event.preventDefault();
    if (!state.method) return;
    const result = await enable({ twoFactorEnableRequest: { method: state.method } });
    if (result.data && result.data.success !== false) {
      const message = methodEnabledMessage(state);
      dispatch({ type: 'methodEnabled', qrCode: result.data.qr_code, secret: result.data.secret });
      setNotice(message ? { severity: 'success', text: message } : null);
      return;
    }
    setNotice({
      severity: 'error',
      text: result.data?.message || errorMessage(result.error, twoFactorMessages.setMethodFailed),
    });
  };

  const submitConfirmation = async (event: FormEvent) => {
    event.preventDefault();
    const result = await confirm({ twoFactorCodeRequest: { code: state.code } });
    if (result.data && result.data.success !== false) {
      const answered = result.data.token || null;
      setSessionToken(answered);
      if (answered) onSessionToken?.(answered);
      dispatch({ type: 'confirmed', backupCodes: result.data.backup_codes ?? [] });
      setNotice({ severity: 'success', text: confirmedMessage(state.method) });
      return;
    }
    dispatch({ type: 'codeRejected' });
    setNotice({
      severity: 'error',
      text: result.data?.message || errorMessage(result.error, twoFactorMessages.invalidCode),
    });
  };

  const back = backTarget(state);
  const backButton =
    back === null ? null : (
      <Button
        onClick={() => {
          dispatch({ type: 'back' });
          setNotice(null);
        }}
      >
        {t('back')}
      </Button>
    );

  const codeForm = (onSubmit: (e: FormEvent) => void, busy: boolean) => (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <CodeField
        value={state.code}
        onChange={(code) => dispatch({ type: 'codeChanged', code })}
        disabled={busy}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        {backButton}
        <Button type="submit" variant="contained" disabled={!canSubmitCode(state.code) || busy}>
          {t('verify')}
        </Button>
      </Stack>
    </Box>
  );

  let content;
  switch (state.step) {
    case 0:
      content = (
        <>
          <Typography>{t('verifyEmailIntro')}</Typography>
          {state.codeSent ? (
            <Typography sx={{ mt: 1 }}>{t('codeSentTo', { email })}</Typography>
          ) : null}
          <ResendButton
            countdown={state.countdown}
            sending={sending}
            sent={state.codeSent}
            onClick={() => void sendCode()}
          />
          {state.codeSent ? codeForm((e) => void submitEmailCode(e), verifying.isLoading) : null}
        </>
      );
      break;
    case 1:
      content = (
        <Box component="form" onSubmit={(e) => void chooseMethod(e)} noValidate>
          <OptionGroup
            name="two-factor-method"
            legend={t('chooseMethodIntro')}
            options={(['totp', 'email'] as const).map((method) => ({
              value: method,
              label: t(METHOD_LABELS[method]),
            }))}
            value={state.method}
            onChange={(value) =>
              dispatch({ type: 'methodSelected', method: value as TwoFactorMethod })
            }
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
            {backButton}
            <Button
              type="submit"
              variant="contained"
              disabled={state.method === null || enabling.isLoading}
            >
              {t('continue')}
            </Button>
          </Stack>
        </Box>
      );
      break;
    case 2:
      content =
        state.method === 'totp' ? (
          <Stack spacing={2}>
            <Typography>{t('scanQr')}</Typography>
            {state.qrCode ? (
              <Box
                component="img"
                src={state.qrCode}
                alt={t('qrAlt')}
                sx={{ width: 200, height: 200, alignSelf: 'center' }}
              />
            ) : null}
            {state.secret ? <ManualKey secret={state.secret} /> : null}
            {codeForm((e) => void submitConfirmation(e), confirming.isLoading)}
          </Stack>
        ) : (
          <>
            <Typography>{t('codeSentTo', { email })}</Typography>
            <ResendButton
              countdown={state.countdown}
              sending={sending}
              sent={state.codeSent}
              onClick={() => void sendCode()}
            />
            {codeForm((e) => void submitConfirmation(e), confirming.isLoading)}
          </>
        );
      break;
    case 3:
      content = (
        <>
          {state.backupCodes.length > 0 ? (
            <BackupCodes
              codes={state.backupCodes}
              onDownloaded={() => dispatch({ type: 'downloaded' })}
            />
          ) : null}
          {!canFinish(state) ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('downloadFirst')}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            {backButton}
            <Button
              variant="contained"
              disabled={!canFinish(state)}
              onClick={() => onFinished({ token: sessionToken })}
            >
              {localize(finalButtonLabel(required))}
            </Button>
          </Stack>
        </>
      );
      break;
  }

  return (
    <Stack spacing={2}>
      <Stepper activeStep={stepperIndex(state)} alternativeLabel>
        {wizardStepLabels(required).map((label) => (
          <Step key={label}>
            <StepLabel>{localize(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {localize(notice.text)}
        </Alert>
      ) : null}
      <Box>{content}</Box>
    </Stack>
  );
}
