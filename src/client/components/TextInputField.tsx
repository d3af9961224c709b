import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { inputHints } from './inputHints';

/**
 * react-final-form ↔ a plain outlined text input, looking and reading exactly like
 * TextFieldAdapter's (label, helper text, error once touched) but without MUI TextField's select
 * machinery (Select, Menu, Popover, Modal: about 15 KB gzip). For a page's first form, where
 * every kilobyte is paid before the tenant can type (log-in, sign-up, the onboarding's first
 * step).
 */
export function TextInputAdapter({
  input,
  meta,
  label,
  helperText,
  disabled,
  autoComplete,
  placeholder,
  htmlInput,
}: FieldRenderProps<string> & {
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;
}) {
  const id = useId();
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const help = error ?? helperText;
  const helpId = help ? `${id}-help` : undefined;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={input.type}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputProps={{ ...inputHints(input.type, autoComplete), ...htmlInput }}
        aria-describedby={helpId}
      />
      {help ? <FormHelperText id={helpId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
