import Alert from '@mui/material/Alert';
import { accountPagesTexts } from '../../../domain/i18n/generated/en/accountPages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useForm } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  CLAIM_STEPS,
  claimPayload,
  claimPrefill,
  claimStepErrors,
  firstStepWithErrors,
  localDay,
  type ClaimStep,
  type ClaimWizardValues,
} from '../../../domain/claims/claimForm';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { claimsTexts } from '../../../domain/i18n/generated/en/claims';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { plainTexts } from '../../../domain/i18n/texts';
import { PATHS } from '../../../domain/routes';
import { useSubmitClaimMutation, useUploadClaimPhotoFileMutation, type Policy } from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { toastShown } from '../../app/ui';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../design/cards';
import { useFocusHeading } from '../../design/useFocusHeading';
import { useLocalized, useTexts } from '../../i18n/useTexts';
import type { ClaimFiledState } from './claimFiledState';
import { ContactStep, DamageStep, ReviewStep, STEP_TITLES, WhatHappenedStep } from './ClaimSteps';
import { PartnerClaims } from './PartnerClaims';
import { useFirstActivePolicy } from './useFirstActivePolicy';
import { appNow } from '../../app/appClock';

/**
 * docs/product.md "Account pages" report-a-claim, "Account pages", "Records", "Validation": the
 * claim for the first active policy in short steps (what happened, the damage, contact and payment,
 * then a check of every answer), with what the app knows filled in and photos. Photos go up one by
 * one first, then the claim lists their ids; a spinner covers both, then 'Your claim has been
 * submitted!' and claim history, which shows the claim's confirmation and next steps.
 */
export default function ReportClaimScreen() {
  // Every area the form shows (its fields' messages, the server's refusals) loads in one wait.
  const t = useTexts(claimsTexts, validationTexts, answersTexts, accountPagesTexts);
  const shell = useTexts(accountPagesTexts);
  const { policy, partner, isLoading } = useFirstActivePolicy();
  if (isLoading) return <PageSpinner />;
  if (!policy && partner)
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{t('reportTitle')}</Typography>
        <PartnerClaims policy={partner} page="report" />
      </Stack>
    );
  if (!policy) return <Typography>{shell('noActivePolicies')}</Typography>;
  return <ClaimWizard policy={policy} />;
}

/**
 * Puts what the app knows into the form once, as answers rather than the form's initialValues:
 * react-final-form sets a field back to its initial value when the field mounts again, which in a
 * form in steps would undo a changed phone each time the tenant returns to that step.
 */
function Prefill({ values }: { values: ClaimWizardValues }) {
  const form = useForm<ClaimWizardValues>();
  useEffect(() => {
    form.batch(() => {
      for (const [name, value] of Object.entries(values) as [keyof ClaimWizardValues, string][])
        if (value && form.getState().values[name] === undefined) form.change(name, value);
    });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

// The form's own fallbacks, kept in English and shown through `localize` like a server's answer,
// so an alert follows a change of language.
const english = /* @__PURE__ */ plainTexts(claimsTexts);

function ClaimWizard({ policy }: { policy: Policy }) {
  const t = useTexts(claimsTexts);
  // A refusal the server answered (in the app's language, or a claim photo's in English) or the
  // form's own fallback, shown in the tenant's language.
  const localize = useLocalized(claimsTexts, answersTexts, validationTexts);
  const user = useAppSelector(selectUser);
  const [step, setStep] = useState<ClaimStep>('what');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [upload] = useUploadClaimPhotoFileMutation();
  const [submitClaim] = useSubmitClaimMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const stepRef = useRef<HTMLDivElement>(null);
  useFocusHeading(step, stepRef);
  // The tenant's own day: a loss late in the evening is not 'in the future' in UTC terms.
  const today = localDay(appNow());
  const prefill = useMemo(
    () =>
      claimPrefill({
        phone: user?.billingAddress.phone,
        insuredAddress: policy.insuredAddress,
        insured: policy.tenant,
      }),
    // Filled in once, when the form opens; later changes to the account do not overwrite answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [policy.policyId],
  );
  const index = CLAIM_STEPS.indexOf(step);
  const stepTitle = t('step', {
    n: index + 1,
    total: CLAIM_STEPS.length,
    title: t(STEP_TITLES[step]),
  });
  // Only this step's fields are checked; a new function only when the step changes.
  const validate = useCallback(
    (values: ClaimWizardValues) => claimStepErrors(step, values, today),
    [step, today],
  );

  const send = async (values: ClaimWizardValues) => {
    setError(null);
    const photoIds: string[] = [];
    for (const file of files) {
      const sent = await upload({ policyId: policy.policyId, file });
      if ('error' in sent) {
        setError(errorMessage(sent.error, english.photoUploadFailed));
        return;
      }
      photoIds.push(sent.data.photoId);
    }
    const result = await submitClaim({
      policyId: policy.policyId,
      claimSubmission: { ...claimPayload(values), ...(photoIds.length ? { photoIds } : {}) },
    });
    if ('error' in result) {
      setError(errorMessage(result.error, english.submitFailed));
      return;
    }
    // In the app's language already (the toast shows a text no area of its own has as it is).
    dispatch(toastShown({ message: t('submitted'), severity: 'success' }));
    const state: ClaimFiledState = {
      filed: { claimNumber: result.data.claimNumber, phone: claimPayload(values).phone },
    };
    navigate(PATHS.claimHistory, { state });
  };

  const onSubmit = async (values: ClaimWizardValues) => {
    if (step !== 'review') {
      setStep(CLAIM_STEPS[index + 1]!);
      return;
    }
    // A step left incomplete (never the case through Next, but an Edit may clear an answer).
    const incomplete = firstStepWithErrors(values, today);
    if (incomplete) {
      setStep(incomplete);
      return;
    }
    await send(values);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('reportTitle')}</Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / CLAIM_STEPS.length) * 100}
        aria-label={t('reportTitle')}
        aria-valuetext={stepTitle}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Form<ClaimWizardValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('reportTitle')}>
            <Prefill values={prefill} />
            <Box ref={stepRef}>
              <SectionCard title={stepTitle}>
                {policy.carrierPolicyNumber ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('policyLabel')} <span translate="no">{policy.carrierPolicyNumber}</span>
                  </Typography>
                ) : null}
                {step === 'what' ? <WhatHappenedStep today={today} /> : null}
                {step === 'damage' ? <DamageStep files={files} onFiles={setFiles} /> : null}
                {step === 'contact' ? <ContactStep /> : null}
                {step === 'review' ? (
                  <ReviewStep values={values} photos={files.length} onEdit={setStep} />
                ) : null}
                {error ? (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {localize(error)}
                  </Alert>
                ) : null}
                <Stack spacing={1.5} sx={{ mt: 3 }}>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={submitting}
                    fullWidth
                  >
                    {t(step === 'review' ? 'submitClaim' : 'next')}
                  </Button>
                  {index > 0 ? (
                    <Button
                      variant="outlined"
                      disabled={submitting}
                      fullWidth
                      onClick={() => {
                        setError(null);
                        setStep(CLAIM_STEPS[index - 1]!);
                      }}
                    >
                      {t('back')}
                    </Button>
                  ) : null}
                </Stack>
                {submitting ? (
                  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
                    <CircularProgress size={24} aria-hidden />
                    <Typography>{t('submitting')}</Typography>
                  </Box>
                ) : null}
              </SectionCard>
            </Box>
          </form>
        )}
      />
    </Stack>
  );
}
