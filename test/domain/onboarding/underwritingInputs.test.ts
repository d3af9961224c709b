import {
  questionHelp,
  questionInput,
  testAnswers,
} from '../../../src/domain/onboarding/underwritingInputs';
import { isUnderwritingComplete, orderQuestions } from '../../../src/domain/underwriting/questions';

const q = (questionName: string, allowedResponses: string[] | null) => ({
  questionName,
  question: questionName,
  allowedResponses,
});

describe('underwriting inputs (docs/product.md "Onboarding flow", "Limits")', () => {
  it('labels the choices of docs/product.md "Limits" and uses dates where needed', () => {
    expect(questionInput(q('dwellingType', ['A', 'D', 'S', 'T']))).toEqual({
      kind: 'choice',
      options: [
        { value: 'A', label: 'Apartment/Condo', description: expect.any(String) },
        { value: 'D', label: 'Student Housing', description: expect.any(String) },
        { value: 'S', label: 'Single Family Home', description: expect.any(String) },
        { value: 'T', label: 'Townhouse/Duplex', description: expect.any(String) },
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

  it('help in plain words: no answer codes for the known questions; others keep the carrier help', () => {
    const carrier = (questionName: string, helpText: string | null) => ({
      ...q(questionName, null),
      helpText,
    });
    const codes = /\b[ADST]:|\bY:|\bN:|means 2/;
    for (const [name, help] of [
      [
        'dwellingType',
        'A: Apartment/Condo, D: Student Housing, S: Single Family Home, T: Townhouse/Duplex.',
      ],
      ['numberOfLosses', '2 means 2 or more.'],
      ['coverageMasonry', 'Yes: brick/stone. No: wood frame.'],
      ['DwellingType', 'A: Apartment/Condo'],
    ] as const) {
      const plain = questionHelp(carrier(name, help));
      expect(plain).toBeTruthy();
      expect(plain).not.toMatch(codes);
    }
    expect(questionHelp(carrier('Arson', 'Rhode Island law requires this question.'))).toBe(
      'Rhode Island law requires this question.',
    );
    expect(questionHelp(carrier('somethingNew', null))).toBeNull();
    const options = (name: string) => {
      const input = questionInput(q(name, ['Y', 'N']));
      return input.kind === 'choice' ? input.options : [];
    };
    const described = [...options('dwellingType'), ...options('coverageMasonry')];
    expect(described).toHaveLength(6);
    for (const option of described) expect(option.description).toMatch(/^[A-Z].* .*\.$/);
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
