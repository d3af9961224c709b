import { Field } from 'react-final-form';
import { OptionGroup } from '../../design/OptionGroup';

const YES_NO = ['Yes', 'No'] as const;

/**
 * A choice among a few as option cards (the design's OptionGroup): the claim type and
 * docs/product.md "Validation" Yes/No answers (habitable, vacated, police; sent as booleans). Cards
 * rather than a select: two choices read at a glance on a phone, and the page loads no menu code.
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
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <OptionGroup
          name={name}
          legend={legend}
          options={choices.map((c) => ({ value: c, label: c }))}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={meta.touched || meta.submitFailed ? (meta.error as string | undefined) : null}
        />
      )}
    </Field>
  );
}
