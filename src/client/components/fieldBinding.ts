import { validationTexts } from '../../domain/i18n/generated/en/validation';
import { useLocalized } from '../i18n/useTexts';
import type { FieldInputProps, FieldMetaState } from 'react-final-form';

/**
 * A field's error is shown once the field was touched (left once), not while first typing, in
 * the tenant's language: the domain's rules return the `validation` catalog's English.
 */
export function useShownError(
  meta: FieldMetaState<unknown>,
  shown = Boolean(meta.touched),
): string | undefined {
  const localize = useLocalized(validationTexts);
  return shown && meta.error ? localize(String(meta.error)) : undefined;
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
