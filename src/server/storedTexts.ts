// Texts the server stored in English with a record (a payment's "Payment 5 of 11 received. Thank
// you!", a refund's purpose), answered in the reader's language (docs/i18n.md "Texts from rules").
// The record keeps the English it was written with (support reads it as the tenant's history);
// the answer finds which catalog message wrote it, the exact text or a message with values
// ("{label} received. Thank you!"), and writes that message in the asked language, its values
// translated the same way. A text no message wrote (a card processor's own words) stays as it is.
import paymentRecordsEs from '../domain/i18n/generated/es/paymentRecords';
import uploadReasonsEs from '../domain/i18n/generated/es/uploadReasons';
import { paymentRecordsTexts } from '../domain/i18n/generated/en/paymentRecords';
import { uploadReasonsTexts } from '../domain/i18n/generated/en/uploadReasons';
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

/**
 * An area whose messages write stored texts, and which of their values are words to translate
 * too: a payment's label ('Payment 5 of 11') is one of the area's messages, while a proof check's
 * names and addresses are the page's and the tenant's data, only its list of address parts
 * ('unit and zip') words.
 */
interface StoredArea {
  area: ServerArea;
  /** The placeholders whose values are said in the asked language too; all when absent. */
  wordValues?: readonly string[];
  /** A value of several words joined by this message's English ('and'): a list of words. */
  joiner?: string;
}

const AREAS: readonly StoredArea[] = [
  { area: serverArea(paymentRecordsTexts, paymentRecordsEs) },
  // Each check's reason beside a declarations page (domain/proofs/reasons.ts).
  {
    area: serverArea(uploadReasonsTexts, uploadReasonsEs),
    wordValues: ['off'],
    joiner: 'offAnd',
  },
];

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

/**
 * The longest text matched against the messages. A stored text is a sentence; one far longer (a
 * proof check's reason quoting a line of a document built to be long) is left as it is: matching
 * a message's pattern with several values grows with the cube of the text's length.
 */
export const MATCHED_TEXT_MAX = 2_000;

/** A stored English text in `locale`, when a catalog message wrote it; else as it is. */
export function storedTextIn(locale: Locale, text: string, depth = 0): string {
  if (locale === DEFAULT_LOCALE || depth > 2 || text.length > MATCHED_TEXT_MAX) return text;
  for (const stored of AREAS) {
    const said = writtenIn(locale, stored, text, depth);
    if (said !== undefined) return said;
  }
  return text;
}

/** `text` in `locale` if one of `stored`'s messages wrote it. */
function writtenIn(locale: Locale, stored: StoredArea, text: string, depth: number) {
  const { area, wordValues } = stored;
  const catalog = area.translations[locale];
  if (!catalog) return undefined;
  const message = (key: string, values?: Record<string, TextValue>) =>
    fill(catalog[messageId(area.english.name, key)]!, values);
  const exact = keyOf(area.english, text);
  if (exact !== undefined) return message(exact);
  for (const { key, names, re } of patternsOf(area.english)) {
    const match = re.exec(text);
    if (!match) continue;
    const values: Record<string, TextValue> = {};
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      if (!wordValues) values[name] = storedTextIn(locale, value, depth + 1);
      else values[name] = wordValues.includes(name) ? wordsIn(stored, value, message) : value;
    });
    return message(key, values);
  }
  return undefined;
}

/** A value of the area's own words ('unit and zip'), each said with `message`; else as it is. */
function wordsIn(
  { area, joiner }: StoredArea,
  value: string,
  message: (key: string) => string,
): string {
  const and = joiner ? fill(area.english.messages[joiner]!) : undefined;
  const keys = (and ? value.split(` ${and} `) : [value]).map((word) => keyOf(area.english, word));
  if (keys.some((key) => key === undefined)) return value;
  return keys.map((key) => message(key!)).join(joiner ? ` ${message(joiner)} ` : '');
}
