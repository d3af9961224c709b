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
import { onboardingTitles, validationMessages } from '../../../../domain/messages';
import { purchaseTexts, purchaseValidationMessages } from '../../../../domain/checkout/texts';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
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
  const validate = (values: RoommateValues) => {
    const errors: Record<string, string> = { ...roommateErrors(values, tenantEmail) };
    if (values.relation !== 'roommate' && values.relation !== 'spouse')
      errors.relation = purchaseValidationMessages.relationRequired;
    else if (!allowed[values.relation])
      errors.relation =
        values.relation === 'roommate'
          ? purchaseValidationMessages.roommateTaken
          : purchaseValidationMessages.spouseTaken;
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
          <form onSubmit={handleSubmit} noValidate aria-label={purchaseTexts.roommateEditorTitle}>
            <DialogTitle id="roommate-title">{purchaseTexts.roommateEditorTitle}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                {submitFailed && hasValidationErrors ? (
                  <Alert severity="error">
                    {roommateFormError(values, tenantEmail) ?? validationMessages.someInfoInvalid}
                  </Alert>
                ) : null}
                <Field name="relation" label="Relation" component={SelectFieldAdapter}>
                  <MenuItem value="roommate" disabled={!allowed.roommate}>
                    {purchaseTexts.roommate}
                  </MenuItem>
                  <MenuItem value="spouse" disabled={!allowed.spouse}>
                    {purchaseTexts.spouse}
                  </MenuItem>
                </Field>
                <Field
                  name="firstName"
                  label="First Name"
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
                <Field
                  name="lastName"
                  label="Last Name"
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
                <Field name="email" label="Email" type="email" component={TextFieldAdapter} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{onboardingTitles.cancel}</Button>
              <Button type="submit" variant="contained">
                {purchaseTexts.save}
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
  return (
    <Dialog open onClose={onCancel} aria-labelledby="authorized-title" fullWidth maxWidth="xs">
      <Form<Partial<AuthorizedUser>>
        initialValues={initial ?? {}}
        validate={(values) => authorizedUserErrors(values)}
        onSubmit={(v) =>
          onSave({ firstName: (v.firstName ?? '').trim(), lastName: (v.lastName ?? '').trim() })
        }
        render={({ handleSubmit }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={purchaseTexts.authorizedUserEditorTitle}
          >
            <DialogTitle id="authorized-title">
              {purchaseTexts.authorizedUserEditorTitle}
            </DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                <Field
                  name="firstName"
                  label="First Name"
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
                <Field
                  name="lastName"
                  label="Last Name"
                  component={TextFieldAdapter}
                  slotProps={nameInput}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{onboardingTitles.cancel}</Button>
              <Button type="submit" variant="contained">
                {purchaseTexts.save}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
