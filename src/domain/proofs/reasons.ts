// The sentences a tenant (and support staff) read beside each check of a declarations page.
// One sentence each, plain words, saying what to do when something is wrong.

const q = (text: string) => `"${text}"`;

export const proofReasons = {
  unreadable:
    'We could not read this PDF. Please upload a clearer copy of your declarations page (the PDF from your insurer, or a sharp, straight scan).',

  partySame: (found: string) =>
    `Your management company is listed as interested party: ${q(found)}.`,
  partyClose: (found: string, expected: string) =>
    `The interested party on the page is ${q(found)}; your lease's company is ${q(expected)}. Ask your insurer to list it exactly.`,
  partyDifferent: (found: string, expected: string) =>
    `The interested party on the page is ${q(found)}, not your management company ${q(expected)}. Ask your insurer to add ${q(expected)} as interested party.`,
  partyMissing: (expected: string) =>
    `We could not find your management company on the page. Ask your insurer to add ${q(expected)} as interested party.`,
  /** The missing party with the address to list it at (check.ts, when both are known). */
  partyMissingAt: (expected: string, address: string) =>
    `We could not find your property manager listed as Interested Party. Ask your insurer to add ${q(expected)} as Interested Party at ${address}, then upload the new declarations page.`,

  addressSame: (found: string) =>
    `The interested party's mailing address is ${q(found)}, as required.`,
  addressClose: (found: string, expected: string) =>
    `The interested party's mailing address reads ${q(found)}; it should be ${q(expected)}. Ask your insurer to correct it.`,
  addressDifferent: (found: string, expected: string) =>
    `The interested party's mailing address is ${q(found)}, but it must be ${q(expected)}. Ask your insurer to change it.`,
  addressMissing: (expected: string) =>
    `We could not find the interested party's mailing address on the page; it must be ${q(expected)}. If your insurer lists it, our team will check it by hand; if not, ask them to add it.`,

  insuredSame: (found: string) => `The named insured is ${q(found)}, which matches your name.`,
  insuredClose: (found: string, expected: string) =>
    `The named insured reads ${q(found)}, close to your name ${q(expected)}; check the spelling with your insurer.`,
  insuredDifferent: (found: string, expected: string) =>
    `The named insured is ${q(found)}, not ${q(expected)}; the policy must be in your name.`,
  insuredMissing:
    'We could not find the named insured on the page. Make sure you upload the declarations page that shows your name; otherwise our team will check it by hand.',

  numberSame: (found: string) => `The policy number ${q(found)} matches what you typed.`,
  numberShown: (found: string) => `The page shows policy number ${q(found)}.`,
  numberClose: (found: string, expected: string) =>
    `The policy number on the page reads ${q(found)}, close to what you typed (${q(expected)}); check that you typed it correctly.`,
  numberDifferent: (found: string, expected: string) =>
    `The policy number on the page is ${q(found)}, but you typed ${q(expected)}; check that you typed it correctly.`,
  numberMissing:
    'We could not find the policy number on the page. Our team will compare it with the number you typed.',

  periodSame: (found: string) => `The policy period ${found} matches the dates you typed.`,
  periodShown: (found: string) => `The page shows the policy period ${found}.`,
  periodClose: (found: string, expected: string) =>
    `The policy period on the page is ${found}, a few days from the dates you typed (${expected}); check your dates.`,
  periodPartial: (found: string) =>
    `We could read only part of the policy period on the page (${found}); check your dates.`,
  periodDifferent: (found: string, expected: string) =>
    `The policy period on the page is ${found}, but you typed ${expected}; check your dates.`,
  periodEndsBeforeLease: (end: string, from: string) =>
    `The policy on the page ended on ${end}, so it does not cover your lease from ${from}. Upload the declarations page of your current policy.`,
  periodAfterLease: (start: string, end: string) =>
    `The policy on the page starts on ${start}, after your lease ends on ${end}. Upload the declarations page of the policy that covers your lease.`,
  periodMissing:
    'We could not find the policy period on the page. Make sure you upload the declarations page that shows the start and end dates; otherwise our team will check them by hand.',

  liabilityEnough: (found: string, minimum: string) =>
    `Personal liability is ${found}, at least the ${minimum} your property requires.`,
  liabilityTyped: (found: string, typed: string) =>
    `Personal liability on the page is ${found}, but you typed ${typed}; check the amount you entered.`,
  liabilityLow: (found: string, minimum: string) =>
    `Personal liability on the page is ${found}, less than the ${minimum} your property requires; ask your insurer to raise it.`,
  liabilityMissing:
    'We could not read the personal liability limit on the page. Make sure you upload the declarations page that lists your coverages and their limits; otherwise our team will check it by hand.',

  locationSame: (found: string) => `The insured location ${q(found)} matches your lease address.`,
  locationClose: (found: string, expected: string, off: string) =>
    `The insured location reads ${q(found)}; your lease address is ${q(expected)} (the ${off} differs or is missing). Ask your insurer to correct it.`,
  locationDifferent: (found: string, expected: string) =>
    `The insured location is ${q(found)}, not your lease address ${q(expected)}; the policy must cover the place you rent.`,
  locationMissing:
    'We could not find the insured location on the page. Our team will check that the policy covers the place you rent.',

  nothingToCompare: 'There was nothing to compare it with.',

  numberMisread: (found: string, expected: string) =>
    `The policy number on the scan reads ${q(found)}, a character or two from what you typed (${q(expected)}); our staff will check it on the page.`,
} as const;
