import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldRenderProps } from 'react-final-form';

/** react-final-form ↔ MUI TextField; errors show once the field was touched. */
export function TextFieldAdapter({
  input,
  meta,
  ...rest
}: FieldRenderProps<string> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>) {
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  return (
    <TextField
      {...rest}
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

export function CheckboxAdapter({
  input,
  meta,
  label,
}: FieldRenderProps<boolean> & { label: ReactNode }) {
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            name={input.name}
            checked={Boolean(input.checked ?? input.value)}
            onChange={input.onChange}
          />
        }
        label={label}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </>
  );
}
