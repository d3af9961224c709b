import type { FieldInputProps, FieldMetaState } from 'react-final-form';

/** A field's error is shown once the field was touched (left once), not while first typing. */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  return meta.touched && meta.error ? String(meta.error) : undefined;
}

/** What every field adapter hands its control from react-final-form's `input`. */
export function boundInput(input: FieldInputProps<string>) {
  return {
    name: input.name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
  };
}
