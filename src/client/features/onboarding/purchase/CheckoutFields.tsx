import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field, useField } from 'react-final-form';
import { isPaymentMethod } from '../../../../domain/checkout/checkoutForm';
import { paymentFees } from '../../../../domain/payments/plans';
import {
  ADDRESS_FORM_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
  US_STATES,
} from '../../../../domain/constants';
import { purchaseTexts } from '../../../../domain/checkout/texts';
import { TextFieldAdapter } from '../../../components/fields';
import { CardFields, digitsInput } from '../../../components/payments/CardFields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { money } from '../../../design/format';

/** Visible to screen readers only (the usual clip pattern). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/** A radio group bound to one form field. */
export function RadioField({
  name,
  label,
  options,
  hideLabel = false,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Under a heading that already says it: kept for screen readers only. */
  hideLabel?: boolean;
}) {
  return (
    <Field name={name}>
      {({ input }) => (
        <FormControl>
          <FormLabel id={`${name}-label`} sx={hideLabel ? visuallyHidden : undefined}>
            {label}
          </FormLabel>
          <RadioGroup
            row
            sx={{ columnGap: 1 }}
            aria-labelledby={`${name}-label`}
            name={input.name}
            value={input.value ?? ''}
            // The value, not the event: the field is one value for the whole group, and a radio
            // event would make react-final-form ask for type="radio" on it.
            onChange={(_event, value) => input.onChange(value)}
          >
            {options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Field>
  );
}

/**
 * SPEC §5 mailing or billing address: the property address (with the buyer's names), or a
 * different address with first and last name.
 */
export function AddressChoice({
  prefix,
  label,
  propertyLine,
}: {
  prefix: 'mailing' | 'billing';
  label: string;
  propertyLine: string;
}) {
  const name = (field: string) => `${prefix}.${field}`;
  const other =
    useField<string>(`${prefix}Choice`, { subscription: { value: true } }).input.value === 'other';
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={label}>
      <RadioField
        name={`${prefix}Choice`}
        label={label}
        options={[
          { value: 'property', label: purchaseTexts.sameAsProperty },
          { value: 'other', label: purchaseTexts.differentAddress },
        ]}
      />
      {other ? (
        <>
          <Field
            name={name('firstName')}
            label="First Name"
            component={TextFieldAdapter}
            slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
          />
          <Field
            name={name('lastName')}
            label="Last Name"
            component={TextFieldAdapter}
            slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
          />
          <Field
            name={name('streetAddress')}
            label="Street Address"
            component={TextFieldAdapter}
            slotProps={{ htmlInput: { maxLength: STREET_MAX_LENGTH + 1 } }}
          />
          <Field name={name('unit')} label="Unit" component={TextFieldAdapter} />
          <Field name={name('city')} label="City" component={TextFieldAdapter} />
          <Field name={name('state')} label="State" component={SelectFieldAdapter}>
            {US_STATES.map((s) => (
              <MenuItem key={s.code} value={s.code}>
                {s.name}
              </MenuItem>
            ))}
          </Field>
          <Field name={name('zip')} label="Zip" component={TextFieldAdapter} />
        </>
      ) : (
        <Typography color="text.secondary">{propertyLine}</Typography>
      )}
    </Stack>
  );
}

/** SPEC §5 bank fields (the hidden bank option of §2.10). */
export function BankFields() {
  return (
    <>
      <Field
        name="routingNumber"
        label="Routing Number"
        component={TextFieldAdapter}
        slotProps={digitsInput('off', 9)}
      />
      <Field
        name="accountNumber"
        label="Account Number"
        component={TextFieldAdapter}
        slotProps={digitsInput('off', 17)}
      />
      <Field
        name="accountNumberConfirmation"
        label="Confirm Account Number"
        component={TextFieldAdapter}
        slotProps={digitsInput('off', 17)}
      />
    </>
  );
}

/** The card or bank fields for the chosen method, its fee note and what is charged today (§9). */
export function PaymentFields({ downPayment }: { downPayment: number }) {
  const method = useField<string>('method', { subscription: { value: true } }).input.value;
  const fees = isPaymentMethod(method) ? paymentFees({ method, amount: downPayment }) : null;
  return (
    <>
      {method === 'bank' ? <BankFields /> : <CardFields />}
      <Typography variant="body2" color="text.secondary">
        {method === 'bank' ? purchaseTexts.bankFeeNote : purchaseTexts.cardFeeNote}
      </Typography>
      {fees ? (
        <Typography data-testid="charged-today">
          {`${purchaseTexts.chargedToday}: ${money(fees.total)} (${money(downPayment)} + ${money(fees.fee)} fee)`}
        </Typography>
      ) : null}
    </>
  );
}
