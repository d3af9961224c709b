// Interested party (docs/product.md "Upload wizard": the management company must be listed as
// interested party) and its mailing address (by default the PO box in Middleton, Wisconsin).
import { compareMailing, hasMailingAddress, ZIP, type AddressMatch } from './address';
import { allCells, blockFrom, findLabelled, labelRegex, type Located } from './locate';
import { companyPart, compareCompany, type NameMatch } from './names';
import { proofReasons as r } from './reasons';
import type { ExpectedProof, FieldCheck, PageLine } from './types';

const PARTY_LABEL = labelRegex([
  'interested part(?:y|ies)(?:\\s*\\/\\s*additional interests?)?',
  'additional interests?(?:\\s*\\/\\s*interested part(?:y|ies))?',
  'additional insureds?',
  'party of interest',
  'parties of interest',
  'certificate holder',
  'lienholder',
  'mortgagee',
  'notice to',
]);

const RANK: Record<NameMatch, number> = { same: 2, close: 1, different: 0 };

interface PartyRead {
  /** The name as printed, or null when no interested party was found. */
  name: string | null;
  /** The interested party's lines (name, then address), or null. */
  block: string[] | null;
  match: NameMatch;
  expected: string;
}

function bestAgainst(
  found: string,
  expected: readonly string[],
): { match: NameMatch; expected: string } {
  let best = { match: 'different' as NameMatch, expected: expected[0] ?? '' };
  for (const e of expected) {
    const match = compareCompany(found, e);
    if (RANK[match] > RANK[best.match]) best = { match, expected: e };
  }
  return best;
}

/**
 * The labelled interested party, else any cell naming the company (a layout with a label we do
 * not know). A labelled name that matches nothing still counts as found: it is the wrong party.
 */
export function readParty(lines: readonly PageLine[], expected: ExpectedProof): PartyRead {
  const names = expected.interestedParties;
  const labelled: Located[] = findLabelled(lines, PARTY_LABEL);
  let best: PartyRead | null = null;
  for (const hit of labelled) {
    const block = blockFrom(lines, hit, 5);
    const name = companyPart(block[0] ?? '');
    if (name === '') continue;
    const { match, expected: e } = bestAgainst(name, names);
    if (!best || RANK[match] > RANK[best.match]) best = { name, block, match, expected: e };
  }
  if (best && best.match === 'same') return best;
  for (const cell of allCells(lines)) {
    const name = companyPart(cell.text);
    const { match, expected: e } = bestAgainst(name, names);
    if (match !== 'different' && (!best || RANK[match] > RANK[best.match])) {
      best = { name, block: blockFrom(lines, cell, 5), match, expected: e };
    }
  }
  return best ?? { name: null, block: null, match: 'different', expected: names[0] ?? '' };
}

export function checkInterestedParty(read: PartyRead): FieldCheck {
  const base = {
    field: 'interestedParty' as const,
    found: read.name,
    expected: read.expected || null,
  };
  if (read.name === null)
    return { ...base, verdict: 'fail', reason: r.partyMissing(read.expected) };
  if (read.match === 'same') return { ...base, verdict: 'pass', reason: r.partySame(read.name) };
  if (read.match === 'close') {
    return { ...base, verdict: 'caution', reason: r.partyClose(read.name, read.expected) };
  }
  return { ...base, verdict: 'fail', reason: r.partyDifferent(read.name, read.expected) };
}

const ADDRESS_RANK: Record<AddressMatch, number> = { same: 3, close: 2, different: 1, absent: 0 };

/** The address lines of a block: from the first line holding a box, a number or a zip. */
function addressLines(block: readonly string[]): string {
  const first = block[0] ?? '';
  const name = companyPart(first);
  const rest = [
    first.slice(first.indexOf(name) + name.length).replace(/^[\s,;:-]+/, ''),
    ...block.slice(1),
  ];
  return rest.filter((l) => l.trim() !== '').join('\n');
}

/**
 * The interested party's address is read under its name. When the name was not found, the
 * expected box anywhere on the page still counts (some layouts print the address apart).
 */
export function checkPartyAddress(
  lines: readonly PageLine[],
  read: PartyRead,
  expected: ExpectedProof,
): FieldCheck {
  const wanted = expected.interestedPartyAddresses;
  const shown = (a: string) => a.replace(/\s*\n\s*/g, ', ');
  const first = wanted[0] ?? null;
  const base = { field: 'interestedPartyAddress' as const, expected: first ? shown(first) : null };
  if (!first) return { ...base, found: null, verdict: 'unknown', reason: r.nothingToCompare };
  const candidates: string[] = [];
  if (read.block) candidates.push(addressLines(read.block));
  // Elsewhere on the page: each line with the next one (a box line, then the city line).
  lines.forEach((line, i) => {
    const text = line.cells.map((c) => c.text).join('  ');
    if (hasMailingAddress(text) || /\bbox\b/i.test(text)) {
      const next = lines[i + 1]?.cells.map((c) => c.text).join('  ') ?? '';
      candidates.push(`${text}\n${next}`);
    }
  });
  let best: { match: AddressMatch; found: string; expected: string } = {
    match: 'absent',
    found: '',
    expected: first,
  };
  candidates.forEach((found, index) => {
    for (const e of wanted) {
      const match = compareMailing(found, e);
      // Only the interested party's own block can be the wrong address; other lines are other
      // people's.
      const counted =
        (index === 0 && read.block) || match === 'same' || match === 'close' ? match : 'absent';
      if (ADDRESS_RANK[counted] > ADDRESS_RANK[best.match])
        best = { match: counted, found, expected: e };
    }
  });
  const foundText = best.match === 'absent' ? null : shown(trimAddress(best.found));
  const exp = shown(best.expected);
  const withFound = { ...base, expected: exp, found: foundText };
  if (best.match === 'same')
    return { ...withFound, verdict: 'pass', reason: r.addressSame(foundText!) };
  if (best.match === 'close')
    return { ...withFound, verdict: 'caution', reason: r.addressClose(foundText!, exp) };
  if (best.match === 'different') {
    return { ...withFound, verdict: 'fail', reason: r.addressDifferent(foundText!, exp) };
  }
  return { ...withFound, verdict: 'unknown', reason: r.addressMissing(exp) };
}

/** The address as read, up to its zip code (the next line is often another field). */
function trimAddress(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const zipAt = lines.findIndex((l) => ZIP.test(l));
  const kept = zipAt >= 0 ? lines.slice(0, zipAt + 1) : lines.slice(0, 2);
  const last = kept.length - 1;
  const zip = ZIP.exec(kept[last] ?? '');
  if (zip) kept[last] = kept[last]!.slice(0, zip.index + zip[0].length);
  // The box line may start with a name's tail on OCR'd pages: keep from the box on.
  const box = /\b(?:p\s*\.?\s*o\s*\.?|post\s+office)\s*box\b/i.exec(kept[0] ?? '');
  if (box && box.index > 0) kept[0] = kept[0]!.slice(box.index);
  return kept.join('\n');
}
