import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import {
  authorizedUserErrors,
  canAddRoommate,
  roommateErrors,
} from '../../../../domain/checkout/additional';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { policyChangesTexts } from '../../../../domain/i18n/generated/en/policyChanges';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { policyChangeMessages } from '../../../../domain/messages/policyChanges';
import { validationMessages } from '../../../../domain/messages/validation';
import { useRequestAdditionMutation, type AdditionRequest, type Policy } from '../../../api';
import { errorMessage } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../app/ui';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { ActionDialog } from '../../../components/ActionDialog';
import { useLocalized, useTexts } from '../../../i18n/useTexts';

type Role = NonNullable<AdditionRequest['role']>;

interface PersonValues {
  role?: Role | '';
  firstName?: string;
  lastName?: string;
  email?: string;
  message?: string;
}

/**
 * Asking support to add a roommate, a spouse or an authorized user to an own policy
 * (docs/product.md "Who may do what", POST /requestAddition): the docs/product.md "Validation"
 * rules of the checkout editors (a roommate or spouse needs an e-mail that is not the tenant's own;
 * at most one roommate), then the request, recorded and mailed to support.
 */
export function AddPersonDialog({
  policy,
  tenantEmail,
  onClose,
}: {
  policy: Policy;
  tenantEmail: string;
  onClose: () => void;
}) {
  const t = useTexts(policyActionsTexts, policyChangesTexts, validationTexts);
  // The rules' and the server's English, shown in the tenant's language.
  const localize = useLocalized(policyChangesTexts, validationTexts);
  const dispatch = useAppDispatch();
  const [send] = useRequestAdditionMutation();
  const [error, setError] = useState<string | null>(null);
  const roommateAllowed = canAddRoommate(policy.roommates.length);

  const validate = (values: PersonValues) => {
    if (!values.role) return { role: localize(policyChangeMessages.roleRequired) };
    if (values.role === 'roommate' && !roommateAllowed) return { role: t('roommateTaken') };
    return values.role === 'authorizedUser'
      ? authorizedUserErrors(values)
      : roommateErrors(values, tenantEmail);
  };

  const onSubmit = async (values: PersonValues) => {
    setError(null);
    const role = values.role as Role;
    const message = (values.message ?? '').trim();
    const result = await send({
      additionRequest: {
        kind: 'person',
        policyId: policy.policyId,
        role,
        firstName: (values.firstName ?? '').trim(),
        lastName: (values.lastName ?? '').trim(),
        ...(role !== 'authorizedUser' ? { email: (values.email ?? '').trim() } : {}),
        ...(message ? { message } : {}),
      },
    });
    if ('error' in result) {
      setError(localize(errorMessage(result.error, t('genericError'))));
      return;
    }
    dispatch(toastShown({ message: t('additionSent'), severity: 'success' }));
    onClose();
  };

  return (
    <ActionDialog title={t('addPersonTitle')} onClose={onClose}>
      {() => (
        <Form<PersonValues>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={{ role: '' }}
          render={({ handleSubmit, submitting, submitFailed, hasValidationErrors, values }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('addPersonTitle')}>
              <DialogContent>
                <Typography>{t('addPersonIntro')}</Typography>
                <Field
                  name="role"
                  label={t('roleLabel')}
                  component={SelectFieldAdapter}
                  fullWidth
                  margin="normal"
                >
                  <MenuItem value="roommate" disabled={!roommateAllowed}>
                    {t('roleRoommate')}
                  </MenuItem>
                  <MenuItem value="spouse">{t('roleSpouse')}</MenuItem>
                  <MenuItem value="authorizedUser">{t('roleAuthorizedUser')}</MenuItem>
                </Field>
                {!roommateAllowed ? (
                  <Typography variant="body2">{t('roommateTaken')}</Typography>
                ) : null}
                <Field name="firstName" label={t('firstNameLabel')} component={TextFieldAdapter} />
                <Field name="lastName" label={t('lastNameLabel')} component={TextFieldAdapter} />
                {values.role !== 'authorizedUser' ? (
                  <Field
                    name="email"
                    type="email"
                    label={t('emailLabel')}
                    component={TextFieldAdapter}
                  />
                ) : null}
                <Field
                  name="message"
                  label={t('noteLabel')}
                  component={TextFieldAdapter}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
                {submitFailed && hasValidationErrors ? (
                  <Alert severity="error">{localize(validationMessages.someInfoInvalid)}</Alert>
                ) : null}
                {error ? <Alert severity="error">{error}</Alert> : null}
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>{t('close')}</Button>
                <Button type="submit" variant="contained" disabled={submitting}>
                  {t('sendRequest')}
                </Button>
              </DialogActions>
            </form>
          )}
        />
      )}
    </ActionDialog>
  );
}
