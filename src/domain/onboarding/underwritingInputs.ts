// How each underwriting question is answered on screen (SPEC §2.11 underwriting step, §9 labels)
// and the answers of the testing auto-fill helper.
import {
  COVERAGE_MASONRY_OPTIONS,
  DWELLING_TYPES,
  NUMBER_OF_LOSSES_OPTIONS,
  YES_NO_OPTIONS,
} from '../constants';
import { addDays } from '../underwriting/dates';
import {
  answerQuestion,
  applicableQuestions,
  isQuestion,
  QUESTION,
  type QuestionLike,
  type UnderwritingAnswers,
} from '../underwriting/questions';

export type QuestionInput =
  | { kind: 'choice'; options: ReadonlyArray<{ value: string; label: string }> }
  | { kind: 'date' }
  | { kind: 'text' };

const DATE_QUESTIONS = [
  QUESTION.lossDate,
  QUESTION.leaseEffectiveDate,
  QUESTION.policyEffectiveDate,
] as const;

/** The input of a question: toggle buttons with §9 labels, a date picker, or free text. */
export function questionInput(question: QuestionLike): QuestionInput {
  if (DATE_QUESTIONS.some((name) => isQuestion(question, name))) return { kind: 'date' };
  if (isQuestion(question, QUESTION.dwellingType)) {
    return {
      kind: 'choice',
      options: DWELLING_TYPES.map((d) => ({ value: d.code, label: d.label })),
    };
  }
  if (isQuestion(question, QUESTION.coverageMasonry)) {
    return { kind: 'choice', options: COVERAGE_MASONRY_OPTIONS };
  }
  if (isQuestion(question, QUESTION.numberOfLosses)) {
    return { kind: 'choice', options: NUMBER_OF_LOSSES_OPTIONS };
  }
  const allowed = question.allowedResponses ?? [];
  if (allowed.length === 2 && allowed.includes('Y') && allowed.includes('N')) {
    return { kind: 'choice', options: YES_NO_OPTIONS };
  }
  if (allowed.length > 0) {
    return { kind: 'choice', options: allowed.map((value) => ({ value, label: value })) };
  }
  return { kind: 'text' };
}

/**
 * The testing auto-fill (§2.11): an apartment, no losses, every other yes/no answered No, the
 * lease starting today and the policy tomorrow. Answers go through answerQuestion in order, so
 * the automatic answers of §4 apply exactly as when a person answers.
 */
export function testAnswers<Q extends QuestionLike>(
  questions: Q[],
  state: string,
  today: string,
): UnderwritingAnswers {
  let answers: UnderwritingAnswers = {};
  for (let guard = 0; guard < questions.length * 2; guard += 1) {
    const next = applicableQuestions(questions, answers, state).find(
      (q) => answers[q.questionName] === undefined,
    );
    if (!next) break;
    let value: string;
    if (isQuestion(next, QUESTION.policyEffectiveDate)) value = addDays(today, 1);
    else if (isQuestion(next, QUESTION.leaseEffectiveDate)) value = today;
    else if (isQuestion(next, QUESTION.lossDate)) value = addDays(today, -365);
    else {
      const input = questionInput(next);
      if (isQuestion(next, QUESTION.dwellingType)) value = 'A';
      else if (isQuestion(next, QUESTION.numberOfLosses)) value = '1';
      else if (input.kind === 'choice')
        value = input.options.some((o) => o.value === 'N') ? 'N' : (input.options[0]?.value ?? '');
      else value = 'N/A';
    }
    answers = answerQuestion(questions, answers, next.questionName, value, state);
  }
  return answers;
}
