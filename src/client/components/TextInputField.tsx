import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  useId,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { inputHints } from './inputHints';

type HtmlInput = InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;

export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  type?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  htmlInput?: HtmlInput;
}

/**
 * A plain outlined text input, looking and reading exactly like MUI TextField's (label, helper
 * text, error) without TextField's select machinery (Select, Menu, Popover, Modal: about 15 KB
 * gzip). For the first form of a page, where every kilobyte is paid before the tenant can type
 * (log-in, sign-up, the onboarding's first step, a two-factor code).
 */
export function TextInput({
  label,
  error = false,
  helperText,
  disabled,
  htmlInput,
  type,
  autoComplete,
  ...input
}: TextInputProps) {
  const id = useId();
  const helpId = helperText ? `${id}-help` : undefined;
  return (
    <FormControl fullWidth margin="normal" error={error} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        inputProps={{ ...inputHints(type, autoComplete), ...htmlInput }}
        aria-describedby={helpId}
      />
      {helperText ? <FormHelperText id={helpId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

/** react-final-form ↔ TextInput; errors show once the field was touched (like TextFieldAdapter). */
export function TextInputAdapter({
  input,
  meta,
  helperText,
  ...rest
}: FieldRenderProps<string> & Omit<TextInputProps, 'value' | 'onChange' | 'name' | 'type'>) {
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  return (
    <TextInput
      {...rest}
      name={input.name}
      type={input.type}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
