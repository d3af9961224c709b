import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { answersTexts } from '../../../../domain/i18n/generated/en/answers';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { underwritingTexts } from '../../../../domain/i18n/generated/en/underwriting';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { flowMessages, quoteMessages } from '../../../../domain/messages';
import { quoteOutcome } from '../../../../domain/onboarding/quote';
import {
  questionHelp,
  questionInput,
  testAnswers,
} from '../../../../domain/onboarding/underwritingInputs';
import {
  QUESTION,
  answerQuestion,
  isQuestion,
  isUnderwritingComplete,
  lossDateBounds,
  orderQuestions,
  policyEffectiveDateBounds,
  toQuoteAnswers,
  underwritingErrors,
  visibleQuestions,
} from '../../../../domain/underwriting/questions';
import {
  useGetQuoteMutation,
  useGetSettingsQuery,
  useGetUnderwritingQuestionsMutation,
  type Settings,
  type UnderwritingQuestion,
} from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageSpinner } from '../../../components/PageSpinner';
import { OptionGroup } from '../../../design/OptionGroup';
import { withLoadingTimeout } from '../flowGuards';
import { questionsLoaded, quoteReceived, underwritingAnswersChanged } from '../onboardingSlice';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { addressInput, toQuoteState, todayIso } from '../quoteState';

/**
 * The testing auto-fill helper (docs/product.md "Onboarding flow") shows only where the built-in
 * test carrier answers (settings.carrier.provider 'sandbox'): a real carrier's tenant never sees
 * it.
 */
export function showTestHelper(settings: Settings | undefined): boolean {
  return settings?.carrier.provider === 'sandbox';
}

type Problem = { title: string; detail: string | null };

/** Step 4 (docs/product.md "Onboarding flow", "States" progressive questions, "Validation" messages), then the first quote ("Calls"). */
export default function UnderwritingStep() {
  const t = useTexts(onboardingTexts, underwritingTexts, validationTexts, answersTexts);
  const w = useTexts(underwritingTexts);
  // The carrier's questions and the domain's and server's English, in the app's language.
  const say = useLocalized(underwritingTexts, onboardingTexts, validationTexts, answersTexts);
  const dispatch = useAppDispatch();
  const { data: settings } = useGetSettingsQuery();
  const {
    questions,
    underwritingAnswers: answers,
    validatedAddress,
    propertyManager,
  } = useAppSelector((s) => s.onboarding);
  const [loadQuestions, { isLoading: loading }] = useGetUnderwritingQuestionsMutation();
  const [getQuote, { isLoading: quoting }] = useGetQuoteMutation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempted, setAttempted] = useState(false);
  const state = validatedAddress?.state ?? '';
  const today = todayIso();

  useEffect(() => {
    if (questions.length > 0 || !validatedAddress) return;
    const request = loadQuestions({
      underwritingQuestionsRequest: { address: addressInput(validatedAddress) },
    });
    void withLoadingTimeout(request, () =>
      setProblem({ title: flowMessages.generic, detail: null }),
    ).then((result) => {
      if ('data' in result && result.data) {
        if (result.data.error) setProblem({ title: result.data.error.message, detail: null });
        else dispatch(questionsLoaded(orderQuestions(result.data.questions)));
      } else if ((result.error as { name?: string }).name !== 'AbortError') {
        setProblem({ title: flowMessages.generic, detail: null });
      }
    });
    return () => request.abort();
    // The questions load once per address; the slice keeps them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validatedAddress]);

  const context = { today };
  const errors = underwritingErrors(questions, answers, state, context);
  const visible = visibleQuestions(questions, answers, state);
  const setAnswer = (name: string, value: string) => {
    dispatch(underwritingAnswersChanged(answerQuestion(questions, answers, name, value, state)));
  };

  const onContinue = async () => {
    setAttempted(true);
    setProblem(null);
    if (!validatedAddress || !isUnderwritingComplete(questions, answers, state, context)) return;
    const result = await withLoadingTimeout(
      getQuote({
        quoteRequest: {
          policyEffectiveDate: answers[QUESTION.policyEffectiveDate] ?? '',
          address: addressInput(validatedAddress),
          answers: toQuoteAnswers(questions, answers, state),
        },
      }),
      () => setProblem({ title: flowMessages.generic, detail: null }),
    );
    if (!('data' in result) || !result.data) {
      if ((result.error as { name?: string }).name !== 'AbortError')
        setProblem({ title: quoteMessages.quoteError, detail: null });
      return;
    }
    const outcome = quoteOutcome(result.data);
    const quote =
      outcome.kind === 'quoted' ? toQuoteState(result.data, propertyManager, state) : null;
    if (outcome.kind === 'refused') setProblem({ title: outcome.title, detail: outcome.detail });
    else if (quote) dispatch(quoteReceived(quote));
    else setProblem({ title: quoteMessages.quoteError, detail: null });
  };

  const renderInput = (question: UnderwritingQuestion) => {
    const input = questionInput(question);
    const value = answers[question.questionName] ?? '';
    const shown = attempted || value !== '' ? errors[question.questionName] : undefined;
    const id = `q-${question.questionName}`;
    const help = questionHelp(question);
    if (input.kind === 'choice') {
      return (
        <div key={question.questionName} data-testid={id}>
          <OptionGroup
            name={question.questionName}
            legend={say(question.question)}
            help={help && say(help)}
            options={input.options.map((o) => ({
              value: o.value,
              label: say(o.label),
              description: o.description && say(o.description),
            }))}
            value={value || null}
            onChange={(next) => setAnswer(question.questionName, next)}
            error={shown && say(shown)}
          />
        </div>
      );
    }
    const bounds = isQuestion(question, QUESTION.lossDate)
      ? lossDateBounds(today)
      : isQuestion(question, QUESTION.policyEffectiveDate)
        ? policyEffectiveDateBounds(today)
        : {};
    const helpId = `${id}-help`;
    return (
      <Stack key={question.questionName} spacing={0.5} data-testid={id} sx={{ my: 1.5 }}>
        <FormLabel id={id} sx={{ color: 'text.primary', fontWeight: 650 }}>
          {say(question.question)}
        </FormLabel>
        {help ? (
          <Typography id={helpId} variant="body2" color="text.secondary">
            {say(help)}
          </Typography>
        ) : null}
        <TextField
          type={input.kind === 'date' ? 'date' : 'text'}
          value={value}
          error={Boolean(shown)}
          onChange={(event) => setAnswer(question.questionName, event.target.value)}
          slotProps={{
            htmlInput: {
              ...bounds,
              'aria-labelledby': id,
              'aria-describedby': help ? helpId : undefined,
            },
            inputLabel: { shrink: true },
          }}
          sx={{ mt: 0.5 }}
        />
        {shown ? <FormHelperText error>{say(shown)}</FormHelperText> : null}
      </Stack>
    );
  };

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('underwriting')}
      </Typography>
      {loading ? <PageSpinner label={w('loadingQuestions')} /> : null}
      <Stack spacing={1}>{visible.map(renderInput)}</Stack>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {say(problem.title)}
          {problem.detail ? <div>{say(problem.detail)}</div> : null}
        </Alert>
      ) : null}
      {questions.length > 0 ? (
        <Stack spacing={1} sx={{ mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            disabled={quoting}
            onClick={() => void onContinue()}
          >
            {t('continue')}
          </Button>
          {showTestHelper(settings) ? (
            <Button
              variant="text"
              onClick={() =>
                dispatch(underwritingAnswersChanged(testAnswers(questions, state, today)))
              }
            >
              {w('testAnswers')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
