import { Field } from 'react-final-form';
import { policyActionsTexts } from '../../../domain/i18n/generated/en/policyActions';
import { useTexts } from '../../i18n/useTexts';
import { TextFieldAdapter } from '../fields';
import { StateSelectAdapter } from './StateSelect';

/**
 * A US address with the docs/product.md "Validation" account-form limits: the account's billing
 * address and a policy's new address (a move) use the same fields. `states` is what the form may
 * pick (the account form leaves AK, HI, MA and DC out without a partner policy); the state picker
 * is the phone's own.
 */
export function AddressFields({
  streetName,
  streetMax,
  states,
}: {
  /** The form's name for the street ('street' in the account form, 'streetAddress' in a move). */
  streetName: string;
  streetMax: number;
  states: readonly { code: string; name: string }[];
}) {
  const t = useTexts(policyActionsTexts);
  return (
    <>
      <Field
        name={streetName}
        label={t('streetLabel')}
        component={TextFieldAdapter}
        autoComplete="address-line1"
        // One over the limit, so typing past it shows the docs/product.md "Validation" message
        // rather than stopping silently.
        slotProps={{ htmlInput: { maxLength: streetMax + 1 } }}
      />
      <Field
        name="unit"
        label={t('unitLabel')}
        component={TextFieldAdapter}
        autoComplete="address-line2"
      />
      <Field
        name="city"
        label={t('cityLabel')}
        component={TextFieldAdapter}
        autoComplete="address-level2"
      />
      <Field name="state" label={t('stateLabel')} component={StateSelectAdapter} options={states} />
      <Field
        name="zip"
        label={t('zipLabel')}
        component={TextFieldAdapter}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
    </>
  );
}
