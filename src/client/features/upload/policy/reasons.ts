import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { uploadReasonsTexts } from '../../../../domain/i18n/generated/en/uploadReasons';
import { DEFAULT_LOCALE } from '../../../../domain/i18n/locales';
import type { TextValue } from '../../../../domain/i18n/texts';
import { useAppLocale } from '../../../i18n/appLocale';
import { useTexts } from '../../../i18n/useTexts';

// The reason beside each check comes from the server in English (src/domain/proofs/reasons.ts,
// the words staff read too). Each of the `uploadReasons` messages is the same English with its
// values as placeholders: the one a reason fits gives its values back, and the reason is shown in
// the app's language with them. A reason no message fits is shown as it came.

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `off` words of a location's reason ('unit and zip'): their own messages. */
const OFF_WORDS: Record<string, string> = {
  street: 'offStreet',
  unit: 'offUnit',
  city: 'offCity',
  state: 'offState',
  zip: 'offZip',
};

let patterns: Pattern[] | undefined;

/** Each reason message as a pattern of its English (built on first use). */
function patternsOf(): Pattern[] {
  patterns ??= Object.entries(uploadReasonsTexts.messages as Record<string, CompiledMessage>)
    .filter(([key]) => !key.startsWith('off'))
    .map(([key, message]) => {
      const names: string[] = [];
      const source = message
        .map((token) => {
          if (typeof token === 'string') return escape(token);
          const seen = names.indexOf(token[0]);
          if (seen >= 0) return `\\${seen + 1}`;
          names.push(token[0]);
          return '(.+?)';
        })
        .join('');
      return { key, names, regex: new RegExp(`^${source}$`, 's') };
    });
  return patterns;
}

/** The message a reason is, with its values, if one fits it. */
export function readReason(
  reason: string,
): { key: string; values: Record<string, string> } | undefined {
  for (const { key, names, regex } of patternsOf()) {
    const match = regex.exec(reason);
    if (match) return { key, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return undefined;
}

const identity = (reason: string) => reason;

/** Shows a check's reason in the app's language (as it came in English). */
export function useReason(): (reason: string) => string {
  const t = useTexts(uploadReasonsTexts) as (
    key: string,
    values?: Record<string, TextValue>,
  ) => string;
  if (useAppLocale() === DEFAULT_LOCALE) return identity;
  return (reason) => {
    const read = readReason(reason);
    if (!read) return reason;
    const { off, ...values } = read.values;
    const parts = off?.split(' and ').map((word) => (OFF_WORDS[word] ? t(OFF_WORDS[word]) : word));
    return t(read.key, parts ? { ...values, off: parts.join(` ${t('offAnd')} `) } : values);
  };
}
