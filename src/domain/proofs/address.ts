// Street and mailing addresses as printed: abbreviations (St/Street, Ave/Avenue, Apt/Unit/#,
// P.O. Box/PO Box/Post Office Box) are folded so only real differences count.
import { foldLookalikes, nearlySameWord, squash, words } from './normalize';

/** A part of an address that can be off on a page. */
export type AddressPart = 'street' | 'unit' | 'city' | 'state' | 'zip';

/** Whether the words of `part` appear in `text` in order, each exact or a letter off (OCR). */
export function sameWords(text: string, part: string): boolean {
  const want = words(part);
  const have = words(text);
  if (want.length === 0) return true;
  for (let i = 0; i + want.length <= have.length; i += 1) {
    if (want.every((w, k) => nearlySameWord(have[i + k]!, w))) return true;
  }
  return false;
}

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  circle: 'cir',
  square: 'sq',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  first: '1st',
  second: '2nd',
  third: '3rd',
};
const UNIT_WORDS = new Set([
  'apt',
  'apartment',
  'unit',
  'suite',
  'ste',
  'no',
  'number',
  'rm',
  'room',
]);

/** Words of an address, street words abbreviated, '#' and unit words as the marker 'unit'. */
export function addressWords(text: string): string[] {
  // "910Regent": OCR drops the space between a house number and the street.
  const s = squash(text.replace(/#\s*/g, ' unit ').replace(/(\d)([A-Za-z]{3,})/g, '$1 $2'));
  return s === ''
    ? []
    : s.split(' ').map((w) => (UNIT_WORDS.has(w) ? 'unit' : (STREET_WORDS[w] ?? w)));
}

/**
 * A zip code: five digits (and the four after a dash), not a PO box's number ("PO Box 31870") and
 * not a house number (five digits followed by the street's name, "12345 Main St").
 */
export const ZIP = /(?<!\bbox\s*#?\s*)\b(\d{5})(?:-\d{4})?\b(?! [A-Za-z])/i;
const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?|post\s+office)\s*box\s*#?\s*([a-z0-9-]+)/i;

/** A mailing address split into what is compared: PO box or street, city, state, zip. */
export interface MailingParts {
  poBox: string | null;
  street: string[];
  city: string;
  state: string | null;
  zip: string | null;
}

export function mailingParts(text: string): MailingParts {
  const flat = text.replace(/\s*\n\s*/g, ', ');
  const zip = ZIP.exec(flat)?.[1] ?? null;
  const box = PO_BOX.exec(flat)?.[1]?.toLowerCase() ?? null;
  // "City, ST 12345": the words before the state and zip, after the last comma before them.
  // OCR reads a state's I as !, | or 1 ("W!"): read back as I.
  const cityState =
    /(?:^|,)\s*([A-Za-z][A-Za-z .'-]*?)\s*,?\s+([A-Za-z][A-Za-z!|1])\s*,?\s*\d{5}/.exec(flat);
  const firstLine = text.split('\n')[0] ?? '';
  return {
    poBox: box,
    street: box ? [] : addressWords(firstLine.split(',')[0] ?? ''),
    city: squash(cityState?.[1] ?? ''),
    state: cityState?.[2]?.replace(/[!|1]/g, 'I').toUpperCase() ?? null,
    zip,
  };
}

export type AddressMatch = 'same' | 'close' | 'different' | 'absent';

/**
 * A mailing address read from the page against an expected one. Same box (or street) and zip:
 * same, or close when the city or state is off; another box or zip: different.
 */
export function compareMailing(found: string, expected: string): AddressMatch {
  const f = mailingParts(found);
  const e = mailingParts(expected);
  if (!f.poBox && !f.zip && f.street.length === 0) return 'absent';
  const placeSame = e.poBox
    ? f.poBox === e.poBox
    : e.street.length > 0 && e.street.every((w) => addressWords(found).includes(w));
  if (!placeSame) return f.poBox || f.zip ? 'different' : 'absent';
  if (f.zip && e.zip && f.zip !== e.zip) return 'different';
  const cityOk = e.city === '' || sameWords(found, e.city);
  // 'Wl' and 'WI' are the same to OCR.
  const stateOk =
    !e.state || (f.state !== null && foldLookalikes(f.state) === foldLookalikes(e.state));
  return f.zip && cityOk && stateOk ? 'same' : 'close';
}

/** True when a text holds something of a mailing address (a PO box or a zip code). */
export function hasMailingAddress(text: string): boolean {
  return PO_BOX.test(text) || ZIP.test(text);
}

export interface LocationParts {
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface LocationMatch {
  verdict: 'same' | 'close' | 'different';
  /** What was off, for the reason. */
  off: AddressPart[];
}

function unitOf(words: string[]): string | null {
  const at = words.indexOf('unit');
  return at >= 0 ? (words[at + 1] ?? null) : null;
}

/**
 * An insured location read from the page against the lease. The house number and street name
 * decide whether it is the place at all; unit, city, state and zip make it exact.
 */
export function compareLocation(found: string, expected: LocationParts): LocationMatch {
  const fw = addressWords(found);
  const ew = addressWords(expected.address);
  const street = ew.filter((w) => w !== 'unit');
  const number = street[0] ?? '';
  const nameWords = street.slice(1);
  const nameHits = nameWords.filter((w) => fw.includes(w)).length;
  if (!fw.includes(number) || nameHits < Math.max(1, nameWords.length - 1)) {
    return { verdict: 'different', off: ['street'] };
  }
  const off: AddressPart[] = nameHits < nameWords.length ? ['street'] : [];
  const expectedUnit = expected.unit
    ? (addressWords(expected.unit).filter((w) => w !== 'unit')[0] ?? null)
    : unitOf(ew);
  const foundUnit = unitOf(fw);
  // '5B' and '58' are one unit to OCR: a look-alike is not another apartment.
  const sameUnit = (a: string, b: string) => foldLookalikes(a) === foldLookalikes(b);
  if (expectedUnit && foundUnit && !sameUnit(foundUnit, expectedUnit)) {
    return { verdict: 'different', off: ['unit'] };
  }
  if (expectedUnit && !foundUnit && !fw.includes(expectedUnit)) off.push('unit');
  if (!sameWords(found, expected.city)) off.push('city');
  const state = foldLookalikes(expected.state);
  if (!fw.some((w) => w.length === 2 && foldLookalikes(w) === state)) off.push('state');
  if (!fw.includes(expected.zip.slice(0, 5))) off.push('zip');
  return { verdict: off.length === 0 ? 'same' : 'close', off };
}
