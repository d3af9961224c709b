import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { quoteTexts } from '../../../../domain/i18n/generated/en/quote';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { underwritingTexts } from '../../../../domain/i18n/generated/en/underwriting';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { flowMessages, quoteMessages, validationMessages } from '../../../../domain/messages';
import {
  useSubmitAssurantResponseMutation,
  type Questionnaire,
  type QuestionnaireAnswer,
  type Rule300KLiability,
} from '../../../api';
import { errorStatus } from '../../../api/errors';
import { OptionGroup } from '../../../design/OptionGroup';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { withLoadingTimeout } from '../flowGuards';

export type QuestionnaireResult = 'approved' | 'denied' | 'error' | 'cancelled';

/**
 * The carrier's 300,000 liability questionnaire (docs/product.md "Records", "States",
 * "Validation"): fetched by the cue's initialUrlToken, asked one question at a time (each option
 * names the next question), the answers submitted to the outcomeUrlToken.
 */
export function QuestionnaireDialog({
  rule,
  onDone,
}: {
  rule: Rule300KLiability;
  onDone: (result: QuestionnaireResult, message?: string) => void;
}) {
  const t = useTexts(quoteTexts, onboardingTexts, validationTexts, underwritingTexts);
  // The carrier's questions and Yes/No by their English wording, the flow's and rules' messages.
  const localize = useLocalized(quoteTexts, onboardingTexts, validationTexts, underwritingTexts);
  const [submit] = useSubmitAssurantResponseMutation();
  const [questionnaire, setQuestionnaire] = useState<Questionnaire | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [answers, setAnswers] = useState<QuestionnaireAnswer[]>([]);
  const [selected, setSelected] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);

  useEffect(() => {
    const request = submit({ assurantResponseRequest: { tokenizedURL: rule.initialUrlToken } });
    void withLoadingTimeout(request, () => setFailure(flowMessages.generic)).then((result) => {
      setBusy(false);
      const found = 'data' in result ? result.data?.questionnaires?.[0] : undefined;
      if (found && found.questions.length > 0) {
        setQuestionnaire(found);
        setCurrentId(found.questions[0]?.questionId ?? null);
      } else if (
        'error' in result &&
        ((result.error as { name?: string }).name === 'AbortError' ||
          errorStatus(result.error) !== 404)
      ) {
        // No answer, or the server failing: not that the questionnaire does not exist.
        setFailure(flowMessages.generic);
      } else {
        setFailure(quoteMessages.questionnaireNotFound);
      }
    });
    return () => request.abort();
  }, [rule.initialUrlToken, submit]);

  const question = questionnaire?.questions.find((q) => q.questionId === currentId);

  const next = async () => {
    if (!questionnaire || !question) return;
    if (selected === '') {
      setFieldError(validationMessages.questionnaireAnswerRequired);
      return;
    }
    const option = question.options.find((o) => String(o.questionOptionId) === selected);
    if (!option) {
      setFieldError(validationMessages.questionnaireInvalidResponse);
      return;
    }
    setFieldError(null);
    const all = [
      ...answers,
      { QuestionId: question.questionId, QuestionOptionId: option.questionOptionId },
    ];
    setAnswers(all);
    setSelected('');
    const following = questionnaire.questions.find((q) => q.questionId === option.nextQuestion);
    if (option.nextQuestion !== null && following) {
      setCurrentId(following.questionId);
      return;
    }
    setBusy(true);
    const result = await withLoadingTimeout(
      submit({
        assurantResponseRequest: {
          tokenizedURL: rule.outcomeUrlToken,
          data: { QuestionnaireId: questionnaire.questionnaireId, Answers: all },
        },
      }),
      () => undefined,
    );
    setBusy(false);
    const outcome = 'data' in result ? result.data : undefined;
    if (outcome && typeof outcome.isApproved === 'boolean' && !outcome.error) {
      onDone(outcome.isApproved ? 'approved' : 'denied');
    } else onDone('error', quoteMessages.liabilityRequirementsError);
  };

  return (
    <Dialog open onClose={() => onDone('cancelled')} aria-labelledby="questionnaire-title">
      <DialogTitle id="questionnaire-title">{t('questionnaireTitle')}</DialogTitle>
      <DialogContent>
        {busy ? <CircularProgress aria-label={t('loading')} /> : null}
        {failure ? <Alert severity="error">{localize(failure)}</Alert> : null}
        {question && !busy ? (
          <>
            <OptionGroup
              name={`questionnaire-${question.questionId}`}
              legend={localize(question.question)}
              help={question.helpText ? localize(question.helpText) : undefined}
              options={question.options.map((o) => ({
                value: String(o.questionOptionId),
                label: localize(o.option),
              }))}
              value={selected}
              onChange={setSelected}
              error={fieldError === null ? null : localize(fieldError)}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(failure ? 'error' : 'cancelled', failure ?? undefined)}>
          {t('cancel')}
        </Button>
        {question ? (
          <Button variant="contained" disabled={busy} onClick={() => void next()}>
            {t('next')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
