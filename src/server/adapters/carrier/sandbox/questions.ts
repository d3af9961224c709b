// The sandbox carrier's underwriting questions by state (docs/product.md "Records";
// docs/carrier-sandbox.md).
import type { UnderwritingQuestion } from '../interface';

const YES_NO = ['Y', 'N'];

const q = (
  questionName: string,
  question: string,
  allowedResponses: string[] | null,
  helpText: string | null = null,
  instructions: string | null = null,
): UnderwritingQuestion => ({ questionName, question, allowedResponses, instructions, helpText });

/** States whose questions ask the construction type (coverageMasonry, cue hasConstructionType). */
export const MASONRY_STATES = ['FL', 'TX', 'LA', 'SC'];
/** States that ask when the lease starts (the policy may not start before it). */
export const LEASE_DATE_STATES = ['NC', 'NY'];
/** Rhode Island's form names the question 'Arson' and flags the state disclosure on Y. */
export const ARSON_CAPITALIZED_STATES = ['RI'];

/**
 * In the carrier's own order: coverageMasonry comes last and the client moves it after
 * dwellingType (docs/product.md "States"); policyEffectiveDate is last.
 */
export function questionsFor(state: string): UnderwritingQuestion[] {
  const list: UnderwritingQuestion[] = [
    q(
      'dwellingType',
      'What type of home do you rent?',
      ['A', 'D', 'S', 'T'],
      'A: Apartment/Condo, D: Student Housing, S: Single Family Home, T: Townhouse/Duplex.',
    ),
    q(
      'manufacturedMobileHome',
      'Is the home a manufactured or mobile home?',
      YES_NO,
      'Manufactured and mobile homes are built in a factory and moved to the site.',
    ),
    q(
      'mandatoryInsuranceRequirement',
      'Does your lease require you to carry renters insurance?',
      YES_NO,
    ),
  ];
  if (LEASE_DATE_STATES.includes(state)) {
    list.push(q('leaseEffectiveDate', 'When does your lease start?', null, null, 'YYYY-MM-DD'));
  }
  list.push(
    q(
      'losses',
      'Have you had any insurance losses or claims at any residence in the past 3 years?',
      YES_NO,
      'Count any theft, fire, water, liability or other claim, paid or not.',
    ),
    q('numberOfLosses', 'How many losses?', ['1', '2'], '2 means 2 or more.'),
    q('lossDate', 'When did the loss happen?', null, null, 'YYYY-MM-DD'),
    q(
      'animalInjury',
      'Has any animal you own or keep ever injured a person or another animal?',
      YES_NO,
    ),
  );
  if (ARSON_CAPITALIZED_STATES.includes(state)) {
    list.push(
      q(
        'Arson',
        'Have you ever been convicted of arson, or of fraud related to an insurance claim?',
        YES_NO,
        'Rhode Island law requires this question; a Yes adds the state arson disclosure.',
      ),
    );
  } else {
    list.push(q('arson', 'Have you ever been convicted of arson?', YES_NO));
  }
  if (MASONRY_STATES.includes(state)) {
    list.push(
      q(
        'coverageMasonry',
        'Is the building made of brick or stone (masonry)?',
        YES_NO,
        'Yes: brick/stone. No: wood frame.',
      ),
    );
  }
  list.push(
    q(
      'policyEffectiveDate',
      'When would you like your policy to start?',
      null,
      'Your policy can start tomorrow or later, and not before your lease starts.',
      'YYYY-MM-DD',
    ),
  );
  return list;
}
