import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldRenderProps } from 'react-final-form';
import { inputHints } from './inputHints';

export { inputHints };

/**
 * react-final-form ↔ MUI TextField; errors show once the field was touched. `<Field type=...>`
 * hands `type` to `input`, not to the rest props (ARCHITECTURE pitfalls): it is passed on here, so
 * a password field is masked and an e-mail field gets the e-mail keyboard.
 */
export function TextFieldAdapter({
  input,
  meta,
  ...rest
}: FieldRenderProps<string> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'>) {
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const type = input.type;
  const hints = inputHints(
    type,
    typeof rest.autoComplete === 'string' ? rest.autoComplete : undefined,
  );
  const own = rest.slotProps?.htmlInput;
  const htmlInput =
    typeof own === 'function'
      ? (ownerState: Parameters<typeof own>[0]) => ({ ...hints, ...own(ownerState) })
      : { ...hints, ...own };
  return (
    <TextField
      {...rest}
      type={type}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
      slotProps={{ ...rest.slotProps, htmlInput }}
    />
  );
}

export { CheckboxAdapter } from './CheckboxField';
