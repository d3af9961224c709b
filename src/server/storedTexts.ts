// Texts the server stored in English with a record (a payment's "Payment 5 of 11 received. Thank
// you!", a refund's purpose), answered in the reader's language (docs/i18n.md "Texts from rules").
// The record keeps the English it was written with (support reads it as the tenant's history);
// the answer finds which catalog message wrote it, the exact text or a message with values
// ("{label} received. Thank you!"), and writes that message in the asked language, its values
// translated the same way. A text no message wrote (a card processor's own words) stays as it is.
import paymentRecordsEs from '../domain/i18n/generated/es/paymentRecords';
import { paymentRecordsTexts } from '../domain/i18n/generated/en/paymentRecords';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales';
import { serverArea, type ServerArea } from './answerLanguage';
import {
  fill,
  keyOf,
  messageId,
  type AreaValues,
  type TextArea,
  type TextValue,
} from '../domain/i18n/texts';

const AREAS: readonly ServerArea[] = [serverArea(paymentRecordsTexts, paymentRecordsEs)];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message with values as a pattern of its English ('{label} received…' → /^(.+?) received…$/). */
const patterns = new Map<TextArea<AreaValues>, { key: string; names: string[]; re: RegExp }[]>();

function patternsOf(area: TextArea<AreaValues>) {
  let found = patterns.get(area);
  if (!found) {
    found = [];
    for (const [key, message] of Object.entries(area.messages)) {
      const names = message.flatMap((token) =>
        typeof token === 'string' ? [] : token.length === 1 ? [String(token[0])] : [],
      );
      if (names.length === 0 || message.some((t) => typeof t !== 'string' && t.length !== 1))
        continue;
      const source = message
        .map((token) => (typeof token === 'string' ? escape(token) : '(.+?)'))
        .join('');
      found.push({ key, names, re: new RegExp(`^${source}$`) });
    }
    patterns.set(area, found);
  }
  return found;
}

/** A stored English text in `locale`, when a catalog message wrote it; else as it is. */
export function storedTextIn(locale: Locale, text: string, depth = 0): string {
  if (locale === DEFAULT_LOCALE || depth > 2) return text;
  for (const area of AREAS) {
    const catalog = area.translations[locale];
    if (!catalog) continue;
    const exact = keyOf(area.english, text);
    if (exact !== undefined) return fill(catalog[messageId(area.english.name, exact)]!);
    for (const { key, names, re } of patternsOf(area.english)) {
      const match = re.exec(text);
      if (!match) continue;
      const values: Record<string, TextValue> = {};
      names.forEach((name, i) => {
        values[name] = storedTextIn(locale, match[i + 1]!, depth + 1);
      });
      return fill(catalog[messageId(area.english.name, key)]!, values);
    }
  }
  return text;
}
