import { Field } from 'react-final-form';
import { OptionGroup } from '../../design/OptionGroup';

const OPTIONS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

/** §5: habitable, vacated and police are answered Yes or No (sent as booleans). */
export function YesNoField({ name, legend }: { name: string; legend: string }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <OptionGroup
          name={name}
          legend={legend}
          options={OPTIONS}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={meta.touched || meta.submitFailed ? (meta.error as string | undefined) : null}
        />
      )}
    </Field>
  );
}
