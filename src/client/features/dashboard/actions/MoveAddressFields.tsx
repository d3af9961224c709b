import MenuItem from '@mui/material/MenuItem';
import { Field } from 'react-final-form';
import { STREET_MAX_LENGTH, US_STATES } from '../../../../domain/constants';
import { policyChangeTexts as t } from '../../../../domain/messages';
import { TextFieldAdapter } from '../../../components/fields';
import { SelectFieldAdapter } from '../../../components/selectField';

/** The new address of a move (§5 account-form rules: street at most 40) and its date. */
export function MoveAddressFields({ min, max }: { min: string; max: string }) {
  return (
    <>
      <Field
        name="streetAddress"
        label={t.streetLabel}
        component={TextFieldAdapter}
        autoComplete="address-line1"
        slotProps={{ htmlInput: { maxLength: STREET_MAX_LENGTH + 1 } }}
      />
      <Field
        name="unit"
        label={t.unitLabel}
        component={TextFieldAdapter}
        autoComplete="address-line2"
      />
      <Field
        name="city"
        label={t.cityLabel}
        component={TextFieldAdapter}
        autoComplete="address-level2"
      />
      <Field
        name="state"
        label={t.stateLabel}
        component={SelectFieldAdapter}
        fullWidth
        margin="normal"
      >
        {US_STATES.map((s) => (
          <MenuItem key={s.code} value={s.code}>
            {s.name}
          </MenuItem>
        ))}
      </Field>
      <Field
        name="zip"
        label={t.zipLabel}
        component={TextFieldAdapter}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <Field
        name="effectiveDate"
        type="date"
        label={t.moveDateLabel}
        component={TextFieldAdapter}
        slotProps={{ htmlInput: { min, max } }}
      />
    </>
  );
}
