import fc from 'fast-check';
import {
  answerQuestion,
  applicableQuestions,
  isQuestion,
  isUnderwritingComplete,
  lossDateBounds,
  orderQuestions,
  POLICY_EFFECTIVE_DATE_QUESTION,
  policyEffectiveDateBounds,
  toQuoteAnswers,
  underwritingErrors,
  validateAnswer,
  visibleQuestions,
  type QuestionLike,
} from '../../../src/domain/underwriting/questions';

const q = (questionName: string, allowedResponses: string[] | null = ['Y', 'N']): QuestionLike => ({
  questionName,
  question: `${questionName}?`,
  allowedResponses,
  instructions: null,
  helpText: null,
});

const dwelling = q('dwellingType', ['A', 'D', 'S', 'T']);
const mobile = q('manufacturedMobileHome');
const losses = q('losses');
const count = q('numberOfLosses', ['1', '2']);
const lossDate = q('lossDate', null);
const animal = q('animalInjury');
const masonry = q('coverageMasonry');
const effective = q('policyEffectiveDate', null);
const lease = q('leaseEffectiveDate', null);

const carrierOrder = [effective, dwelling, mobile, losses, count, lossDate, animal, masonry];
const ordered = orderQuestions(carrierOrder);
const names = (list: QuestionLike[]) => list.map((x) => x.questionName);
const today = '2025-06-15';

describe('isQuestion', () => {
  it('compares names as their lower-case forms do, for any text', () => {
    const name = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('arson', 'Arson', 'ARSON', 'arſon', 'İ', 'i̇', 'i', 'I', 'K', 'k'),
    );
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(isQuestion({ questionName: a }, b)).toBe(a.toLowerCase() === b.toLowerCase());
        expect(isQuestion({ questionName: a }, a.toUpperCase())).toBe(
          a.toLowerCase() === a.toUpperCase().toLowerCase(),
        );
      }),
      { numRuns: 3000 },
    );
    expect(isQuestion({ questionName: 'İ' }, 'i̇')).toBe(true);
    expect(isQuestion({ questionName: 'Arson' }, 'arson')).toBe(true);
  });
});

describe('orderQuestions (docs/product.md "States")', () => {
  it('moves coverageMasonry after dwellingType and policyEffectiveDate last', () => {
    expect(names(ordered)).toEqual([
      'dwellingType',
      'coverageMasonry',
      'manufacturedMobileHome',
      'losses',
      'numberOfLosses',
      'lossDate',
      'animalInjury',
      'policyEffectiveDate',
    ]);
  });

  it('appends policyEffectiveDate with the docs/product.md "Validation" texts when the carrier lacks it', () => {
    const list = orderQuestions([dwelling, losses]);
    expect(names(list)).toEqual(['dwellingType', 'losses', 'policyEffectiveDate']);
    expect(list[2]).toEqual(POLICY_EFFECTIVE_DATE_QUESTION);
    expect(list[2]?.instructions).toBe('Policy Effective Date must be a valid date in the future.');
  });

  it('does not change the input array', () => {
    const input = [masonry, dwelling];
    orderQuestions(input);
    expect(names(input)).toEqual(['coverageMasonry', 'dwellingType']);
  });
});

describe('applicableQuestions (docs/product.md "States")', () => {
  it('manufacturedMobileHome only for a single family home', () => {
    expect(names(applicableQuestions(ordered, { dwellingType: 'A' }, 'WI'))).not.toContain(
      'manufacturedMobileHome',
    );
    expect(names(applicableQuestions(ordered, { dwellingType: 'S' }, 'WI'))).toContain(
      'manufacturedMobileHome',
    );
  });

  it('numberOfLosses only when losses is Y; lossDate only with exactly 1 loss', () => {
    const none = names(applicableQuestions(ordered, { losses: 'N' }, 'WI'));
    expect(none).not.toContain('numberOfLosses');
    expect(none).not.toContain('lossDate');
    const two = names(applicableQuestions(ordered, { losses: 'Y', numberOfLosses: '2' }, 'WI'));
    expect(two).toContain('numberOfLosses');
    expect(two).not.toContain('lossDate');
    const one = names(applicableQuestions(ordered, { losses: 'Y', numberOfLosses: '1' }, 'WI'));
    expect(one).toContain('lossDate');
  });
});

describe('visibleQuestions (docs/product.md "States")', () => {
  it('shows the applicable questions up to the first unanswered one', () => {
    expect(names(visibleQuestions(ordered, {}, 'WI'))).toEqual(['dwellingType']);
    expect(names(visibleQuestions(ordered, { dwellingType: 'A' }, 'WI'))).toEqual([
      'dwellingType',
      'coverageMasonry',
    ]);
    const answers = { dwellingType: 'A', coverageMasonry: 'N', manufacturedMobileHome: 'N' };
    expect(names(visibleQuestions(ordered, answers, 'WI'))).toEqual([
      'dwellingType',
      'coverageMasonry',
      'losses',
    ]);
  });

  it('shows everything once all is answered', () => {
    const answers = {
      dwellingType: 'A',
      coverageMasonry: 'N',
      losses: 'N',
      animalInjury: 'N',
      policyEffectiveDate: '2025-07-01',
    };
    expect(names(visibleQuestions(ordered, answers, 'WI'))).toEqual([
      'dwellingType',
      'coverageMasonry',
      'losses',
      'animalInjury',
      'policyEffectiveDate',
    ]);
  });
});

describe('answerQuestion (docs/product.md "States")', () => {
  it('sets manufacturedMobileHome to N when dwellingType is not S', () => {
    expect(answerQuestion(ordered, {}, 'dwellingType', 'A', 'WI')).toEqual({
      dwellingType: 'A',
      manufacturedMobileHome: 'N',
    });
    expect(answerQuestion(ordered, {}, 'dwellingType', 'S', 'WI')).toEqual({ dwellingType: 'S' });
  });

  it('sets numberOfLosses to 0 when losses is N, except in Maryland', () => {
    expect(answerQuestion(ordered, {}, 'losses', 'N', 'WI')).toEqual({
      losses: 'N',
      numberOfLosses: '0',
    });
    expect(answerQuestion(ordered, {}, 'losses', 'N', 'MD')).toEqual({ losses: 'N' });
    expect(answerQuestion(ordered, {}, 'losses', 'Y', 'WI')).toEqual({ losses: 'Y' });
  });

  it('clears every later answer', () => {
    const answers = {
      dwellingType: 'S',
      coverageMasonry: 'Y',
      manufacturedMobileHome: 'N',
      losses: 'Y',
      numberOfLosses: '1',
      lossDate: '2020-01-01',
      animalInjury: 'N',
      policyEffectiveDate: '2025-07-01',
    };
    expect(answerQuestion(ordered, answers, 'losses', 'N', 'WI')).toEqual({
      dwellingType: 'S',
      coverageMasonry: 'Y',
      manufacturedMobileHome: 'N',
      losses: 'N',
      numberOfLosses: '0',
    });
    expect(answerQuestion(ordered, answers, 'dwellingType', 'T', 'WI')).toEqual({
      dwellingType: 'T',
      manufacturedMobileHome: 'N',
    });
  });

  it('keeps earlier answers and treats names case-insensitively', () => {
    const list = orderQuestions([dwelling, q('Arson')]);
    expect(answerQuestion(list, { dwellingType: 'A' }, 'arson', 'Y', 'RI')).toEqual({
      dwellingType: 'A',
      Arson: 'Y',
    });
  });
});

describe('validateAnswer (docs/product.md "Validation")', () => {
  const ctx = { today };

  it('requires an answer', () => {
    expect(validateAnswer(animal, undefined, ctx)).toBe('This question is required.');
    expect(validateAnswer(animal, '  ', ctx)).toBe('This question is required.');
  });

  it('dwelling type A, D, S or T', () => {
    for (const code of ['A', 'D', 'S', 'T'])
      expect(validateAnswer(dwelling, code, ctx)).toBe(undefined);
    expect(validateAnswer(dwelling, 'X', ctx)).toBe(
      'Dwelling Type must be one of the following: Apartment/Condo, Student Housing, Single Family Home, Townhouse/Duplex.',
    );
  });

  it('yes/no questions', () => {
    expect(validateAnswer(animal, 'Y', ctx)).toBe(undefined);
    expect(validateAnswer(animal, 'N', ctx)).toBe(undefined);
    expect(validateAnswer(animal, 'maybe', ctx)).toBe(
      'This question must be answered with Yes or No.',
    );
  });

  it('other questions take one of allowedResponses', () => {
    expect(validateAnswer(count, '2', ctx)).toBe(undefined);
    expect(validateAnswer(count, '3', ctx)).toBe('Please select a valid response.');
    expect(validateAnswer(lease, '2025-01-01', ctx)).toBe(undefined);
  });

  it('loss date: a valid past date from 1900', () => {
    const message = 'Loss Date must be a valid date in the past and after 1900.';
    expect(validateAnswer(lossDate, '1900-01-01', ctx)).toBe(undefined);
    expect(validateAnswer(lossDate, today, ctx)).toBe(undefined);
    expect(validateAnswer(lossDate, '1899-12-31', ctx)).toBe(message);
    expect(validateAnswer(lossDate, '2025-06-16', ctx)).toBe(message);
    expect(validateAnswer(lossDate, 'yesterday', ctx)).toBe(message);
  });

  it('policy effective date: tomorrow or later, not before the lease', () => {
    const future = 'Policy Effective Date must be a valid date in the future.';
    expect(validateAnswer(effective, today, ctx)).toBe(future);
    expect(validateAnswer(effective, '2025-02-30', ctx)).toBe(future);
    expect(validateAnswer(effective, '2025-06-16', ctx)).toBe(undefined);
    expect(
      validateAnswer(effective, '2025-06-20', { today, leaseEffectiveDate: '2025-07-01' }),
    ).toBe('Policy Effective Date must be after or on Lease Effective Date.');
    expect(
      validateAnswer(effective, '2025-07-01', { today, leaseEffectiveDate: '2025-07-01' }),
    ).toBe(undefined);
  });

  it('bounds for the date pickers', () => {
    expect(policyEffectiveDateBounds(today)).toEqual({ min: '2025-06-16' });
    expect(lossDateBounds(today)).toEqual({ min: '1900-01-01', max: today });
  });
});

describe('underwritingErrors and isUnderwritingComplete', () => {
  it('lists the messages of the applicable questions only', () => {
    const errors = underwritingErrors(ordered, { dwellingType: 'A', losses: 'N' }, 'WI', { today });
    expect(errors).toEqual({
      coverageMasonry: 'This question is required.',
      animalInjury: 'This question is required.',
      policyEffectiveDate: 'This question is required.',
    });
    expect(isUnderwritingComplete(ordered, { dwellingType: 'A' }, 'WI', { today })).toBe(false);
  });

  it('uses the leaseEffectiveDate answer for the policy date', () => {
    const list = orderQuestions([lease, animal]);
    const answers = {
      leaseEffectiveDate: '2025-08-01',
      animalInjury: 'N',
      policyEffectiveDate: '2025-07-01',
    };
    expect(underwritingErrors(list, answers, 'WI', { today })).toEqual({
      policyEffectiveDate: 'Policy Effective Date must be after or on Lease Effective Date.',
    });
  });

  it('is complete when every applicable question is validly answered', () => {
    let answers = {};
    answers = answerQuestion(ordered, answers, 'dwellingType', 'A', 'WI');
    answers = answerQuestion(ordered, answers, 'coverageMasonry', 'Y', 'WI');
    answers = answerQuestion(ordered, answers, 'losses', 'N', 'WI');
    answers = answerQuestion(ordered, answers, 'animalInjury', 'N', 'WI');
    answers = answerQuestion(ordered, answers, 'policyEffectiveDate', '2025-07-01', 'WI');
    expect(isUnderwritingComplete(ordered, answers, 'WI', { today })).toBe(true);
  });
});

describe('toQuoteAnswers (docs/product.md "Calls")', () => {
  it('sends applicable and automatic answers in order, without policyEffectiveDate', () => {
    const answers = {
      dwellingType: 'A',
      manufacturedMobileHome: 'N',
      coverageMasonry: 'Y',
      losses: 'N',
      numberOfLosses: '0',
      lossDate: '2020-01-01',
      animalInjury: 'N',
      policyEffectiveDate: '2025-07-01',
    };
    expect(toQuoteAnswers(ordered, answers, 'WI')).toEqual([
      { questionName: 'dwellingType', answer: 'A' },
      { questionName: 'coverageMasonry', answer: 'Y' },
      { questionName: 'manufacturedMobileHome', answer: 'N' },
      { questionName: 'losses', answer: 'N' },
      { questionName: 'numberOfLosses', answer: '0' },
      { questionName: 'animalInjury', answer: 'N' },
    ]);
  });

  it('in Maryland a No to losses sends no count', () => {
    const answers = { dwellingType: 'S', manufacturedMobileHome: 'N', losses: 'N' };
    expect(toQuoteAnswers(ordered, answers, 'MD')).toEqual([
      { questionName: 'dwellingType', answer: 'S' },
      { questionName: 'manufacturedMobileHome', answer: 'N' },
      { questionName: 'losses', answer: 'N' },
    ]);
  });

  it('sends the loss date with one loss', () => {
    const answers = { dwellingType: 'A', losses: 'Y', numberOfLosses: '1', lossDate: '2020-01-01' };
    expect(toQuoteAnswers(ordered, answers, 'WI')).toEqual([
      { questionName: 'dwellingType', answer: 'A' },
      { questionName: 'manufacturedMobileHome', answer: 'N' },
      { questionName: 'losses', answer: 'Y' },
      { questionName: 'numberOfLosses', answer: '1' },
      { questionName: 'lossDate', answer: '2020-01-01' },
    ]);
  });
});
