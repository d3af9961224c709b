import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { TextInput, type TextInputProps } from '../design/TextInput';

type HtmlInputProps = InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;

/**
 * The keyboard and autofill hints a field's type asks for: e-mail fields get the e-mail keyboard
 * with no capitalisation or spell check, phone fields the phone pad. A field's own hints win.
 */
export function inputHints(type: string | undefined, autoComplete?: string): HtmlInputProps {
  if (type === 'email')
    return {
      inputMode: 'email',
      autoComplete: autoComplete ?? 'email',
      autoCapitalize: 'none',
      spellCheck: false,
    };
  if (type === 'tel') return { inputMode: 'tel' };
  return {};
}

/**
 * react-final-form ↔ the design's TextInput; errors show once the field was touched. `<Field type=...>`
 * hands `type` to `input`, not to the rest props (ARCHITECTURE pitfalls): it is passed on here, so
 * a password field is masked and an e-mail field gets the e-mail keyboard.
 */
export function TextFieldAdapter({
  input,
  meta,
  ...rest
}: FieldRenderProps<string> &
  Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'>) {
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const type = input.type;
  const hints = inputHints(
    type,
    typeof rest.autoComplete === 'string' ? rest.autoComplete : undefined,
  );
  const htmlInput = { ...hints, ...rest.slotProps?.htmlInput };
  return (
    <TextInput
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

/**
 * For `<Field type="checkbox">`: react-final-form then gives `input.checked` (and keeps `value`
 * for checkbox groups); a checkbox without `type` falls back to a boolean `value`.
 */
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
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
        }
        label={label}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </>
  );
}
