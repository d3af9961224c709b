// The sandbox carrier's address data and standardization (docs/carrier-sandbox.md "Addresses").
import { normalizeAddressPart } from '../../../../domain/address/rules';
import type { AddressInput, AddressSuggestion, AddressValidation } from '../interface';
import { ADDRESS_BOOK } from './address-book.data';

export interface KnownAddress {
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** Addresses never offered coverage (docs/product.md "Validation" banned). */
export const BANNED_ADDRESSES: readonly KnownAddress[] = [
  {
    streetAddress: '1313 Mockingbird Ln',
    city: 'Madison',
    state: 'WI',
    zip: '53704',
    latitude: 43.1034,
    longitude: -89.3393,
  },
  {
    streetAddress: '742 Evergreen Ter',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    latitude: 39.7901,
    longitude: -89.6785,
  },
  {
    streetAddress: '4 Privet Dr',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    latitude: 30.2466,
    longitude: -97.7634,
  },
];

/** Commercial buildings (docs/product.md "Validation" 'Not a residential address'). */
export const COMMERCIAL_ADDRESSES: readonly KnownAddress[] = [
  {
    streetAddress: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    latitude: 41.8789,
    longitude: -87.6359,
  },
  {
    streetAddress: '1 E Main St',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
    latitude: 43.0747,
    longitude: -89.3838,
  },
  {
    streetAddress: '600 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    latitude: 30.2686,
    longitude: -97.7425,
  },
];

const SUFFIXES: Record<string, string> = {
  street: 'St',
  st: 'St',
  avenue: 'Ave',
  ave: 'Ave',
  av: 'Ave',
  boulevard: 'Blvd',
  blvd: 'Blvd',
  road: 'Rd',
  rd: 'Rd',
  drive: 'Dr',
  dr: 'Dr',
  lane: 'Ln',
  ln: 'Ln',
  court: 'Ct',
  ct: 'Ct',
  place: 'Pl',
  pl: 'Pl',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  circle: 'Cir',
  cir: 'Cir',
  terrace: 'Ter',
  ter: 'Ter',
  highway: 'Hwy',
  hwy: 'Hwy',
  way: 'Way',
  square: 'Sq',
  sq: 'Sq',
};
const DIRECTIONS: Record<string, string> = {
  north: 'N',
  n: 'N',
  south: 'S',
  s: 'S',
  east: 'E',
  e: 'E',
  west: 'W',
  w: 'W',
  northeast: 'NE',
  ne: 'NE',
  northwest: 'NW',
  nw: 'NW',
  southeast: 'SE',
  se: 'SE',
  southwest: 'SW',
  sw: 'SW',
};
const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'ste', 'suite', '#', 'no', 'rm', 'room']);

function titleCase(word: string): string {
  if (/^\d/.test(word)) return word.toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * Standard form of a street line: suffixes and directions abbreviated, words title-cased, and a
 * trailing unit ('apt 4', 'unit 4', '#4') split off: '123 main street apt 4' → '123 Main St', '4'.
 */
export function standardizeStreet(line: string): { street: string; unit: string | null } {
  const words = line.replace(/[.,]/g, ' ').replace(/#/g, ' # ').trim().split(/\s+/);
  const unitAt = words.findIndex((w, i) => i > 0 && UNIT_WORDS.has(w.toLowerCase()));
  const streetWords = unitAt === -1 ? words : words.slice(0, unitAt);
  const unitWords = unitAt === -1 ? [] : words.slice(unitAt + 1).filter((w) => w !== '#');
  const street = streetWords
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && DIRECTIONS[lower] && (i === 1 || i === streetWords.length - 1)) {
        return DIRECTIONS[lower];
      }
      if (i > 0 && i === streetWords.length - 1 && SUFFIXES[lower]) return SUFFIXES[lower];
      return titleCase(word);
    })
    .join(' ');
  const unit = unitWords.length > 0 ? unitWords.join(' ').toUpperCase() : null;
  return { street, unit };
}

const keyOf = (street: string, zip: string) => `${normalizeAddressPart(street)}|${zip.slice(0, 5)}`;

/** The first three zip digits of each state (USPS prefixes), to catch a zip that is not in it. */
const ZIP_PREFIXES: Record<string, [number, number][]> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [[200, 205]],
  FL: [[320, 349]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [[10, 27]],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [[50, 59]],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
};

export function zipInState(zip: string, state: string): boolean {
  const prefix = Number(zip.slice(0, 3));
  return (ZIP_PREFIXES[state] ?? []).some(([from, to]) => prefix >= from && prefix <= to);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967295;
}

export class AddressData {
  private readonly byKey = new Map<string, KnownAddress>();
  private readonly streetsByZip = new Map<string, Set<string>>();
  private readonly zipCentre = new Map<string, { latitude: number; longitude: number }>();
  readonly all: KnownAddress[];

  constructor(extra: readonly KnownAddress[]) {
    const book: KnownAddress[] = ADDRESS_BOOK.map(
      ([streetAddress, city, state, zip, lat, lng]) => ({
        streetAddress,
        city,
        state,
        zip,
        latitude: lat,
        longitude: lng,
      }),
    );
    this.all = [...extra, ...book];
    for (const address of this.all) {
      this.byKey.set(keyOf(address.streetAddress, address.zip), address);
      const name = normalizeAddressPart(address.streetAddress.replace(/^\d+\s*/, ''));
      const streets = this.streetsByZip.get(address.zip) ?? new Set<string>();
      streets.add(name);
      this.streetsByZip.set(address.zip, streets);
      if (!this.zipCentre.has(address.zip)) this.zipCentre.set(address.zip, address);
    }
  }

  find(street: string, zip: string): KnownAddress | undefined {
    return this.byKey.get(keyOf(street, zip));
  }

  /** A street of the book in that zip (so an unknown house number on it is invalid). */
  hasStreet(street: string, zip: string): boolean {
    const name = normalizeAddressPart(street.replace(/^\d+\s*/, ''));
    return this.streetsByZip.get(zip.slice(0, 5))?.has(name) ?? false;
  }

  /** Coordinates for an address outside the book: near a known one of its zip, else null. */
  approximate(street: string, zip: string): { latitude: number | null; longitude: number | null } {
    const centre = this.zipCentre.get(zip.slice(0, 5));
    if (!centre) return { latitude: null, longitude: null };
    const jitter = (seed: string) => Math.round((hash(seed) - 0.5) * 0.02 * 1e5) / 1e5;
    return {
      latitude: Math.round((centre.latitude + jitter(`${street}lat`)) * 1e5) / 1e5,
      longitude: Math.round((centre.longitude + jitter(`${street}lng`)) * 1e5) / 1e5,
    };
  }
}

const matches = (list: readonly KnownAddress[], street: string, zip: string) =>
  list.some((a) => keyOf(a.streetAddress, a.zip) === keyOf(street, zip));

/**
 * The outcomes, in order: banned, commercial, invalid (no house number, a zip outside the state,
 * a known street with an unknown house number), then the standardized address (the book's, or
 * the entered one standardized) with coordinates.
 */
export function validateWith(data: AddressData, input: AddressInput): AddressValidation {
  const { street, unit: lineUnit } = standardizeStreet(input.streetAddress);
  const zip = input.zip.slice(0, 5);
  const state = input.state.toUpperCase();
  const unit = input.unit?.trim() ? input.unit.trim().replace(/\s+/g, ' ') : lineUnit;
  if (matches(BANNED_ADDRESSES, street, zip)) {
    return {
      validated: null,
      error: {
        code: 'ADDRESS_BANNED',
        message:
          'Warning- This address is not available for coverage. Please check your lease agreement and confirm your address.',
      },
    };
  }
  if (matches(COMMERCIAL_ADDRESSES, street, zip)) {
    return {
      validated: null,
      error: { code: 'COMMERCIAL_ADDRESS', message: 'Not a residential address' },
    };
  }
  const invalid: AddressValidation = {
    validated: null,
    error: { code: 'ADDRESS_INVALID', message: 'Unable to validate address. Please try again.' },
  };
  const known = data.find(street, zip);
  if (known) {
    if (known.state !== state) return invalid;
    return { validated: { ...known, unit: unit ?? null }, error: null };
  }
  if (!/^\d+[A-Za-z]?$/.test(street.split(' ')[0] ?? '') || street.split(' ').length < 2) {
    return invalid;
  }
  if (!zipInState(zip, state) || data.hasStreet(street, zip)) return invalid;
  const city = input.city.trim().replace(/\s+/g, ' ').split(' ').map(titleCase).join(' ');
  return {
    validated: {
      streetAddress: street,
      unit: unit ?? null,
      city,
      state,
      zip,
      ...data.approximate(street, zip),
    },
    error: null,
  };
}

/** Prefix matches first (street, then 'street, city'), then addresses containing every word. */
export function suggestWith(data: AddressData, query: string, limit: number): AddressSuggestion[] {
  const q = normalizeAddressPart(query.replace(/,/g, ' '));
  if (q === '') return [];
  const words = q.split(' ');
  const scored: { address: KnownAddress; score: number; text: string }[] = [];
  for (const address of data.all) {
    if (matches(BANNED_ADDRESSES, address.streetAddress, address.zip)) continue;
    const text = normalizeAddressPart(
      `${address.streetAddress} ${address.city} ${address.state} ${address.zip}`,
    );
    let score = 0;
    if (text.startsWith(q)) score = 3;
    else if (words.every((w) => text.includes(w))) score = 1;
    if (score > 0) scored.push({ address, score, text });
  }
  scored.sort((a, b) => b.score - a.score || a.text.localeCompare(b.text));
  return scored.slice(0, limit).map(({ address }) => ({
    id: `${address.zip}-${address.streetAddress.replace(/\s+/g, '-').toLowerCase()}`,
    description: `${address.streetAddress}, ${address.city}, ${address.state} ${address.zip}`,
    streetAddress: address.streetAddress,
    city: address.city,
    state: address.state,
    zip: address.zip,
    latitude: address.latitude,
    longitude: address.longitude,
  }));
}
