import type { ChangeEvent } from 'react';
import { Field } from 'react-final-form';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { validationMessages } from '../../../../domain/messages';
import { useAppDispatch } from '../../../app/hooks';
import { CheckboxAdapter } from '../../../components/CheckboxField';
import { useTexts } from '../../../i18n/useTexts';
import { raaAgreementChanged } from '../onboardingSlice';

// Its own chunk (loaded only on the /raa entry): the checkbox is not part of the first step
// every other tenant loads.

const requireAgreement = (value: unknown) =>
  value === true ? undefined : validationMessages.termsRequired;

/** The required association checkbox of the user-info step (/raa). */
export default function RaaAgreementField() {
  // Its error (the domain's English, shown by the checkbox in the app's language) loads alongside.
  const t = useTexts(afterPurchaseTexts, validationTexts);
  const dispatch = useAppDispatch();
  return (
    <Field<boolean> name="raaAgreed" type="checkbox" validate={requireAgreement}>
      {(props) => (
        <CheckboxAdapter
          {...props}
          input={{
            ...props.input,
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              props.input.onChange(event);
              dispatch(raaAgreementChanged(event.target.checked));
            },
          }}
          label={t('raaAgreement')}
        />
      )}
    </Field>
  );
}
