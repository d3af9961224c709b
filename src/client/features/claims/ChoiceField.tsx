import { Field } from 'react-final-form';
import { claimsTexts } from '../../../domain/i18n/generated/en/claims';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { useLocalized } from '../../i18n/useTexts';
import { OptionGroup } from '../../design/OptionGroup';

const YES_NO = ['Yes', 'No'] as const;

/**
 * A choice among a few as option cards (the design's OptionGroup): the claim type and
 * docs/product.md "Validation" Yes/No answers (habitable, vacated, police; sent as booleans). Cards
 * rather than a select: two choices read at a glance on a phone, and the page loads no menu code.
 * The values stay the English the claim sends; each card says its `claims` catalog's words, and
 * the rule's message shows in the tenant's language.
 */
export function ChoiceField({
  name,
  legend,
  choices = YES_NO,
}: {
  name: string;
  legend: string;
  choices?: readonly string[];
}) {
  const localize = useLocalized(claimsTexts, validationTexts);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched || meta.submitFailed ? (meta.error as string | undefined) : null;
        return (
          <OptionGroup
            name={name}
            legend={legend}
            options={choices.map((c) => ({ value: c, label: localize(c) }))}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={error ? localize(error) : error}
          />
        );
      }}
    </Field>
  );
}
