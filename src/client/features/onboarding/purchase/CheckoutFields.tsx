import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field, useField } from 'react-final-form';
import { isPaymentMethod } from '../../../../domain/checkout/checkoutForm';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { checkoutTexts } from '../../../../domain/i18n/generated/en/checkout';
import { planMoney, planMoneyTexts } from '../../../../domain/payments/planMoney';
import type { PaymentSchedule } from '../../../../domain/payments/plans';
import type { PaymentPlanIndex } from '../../../../domain/constants';
import {
  ADDRESS_FORM_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
  US_STATES,
} from '../../../../domain/constants';
import { TextFieldAdapter } from '../../../components/fields';
import { CardFields, digitsInput } from '../../../components/payments/CardFields';
import { SelectFieldAdapter } from '../../../components/selectField';
import { OptionGroup, type Option } from '../../../design/OptionGroup';
import { useSay, useTexts } from '../../../i18n/useTexts';
import type { ReactNode } from 'react';

/** A radio group bound to one form field: the design's one option component (OptionGroup). */
export function RadioField({
  name,
  label,
  options,
  hideLabel = false,
  children,
}: {
  name: string;
  label: string;
  options: Option[];
  /** Under a heading that already says it: kept for screen readers only. */
  hideLabel?: boolean;
  /** Shown inside the group under the options (the fields of the chosen one). */
  children?: ReactNode;
}) {
  return (
    <Field name={name}>
      {({ input }) => (
        <OptionGroup
          name={input.name}
          legend={label}
          hideLegend={hideLabel}
          options={options}
          value={input.value ?? ''}
          // The value, not the event: the field is one value for the whole group, and a radio
          // event would make react-final-form ask for type="radio" on it.
          onChange={(value) => input.onChange(value)}
          onBlur={() => input.onBlur()}
        >
          {children}
        </OptionGroup>
      )}
    </Field>
  );
}

/**
 * docs/product.md "Validation" mailing or billing address: the property address (with the buyer's
 * names), or a different address with first and last name.
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
  const t = useTexts(checkoutTexts, addressTexts);
  const a = useTexts(addressTexts);
  const name = (field: string) => `${prefix}.${field}`;
  const other =
    useField<string>(`${prefix}Choice`, { subscription: { value: true } }).input.value === 'other';
  return (
    <RadioField
      name={`${prefix}Choice`}
      label={label}
      options={[
        {
          value: 'property',
          label: t('sameAsProperty'),
          // The tenant's own address: data, not a text to translate.
          description: <span translate="no">{propertyLine}</span>,
        },
        { value: 'other', label: t('differentAddress') },
      ]}
    >
      {other ? (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <Field
            name={name('firstName')}
            label={a('firstName')}
            component={TextFieldAdapter}
            slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
          />
          <Field
            name={name('lastName')}
            label={a('lastName')}
            component={TextFieldAdapter}
            slotProps={{ htmlInput: { maxLength: ADDRESS_FORM_NAME_MAX_LENGTH + 1 } }}
          />
          <Field
            name={name('streetAddress')}
            label={a('streetAddress')}
            component={TextFieldAdapter}
            slotProps={{ htmlInput: { maxLength: STREET_MAX_LENGTH + 1 } }}
          />
          <Field name={name('unit')} label={a('unit')} component={TextFieldAdapter} />
          <Field name={name('city')} label={a('city')} component={TextFieldAdapter} />
          <Field
            name={name('state')}
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
          <Field name={name('zip')} label={a('zip')} component={TextFieldAdapter} />
        </Stack>
      ) : null}
    </RadioField>
  );
}

/** docs/product.md "Validation" bank fields (the hidden bank option of "Account pages"). */
export function BankFields() {
  const t = useTexts(checkoutTexts);
  return (
    <>
      <Field
        name="routingNumber"
        label={t('routingNumber')}
        component={TextFieldAdapter}
        slotProps={digitsInput('off', 9)}
      />
      <Field
        name="accountNumber"
        label={t('accountNumber')}
        component={TextFieldAdapter}
        slotProps={digitsInput('off', 17)}
      />
      <Field
        name="accountNumberConfirmation"
        label={t('confirmAccountNumber')}
        component={TextFieldAdapter}
        slotProps={digitsInput('off', 17)}
      />
    </>
  );
}

/**
 * The card or bank fields for the chosen method, its fee note and what is charged today
 * (docs/product.md "Limits"), from the plan's one money model (planMoney), as the payment-plan step
 * and the review say it.
 */
export function PaymentFields({
  schedule,
  plan,
  effectiveDate,
}: {
  schedule: PaymentSchedule;
  plan: PaymentPlanIndex;
  effectiveDate: string;
}) {
  const t = useTexts(checkoutTexts);
  const say = useSay(checkoutTexts);
  const method = useField<string>('method', { subscription: { value: true } }).input.value;
  const amounts = isPaymentMethod(method) ? planMoney(schedule, plan, effectiveDate, method) : null;
  return (
    <>
      {method === 'bank' ? <BankFields /> : <CardFields />}
      <Typography variant="body2" color="text.secondary">
        {method === 'bank' ? t('bankFeeNote') : t('cardFeeNote')}
      </Typography>
      {amounts ? (
        <Typography data-testid="charged-today">
          {`${t('chargedToday')}: ${planMoneyTexts.dueTodayParts(amounts, say)}`}
        </Typography>
      ) : null}
    </>
  );
}
