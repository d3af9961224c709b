import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldRenderProps } from 'react-final-form';

/**
 * react-final-form ↔ a select (MUI's TextField with `select`, its options as children). Kept
 * apart from TextFieldAdapter (its own module): the select's menu, popover and modal load only
 * on forms with one.
 */
export function SelectFieldAdapter({
  input,
  meta,
  ...rest
}: FieldRenderProps<string> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type' | 'select'>) {
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  return (
    <TextField
      {...rest}
      select
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
    />
  );
}
