/**
 * A quote request the sandbox carrier accepts (docs/carrier-sandbox.md): a non-partner Madison
 * address and answers that are not declined. Shared by the carrier API tests and the benchmark.
 */
export const SANDBOX_QUOTE_ADDRESS = {
  streetAddress: '77 Quarry Rd',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
};

export const SANDBOX_QUOTE_ANSWERS = [
  { questionName: 'dwellingType', answer: 'A' },
  { questionName: 'manufacturedMobileHome', answer: 'N' },
  { questionName: 'mandatoryInsuranceRequirement', answer: 'Y' },
  { questionName: 'losses', answer: 'N' },
  { questionName: 'numberOfLosses', answer: '0' },
  { questionName: 'animalInjury', answer: 'N' },
  { questionName: 'arson', answer: 'N' },
];
