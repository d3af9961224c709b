import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REQUOTE_DEBOUNCE_MS } from '../../../../domain/constants';
import { coverageTexts } from '../../../../domain/i18n/generated/en/coverage';
import { leaseTexts } from '../../../../domain/i18n/generated/en/lease';
import { quoteTexts } from '../../../../domain/i18n/generated/en/quote';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { flowMessages, onboardingTitles, quoteMessages } from '../../../../domain/messages';
import {
  belongingsHelp,
  deductibleMeaning,
  parseAmount,
} from '../../../../domain/onboarding/coverageCopy';
import {
  leaseRequirementsOfQuote,
  monthlySummary,
  withForcedCoverages,
  quotedDiffersFrom,
  quoteOutcome,
  sameSelection,
} from '../../../../domain/onboarding/quote';
import {
  belongingsError,
  defaultLiability,
  enabledToggles,
  liabilityChoices,
  mostPopularLabel,
  needsQuestionnaire,
  parseCue,
  type CoverageSelection,
} from '../../../../domain/quote/coverage';
import {
  contentsFloor,
  proposedLiability,
  requirementBreaches,
} from '../../../../domain/quote/requirements';
import { toQuoteAnswers } from '../../../../domain/underwriting/questions';
import { useGetQuoteMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { OptionGroup } from '../../../design/OptionGroup';
import { coverageAmount } from '../../../design/format';
import { useLocalized, useSay, useTexts } from '../../../i18n/useTexts';
import { withLoadingTimeout } from '../flowGuards';
import { liabilityApprovalChanged, quoteAccepted, quoteUpdated } from '../onboardingSlice';
import { addressInput, coverageParameters, toQuoteState } from '../quoteState';
import { AddOnSwitch } from './AddOnSwitch';
import { PriceBar } from './PriceBar';
import { QuestionnaireDialog, type QuestionnaireResult } from './QuestionnaireDialog';

type Problem = { title: string; detail?: string | null; blocking?: boolean };

/** An amount typed in the belongings field, shown as currency while typing ('$20,000'). */
const asCurrency = (text: string) => {
  const n = parseAmount(text);
  return Number.isNaN(n) ? '' : coverageAmount(n);
};

/**
 * Step 5, the coverage estimator (docs/product.md "Onboarding flow", "States" quote, "Validation"
 * belongings, "Messages" quote errors, "Limits"). Every valid change re-quotes REQUOTE_DEBOUNCE_MS
 * after the last one; a newer re-quote aborts the one in flight (the trigger's promise is kept and
 * `.abort()`ed).
 */
export default function QuoteStep() {
  const dispatch = useAppDispatch();
  const t = useTexts(quoteTexts, coverageTexts, leaseTexts, onboardingTexts, validationTexts);
  const say = useSay(quoteTexts, coverageTexts, leaseTexts);
  // The flow's and the server's texts (a refusal already comes in the app's language).
  const localize = useLocalized(coverageTexts, onboardingTexts, validationTexts);
  const onboarding = useAppSelector((s) => s.onboarding);
  const { quote, propertyManager, validatedAddress, questions, underwritingAnswers } = onboarding;
  const approved = onboarding.liabilityApproved;
  const [getQuote] = useGetQuoteMutation();
  // A coverage the lease forces is on in the selection itself, so every re-quote sends it on.
  const [draft, setDraft] = useState<CoverageSelection | null>(() =>
    quote
      ? withForcedCoverages(
          quote.selection,
          quote.cue.parameters,
          propertyManager,
          validatedAddress?.state ?? '',
        )
      : null,
  );
  const [belongingsText, setBelongingsText] = useState(
    asCurrency(String(quote?.selection.personalPropertyAmount ?? '')),
  );
  const [requesting, setRequesting] = useState(false);
  // The price before the last re-quote: the bar says how a choice moved it.
  const [previousPremium, setPreviousPremium] = useState<number | null>(null);
  // docs/product.md "States": a lease whose minimum is met by 300,000 or more (the smallest offered
  // amount at or above it, e.g. $200,000 required where 100,000, 300,000 and 500,000 are offered)
  // runs the questionnaire before anything else.
  const managerMinimum = onboarding.propertyManager?.liability_limit ?? null;
  const ruleAtStart = quote?.cue.businessRules.rule300KLiability ?? null;
  const proposalAtStart =
    managerMinimum !== null && quote
      ? proposedLiability(parseCue(quote.cue.parameters).liabilityOptions, managerMinimum)
      : null;
  const requires300k = proposalAtStart !== null && needsQuestionnaire(proposalAtStart) && !approved;
  const [problem, setProblem] = useState<Problem | null>(() =>
    requires300k && !ruleAtStart ? { title: quoteMessages.unable300k, blocking: true } : null,
  );
  const [questionnaire, setQuestionnaire] = useState<'choice' | 'required' | null>(() =>
    requires300k && ruleAtStart ? 'required' : null,
  );
  const [restricted, setRestricted] = useState(false);
  const inflight = useRef<ReturnType<typeof getQuote> | null>(null);
  const [forceRequote, setForceRequote] = useState(() =>
    quote ? quotedDiffersFrom(quote.coverageDetails, quote.selection) : false,
  );

  const state = validatedAddress?.state ?? '';
  const cue = quote ? parseCue(quote.cue.parameters) : null;
  const rule = quote?.cue.businessRules.rule300KLiability ?? null;
  const liabilityMinimum = propertyManager?.liability_limit ?? null;
  // The lease's requirements, by the same rule the server applies (domain/quote/requirements).
  const requirements = quote
    ? leaseRequirementsOfQuote(quote.cue.parameters, propertyManager, state)
    : null;
  const breaches = draft && requirements ? requirementBreaches(draft, requirements) : [];

  const amountError =
    cue && draft
      ? (belongingsError(draft.personalPropertyAmount, cue.limits) ??
        breaches.find((b) => b.field === 'personalPropertyAmount')?.text)
      : undefined;
  const valid =
    draft !== null && amountError === undefined && breaches.length === 0 && !problem?.blocking;

  const requote = useCallback(
    async (selection: CoverageSelection) => {
      if (!quote || !validatedAddress) return;
      inflight.current?.abort();
      const request = getQuote({
        quoteRequest: {
          policyEffectiveDate:
            quote.policyEffectiveDate ?? underwritingAnswers.policyEffectiveDate ?? '',
          address: addressInput(validatedAddress),
          answers: toQuoteAnswers(questions, underwritingAnswers, state),
          workItemId: quote.workItemId,
          coverageParameters: coverageParameters(selection),
        },
      });
      inflight.current = request;
      setRequesting(true);
      const result = await withLoadingTimeout(request, () =>
        setProblem({ title: flowMessages.generic }),
      );
      if (inflight.current !== request) return; // superseded by a newer re-quote
      inflight.current = null;
      setRequesting(false);
      if (!('data' in result) || !result.data) {
        const error = result.error as { name?: string; status?: number; data?: unknown };
        // A coverage the lease refuses (400 with the lease's message, e.g. below the minimum).
        const refused =
          error.status === 400 ? (error.data as { message?: string } | undefined)?.message : null;
        if (error.name !== 'AbortError') setProblem({ title: refused || quoteMessages.quoteError });
        return;
      }
      const outcome = quoteOutcome(result.data);
      const next =
        outcome.kind === 'quoted'
          ? toQuoteState(result.data, propertyManager, state, selection)
          : null;
      if (outcome.kind === 'refused') setProblem({ title: outcome.title, detail: outcome.detail });
      else if (next) {
        setProblem(null);
        setPreviousPremium(quote.premium);
        dispatch(quoteUpdated(next));
      } else setProblem({ title: quoteMessages.quoteError });
    },
    [
      quote,
      validatedAddress,
      getQuote,
      questions,
      underwritingAnswers,
      state,
      propertyManager,
      dispatch,
    ],
  );

  // Debounced re-quote after a valid change (or at once-debounced when the carrier's first
  // answer does not match the defaults and manager minimums).
  useEffect(() => {
    if (!quote || !draft || !valid || questionnaire) return undefined;
    if (sameSelection(draft, quote.selection) && !forceRequote) return undefined;
    const timer = setTimeout(() => {
      setForceRequote(false);
      void requote(draft);
    }, REQUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `quote` changes when a re-quote answers; only the draft drives new requests.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, valid, questionnaire, forceRequote]);

  useEffect(() => () => inflight.current?.abort(), []);

  if (!quote || !draft || !cue) {
    return <Alert severity="error">{localize(flowMessages.missingQuote)}</Alert>;
  }

  const liabilityOptions = liabilityChoices(cue.liabilityOptions, liabilityMinimum);
  const toggles = enabledToggles(cue.flags);
  const forcedCoverages = requirements?.forcedCoverages ?? [];
  const belongingsFrom = contentsFloor(cue.limits, requirements?.contentsMinimum ?? null);
  const monthly = monthlySummary(quote.schedules);
  const current = sameSelection(draft, quote.selection) && !requesting && !forceRequote;

  const change = (patch: Partial<CoverageSelection>) => setDraft({ ...draft, ...patch });
  const popular = (kind: 'liability' | 'deductible', value: number) => {
    const label = mostPopularLabel(kind, value);
    return label === null ? undefined : localize(label);
  };

  const chooseLiability = (value: number) => {
    if (needsQuestionnaire(value) && !approved) {
      if (!rule) {
        setProblem({ title: quoteMessages.unable300k });
        return;
      }
      setQuestionnaire('choice');
      return;
    }
    change({ liabilityAmount: value });
  };

  const questionnaireDone = (result: QuestionnaireResult, message?: string) => {
    const mode = questionnaire;
    setQuestionnaire(null);
    const target = rule?.targetValue ?? 300000;
    if (result === 'approved') {
      dispatch(liabilityApprovalChanged(true));
      setProblem(null);
      change({ liabilityAmount: target });
      return;
    }
    if (mode === 'required') {
      setProblem({
        title:
          result === 'denied'
            ? quoteMessages.managerRequires300kNotQualified
            : (message ?? quoteMessages.liabilityRequirementsError),
        blocking: true,
      });
      return;
    }
    if (result === 'denied') {
      setRestricted(true);
      change({ liabilityAmount: defaultLiability(cue.liabilityOptions, liabilityMinimum) });
    } else if (result === 'error') {
      setProblem({ title: message ?? quoteMessages.liabilityRequirementsError });
    }
  };

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('quoteTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('belongingsLabel')}
          value={belongingsText}
          error={Boolean(amountError)}
          helperText={
            amountError === undefined
              ? belongingsHelp(
                  {
                    from: belongingsFrom,
                    to: cue.limits.personalPropertyMax,
                    step: cue.limits.personalPropertyIncrement,
                  },
                  say,
                )
              : typeof amountError === 'string'
                ? localize(amountError)
                : say(amountError)
          }
          onChange={(event) => {
            setBelongingsText(asCurrency(event.target.value));
            change({ personalPropertyAmount: parseAmount(event.target.value) });
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <OptionGroup
          name="liability"
          legend={t('liabilityLegend')}
          help={t('liabilityHelp')}
          options={liabilityOptions.map((o) => ({
            value: String(o),
            label: coverageAmount(o),
            aside: popular('liability', o),
            description:
              needsQuestionnaire(o) && !approved ? t('liabilityNeedsQuestions') : undefined,
          }))}
          value={String(draft.liabilityAmount)}
          onChange={(value) => chooseLiability(Number(value))}
        />
        <OptionGroup
          name="deductible"
          legend={t('deductibleLegend')}
          help={t('deductibleHelp')}
          options={cue.deductibleOptions.map((o) => ({
            value: String(o),
            label: coverageAmount(o),
            aside: popular('deductible', o),
            description: deductibleMeaning(o, say),
          }))}
          value={String(draft.deductible)}
          onChange={(value) => change({ deductible: Number(value) })}
        />
        {toggles.map((name) => (
          <AddOnSwitch
            key={name}
            name={name}
            state={state}
            personalProperty={draft.personalPropertyAmount}
            checked={Boolean(draft.toggles[name])}
            forced={forcedCoverages.includes(name)}
            price={quote.addOnPrices?.[name]}
            onChange={(on) => change({ toggles: { ...draft.toggles, [name]: on } })}
          />
        ))}
        {problem ? (
          <Alert severity="error">
            {localize(problem.title)}
            {problem.detail ? <div>{localize(problem.detail)}</div> : null}
          </Alert>
        ) : null}
        <PriceBar
          premium={quote.premium}
          monthly={monthly}
          previous={previousPremium}
          requesting={requesting}
        />
        <Button
          variant="contained"
          size="large"
          disabled={!valid || !current || Boolean(problem)}
          onClick={() => dispatch(quoteAccepted())}
        >
          {localize(onboardingTitles.continue)}
        </Button>
      </Stack>
      {questionnaire && rule ? (
        <QuestionnaireDialog rule={rule} onDone={questionnaireDone} />
      ) : null}
      <Dialog open={restricted} onClose={() => setRestricted(false)}>
        <DialogTitle>{localize(quoteMessages.liabilityRestrictionTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{localize(quoteMessages.notQualified300k)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRestricted(false)}>{t('ok')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
