import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { Field, Form } from 'react-final-form';
import {
  interestedPartyErrors,
  type InterestedPartyValues,
} from '../../../../domain/checkout/addresses';
import {
  INTERESTED_PARTY_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
  US_STATES,
} from '../../../../domain/constants';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { peopleTexts } from '../../../../domain/i18n/generated/en/people';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { addressMessages, flowMessages } from '../../../../domain/messages';
import { useValidateAddressMutation } from '../../../api';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
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
  const t = useTexts(peopleTexts, onboardingTexts, addressTexts, validationTexts);
  const o = useTexts(onboardingTexts);
  const a = useTexts(addressTexts);
  // The validator's refusal (the carrier's English, known to the `address` catalog) and the
  // flow's timeout, shown in the app's language.
  const localize = useLocalized(addressTexts, onboardingTexts);
  // The rules' messages go to the fields in the app's language: the fields look up only the
  // `validation` catalog, and the address rules' own (zip, city) are this area's.
  const localizeRule = useLocalized(validationTexts, peopleTexts);
  const fieldErrors = useCallback(
    (values: InterestedPartyValues) =>
      Object.fromEntries(
        Object.entries(interestedPartyErrors(values)).map(([field, text]) => [
          field,
          text === undefined ? text : localizeRule(text),
        ]),
      ),
    [localizeRule],
  );
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
        validate={fieldErrors}
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('interestedPartyEditorTitle')}>
            <DialogTitle id="party-title">{t('interestedPartyEditorTitle')}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                {problem ? <Alert severity="error">{localize(problem)}</Alert> : null}
                <Field
                  name="name"
                  label={t('partyName')}
                  component={TextFieldAdapter}
                  slotProps={{ htmlInput: { maxLength: INTERESTED_PARTY_NAME_MAX_LENGTH + 1 } }}
                />
                <Field
                  name="streetAddress"
                  label={a('streetAddress')}
                  component={TextFieldAdapter}
                  slotProps={{ htmlInput: { maxLength: STREET_MAX_LENGTH + 1 } }}
                />
                <Field name="city" label={a('city')} component={TextFieldAdapter} />
                <Field
                  name="state"
                  label={a('state')}
                  component={SelectFieldAdapter}
                  // The states' names are names (USPS): a browser's translator leaves them.
                  slotProps={{ select: { SelectDisplayProps: { translate: 'no' } } }}
                >
                  {US_STATES.map((s) => (
                    <MenuItem key={s.code} value={s.code} translate="no">
                      {s.name}
                    </MenuItem>
                  ))}
                </Field>
                <Field name="zip" label={a('zip')} component={TextFieldAdapter} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{o('cancel')}</Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {t('save')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
