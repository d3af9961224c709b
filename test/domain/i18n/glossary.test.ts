// docs/i18n.md "Glossary": a Spanish message says an insurance term the glossary's way wherever
// its English says the term. The table is read from the docs, so a term added there is checked at
// once; the Spanish words match whatever their ending (plural, feminine, a verb's person) and any
// determiner ("de la propiedad", "de tu propiedad"), so only another word for the term fails.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A message's words, its placeholders left out ('{claim}' is no mention of a claim). */
const words = (message: string) => plain(message.replace(/\{[^{}]*\}/g, ' '));

const DETERMINERS = '(?:el|la|los|las|tu|tus|su|sus|un|una)';
/** A Spanish word of the glossary, whatever its ending. */
function spanishWord(word: string): string {
  if (/^(el|la|los|las)$/.test(word)) return DETERMINERS;
  const verb = /^(\w{3,}?)(?:arse|erse|irse|ar|er|ir)$/.exec(word);
  if (verb) return `${verb[1]}\\w*`;
  return word.length <= 7 ? `${word}(?:s|es)?` : `${word.slice(0, word.length - 2)}\\w*`;
}
/** An English word of the glossary, singular or plural. */
const englishWord = (word: string) =>
  word.endsWith('y') ? `${word.slice(0, -1)}(?:y|ies)` : `${word}(?:s|es)?`;

interface Term {
  name: string;
  english: RegExp;
  spanish: RegExp;
}

/** The glossary's table: 'log in / sign up' pairs its terms; '(verb: cotizar)' is one more way. */
function glossary(): Term[] {
  const doc = readFileSync(resolve(ROOT, 'docs/i18n.md'), 'utf8');
  const rows = doc
    .slice(doc.indexOf('## Glossary'))
    .split('\n')
    .filter((line) => /^\| [a-z]/i.test(line) && !line.startsWith('| English'));
  return rows.flatMap((row) => {
    const [en = '', es = ''] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => plain(cell.trim()));
    const englishTerms = en.split(' / ');
    const spanishTerms = es
      .replace(/\(verb: ([^)]+)\)/, '/ $1')
      .split('/')
      .map((s) => s.trim())
      .filter(Boolean);
    return englishTerms.map((english, i) => {
      const ways = englishTerms.length > 1 ? [spanishTerms[i]!] : spanishTerms;
      const spanish = ways.map((way) => way.split(/\s+/).map(spanishWord).join('\\s+'));
      return {
        name: english,
        english: new RegExp(`\\b${english.split(/\s+/).map(englishWord).join('[\\s-]+')}\\b`),
        spanish: new RegExp(`\\b(?:${spanish.join('|')})`),
      };
    });
  });
}

/**
 * Where a message rightly says a term another way, and why. Each entry must still be needed (the
 * last test), so the list cannot outlive its reason.
 */
const OTHER_WAYS: Record<string, string> = {
  // 'the address you want coverage at': the verb reads better than 'quieres cobertura en'.
  'onboarding.address coverage': 'asegurar',
};

type Catalog = { en: Record<string, string>; es: Record<string, string> };
const catalogs = readdirSync(resolve(ROOT, 'src/domain/i18n/catalogs'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => basename(file, '.ts'));

async function departures(): Promise<string[]> {
  const terms = glossary();
  const found: string[] = [];
  for (const area of catalogs) {
    const { default: catalog } = (await import(
      resolve(ROOT, 'src/domain/i18n/catalogs', `${area}.ts`)
    )) as { default: Catalog };
    for (const [key, english] of Object.entries(catalog.en)) {
      const spanish = words(catalog.es[key] ?? '');
      for (const term of terms)
        if (term.english.test(words(english)) && !term.spanish.test(spanish))
          found.push(`${area}.${key} ${term.name}`);
    }
  }
  return found;
}

describe('the glossary in every Spanish message', () => {
  it('reads the table: every term with its Spanish', () => {
    const terms = glossary();
    expect(terms.length).toBeGreaterThanOrEqual(20);
    const term = (name: string) => terms.find((t) => t.name === name)!;
    expect(term('claim').spanish.test(plain('Tus reclamos'))).toBe(true);
    expect(term('claim').spanish.test(plain('Tu reclamación'))).toBe(false);
    expect(term('property manager').spanish.test(plain('el administrador de tu propiedad'))).toBe(
      true,
    );
    expect(term('quote').spanish.test(plain('Cotiza tu seguro'))).toBe(true);
    expect(term('sign up').spanish.test(plain('Regístrate'))).toBe(true);
    expect(term('premium').spanish.test(plain('el primer pago'))).toBe(false);
    expect(term('liability').english.test('personal liabilities')).toBe(true);
  });

  it('every Spanish message says each term its English says the glossary’s way', async () => {
    const found = await departures();
    expect(found.filter((where) => !(where in OTHER_WAYS))).toEqual([]);
  });

  it('each message allowed another way still needs it', async () => {
    const found = new Set(await departures());
    expect(Object.keys(OTHER_WAYS).filter((where) => !found.has(where))).toEqual([]);
  });
});
