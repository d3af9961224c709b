import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  CLAIM_ADDRESS_INPUT_MAX_LENGTH,
  CLAIM_PHONE_INPUT_MAX_LENGTH,
  CLAIM_TEXT_MAX_LENGTH,
  CLAIM_TIME_INPUT_MAX_LENGTH,
  CLAIM_TYPES,
} from '../../../domain/constants';
import { claimMessages as m, screenTexts, successMessages } from '../../../domain/messages';
import { PATHS } from '../../../domain/routes';
import {
  claimFormErrors,
  yesNoToBoolean,
  type ClaimFormValues,
} from '../../../domain/validation/claim';
import { useSubmitClaimMutation, useUploadClaimPhotoFileMutation } from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { toastShown } from '../../app/ui';
import { PageSpinner } from '../../components/PageSpinner';
import { TextFieldAdapter } from '../../components/fields';
import { SectionCard } from '../../design/cards';
import { ChoiceField } from './ChoiceField';
import { PartnerClaims } from './PartnerClaims';
import { PhotoPicker } from './PhotoPicker';
import { useFirstActivePolicy } from './useFirstActivePolicy';

const TEXT_FIELDS = [
  {
    name: 'phone',
    label: m.phoneLabel,
    max: CLAIM_PHONE_INPUT_MAX_LENGTH,
    type: 'tel',
    autoComplete: 'tel',
  },
  { name: 'address', label: m.addressLabel, max: CLAIM_ADDRESS_INPUT_MAX_LENGTH },
  { name: 'time', label: m.timeLabel, max: CLAIM_TIME_INPUT_MAX_LENGTH },
  { name: 'description', label: m.descriptionLabel, max: CLAIM_TEXT_MAX_LENGTH, multiline: true },
  { name: 'property', label: m.propertyLabel, max: CLAIM_TEXT_MAX_LENGTH, multiline: true },
  { name: 'payee', label: m.payeeLabel, max: CLAIM_TEXT_MAX_LENGTH, autoComplete: 'name' },
] as const;

/**
 * SPEC §2.10 report-a-claim, §2.13, §5: the claim form for the first active policy, with photos
 * (beyond the spec). Photos go up one by one first, then the claim lists their ids; a spinner
 * covers both, then 'Your claim has been submitted!' and claim history.
 */
export default function ReportClaimScreen() {
  const { policy, partner, isLoading } = useFirstActivePolicy();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [upload] = useUploadClaimPhotoFileMutation();
  const [submitClaim] = useSubmitClaimMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (isLoading) return <PageSpinner />;
  if (!policy && partner)
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{m.reportTitle}</Typography>
        <PartnerClaims policy={partner} page="report" />
      </Stack>
    );
  if (!policy) return <Typography>{screenTexts.noActivePolicies}</Typography>;

  const onSubmit = async (values: ClaimFormValues) => {
    setError(null);
    const photoIds: string[] = [];
    for (const file of files) {
      const sent = await upload({ policyId: policy.policyId, file });
      if ('error' in sent) {
        setError(errorMessage(sent.error, m.photoUploadFailed));
        return;
      }
      photoIds.push(sent.data.photoId);
    }
    const details = values.additional_details?.trim();
    const result = await submitClaim({
      policyId: policy.policyId,
      claimSubmission: {
        type: values.type as (typeof CLAIM_TYPES)[number],
        phone: values.phone ?? '',
        address: values.address ?? '',
        time: values.time ?? '',
        description: values.description ?? '',
        property: values.property ?? '',
        payee: values.payee ?? '',
        ...(details ? { additional_details: details } : {}),
        habitable: yesNoToBoolean(values.habitable),
        vacated: yesNoToBoolean(values.vacated),
        police: yesNoToBoolean(values.police),
        ...(photoIds.length ? { photoIds } : {}),
      },
    });
    if ('error' in result) {
      setError(errorMessage(result.error, m.submitFailed));
      return;
    }
    dispatch(toastShown({ message: successMessages.claimSubmitted, severity: 'success' }));
    navigate(PATHS.claimHistory);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{m.reportTitle}</Typography>
      <Form<ClaimFormValues>
        onSubmit={onSubmit}
        validate={claimFormErrors}
        initialValues={{ type: '' }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={m.reportTitle}>
            <SectionCard title={policy.carrierPolicyNumber ?? m.reportTitle}>
              <ChoiceField name="type" legend={m.typeLabel} choices={CLAIM_TYPES} />
              {TEXT_FIELDS.map((f) => (
                <Field
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  component={TextFieldAdapter}
                  type={'type' in f ? f.type : undefined}
                  autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
                  multiline={'multiline' in f}
                  minRows={'multiline' in f ? 2 : undefined}
                  slotProps={{ htmlInput: { maxLength: f.max } }}
                />
              ))}
              <ChoiceField name="habitable" legend={m.habitableLabel} />
              <ChoiceField name="vacated" legend={m.vacatedLabel} />
              <ChoiceField name="police" legend={m.policeLabel} />
              <Field
                name="additional_details"
                label={m.additionalLabel}
                component={TextFieldAdapter}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: CLAIM_TEXT_MAX_LENGTH } }}
              />
              <PhotoPicker files={files} onChange={setFiles} />
              {error ? <Alert severity="error">{error}</Alert> : null}
              <Box sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" disabled={submitting} fullWidth>
                  {m.submitClaim}
                </Button>
              </Box>
              {submitting ? (
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
                  <CircularProgress size={24} aria-hidden />
                  <Typography>{m.submitting}</Typography>
                </Box>
              ) : null}
            </SectionCard>
          </form>
        )}
      />
    </Stack>
  );
}
