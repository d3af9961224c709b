import { Field } from 'react-final-form';
import { policyChangeTexts as t } from '../../../domain/messages';
import { accountFormStates } from '../../../domain/validation/address';
import { TextFieldAdapter } from '../../components/fields';
import { StateSelectAdapter } from './StateSelect';

/** §5 account-form billing address; the state picker leaves out AK, HI, MA, DC without a partner policy. */
export function BillingAddressFields({
  hasPartner,
  streetMax,
}: {
  hasPartner: boolean;
  streetMax: number;
}) {
  return (
    <>
      <Field
        name="street"
        label={t.streetLabel}
        component={TextFieldAdapter}
        autoComplete="address-line1"
        // One over the limit, so typing past it shows the §5 message rather than stopping silently.
        slotProps={{ htmlInput: { maxLength: streetMax + 1 } }}
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
        component={StateSelectAdapter}
        options={accountFormStates(hasPartner)}
      />
      <Field
        name="zip"
        label={t.zipLabel}
        component={TextFieldAdapter}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
    </>
  );
}
