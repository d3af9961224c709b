import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import {
  ADDRESS_FORM_NAME_MAX_LENGTH,
  ONBOARDING_STREET_MAX_LENGTH,
  US_STATES,
} from '../../../../domain/constants';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
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
import { useTexts } from '../../../i18n/useTexts';

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
  const t = useTexts(onboardingTexts, addressTexts);
  const a = useTexts(addressTexts);
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
        <form onSubmit={handleSubmit} noValidate aria-label={a('addressForm')}>
          <Stack spacing={1.5}>
            <Field
              name="firstName"
              label={a('firstName')}
              component={TextFieldAdapter}
              validate={validateAddressFirstName}
              slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
            />
            <Field
              name="lastName"
              label={a('lastName')}
              component={TextFieldAdapter}
              validate={validateAddressLastName}
              slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
            />
            <Field
              name="streetAddress"
              label={a('streetAddress')}
              component={TextFieldAdapter}
              validate={validateOnboardingStreet}
              slotProps={{ htmlInput: { maxLength: ONBOARDING_STREET_MAX_LENGTH + 1 } }}
            />
            <Field name="unit" label={a('unit')} component={TextFieldAdapter} />
            <Field
              name="city"
              label={a('city')}
              component={TextFieldAdapter}
              validate={validateCity}
            />
            <Field
              name="state"
              label={a('state')}
              component={SelectFieldAdapter}
              validate={validateState}
              // The states' names are names (USPS): a browser's translator leaves them.
              slotProps={{ select: { SelectDisplayProps: { translate: 'no' } } }}
            >
              {US_STATES.map((s) => (
                <MenuItem key={s.code} value={s.code} translate="no">
                  {s.name}
                </MenuItem>
              ))}
            </Field>
            <Field
              name="zip"
              label={a('zip')}
              component={TextFieldAdapter}
              validate={validateZip}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('continue')}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
