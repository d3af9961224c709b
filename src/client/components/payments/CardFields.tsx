import Stack from '@mui/material/Stack';
import { Field, useField } from 'react-final-form';
import { paymentTexts } from '../../../domain/i18n/generated/en/payment';
import { cardBrand } from '../../../domain/payments/card';
import { useTexts } from '../../i18n/useTexts';
import { TextFieldAdapter } from '../fields';

/** A numeric input with its autofill hint and length (mobile keyboards show digits). */
export const digitsInput = (autoComplete: string, maxLength: number) => ({
  htmlInput: { inputMode: 'numeric' as const, autoComplete, maxLength },
});

/**
 * docs/product.md "Validation" card fields; the brand shows as the number is typed. Shared by
 * checkout (the carrier's tokenization) and the stored payment method's sandbox card form.
 */
export function CardFields() {
  const t = useTexts(paymentTexts);
  const cardNumber = useField<string>('cardNumber', { subscription: { value: true } }).input.value;
  const brand = cardBrand(cardNumber);
  return (
    <>
      <Field
        name="cardNumber"
        label={t('cardNumber')}
        component={TextFieldAdapter}
        // The brand is a name, the same in every language.
        helperText={brand ? <span translate="no">{brand}</span> : ' '}
        slotProps={digitsInput('cc-number', 19)}
      />
      {/* One column on a phone: three fields side by side there cut their labels off. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Field
          name="cardExpMonth"
          label={t('cardMonth')}
          component={TextFieldAdapter}
          slotProps={digitsInput('cc-exp-month', 2)}
        />
        <Field
          name="cardExpYear"
          label={t('cardYear')}
          component={TextFieldAdapter}
          slotProps={digitsInput('cc-exp-year', 4)}
        />
        <Field
          name="cardCvc"
          label={t('cardCvv')}
          component={TextFieldAdapter}
          slotProps={digitsInput('cc-csc', 4)}
        />
      </Stack>
    </>
  );
}
