import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

type HtmlInput = NonNullable<OutlinedInputProps['inputProps']>;

export interface TextInputProps {
  label: ReactNode;
  name?: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: string;
  id?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  /** Full width with normal margins unless said otherwise: a phone form is one column. */
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  sx?: SxProps<Theme>;
  /** As on MUI's TextField: attributes of the <input> itself, and props of the outlined box. */
  slotProps?: {
    htmlInput?: HtmlInput;
    input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment' | 'readOnly'>;
  };
}

const NATIVE_PLACEHOLDER_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/**
 * A labelled text box: what MUI's TextField renders for text, without the select menu,
 * popover, modal and the filled and standard variants it always brings along (16 KB gzip on
 * every page with a form). The label, the helper text and the error are tied to the input
 * (htmlFor, aria-describedby, aria-invalid) as TextField ties them. For a choice from a list,
 * use OptionGroup or a native select.
 */
export function TextInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  type,
  id,
  helperText,
  error = false,
  required,
  disabled,
  autoFocus,
  autoComplete,
  placeholder,
  multiline,
  minRows,
  fullWidth = true,
  margin = 'normal',
  sx,
  slotProps,
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? `text-input-${generated}`;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  // A browser draws its own 'mm/dd/yyyy' in an empty date or time box: the label sits above it
  // from the start, or the two are drawn over each other.
  const shrink = NATIVE_PLACEHOLDER_TYPES.has(type ?? '') || undefined;
  return (
    <FormControl
      fullWidth={fullWidth}
      margin={margin}
      error={error}
      required={required}
      disabled={disabled}
      variant="outlined"
      sx={sx}
    >
      <InputLabel htmlFor={inputId} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...slotProps?.input}
        id={inputId}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        label={label}
        notched={shrink}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        placeholder={placeholder}
        multiline={multiline}
        minRows={minRows}
        inputProps={{
          ...slotProps?.htmlInput,
          'aria-describedby': helperId ?? slotProps?.htmlInput?.['aria-describedby'],
        }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
