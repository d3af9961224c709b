import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { personalInformationTexts } from '../../../domain/i18n/generated/en/personalInformation';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { successMessages } from '../../../domain/messages';
import { plainTexts } from '../../../domain/i18n/texts';
import { collectErrors, sixDigitCodeError } from '../../../domain/validation';
import { useVerifyEmailChangeMutation } from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { accountLoaded } from '../../app/session';
import { toastShown } from '../../app/ui';
import { TextFieldAdapter } from '../../components/fields';
import { useLocalized, useTexts } from '../../i18n/useTexts';

// The dialog's own fallback, kept in English and shown through `localize` like a server's answer.
const english = /* @__PURE__ */ plainTexts(personalInformationTexts);

/**
 * The 6-digit code mailed to the new e-mail (POST /v2/account/tenant/email/verify). 'Send a new
 * code' saves the same form again: the server then mails a fresh code and the old one dies (the
 * per-account limit on e-mail changes bounds how often).
 */
export function EmailCodeDialog({
  email,
  onClose,
  onResend,
}: {
  email: string;
  onClose: () => void;
  /** Resolves to the failure text, or null once a new code is on its way. */
  onResend: () => Promise<string | null>;
}) {
  // The code field's errors (`validation`) load in the same wait.
  const t = useTexts(personalInformationTexts, validationTexts, answersTexts);
  // The form's own fallback, or a refusal the server answered (in the app's language already: a
  // wrong code's, a rate limit's).
  const localize = useLocalized(personalInformationTexts, answersTexts);
  const dispatch = useAppDispatch();
  const [verify] = useVerifyEmailChangeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    setFailure(null);
    const problem = await onResend();
    setResending(false);
    if (problem) setFailure(problem);
    // The two-factor set-up's words: the toast shows them in the app's language.
    else dispatch(toastShown({ message: successMessages.verificationCodeSent, severity: 'info' }));
  };

  const onSubmit = async ({ code }: { code?: string }) => {
    setFailure(null);
    const result = await verify({ body: { code: code ?? '' } });
    if (result.error) {
      setFailure(errorMessage(result.error, english.saveFailed));
      return;
    }
    dispatch(accountLoaded(result.data));
    // In the app's language already (the toast shows a text no area of its own has as it is).
    dispatch(toastShown({ message: t('emailChanged'), severity: 'success' }));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="email-code-title" fullWidth maxWidth="xs">
      <Form<{ code?: string }>
        onSubmit={onSubmit}
        validate={({ code }) => collectErrors([['code', sixDigitCodeError(code)]])}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogTitle id="email-code-title">{t('emailCodeTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t('emailCodeIntro', { email })}</DialogContentText>
              <Field
                name="code"
                label={t('code')}
                component={TextFieldAdapter}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              {failure ? <Alert severity="error">{localize(failure)}</Alert> : null}
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button onClick={() => void resend()} disabled={resending || submitting}>
                {t('resendCode')}
              </Button>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {t('confirm')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
