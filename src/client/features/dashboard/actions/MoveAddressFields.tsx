import { Field } from 'react-final-form';
import { STREET_MAX_LENGTH, US_STATES } from '../../../../domain/constants';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { useTexts } from '../../../i18n/useTexts';
import { AddressFields } from '../../../components/address/AddressFields';
import { TextFieldAdapter } from '../../../components/fields';

/** The new address of a move (docs/product.md "Validation" account-form rules: street at most 40) and its date. */
export function MoveAddressFields({ min, max }: { min: string; max: string }) {
  const t = useTexts(policyActionsTexts);
  return (
    <>
      <AddressFields streetName="streetAddress" streetMax={STREET_MAX_LENGTH} states={US_STATES} />
      <Field
        name="effectiveDate"
        type="date"
        label={t('moveDateLabel')}
        component={TextFieldAdapter}
        slotProps={{ htmlInput: { min, max } }}
      />
    </>
  );
}
