import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REQUOTE_DEBOUNCE_MS } from '../../../../domain/constants';
import {
  flowMessages,
  leaseRequirementMessages,
  onboardingTitles,
  quoteMessages,
} from '../../../../domain/messages';
import {
  coverageChoiceCopy as copy,
  deductibleMeaning,
  parseAmount,
  toggleCopy,
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
import { quotePriceTexts } from '../../../../domain/payments/quotePrice';
import { toQuoteAnswers } from '../../../../domain/underwriting/questions';
import { useGetQuoteMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { OptionGroup } from '../../../design/OptionGroup';
import { coverageAmount } from '../../../design/format';
import { withLoadingTimeout } from '../flowGuards';
import { liabilityApprovalChanged, quoteAccepted, quoteUpdated } from '../onboardingSlice';
import { addressInput, coverageParameters, toQuoteState } from '../quoteState';
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
        breaches.find((b) => b.field === 'personalPropertyAmount')?.message)
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
    return <Alert severity="error">{flowMessages.missingQuote}</Alert>;
  }

  const liabilityOptions = liabilityChoices(cue.liabilityOptions, liabilityMinimum);
  const toggles = enabledToggles(cue.flags);
  const forcedCoverages = requirements?.forcedCoverages ?? [];
  const belongingsFrom = contentsFloor(cue.limits, requirements?.contentsMinimum ?? null);
  const monthly = monthlySummary(quote.schedules);
  const current = sameSelection(draft, quote.selection) && !requesting && !forceRequote;

  const change = (patch: Partial<CoverageSelection>) => setDraft({ ...draft, ...patch });

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
        Your quote
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={copy.belongingsLabel}
          value={belongingsText}
          error={Boolean(amountError)}
          helperText={
            amountError ??
            `${copy.belongingsHelp} ${coverageAmount(belongingsFrom)} to ${coverageAmount(cue.limits.personalPropertyMax)}, in steps of ${coverageAmount(cue.limits.personalPropertyIncrement)}.`
          }
          onChange={(event) => {
            setBelongingsText(asCurrency(event.target.value));
            change({ personalPropertyAmount: parseAmount(event.target.value) });
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <OptionGroup
          name="liability"
          legend={copy.liabilityLegend}
          help={copy.liabilityHelp}
          options={liabilityOptions.map((o) => ({
            value: String(o),
            label: coverageAmount(o),
            aside: mostPopularLabel('liability', o) ?? undefined,
            description:
              needsQuestionnaire(o) && !approved ? copy.liabilityNeedsQuestions : undefined,
          }))}
          value={String(draft.liabilityAmount)}
          onChange={(value) => chooseLiability(Number(value))}
        />
        <OptionGroup
          name="deductible"
          legend={copy.deductibleLegend}
          help={copy.deductibleHelp}
          options={cue.deductibleOptions.map((o) => ({
            value: String(o),
            label: coverageAmount(o),
            aside: mostPopularLabel('deductible', o) ?? undefined,
            description: deductibleMeaning(o),
          }))}
          value={String(draft.deductible)}
          onChange={(value) => change({ deductible: Number(value) })}
        />
        {toggles.map((name) => {
          const copy = toggleCopy(name, state, draft.personalPropertyAmount);
          const forced = forcedCoverages.includes(name);
          const price = quote.addOnPrices?.[name];
          return (
            <Stack key={name} spacing={0}>
              <FormControlLabel
                control={
                  <Switch
                    checked={forced || Boolean(draft.toggles[name])}
                    disabled={forced}
                    slotProps={{
                      input: {
                        'aria-describedby': price !== undefined ? `addon-price-${name}` : undefined,
                      },
                    }}
                    onChange={(event) =>
                      change({ toggles: { ...draft.toggles, [name]: event.target.checked } })
                    }
                  />
                }
                label={copy.label}
              />
              {copy.description ? (
                <Typography variant="body2" color="text.secondary">
                  {copy.description}
                </Typography>
              ) : null}
              {price !== undefined ? (
                <Typography
                  variant="body2"
                  id={`addon-price-${name}`}
                  sx={{ fontWeight: 600 }}
                  data-testid={`addon-price-${name}`}
                >
                  {quotePriceTexts.addOn(price)}
                </Typography>
              ) : null}
              {forced ? (
                <Typography variant="body2" color="text.secondary">
                  {name === 'waterDamageLiability'
                    ? leaseRequirementMessages.waterDamageLiabilityRequired
                    : null}
                </Typography>
              ) : null}
            </Stack>
          );
        })}
        {problem ? (
          <Alert severity="error">
            {problem.title}
            {problem.detail ? <div>{problem.detail}</div> : null}
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
          {onboardingTitles.continue}
        </Button>
      </Stack>
      {questionnaire && rule ? (
        <QuestionnaireDialog rule={rule} onDone={questionnaireDone} />
      ) : null}
      <Dialog open={restricted} onClose={() => setRestricted(false)}>
        <DialogTitle>{quoteMessages.liabilityRestrictionTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{quoteMessages.notQualified300k}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRestricted(false)}>OK</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
