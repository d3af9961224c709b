import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import {
  authorizedUserErrors,
  roommateErrors,
  roommateFormError,
} from '../../../../domain/checkout/additional';
import { ADDRESS_FORM_NAME_MAX_LENGTH } from '../../../../domain/constants';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { peopleTexts } from '../../../../domain/i18n/generated/en/people';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { validationMessages } from '../../../../domain/messages';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import type { AuthorizedUser, InsuredPerson } from '../onboardingSlice';

export type Relation = 'roommate' | 'spouse';

interface RoommateValues {
  relation?: Relation | '';
  firstName?: string;
  lastName?: string;
  email?: string;
}

const nameInput = { htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH } };

/**
 * docs/product.md "Onboarding flow" roommate/spouse editor, "Validation" its rules and form error,
 * "Who may do what" at most one roommate (and one spouse): a relation already taken by someone else
 * is not offered.
 */
export function RoommateDialog({
  initial,
  tenantEmail,
  allowed,
  onSave,
  onCancel,
}: {
  initial: { relation: Relation | ''; person: InsuredPerson | null };
  tenantEmail: string;
  allowed: Record<Relation, boolean>;
  onSave: (relation: Relation, person: InsuredPerson) => void;
  onCancel: () => void;
}) {
  const t = useTexts(peopleTexts, onboardingTexts, addressTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  const a = useTexts(addressTexts);
  // The rules' messages are the `validation` catalog's English (the fields show them localized).
  const localize = useLocalized(validationTexts);
  const validate = (values: RoommateValues) => {
    const errors: Record<string, string> = { ...roommateErrors(values, tenantEmail) };
    // The relation's rules are this editor's own: their words come in the app's language.
    if (values.relation !== 'roommate' && values.relation !== 'spouse')
      errors.relation = t('relationRequired');
    else if (!allowed[values.relation])
      errors.relation = values.relation === 'roommate' ? t('roommateTaken') : t('spouseTaken');
    return errors;
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="roommate-title" fullWidth maxWidth="xs">
      <Form<RoommateValues>
        initialValues={{ relation: initial.relation, ...initial.person }}
        validate={validate}
        onSubmit={(v) =>
          onSave(v.relation as Relation, {
            firstName: (v.firstName ?? '').trim(),
            lastName: (v.lastName ?? '').trim(),
            email: (v.email ?? '').trim(),
          })
        }
        render={({ handleSubmit, submitFailed, hasValidationErrors, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('roommateEditorTitle')}>
            <DialogTitle id="roommate-title">{t('roommateEditorTitle')}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                {submitFailed && hasValidationErrors ? (
                  <Alert severity="error">
                    {localize(
                      roommateFormError(values, tenantEmail) ?? validationMessages.someInfoInvalid,
                    )}
                  </Alert>
                ) : null}
                <Field name="relation" label={t('relation')} component={SelectFieldAdapter}>
                  <MenuItem value="roommate" disabled={!allowed.roommate}>
                    {t('roommate')}
                  </MenuItem>
                  <MenuItem value="spouse" disabled={!allowed.spouse}>
                    {t('spouse')}
                  </MenuItem>
                </Field>
                <Field
                  name="firstName"
                  label={a('firstName')}
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
                <Field
                  name="lastName"
                  label={a('lastName')}
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
                <Field name="email" label={o('email')} type="email" component={TextFieldAdapter} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{o('cancel')}</Button>
              <Button type="submit" variant="contained">
                {t('save')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}

/** docs/product.md "Onboarding flow" authorized user editor; "Validation" first and last name required. */
export function AuthorizedUserDialog({
  initial,
  onSave,
  onCancel,
}: {
  initial: AuthorizedUser | null;
  onSave: (user: AuthorizedUser) => void;
  onCancel: () => void;
}) {
  const t = useTexts(peopleTexts, onboardingTexts, addressTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  const a = useTexts(addressTexts);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="authorized-title" fullWidth maxWidth="xs">
      <Form<Partial<AuthorizedUser>>
        initialValues={initial ?? {}}
        validate={(values) => authorizedUserErrors(values)}
        onSubmit={(v) =>
          onSave({ firstName: (v.firstName ?? '').trim(), lastName: (v.lastName ?? '').trim() })
        }
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('authorizedUserEditorTitle')}>
            <DialogTitle id="authorized-title">{t('authorizedUserEditorTitle')}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                <Field
                  name="firstName"
                  label={a('firstName')}
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
                <Field
                  name="lastName"
                  label={a('lastName')}
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{o('cancel')}</Button>
              <Button type="submit" variant="contained">
                {t('save')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
