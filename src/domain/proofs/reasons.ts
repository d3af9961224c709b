// The sentences a tenant (and support staff) read beside each check of a declarations page.
// One sentence each, plain words, saying what to do when something is wrong. Their English is the
// `uploadReasons` catalog's: the checks keep it (staff read the same verdicts), and the API says a
// reason in the tenant's language from it (server/storedTexts.ts). `off` is the parts of an
// address that differ, joined as `offWords` does.
import { uploadReasonsTexts } from '../i18n/generated/en/uploadReasons';
import { englishFormatter, plainTexts } from '../i18n/texts';
import type { AddressPart } from './address';

const say = /* @__PURE__ */ englishFormatter(uploadReasonsTexts);
const fixed = /* @__PURE__ */ plainTexts(uploadReasonsTexts);

/** The parts of an address that differ, in words: 'unit and zip'. */
export function offWords(parts: readonly AddressPart[]): string {
  const word = {
    street: fixed.offStreet,
    unit: fixed.offUnit,
    city: fixed.offCity,
    state: fixed.offState,
    zip: fixed.offZip,
  };
  return parts.map((part) => word[part]).join(` ${fixed.offAnd} `);
}

export const proofReasons = {
  unreadable: fixed.unreadable,
  partySame: (found: string) => say('partySame', { found }),
  partyClose: (found: string, expected: string) => say('partyClose', { found, expected }),
  partyDifferent: (found: string, expected: string) => say('partyDifferent', { found, expected }),
  partyMissing: (expected: string) => say('partyMissing', { expected }),
  partyMissingAt: (expected: string, address: string) =>
    say('partyMissingAt', { expected, address }),
  addressSame: (found: string) => say('addressSame', { found }),
  addressClose: (found: string, expected: string) => say('addressClose', { found, expected }),
  addressDifferent: (found: string, expected: string) =>
    say('addressDifferent', { found, expected }),
  addressMissing: (expected: string) => say('addressMissing', { expected }),
  insuredSame: (found: string) => say('insuredSame', { found }),
  insuredClose: (found: string, expected: string) => say('insuredClose', { found, expected }),
  insuredDifferent: (found: string, expected: string) =>
    say('insuredDifferent', { found, expected }),
  insuredMissing: fixed.insuredMissing,
  numberSame: (found: string) => say('numberSame', { found }),
  numberShown: (found: string) => say('numberShown', { found }),
  numberClose: (found: string, expected: string) => say('numberClose', { found, expected }),
  numberDifferent: (found: string, expected: string) => say('numberDifferent', { found, expected }),
  numberMissing: fixed.numberMissing,
  periodSame: (found: string) => say('periodSame', { found }),
  periodShown: (found: string) => say('periodShown', { found }),
  periodClose: (found: string, expected: string) => say('periodClose', { found, expected }),
  periodPartial: (found: string) => say('periodPartial', { found }),
  periodDifferent: (found: string, expected: string) => say('periodDifferent', { found, expected }),
  periodEndsBeforeLease: (end: string, from: string) => say('periodEndsBeforeLease', { end, from }),
  periodAfterLease: (start: string, end: string) => say('periodAfterLease', { start, end }),
  periodMissing: fixed.periodMissing,
  liabilityEnough: (found: string, minimum: string) => say('liabilityEnough', { found, minimum }),
  liabilityTyped: (found: string, typed: string) => say('liabilityTyped', { found, typed }),
  liabilityLow: (found: string, minimum: string) => say('liabilityLow', { found, minimum }),
  liabilityMissing: fixed.liabilityMissing,
  locationSame: (found: string) => say('locationSame', { found }),
  locationClose: (found: string, expected: string, off: string) =>
    say('locationClose', { found, expected, off }),
  locationDifferent: (found: string, expected: string) =>
    say('locationDifferent', { found, expected }),
  locationMissing: fixed.locationMissing,
  nothingToCompare: fixed.nothingToCompare,
  numberMisread: (found: string, expected: string) => say('numberMisread', { found, expected }),
} as const;
