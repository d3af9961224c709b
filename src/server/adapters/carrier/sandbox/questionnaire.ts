// The sandbox carrier's 300K liability questionnaire (docs/product.md "Records", "States";
// docs/carrier-sandbox.md).
import {
  CarrierInputError,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireOutcome,
} from '../interface';

export const QUESTIONNAIRE_ID = 300;
const INITIAL = 'sandbox-300k-initial.';
const OUTCOME = 'sandbox-300k-outcome.';
const WORK_ITEM = /^SBX-[0-9A-F]{32}$/;

const option = (
  questionOptionId: number,
  yes: boolean,
  nextQuestion: number | null,
  declines: boolean,
) => ({
  questionOptionId,
  option: yes ? 'Yes' : 'No',
  optionValue: yes ? 'Y' : 'N',
  outcomeId: declines ? 2 : nextQuestion === null ? 1 : null,
  outcome: declines
    ? { text: "Based on your answers, you don't qualify for $300,000 in liability coverage." }
    : nextQuestion === null
      ? { text: 'Approved for $300,000 liability coverage.' }
      : null,
  nextQuestion,
});

/** Declined: a listed or biting dog (101), a business with visitors (201), an unfenced pool (402). */
export const DECLINING_OPTIONS = new Set([101, 201, 402]);

export const QUESTIONNAIRE: Questionnaire = {
  questionnaireId: QUESTIONNAIRE_ID,
  questions: [
    {
      questionId: 1,
      question:
        'Does anyone in the household own or keep a dog of a listed breed (Akita, Chow, Pit Bull, Rottweiler, wolf hybrid) or a dog that has bitten someone?',
      helpText: 'Include dogs kept at the home for more than 30 days a year.',
      options: [option(101, true, null, true), option(102, false, 2, false)],
    },
    {
      questionId: 2,
      question: 'Do you run a business from the home that customers or clients visit?',
      helpText: 'Working from home for an employer does not count.',
      options: [option(201, true, null, true), option(202, false, 3, false)],
    },
    {
      questionId: 3,
      question:
        'Is there a swimming pool, hot tub or trampoline at the home that you are responsible for?',
      helpText: null,
      options: [option(301, true, 4, false), option(302, false, null, false)],
    },
    {
      questionId: 4,
      question: 'Is it enclosed by a locked fence at least 4 feet high?',
      helpText: null,
      options: [option(401, true, null, false), option(402, false, null, true)],
    },
  ],
};

/** The workItemId a token belongs to, or null when the token is not one of the kind. */
export function workItemOf(token: string, kind: 'initial' | 'outcome'): string | null {
  const prefix = kind === 'initial' ? INITIAL : OUTCOME;
  if (!token.startsWith(prefix)) return null;
  const workItemId = token.slice(prefix.length);
  return WORK_ITEM.test(workItemId) ? workItemId : null;
}

/**
 * Walks the answers from question 1 along `nextQuestion`; every question on the path needs an
 * answer with one of its options. Approved unless a declining option is chosen.
 */
export function outcomeOf(workItemId: string, data: QuestionnaireAnswers): QuestionnaireOutcome {
  if (data.QuestionnaireId !== QUESTIONNAIRE_ID) {
    throw new CarrierInputError(`Unknown QuestionnaireId ${data.QuestionnaireId}.`);
  }
  const chosen = new Map(data.Answers.map((a) => [a.QuestionId, a.QuestionOptionId]));
  let questionId: number | null = 1;
  let approved = true;
  while (questionId !== null) {
    const question = QUESTIONNAIRE.questions.find((q) => q.questionId === questionId);
    const picked = question?.options.find(
      (o) => o.questionOptionId === chosen.get(questionId ?? 0),
    );
    if (!question || !picked) {
      throw new CarrierInputError(`Question ${questionId} needs one of its options.`);
    }
    if (DECLINING_OPTIONS.has(picked.questionOptionId)) approved = false;
    questionId = picked.nextQuestion;
  }
  return {
    isApproved: approved,
    workItemId,
    pmsValues: [
      { fieldName: 'rule300KLiability', value: approved ? 'APPROVED' : 'DECLINED' },
      { fieldName: 'liabilityAmount', value: approved ? '300000' : '100000' },
    ],
  };
}
