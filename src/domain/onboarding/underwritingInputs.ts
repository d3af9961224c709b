// How each underwriting question is answered on screen (docs/product.md "Onboarding flow"
// underwriting step, "Limits" labels) and the answers of the testing auto-fill helper.
import {
  COVERAGE_MASONRY_OPTIONS,
  DWELLING_TYPES,
  NUMBER_OF_LOSSES_OPTIONS,
  YES_NO_OPTIONS,
} from '../constants';
import { addDays } from '../calendar';
import { underwritingTexts } from '../i18n/generated/en/underwriting';
import { plainTexts } from '../i18n/texts';
import {
  answerQuestion,
  applicableQuestions,
  isQuestion,
  QUESTION,
  type QuestionLike,
  type UnderwritingAnswers,
} from '../underwriting/questions';

/** A choice as the tenant reads it: the docs/product.md "Limits" label, and what it means in plain words. */
export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

export type QuestionInput =
  { kind: 'choice'; options: ReadonlyArray<ChoiceOption> } | { kind: 'date' } | { kind: 'text' };

const DATE_QUESTIONS = [
  QUESTION.lossDate,
  QUESTION.leaseEffectiveDate,
  QUESTION.policyEffectiveDate,
] as const;

const texts = /* @__PURE__ */ plainTexts(underwritingTexts);

/** What each dwelling code means (the carrier's help lists only codes: 'A: Apartment/Condo, …'). */
const DWELLING_DESCRIPTIONS: Record<string, string> = {
  A: texts.apartmentMeans,
  D: texts.studentHousingMeans,
  S: texts.singleFamilyMeans,
  T: texts.townhouseMeans,
};

const MASONRY_DESCRIPTIONS: Record<string, string> = {
  Y: texts.brickStoneMeans,
  N: texts.woodMeans,
};

/**
 * The help under each known question, in plain words (the `underwriting` catalog). The carrier's
 * own help texts speak in answer codes ('A: Apartment/Condo, D: …', '2 means 2 or more.', 'Yes:
 * brick/stone.'), which the options already say in words; a question the product does not know
 * keeps the carrier's help.
 */
const PLAIN_HELP: Record<string, string> = {
  [QUESTION.dwellingType.toLowerCase()]: texts.helpDwellingType,
  [QUESTION.manufacturedMobileHome.toLowerCase()]: texts.helpManufactured,
  [QUESTION.mandatoryInsuranceRequirement.toLowerCase()]: texts.helpMandatory,
  [QUESTION.losses.toLowerCase()]: texts.helpLosses,
  [QUESTION.numberOfLosses.toLowerCase()]: texts.helpNumberOfLosses,
  [QUESTION.lossDate.toLowerCase()]: texts.helpLossDate,
  [QUESTION.coverageMasonry.toLowerCase()]: texts.helpMasonry,
  [QUESTION.leaseEffectiveDate.toLowerCase()]: texts.helpLeaseStart,
  [QUESTION.policyEffectiveDate.toLowerCase()]: texts.helpPolicyStart,
};

/** The help shown under a question: plain words for the known ones, else the carrier's. */
export function questionHelp(question: QuestionLike & { helpText?: string | null }): string | null {
  return PLAIN_HELP[question.questionName.toLowerCase()] ?? question.helpText ?? null;
}

/** The input of a question: options with docs/product.md "Limits" labels, a date picker, or free text. */
export function questionInput(question: QuestionLike): QuestionInput {
  if (DATE_QUESTIONS.some((name) => isQuestion(question, name))) return { kind: 'date' };
  if (isQuestion(question, QUESTION.dwellingType)) {
    return {
      kind: 'choice',
      options: DWELLING_TYPES.map((d) => ({
        value: d.code,
        label: d.label,
        description: DWELLING_DESCRIPTIONS[d.code],
      })),
    };
  }
  if (isQuestion(question, QUESTION.coverageMasonry)) {
    return {
      kind: 'choice',
      options: COVERAGE_MASONRY_OPTIONS.map((o) => ({
        ...o,
        description: MASONRY_DESCRIPTIONS[o.value],
      })),
    };
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
 * The testing auto-fill (docs/product.md "Onboarding flow"): an apartment, no losses, every other
 * yes/no answered No, the lease starting today and the policy tomorrow. Answers go through
 * answerQuestion in order, so the automatic answers of docs/product.md "States" apply exactly as
 * when a person answers.
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
