/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadReasons.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const uploadReasonsTexts: TextArea<{
  unreadable: null;
  partySame: { found: TextValue };
  partyClose: { found: TextValue; expected: TextValue };
  partyDifferent: { found: TextValue; expected: TextValue };
  partyMissing: { expected: TextValue };
  partyMissingAt: { expected: TextValue; address: TextValue };
  addressSame: { found: TextValue };
  addressClose: { found: TextValue; expected: TextValue };
  addressDifferent: { found: TextValue; expected: TextValue };
  addressMissing: { expected: TextValue };
  insuredSame: { found: TextValue };
  insuredClose: { found: TextValue; expected: TextValue };
  insuredDifferent: { found: TextValue; expected: TextValue };
  insuredMissing: null;
  numberSame: { found: TextValue };
  numberShown: { found: TextValue };
  numberClose: { found: TextValue; expected: TextValue };
  numberDifferent: { found: TextValue; expected: TextValue };
  numberMissing: null;
  numberMisread: { found: TextValue; expected: TextValue };
  periodSame: { found: TextValue };
  periodShown: { found: TextValue };
  periodClose: { found: TextValue; expected: TextValue };
  periodPartial: { found: TextValue };
  periodDifferent: { found: TextValue; expected: TextValue };
  periodEndsBeforeLease: { end: TextValue; from: TextValue };
  periodAfterLease: { start: TextValue; end: TextValue };
  periodMissing: null;
  liabilityEnough: { found: TextValue; minimum: TextValue };
  liabilityTyped: { found: TextValue; typed: TextValue };
  liabilityLow: { found: TextValue; minimum: TextValue };
  liabilityMissing: null;
  locationSame: { found: TextValue };
  locationClose: { found: TextValue; expected: TextValue; off: TextValue };
  locationDifferent: { found: TextValue; expected: TextValue };
  locationMissing: null;
  offStreet: null;
  offUnit: null;
  offCity: null;
  offState: null;
  offZip: null;
  offAnd: null;
  nothingToCompare: null;
}> = {
  name: 'uploadReasons',
  messages: {
    unreadable: [
      'We could not read this PDF. Please upload a clearer copy of your declarations page (the PDF from your insurer, or a sharp, straight scan).',
    ],
    partySame: ['Your management company is listed as interested party: "', ['found'], '".'],
    partyClose: [
      'The interested party on the page is "',
      ['found'],
      '"; your lease\'s company is "',
      ['expected'],
      '". Ask your insurer to list it exactly.',
    ],
    partyDifferent: [
      'The interested party on the page is "',
      ['found'],
      '", not your management company "',
      ['expected'],
      '". Ask your insurer to add "',
      ['expected'],
      '" as interested party.',
    ],
    partyMissing: [
      'We could not find your management company on the page. Ask your insurer to add "',
      ['expected'],
      '" as interested party.',
    ],
    partyMissingAt: [
      'We could not find your property manager listed as Interested Party. Ask your insurer to add "',
      ['expected'],
      '" as Interested Party at ',
      ['address'],
      ', then upload the new declarations page.',
    ],
    addressSame: ['The interested party\'s mailing address is "', ['found'], '", as required.'],
    addressClose: [
      'The interested party\'s mailing address reads "',
      ['found'],
      '"; it should be "',
      ['expected'],
      '". Ask your insurer to correct it.',
    ],
    addressDifferent: [
      'The interested party\'s mailing address is "',
      ['found'],
      '", but it must be "',
      ['expected'],
      '". Ask your insurer to change it.',
    ],
    addressMissing: [
      'We could not find the interested party\'s mailing address on the page; it must be "',
      ['expected'],
      '". If your insurer lists it, our team will check it by hand; if not, ask them to add it.',
    ],
    insuredSame: ['The named insured is "', ['found'], '", which matches your name.'],
    insuredClose: [
      'The named insured reads "',
      ['found'],
      '", close to your name "',
      ['expected'],
      '"; check the spelling with your insurer.',
    ],
    insuredDifferent: [
      'The named insured is "',
      ['found'],
      '", not "',
      ['expected'],
      '"; the policy must be in your name.',
    ],
    insuredMissing: [
      'We could not find the named insured on the page. Make sure you upload the declarations page that shows your name; otherwise our team will check it by hand.',
    ],
    numberSame: ['The policy number "', ['found'], '" matches what you typed.'],
    numberShown: ['The page shows policy number "', ['found'], '".'],
    numberClose: [
      'The policy number on the page reads "',
      ['found'],
      '", close to what you typed ("',
      ['expected'],
      '"); check that you typed it correctly.',
    ],
    numberDifferent: [
      'The policy number on the page is "',
      ['found'],
      '", but you typed "',
      ['expected'],
      '"; check that you typed it correctly.',
    ],
    numberMissing: [
      'We could not find the policy number on the page. Our team will compare it with the number you typed.',
    ],
    numberMisread: [
      'The policy number on the scan reads "',
      ['found'],
      '", a character or two from what you typed ("',
      ['expected'],
      '"); our staff will check it on the page.',
    ],
    periodSame: ['The policy period ', ['found'], ' matches the dates you typed.'],
    periodShown: ['The page shows the policy period ', ['found'], '.'],
    periodClose: [
      'The policy period on the page is ',
      ['found'],
      ', a few days from the dates you typed (',
      ['expected'],
      '); check your dates.',
    ],
    periodPartial: [
      'We could read only part of the policy period on the page (',
      ['found'],
      '); check your dates.',
    ],
    periodDifferent: [
      'The policy period on the page is ',
      ['found'],
      ', but you typed ',
      ['expected'],
      '; check your dates.',
    ],
    periodEndsBeforeLease: [
      'The policy on the page ended on ',
      ['end'],
      ', so it does not cover your lease from ',
      ['from'],
      '. Upload the declarations page of your current policy.',
    ],
    periodAfterLease: [
      'The policy on the page starts on ',
      ['start'],
      ', after your lease ends on ',
      ['end'],
      '. Upload the declarations page of the policy that covers your lease.',
    ],
    periodMissing: [
      'We could not find the policy period on the page. Make sure you upload the declarations page that shows the start and end dates; otherwise our team will check them by hand.',
    ],
    liabilityEnough: [
      'Personal liability is ',
      ['found'],
      ', at least the ',
      ['minimum'],
      ' your property requires.',
    ],
    liabilityTyped: [
      'Personal liability on the page is ',
      ['found'],
      ', but you typed ',
      ['typed'],
      '; check the amount you entered.',
    ],
    liabilityLow: [
      'Personal liability on the page is ',
      ['found'],
      ', less than the ',
      ['minimum'],
      ' your property requires; ask your insurer to raise it.',
    ],
    liabilityMissing: [
      'We could not read the personal liability limit on the page. Make sure you upload the declarations page that lists your coverages and their limits; otherwise our team will check it by hand.',
    ],
    locationSame: ['The insured location "', ['found'], '" matches your lease address.'],
    locationClose: [
      'The insured location reads "',
      ['found'],
      '"; your lease address is "',
      ['expected'],
      '" (the ',
      ['off'],
      ' differs or is missing). Ask your insurer to correct it.',
    ],
    locationDifferent: [
      'The insured location is "',
      ['found'],
      '", not your lease address "',
      ['expected'],
      '"; the policy must cover the place you rent.',
    ],
    locationMissing: [
      'We could not find the insured location on the page. Our team will check that the policy covers the place you rent.',
    ],
    offStreet: ['street'],
    offUnit: ['unit'],
    offCity: ['city'],
    offState: ['state'],
    offZip: ['zip'],
    offAnd: ['and'],
    nothingToCompare: ['There was nothing to compare it with.'],
  },
};
