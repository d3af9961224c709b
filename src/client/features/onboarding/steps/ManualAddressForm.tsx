import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import {
  ADDRESS_FORM_NAME_MAX_LENGTH,
  ONBOARDING_STREET_MAX_LENGTH,
  US_STATES,
} from '../../../../domain/constants';
import { onboardingTitles } from '../../../../domain/messages';
import {
  validateAddressFirstName,
  validateAddressLastName,
  validateCity,
  validateOnboardingStreet,
  validateState,
  validateZip,
} from '../../../../domain/validation/address';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';
import type { ChosenAddress } from '../onboardingSlice';

type ManualValues = Partial<Record<keyof ChosenAddress, string>>;

/** The onboarding address form of docs/product.md "Validation" ("Can't find your address?"). */
export function ManualAddressForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: ManualValues;
  busy: boolean;
  onSubmit: (address: ChosenAddress) => void;
}) {
  return (
    <Form<ManualValues>
      initialValues={initial}
      onSubmit={(v) =>
        onSubmit({
          firstName: (v.firstName ?? '').trim(),
          lastName: (v.lastName ?? '').trim(),
          streetAddress: (v.streetAddress ?? '').trim(),
          unit: (v.unit ?? '').trim(),
          city: (v.city ?? '').trim(),
          state: v.state ?? '',
          zip: (v.zip ?? '').trim(),
          county: null,
        })
      }
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Address form">
          <Stack spacing={1.5}>
            <Field
              name="firstName"
              label="First Name"
              component={TextFieldAdapter}
              validate={validateAddressFirstName}
              slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
            />
            <Field
              name="lastName"
              label="Last Name"
              component={TextFieldAdapter}
              validate={validateAddressLastName}
              slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
            />
            <Field
              name="streetAddress"
              label="Street Address"
              component={TextFieldAdapter}
              validate={validateOnboardingStreet}
              slotProps={{ htmlInput: { maxLength: ONBOARDING_STREET_MAX_LENGTH + 1 } }}
            />
            <Field name="unit" label="Unit" component={TextFieldAdapter} />
            <Field name="city" label="City" component={TextFieldAdapter} validate={validateCity} />
            <Field
              name="state"
              label="State"
              component={SelectFieldAdapter}
              validate={validateState}
            >
              {US_STATES.map((s) => (
                <MenuItem key={s.code} value={s.code}>
                  {s.name}
                </MenuItem>
              ))}
            </Field>
            <Field name="zip" label="Zip" component={TextFieldAdapter} validate={validateZip} />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {onboardingTitles.continue}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
