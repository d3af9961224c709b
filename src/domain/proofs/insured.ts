// The named insured (the tenant) and the insured location (the lease address).
import { compareLocation, ZIP } from './address';
import { allCells, blockFrom, findLabelled, labelRegex } from './locate';
import { comparePerson, personParts } from './names';
import { words } from './normalize';
import { offWords, proofReasons as r } from './reasons';
import type { ExpectedLocation, ExpectedProof, FieldCheck, PageLine } from './types';

const INSURED_LABEL = labelRegex([
  '(?:first\\s*|primary\\s*)?named\\s*insureds?(?:\\s*\\(s\\))?(?:\\s*and\\s*mailing\\s*address)?',
  'name\\s*of\\s*insured',
  'insured\\s*name',
  'insured\\(s\\)',
  'insureds?(?!\\s*(?:location|address|property|premises|mailing|s\\b))',
  'policy\\s*holder',
  'policyholder',
]);

export function checkNamedInsured(lines: readonly PageLine[], expected: ExpectedProof): FieldCheck {
  const want = expected.insuredName?.trim() || null;
  const base = { field: 'namedInsured' as const, expected: want };
  const labelled = findLabelled(lines, INSURED_LABEL)
    .map((h) => h.text.trim())
    .filter((t) => words(t).length >= 2);
  let found = labelled[0] ?? null;
  if (want) {
    const better = labelled.find((t) => comparePerson(t, want) === 'same');
    // No label we know: the tenant's name printed anywhere is the insured's name.
    const anywhere = allCells(lines).find((c) => comparePerson(c.text, want) === 'same')?.text;
    found =
      better ?? (found && comparePerson(found, want) !== 'different' ? found : (anywhere ?? found));
  }
  if (!found) return { ...base, found: null, verdict: 'unknown', reason: r.insuredMissing };
  found = nameOnly(found);
  if (!want || !personParts(want))
    return { ...base, found, verdict: 'pass', reason: r.insuredSame(found) };
  const match = comparePerson(found, want);
  if (match === 'same') return { ...base, found, verdict: 'pass', reason: r.insuredSame(found) };
  if (match === 'close')
    return { ...base, found, verdict: 'caution', reason: r.insuredClose(found, want) };
  return { ...base, found, verdict: 'fail', reason: r.insuredDifferent(found, want) };
}

/** A name cell may run on into its address ("Maya Thompson 1234 Maple St"): keep the name. */
function nameOnly(text: string): string {
  const cut = /\s+\d/.exec(text);
  return (
    (cut ? text.slice(0, cut.index) : text)
      // A speck OCR read before the name from a rule or a box's edge ("i Grace O'Connor").
      .replace(/^[a-z!|]\s+(?=[A-Z])/, '')
      .replace(/[\s,;:-]+$/, '')
      .trim()
  );
}

const LOCATION_LABEL = labelRegex([
  '(?:location\\s*of\\s*)?(?:the\\s*)?residence\\s*premises(?:\\s*address)?',
  'insured\\s*(?:location|premises|property|address)(?:\\s*(?:address|location))?',
  'described\\s*location',
  'property\\s*(?:address|location|insured)',
  'location\\s*(?:address|of\\s*property)',
  'premises\\s*(?:address|location)',
  'risk\\s*(?:address|location)',
  'rental\\s*(?:address|unit|property)',
  'covered\\s*(?:address|location|property|premises)',
  'premises',
  'dwelling\\s*location',
  'location',
]);

export function expectedAddressText(location: ExpectedLocation): string {
  const unit = location.unit ? ` ${/^\d/.test(location.unit) ? '#' : ''}${location.unit}` : '';
  return `${location.address}${unit}, ${location.city}, ${location.state} ${location.zip}`;
}

/** The address lines from a value: up to its zip code, at most three lines. */
function locationText(block: readonly string[]): string {
  const kept: string[] = [];
  for (const line of block.slice(0, 3)) {
    kept.push(line);
    if (ZIP.test(line)) break;
  }
  const text = kept.join(', ');
  const zip = ZIP.exec(text);
  return zip ? text.slice(0, zip.index + zip[0].length) : text;
}

export function checkInsuredLocation(
  lines: readonly PageLine[],
  expected: ExpectedProof,
): FieldCheck {
  const want = expected.location;
  const exp = want ? expectedAddressText(want) : null;
  const base = { field: 'insuredLocation' as const, expected: exp };
  const candidates = findLabelled(lines, LOCATION_LABEL).map((h) =>
    locationText(blockFrom(lines, h, 3)),
  );
  if (want) {
    // The lease's house number and street anywhere (the mailing address of the insured, a
    // layout whose label we do not know).
    const number = want.address.trim().split(/\s+/)[0] ?? '';
    for (const cell of allCells(lines)) {
      if (number !== '' && words(cell.text).includes(number.toLowerCase())) {
        // A label we do not know before the address on its cell ("Premises: 2150 N Halsted St").
        const text = cell.text.replace(/^[^\d:]{1,40}:\s*/, '');
        candidates.push(locationText(blockFrom(lines, { ...cell, text }, 3)));
      }
    }
  }
  const found = candidates.find((c) => /\d/.test(c)) ?? null;
  if (!found) return { ...base, found: null, verdict: 'unknown', reason: r.locationMissing };
  if (!want || !exp) return { ...base, found, verdict: 'pass', reason: r.locationSame(found) };
  const results = candidates.map((c) => ({ c, m: compareLocation(c, want) }));
  const best =
    results.find((x) => x.m.verdict === 'same') ??
    results.find((x) => x.m.verdict === 'close') ??
    results[0]!;
  if (best.m.verdict === 'same')
    return { ...base, found: best.c, verdict: 'pass', reason: r.locationSame(best.c) };
  if (best.m.verdict === 'close') {
    return {
      ...base,
      found: best.c,
      verdict: 'caution',
      reason: r.locationClose(best.c, exp, offWords(best.m.off)),
    };
  }
  return { ...base, found: best.c, verdict: 'fail', reason: r.locationDifferent(best.c, exp) };
}
