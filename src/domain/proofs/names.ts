// Company and person names as carriers print them.
import { nearlySameWord, similarity, squash, words } from './normalize';

const COMPANY_ABBREVIATIONS: Record<string, string> = {
  grp: 'group',
  mgmt: 'management',
  mgt: 'management',
  mngmt: 'management',
  co: 'company',
  corp: 'corporation',
  inc: 'incorporated',
  ltd: 'limited',
  prop: 'property',
  props: 'properties',
  ppty: 'property',
  apts: 'apartments',
  assoc: 'associates',
  assn: 'association',
  res: 'residential',
  svcs: 'services',
  intl: 'international',
  bros: 'brothers',
};
// Words a carrier may add or drop from a company's legal name without naming another company.
const LEGAL_FORMS = new Set([
  'llc',
  'l',
  'incorporated',
  'company',
  'corporation',
  'limited',
  'lp',
  'llp',
  'pllc',
  'plc',
  'group',
  'the',
]);

/** OCR's readings of a closing "LLC" ("Le", "Lc", "LIC", "uc") read back as LLC. */
function readLegalForm(name: string): string {
  return name.replace(/\s(?:le|lc|l[il1|]c|ll[ce]|uc|luc)\.?$/i, ' LLC');
}

/** A company name reduced to the words that tell companies apart. */
export function companyCore(name: string): string {
  const expanded = words(name).map((w) => COMPANY_ABBREVIATIONS[w] ?? w);
  // "L.L.C." squashes to "l l c": join single letters back before dropping the legal form.
  const joined = expanded.join(' ').replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
  return joined
    .split(' ')
    .filter((w) => w !== '' && !LEGAL_FORMS.has(w))
    .join(' ');
}

export type NameMatch = 'same' | 'close' | 'different';

/**
 * Case and punctuation never matter (same); abbreviations, a dropped LLC or Group, or a letter or
 * two misread are close (the carrier should print the name exactly); anything else is different.
 */
export function compareCompany(found: string, expected: string): NameMatch {
  if (squash(readLegalForm(found)) === squash(expected)) return 'same';
  const f = companyCore(found);
  const e = companyCore(expected);
  if (f === '' || e === '') return 'different';
  if (f === e || similarity(f, e) >= 0.85) return 'close';
  return 'different';
}

/** The name at the start of an interested-party line, before any address on the same line. */
export function companyPart(line: string): string {
  const cut =
    /,?\s*(?:\b(?:p\s*\.?\s*o\s*\.?|post\s+office)\s*box\b|\battn\b|\bc\/o\b|\d{2,})/i.exec(line);
  const name = cut && cut.index > 0 ? line.slice(0, cut.index) : line;
  return name
    .replace(/^[\s|"'“”‘’:;,._-]+/, '')
    .replace(/[\s,;:-]+$/, '')
    .trim();
}

/** A person's name as [first, last], accepting 'First M. Last' and 'LAST, FIRST M'. */
export function personParts(name: string): { first: string; last: string } | null {
  const comma = name.indexOf(',');
  const ordered =
    comma > 0 && !/\b(and|&)\b/i.test(name)
      ? `${name.slice(comma + 1)} ${name.slice(0, comma)}`
      : name;
  const w = words(ordered).filter((x) => !['mr', 'mrs', 'ms', 'jr', 'sr', 'ii', 'iii'].includes(x));
  if (w.length < 2) return null;
  return { first: w[0]!, last: w[w.length - 1]! };
}

/**
 * Whether the expected person is among the names printed (one or several insureds, either order,
 * middle names or initials anywhere): same, close (a letter off) or different.
 */
export function comparePerson(found: string, expected: string): NameMatch {
  const want = personParts(expected);
  if (!want) return 'different';
  // 'THOMPSON, MAYA' lists the last name first: read it in the tenant's order.
  const comma = found.indexOf(',');
  const text =
    comma > 0 && !/\b(and|&)\b/i.test(found) && words(found.slice(0, comma)).length <= 2
      ? `${found.slice(comma + 1)} ${found.slice(0, comma)}`
      : found;
  const have = words(text);
  if (have.includes(want.first) && have.includes(want.last)) return 'same';
  const near = (w: string) => have.some((h) => nearlySameWord(h, w));
  return near(want.first) && near(want.last) ? 'close' : 'different';
}
