import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { securityTexts } from '../../../domain/i18n/generated/en/security';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { securityTexts as securityEnglish } from '../../../domain/security/texts';
import {
  passwordChangeErrors,
  type PasswordChangeValues,
} from '../../../domain/validation/password';
import { useUpdatePasswordMutation } from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { toastShown } from '../../app/ui';
import { TextFieldAdapter } from '../../components/fields';
import { useLocalized, useTexts } from '../../i18n/useTexts';

/**
 * docs/product.md "Account pages" Change Password modal: the "Validation" rules, then POST
 * /v2/account/password. Failure shows the server's message or 'Failed to update password'; success
 * closes with 'Account updated successfully!'.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  // The fields' errors (`validation`) load with the dialog's words.
  const t = useTexts(securityTexts, validationTexts);
  // The server answers in the app's language already; the fallback is the catalog's English.
  const localize = useLocalized(securityTexts);
  const dispatch = useAppDispatch();
  const [update] = useUpdatePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: PasswordChangeValues) => {
    setFailure(null);
    const result = await update({
      passwordUpdateRequest: {
        newPassword: values.newPassword ?? '',
        newConfirmPassword: values.newConfirmPassword ?? '',
      },
    });
    if (result.error) {
      setFailure(errorMessage(result.error, securityEnglish.passwordUpdateFailed));
      return;
    }
    // Already in the app's language: the toasts look up only their own areas' English.
    dispatch(toastShown({ message: t('accountUpdated'), severity: 'success' }));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <Form<PasswordChangeValues>
        onSubmit={onSubmit}
        validate={passwordChangeErrors}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogTitle id="change-password-title">{t('changePassword')}</DialogTitle>
            <DialogContent>
              <Field
                name="newPassword"
                component={TextFieldAdapter}
                label={t('newPassword')}
                type="password"
                autoComplete="new-password"
              />
              <Field
                name="newConfirmPassword"
                component={TextFieldAdapter}
                label={t('confirmNewPassword')}
                type="password"
                autoComplete="new-password"
              />
              {failure ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {localize(failure)}
                </Alert>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {t('updatePassword')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
