import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { interestedPartyErrors } from '../../../../domain/checkout/addresses';
import {
  INTERESTED_PARTY_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
  US_STATES,
} from '../../../../domain/constants';
import { addressMessages, flowMessages, onboardingTitles } from '../../../../domain/messages';
import { purchaseTexts } from '../../../../domain/checkout/texts';
import { useValidateAddressMutation } from '../../../api';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { withLoadingTimeout } from '../flowGuards';
import type { InterestedParty } from '../onboardingSlice';

type Values = Partial<InterestedParty>;

const trimmed = (v: Values): InterestedParty => ({
  name: (v.name ?? '').trim(),
  streetAddress: (v.streetAddress ?? '').trim(),
  city: (v.city ?? '').trim(),
  state: (v.state ?? '').trim().toUpperCase(),
  zip: (v.zip ?? '').trim(),
});

const sameAddress = (a: InterestedParty, b: InterestedParty | null) =>
  b !== null &&
  (['streetAddress', 'city', 'state', 'zip'] as const).every(
    (k) => a[k].toLowerCase() === b[k].trim().toLowerCase(),
  );

/**
 * docs/product.md "Onboarding flow" interested party editor, "Validation": the name rule, then the
 * address checked by the validator (the served-state check is skipped: a landlord may be anywhere).
 * The validator's own refusal text is shown. An address already accepted (the property's
 * suggestion) is not checked again when only the name changed.
 */
export function InterestedPartyDialog({
  initial,
  accepted,
  onSave,
  onCancel,
}: {
  initial: InterestedParty | null;
  accepted: InterestedParty | null;
  onSave: (party: InterestedParty) => void;
  onCancel: () => void;
}) {
  const [validate] = useValidateAddressMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setProblem(null);
    const party = trimmed(values);
    if (sameAddress(party, accepted)) {
      onSave(party);
      return;
    }
    const result = await withLoadingTimeout(
      validate({
        validateAddressRequest: {
          streetAddress: party.streetAddress,
          city: party.city,
          state: party.state,
          zip: party.zip,
        },
      }),
      () => setProblem(flowMessages.generic),
    );
    if (!('data' in result) || !result.data) {
      if ((result.error as { name?: string }).name !== 'AbortError')
        setProblem(addressMessages.unableToValidate);
      return;
    }
    const { validated, error } = result.data;
    if (error || !validated) {
      setProblem(error?.message || addressMessages.unableToValidate);
      return;
    }
    onSave({
      name: party.name,
      streetAddress: validated.streetAddress,
      city: validated.city,
      state: validated.state,
      zip: validated.zip,
    });
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="party-title" fullWidth maxWidth="xs">
      <Form<Values>
        initialValues={initial ?? {}}
        validate={(values) => interestedPartyErrors(values)}
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={purchaseTexts.interestedPartyEditorTitle}
          >
            <DialogTitle id="party-title">{purchaseTexts.interestedPartyEditorTitle}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                {problem ? <Alert severity="error">{problem}</Alert> : null}
                <Field
                  name="name"
                  label="Name/Company Name"
                  component={TextFieldAdapter}
                  slotProps={{ htmlInput: { maxLength: INTERESTED_PARTY_NAME_MAX_LENGTH + 1 } }}
                />
                <Field
                  name="streetAddress"
                  label="Street Address"
                  component={TextFieldAdapter}
                  slotProps={{ htmlInput: { maxLength: STREET_MAX_LENGTH + 1 } }}
                />
                <Field name="city" label="City" component={TextFieldAdapter} />
                <Field name="state" label="State" component={SelectFieldAdapter}>
                  {US_STATES.map((s) => (
                    <MenuItem key={s.code} value={s.code}>
                      {s.name}
                    </MenuItem>
                  ))}
                </Field>
                <Field name="zip" label="Zip" component={TextFieldAdapter} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{onboardingTitles.cancel}</Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {purchaseTexts.save}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
