// Underwriting questions (docs/product.md "Records", "States", "Validation", "Limits"): their
// order, which apply, which show, what an answer clears and sets, and the docs/product.md
// "Validation" messages. Used by the onboarding screen and by the server.
import { DWELLING_TYPES, LOSS_DATE_MIN_YEAR, POLICY_START_MIN_DAYS_AHEAD } from '../constants';
import { validationMessages } from '../messages';
import { addDays, isIsoDay } from '../calendar';

/** Answers by questionName. */
export type UnderwritingAnswers = Record<string, string>;

/** The fields of the contract's UnderwritingQuestion these rules read. */
export interface QuestionLike {
  questionName: string;
  question: string;
  /** Allowed answers; null (or empty) for dates and free answers. */
  allowedResponses: string[] | null;
  instructions?: string | null;
  helpText?: string | null;
}

export interface AnswerContext {
  /** Today, YYYY-MM-DD. */
  today: string;
  /** The lease start; when absent, the leaseEffectiveDate answer (if any) is used. */
  leaseEffectiveDate?: string | null;
}

/** docs/product.md "Records" question names. */
export const QUESTION = {
  dwellingType: 'dwellingType',
  manufacturedMobileHome: 'manufacturedMobileHome',
  mandatoryInsuranceRequirement: 'mandatoryInsuranceRequirement',
  losses: 'losses',
  numberOfLosses: 'numberOfLosses',
  lossDate: 'lossDate',
  animalInjury: 'animalInjury',
  arson: 'arson',
  coverageMasonry: 'coverageMasonry',
  leaseEffectiveDate: 'leaseEffectiveDate',
  policyEffectiveDate: 'policyEffectiveDate',
} as const;

/** docs/product.md "States": in Maryland a 'No' to losses does not set numberOfLosses to 0. */
export const NO_AUTO_LOSS_COUNT_STATES = ['MD'] as const;

/** docs/product.md "States": appended when the carrier's list lacks it (texts of docs/product.md "Validation", "Limits"). */
export const POLICY_EFFECTIVE_DATE_QUESTION: QuestionLike = {
  questionName: QUESTION.policyEffectiveDate,
  question: 'When would you like your policy to start?',
  allowedResponses: null,
  instructions: 'Policy Effective Date must be a valid date in the future.',
  helpText: 'Your policy can start tomorrow or later, and not before your lease starts.',
};

/** Question names compare case-insensitively (the carrier sends both arson and Arson, docs/product.md "Records"). */
export function isQuestion(question: { questionName: string }, name: string): boolean {
  const own = question.questionName;
  // The same spelling, or a different length, decides without lower-casing (the server checks
  // every answer of every quote against every question). Lower-casing keeps a text's
  // length but for U+0130 (İ, which becomes i and a combining dot).
  if (own === name) return true;
  if (own.length !== name.length && !own.includes('\u0130') && !name.includes('\u0130')) {
    return false;
  }
  return own.toLowerCase() === name.toLowerCase();
}

function answerOf(answers: UnderwritingAnswers, name: string): string | undefined {
  const direct = answers[name];
  if (direct !== undefined) return direct;
  const key = Object.keys(answers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : answers[key];
}

function isAnswered(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** docs/product.md "States": coverageMasonry directly after dwellingType; policyEffectiveDate always last. */
export function orderQuestions<Q extends QuestionLike>(questions: Q[]): Q[] {
  const masonry = questions.find((q) => isQuestion(q, QUESTION.coverageMasonry));
  const effective = questions.find((q) => isQuestion(q, QUESTION.policyEffectiveDate));
  const rest = questions.filter((q) => q !== masonry && q !== effective);
  if (masonry) {
    const dwelling = rest.findIndex((q) => isQuestion(q, QUESTION.dwellingType));
    rest.splice(dwelling === -1 ? 0 : dwelling + 1, 0, masonry);
  }
  rest.push(effective ?? ({ ...POLICY_EFFECTIVE_DATE_QUESTION } as Q));
  return rest;
}

/** docs/product.md "States": whether a question applies given the answers so far. */
export function isApplicable(
  question: QuestionLike,
  answers: UnderwritingAnswers,
  _state: string,
): boolean {
  if (isQuestion(question, QUESTION.manufacturedMobileHome)) {
    return answerOf(answers, QUESTION.dwellingType) === 'S';
  }
  if (isQuestion(question, QUESTION.numberOfLosses)) {
    return answerOf(answers, QUESTION.losses) === 'Y';
  }
  if (isQuestion(question, QUESTION.lossDate)) {
    return (
      answerOf(answers, QUESTION.losses) === 'Y' &&
      answerOf(answers, QUESTION.numberOfLosses) === '1'
    );
  }
  return true;
}

/** The questions that apply, in the given order. */
export function applicableQuestions<Q extends QuestionLike>(
  questions: Q[],
  answers: UnderwritingAnswers,
  state: string,
): Q[] {
  return questions.filter((q) => isApplicable(q, answers, state));
}

/** docs/product.md "States": questions appear one by one: the applicable ones up to the first unanswered one. */
export function visibleQuestions<Q extends QuestionLike>(
  questions: Q[],
  answers: UnderwritingAnswers,
  state: string,
): Q[] {
  const visible: Q[] = [];
  for (const question of applicableQuestions(questions, answers, state)) {
    visible.push(question);
    if (!isAnswered(answerOf(answers, question.questionName))) break;
  }
  return visible;
}

/** docs/product.md "States" automatic answers: the value a question gets without being asked, if any. */
export function automaticAnswer(
  question: QuestionLike,
  answers: UnderwritingAnswers,
  state: string,
): string | undefined {
  if (isQuestion(question, QUESTION.manufacturedMobileHome)) {
    const dwelling = answerOf(answers, QUESTION.dwellingType);
    return isAnswered(dwelling) && dwelling !== 'S' ? 'N' : undefined;
  }
  if (isQuestion(question, QUESTION.numberOfLosses)) {
    const served = !(NO_AUTO_LOSS_COUNT_STATES as readonly string[]).includes(state.toUpperCase());
    return answerOf(answers, QUESTION.losses) === 'N' && served ? '0' : undefined;
  }
  return undefined;
}

function withAutomaticAnswers<Q extends QuestionLike>(
  questions: Q[],
  answers: UnderwritingAnswers,
  state: string,
): UnderwritingAnswers {
  const next = { ...answers };
  for (const question of questions) {
    const automatic = automaticAnswer(question, next, state);
    if (automatic !== undefined) next[question.questionName] = automatic;
  }
  return next;
}

/**
 * docs/product.md "States": sets an answer, clears every answer after it (in the order of
 * `questions`), and applies the automatic ones (manufacturedMobileHome N unless dwellingType is S;
 * numberOfLosses 0 when losses is N outside Maryland).
 */
export function answerQuestion<Q extends QuestionLike>(
  questions: Q[],
  answers: UnderwritingAnswers,
  questionName: string,
  value: string,
  state: string,
): UnderwritingAnswers {
  const index = questions.findIndex((q) => isQuestion(q, questionName));
  const next: UnderwritingAnswers = {};
  for (const [name, answer] of Object.entries(answers)) {
    const position = questions.findIndex((q) => isQuestion(q, name));
    const later = index !== -1 && position > index;
    if (!later && name.toLowerCase() !== questionName.toLowerCase()) next[name] = answer;
  }
  next[questions[index]?.questionName ?? questionName] = value;
  return withAutomaticAnswers(questions, next, state);
}

function isYesNo(question: QuestionLike): boolean {
  const allowed = question.allowedResponses ?? [];
  return allowed.length === 2 && allowed.includes('Y') && allowed.includes('N');
}

/** Date picker bounds (docs/product.md "Validation", "Limits"): the policy starts tomorrow or later. */
export function policyEffectiveDateBounds(today: string): { min: string } {
  return { min: addDays(today, POLICY_START_MIN_DAYS_AHEAD) };
}

/** Date picker bounds (docs/product.md "Validation", "Limits"): a loss date from 1900 to today. */
export function lossDateBounds(today: string): { min: '1900-01-01'; max: string } {
  return { min: '1900-01-01', max: today };
}

/** docs/product.md "Validation": the message for one answer, or undefined when it is valid. */
export function validateAnswer(
  question: QuestionLike,
  value: string | undefined,
  context: AnswerContext,
): string | undefined {
  if (!isAnswered(value)) return validationMessages.questionRequired;
  const answer = value.trim();
  if (isQuestion(question, QUESTION.dwellingType)) {
    return DWELLING_TYPES.some((d) => d.code === answer)
      ? undefined
      : validationMessages.dwellingType;
  }
  if (isQuestion(question, QUESTION.lossDate)) {
    const ok =
      isIsoDay(answer) &&
      Number(answer.slice(0, 4)) >= LOSS_DATE_MIN_YEAR &&
      answer <= lossDateBounds(context.today).max;
    return ok ? undefined : validationMessages.lossDate;
  }
  if (isQuestion(question, QUESTION.policyEffectiveDate)) {
    if (!isIsoDay(answer) || answer < policyEffectiveDateBounds(context.today).min) {
      return validationMessages.policyEffectiveFuture;
    }
    const lease = context.leaseEffectiveDate;
    if (lease && isIsoDay(lease) && answer < lease) {
      return validationMessages.policyEffectiveAfterLease;
    }
    return undefined;
  }
  if (isYesNo(question)) {
    return answer === 'Y' || answer === 'N' ? undefined : validationMessages.yesNo;
  }
  const allowed = question.allowedResponses ?? [];
  if (allowed.length > 0 && !allowed.includes(answer)) {
    return validationMessages.questionnaireInvalidResponse;
  }
  return undefined;
}

/** docs/product.md "Validation": the message of every applicable question that is not validly answered. */
export function underwritingErrors<Q extends QuestionLike>(
  questions: Q[],
  answers: UnderwritingAnswers,
  state: string,
  context: AnswerContext,
): Record<string, string> {
  const lease = context.leaseEffectiveDate ?? answerOf(answers, QUESTION.leaseEffectiveDate);
  const errors: Record<string, string> = {};
  for (const question of applicableQuestions(questions, answers, state)) {
    const message = validateAnswer(question, answerOf(answers, question.questionName), {
      today: context.today,
      leaseEffectiveDate: lease ?? null,
    });
    if (message !== undefined) errors[question.questionName] = message;
  }
  return errors;
}

/** Continue is allowed when every applicable question is validly answered. */
export function isUnderwritingComplete<Q extends QuestionLike>(
  questions: Q[],
  answers: UnderwritingAnswers,
  state: string,
  context: AnswerContext,
): boolean {
  return Object.keys(underwritingErrors(questions, answers, state, context)).length === 0;
}

/**
 * The quote's `answers` (docs/product.md "Calls"): the applicable answers and the automatic ones
 * (manufacturedMobileHome N, numberOfLosses 0), in question order; policyEffectiveDate goes
 * separately.
 */
export function toQuoteAnswers<Q extends QuestionLike>(
  questions: Q[],
  answers: UnderwritingAnswers,
  state: string,
): { questionName: string; answer: string }[] {
  const complete = withAutomaticAnswers(questions, answers, state);
  const result: { questionName: string; answer: string }[] = [];
  for (const question of questions) {
    if (isQuestion(question, QUESTION.policyEffectiveDate)) continue;
    const answer = answerOf(complete, question.questionName);
    if (!isAnswered(answer)) continue;
    const automatic = automaticAnswer(question, complete, state) !== undefined;
    if (isApplicable(question, complete, state) || automatic) {
      result.push({ questionName: question.questionName, answer: answer.trim() });
    }
  }
  return result;
}
