import type { InputHTMLAttributes } from 'react';

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
