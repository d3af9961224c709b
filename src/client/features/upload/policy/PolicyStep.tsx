import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { Field, Form, FormSpy } from 'react-final-form';
import { uploadTexts } from '../../../../domain/i18n/generated/en/upload';
import { uploadPolicyTexts } from '../../../../domain/i18n/generated/en/uploadPolicy';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import type { Locale } from '../../../../domain/i18n/locales';
import type { Say } from '../../../../domain/i18n/texts';
import { typedLiabilityError } from '../../../../domain/upload/liability';
import { validatePayload, type UploadPolicy } from '../../../../domain/upload/payload';
import {
  endDateFor,
  liabilityAmount,
  policyErrors,
  type UploadPolicyValues,
} from '../../../../domain/validation/upload';
import {
  useGetSettingsQuery,
  useValidateThirdPartyPolicyMutation,
  type ProofCheck,
} from '../../../api';
import { errorBody } from '../../../api/errors';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CheckboxAdapter, TextFieldAdapter } from '../../../components/fields';
import { coverageAmount } from '../../../design/format';
import { useAppLocale } from '../../../i18n/appLocale';
import { useSay, useTexts } from '../../../i18n/useTexts';
import { interestedPartyOf, subjectOf } from '../subject';
import { policyChecked, policyDrafted, type ProofSummary } from '../uploadSlice';
import type { WizardMemory } from '../wizardMemory';
import { FilePicker } from './FilePicker';
import { PolicyCheckDialog } from './PolicyCheckDialog';

type Values = UploadPolicyValues & Record<keyof UploadPolicy, string>;

const policyOf = (v: Values): UploadPolicy => ({
  startDate: v.startDate ?? '',
  endDate: v.endDate ?? '',
  provider: v.provider ?? '',
  policyNumber: v.policyNumber ?? '',
  liabilityCoverage: String(v.liabilityCoverage ?? ''),
});

/**
 * The form's rules (the `validation` catalog's English, which the fields show in the app's
 * language), and a typed liability below the property's minimum (a phrase with both amounts,
 * said in the app's language here).
 */
function errorsWithMinimum(values: Values, minimum: number, say: Say) {
  const errors: Record<string, string | undefined> = policyErrors(values);
  errors.liabilityCoverage ??= typedLiabilityError(
    liabilityAmount(values.liabilityCoverage),
    minimum,
    say,
  );
  return errors;
}

/**
 * Step 2 (docs/product.md "Upload wizard", "States", "Validation"): "Hey {name}, let's continue!",
 * the policy form (the end date follows the start by a year whenever the start changes), the PDF
 * and both confirmations; the policy is then checked ('Checking your document…' meanwhile). A valid
 * page, or one staff must review (nothing failed, something could not be read), goes on to review
 * with what was found; a failed check opens the 'Interested Party Error' alert.
 */
export default function PolicyStep({ file, onFile }: WizardMemory) {
  // Every area the step shows loads in one wait: its own, the route's and the fields' errors.
  const t = useTexts(uploadPolicyTexts, uploadTexts, validationTexts);
  const w = useTexts(uploadTexts);
  const say = useSay(uploadPolicyTexts);
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.upload);
  const { data: settings } = useGetSettingsQuery();
  const [validate] = useValidateThirdPartyPolicyMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const [doubt, setDoubt] = useState<{
    checks: ProofCheck[] | undefined;
    values: Values;
    locale: Locale;
  } | null>(null);
  const locale = useAppLocale();
  const subject = subjectOf(state);
  const party = interestedPartyOf(state, settings?.defaultInterestedPartyMailingAddress ?? '');
  const fileLost = !file && Boolean(state.fileName);

  const proceed = (values: Values, override: boolean, proof: ProofSummary | null) => {
    if (!file) return;
    dispatch(policyChecked({ policy: policyOf(values), fileName: file.name, override, proof }));
  };

  const onSubmit = async (values: Values) => {
    setFailed(null);
    if (!file) return;
    // The reasons come back in the language asked in (the app's, sent as Accept-Language).
    const asked = locale;
    const result = await validate({
      validatePolicyFileRequest: validatePayload(subject, policyOf(values), file),
    });
    if (!('data' in result) || !result.data) {
      // The server's own refusal of the typed liability (a company whose minimum the form did
      // not know) is shown in its words; any other failure is docs/product.md "Messages" validation
      // error.
      const body = 'error' in result ? errorBody(result.error) : undefined;
      const low = body?.code === 'LIABILITY_BELOW_MINIMUM' && typeof body.message === 'string';
      setFailed(low ? String(body.message) : t('validateError'));
      return;
    }
    const { checks = [], is_valid } = result.data;
    const outcome = result.data.outcome ?? (is_valid ? 'valid' : 'invalid');
    if (outcome === 'invalid') setDoubt({ checks, values, locale: asked });
    else proceed(values, false, { outcome, checks, locale: asked });
  };

  const draft = state.policy;
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        {t('continueTitle', { name: subject.firstName })}
      </Typography>
      <Form<Values>
        onSubmit={onSubmit}
        validate={(values) => errorsWithMinimum(values, party.minLiability, say)}
        // The initial values follow the saved draft and the chosen file (a renewal's prefill
        // lands after the step shows): what the tenant already changed, a ticked box included, is
        // kept when they do, instead of the form starting over once the PDF has been read.
        keepDirtyOnReinitialize
        initialValues={{
          startDate: draft?.startDate ?? '',
          endDate: draft?.endDate ?? '',
          provider: draft?.provider ?? '',
          policyNumber: draft?.policyNumber ?? '',
          liabilityCoverage: draft?.liabilityCoverage ?? '',
          fileName: file?.name ?? '',
          confirmInterestedParty: false,
          confirmLiability: false,
        }}
        render={({ handleSubmit, submitting, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={w('policyInfo')}>
            <FormSpy<Values>
              subscription={{ values: true }}
              onChange={({ values }) =>
                dispatch(
                  policyDrafted({
                    policy: policyOf(values),
                    fileName: String(values.fileName ?? '') || state.fileName,
                  }),
                )
              }
            />
            <Field<string>
              name="startDate"
              type="date"
              render={({ input, meta }) => (
                <TextFieldAdapter
                  input={{
                    ...input,
                    onChange: (event: ChangeEvent<HTMLInputElement>) => {
                      input.onChange(event);
                      form.change('endDate', endDateFor(event.target.value));
                    },
                  }}
                  meta={meta}
                  label={t('startDate')}
                />
              )}
            />
            <Field name="endDate" type="date" label={t('endDate')} component={TextFieldAdapter} />
            <Field
              name="provider"
              label={t('provider')}
              component={TextFieldAdapter}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Field
              name="policyNumber"
              label={t('policyNumber')}
              component={TextFieldAdapter}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Field
              name="liabilityCoverage"
              label={t('liabilityCoverage')}
              component={TextFieldAdapter}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {fileLost ? <Alert severity="info">{t('fileAgain')}</Alert> : null}
            <Field<string>
              name="fileName"
              render={({ input, meta }) => (
                <FilePicker
                  fileName={input.value}
                  error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  onName={(name) => {
                    input.onChange(name);
                    input.onBlur();
                  }}
                  onFile={onFile}
                />
              )}
            />
            <Field
              name="confirmInterestedParty"
              type="checkbox"
              component={CheckboxAdapter}
              label={t('confirmInterestedParty', {
                name: party.name,
                mailingAddress: party.mailingAddress,
              })}
            />
            <Field
              name="confirmLiability"
              type="checkbox"
              component={CheckboxAdapter}
              label={t('confirmLiability', { amount: coverageAmount(party.minLiability) })}
            />
            {failed ? <Alert severity="error">{failed}</Alert> : null}
            {submitting ? (
              <Alert
                severity="info"
                role="status"
                icon={<CircularProgress size={20} aria-hidden />}
              >
                {t('checking')}
              </Alert>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              sx={{ mt: 2 }}
              fullWidth
            >
              {t('continue')}
            </Button>
          </form>
        )}
      />
      {doubt ? (
        <PolicyCheckDialog
          checks={doubt.checks}
          onCancel={() => setDoubt(null)}
          onUploadAnyway={() => {
            const { values, checks, locale: asked } = doubt;
            setDoubt(null);
            proceed(values, true, { outcome: 'invalid', checks: checks ?? [], locale: asked });
          }}
        />
      ) : null}
    </Stack>
  );
}
