import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldRenderProps } from 'react-final-form';
import { boundInput, useShownError } from './fieldBinding';

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
  const error = useShownError(meta);
  return (
    <TextField
      {...rest}
      select
      {...boundInput(input)}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
    />
  );
}
