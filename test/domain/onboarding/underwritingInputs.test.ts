import { questionInput, testAnswers } from '../../../src/domain/onboarding/underwritingInputs';
import { isUnderwritingComplete, orderQuestions } from '../../../src/domain/underwriting/questions';

const q = (questionName: string, allowedResponses: string[] | null) => ({
  questionName,
  question: questionName,
  allowedResponses,
});

describe('underwriting inputs (SPEC §2.11, §9)', () => {
  it('labels the choices of §9 and uses dates where needed', () => {
    expect(questionInput(q('dwellingType', ['A', 'D', 'S', 'T']))).toEqual({
      kind: 'choice',
      options: [
        { value: 'A', label: 'Apartment/Condo' },
        { value: 'D', label: 'Student Housing' },
        { value: 'S', label: 'Single Family Home' },
        { value: 'T', label: 'Townhouse/Duplex' },
      ],
    });
    expect(questionInput(q('losses', ['Y', 'N']))).toMatchObject({
      options: [{ label: 'Yes' }, { label: 'No' }],
    });
    expect(questionInput(q('coverageMasonry', ['Y', 'N']))).toMatchObject({
      options: [{ label: 'Brick/Stone' }, { label: 'Wood' }],
    });
    expect(questionInput(q('numberOfLosses', ['1', '2']))).toMatchObject({
      options: [{ label: '1' }, { label: '2 or more' }],
    });
    expect(questionInput(q('lossDate', null))).toEqual({ kind: 'date' });
    expect(questionInput(q('policyEffectiveDate', null))).toEqual({ kind: 'date' });
    expect(questionInput(q('other', ['X', 'Z']))).toMatchObject({ kind: 'choice' });
    expect(questionInput(q('free', null))).toEqual({ kind: 'text' });
  });

  it('the test answers complete every applicable question', () => {
    const questions = orderQuestions([
      q('dwellingType', ['A', 'D', 'S', 'T']),
      q('manufacturedMobileHome', ['Y', 'N']),
      q('losses', ['Y', 'N']),
      q('numberOfLosses', ['1', '2']),
      q('lossDate', null),
      q('leaseEffectiveDate', null),
      q('coverageMasonry', ['Y', 'N']),
    ]);
    const answers = testAnswers(questions, 'WI', '2030-01-01');
    expect(answers).toMatchObject({
      dwellingType: 'A',
      manufacturedMobileHome: 'N',
      losses: 'N',
      numberOfLosses: '0',
      leaseEffectiveDate: '2030-01-01',
      policyEffectiveDate: '2030-01-02',
    });
    expect(isUnderwritingComplete(questions, answers, 'WI', { today: '2030-01-01' })).toBe(true);
  });
});
