import type { FieldRenderProps } from 'react-final-form';
import { TextInput, type TextInputProps } from '../design/TextInput';
import { boundInput, useShownError } from './fieldBinding';
import { inputHints } from './inputHints';

export { inputHints };

/**
 * react-final-form ↔ the design's TextInput; errors show once the field was touched.
 * `<Field type=...>` hands `type` to `input`, not to the rest props: it
 * is passed on here, so a password field is masked and an e-mail field gets the e-mail keyboard.
 * Selects use SelectFieldAdapter (selectField.tsx).
 */
export function TextFieldAdapter({
  input,
  meta,
  ...rest
}: FieldRenderProps<string> &
  Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'>) {
  const error = useShownError(meta);
  const type = input.type;
  const hints = inputHints(type, rest.autoComplete);
  // A textarea holds the tenant's own words as its text: no translator touches them.
  const words = rest.multiline ? { translate: 'no' as const } : {};
  return (
    <TextInput
      {...rest}
      type={type}
      {...boundInput(input)}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
      slotProps={{
        ...rest.slotProps,
        htmlInput: { ...hints, ...words, ...rest.slotProps?.htmlInput },
      }}
    />
  );
}

export { CheckboxAdapter } from './CheckboxField';
