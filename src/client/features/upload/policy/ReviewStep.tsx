import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { uploadTexts } from '../../../../domain/i18n/generated/en/upload';
import { uploadPolicyTexts } from '../../../../domain/i18n/generated/en/uploadPolicy';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { loginPath } from '../../../../domain/routes';
import { accountUploadPayload, thirdPartyUploadPayload } from '../../../../domain/upload/payload';
import {
  fileNameError,
  liabilityAmount,
  uploadPasswordError,
} from '../../../../domain/validation/upload';
import {
  useUploadAccountPolicyMutation,
  useUploadThirdPartyPolicyMutation,
  type UploadResult,
} from '../../../api';
import { errorStatus } from '../../../api/errors';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { toastShown } from '../../../app/ui';
import { ListRow, ListRows, SectionCard } from '../../../design/cards';
import { coverageAmount } from '../../../design/format';
import { TextInput } from '../../../design/TextInput';
import { useDay, useLocalized, useTexts } from '../../../i18n/useTexts';
import { subjectOf } from '../subject';
import { uploadFailed, uploadReset, uploadSucceeded } from '../uploadSlice';
import type { WizardMemory } from '../wizardMemory';
import { FilePicker } from './FilePicker';
import { ProofResult } from './ProofResult';
import { useProofInLanguage } from './useProofInLanguage';

/**
 * What the upload answers. openapi's UploadResult has no token yet; the server is adding the
 * one-time token a new tenant's login is created with (as issuePolicy's `token`), read here when
 * present (see SuccessStep).
 */
type UploadAnswer = UploadResult & { token?: string | null };

/** The tenant's own answers (names, addresses, numbers): a translator leaves them alone. */
const Data = ({ children }: { children: ReactNode }) => <span translate="no">{children}</span>;

/**
 * Step 3 (docs/product.md "Upload wizard", "States", "Validation"): the tenant's and the policy's
 * details, a password for a new user (required, at least 7), and 'Continue', which uploads. A
 * signed-in tenant's own lease goes to POST /account/upload; anyone else's upload to POST
 * /thirdPartyPolicy/upload (docs/product.md "Records" payload).
 */
export default function ReviewStep({ file, onFile, password, onPassword }: WizardMemory) {
  // Every area the step shows loads in one wait: its own, the route's and the password's errors.
  const t = useTexts(uploadPolicyTexts, uploadTexts, validationTexts);
  const w = useTexts(uploadTexts);
  const localize = useLocalized(validationTexts);
  const day = useDay();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector((s) => s.upload);
  const signedIn = useAppSelector(selectSignedIn);
  const [uploadAccount] = useUploadAccountPolicyMutation();
  const [uploadThirdParty] = useUploadThirdPartyPolicyMutation();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [fileName, setFileName] = useState(file?.name ?? '');
  const [fileError, setFileError] = useState<string | undefined>();
  const [exists, setExists] = useState(false);
  const [busy, setBusy] = useState(false);
  useProofInLanguage(file);
  const subject = subjectOf(state);
  const policy = state.policy;
  if (!policy) return <Alert severity="error">{t('noPolicyFound')}</Alert>;

  const ownLease =
    signedIn &&
    subject.leaseId !== null &&
    state.original !== null &&
    state.original.tenant_email === state.tenant?.tenant_email;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // English of a rule (validation) or of this step: the file picker shows it in the app's language.
    const noFile = file ? undefined : (fileNameError(fileName) ?? t('noPolicyFound'));
    const badPassword = signedIn ? undefined : uploadPasswordError(password);
    setFileError(noFile);
    setPasswordError(badPassword);
    if (noFile || badPassword || !file) return;
    setBusy(true);
    setExists(false);
    const result =
      ownLease && subject.leaseId !== null
        ? await uploadAccount({
            accountUploadRequest: accountUploadPayload(
              subject.leaseId,
              policy,
              file,
              state.override,
            ),
          })
        : await uploadThirdParty({
            thirdPartyUploadRequest: thirdPartyUploadPayload(
              subject,
              policy,
              file,
              state.override,
              signedIn ? null : password,
            ),
          });
    setBusy(false);
    if ('error' in result && errorStatus(result.error) === 409) {
      setExists(true);
      return;
    }
    const answer = ('data' in result ? result.data : undefined) as UploadAnswer | undefined;
    if (!answer?.success) {
      dispatch(uploadFailed('upload'));
      return;
    }
    dispatch(toastShown({ message: t('uploaded'), severity: 'success' }));
    if (signedIn) {
      // docs/product.md "States": an existing user goes to / (their dashboard) with a fresh wizard
      // behind them.
      dispatch(uploadReset());
      void navigate('/');
      return;
    }
    dispatch(
      uploadSucceeded({
        name: subject.firstName,
        newUser: { email: subject.email, token: answer.token ?? null },
      }),
    );
  };

  const address = [subject.address.streetAddress, subject.address.unit].filter(Boolean).join(', ');
  const place = `${subject.address.city}, ${subject.address.state} ${subject.address.zip}`;
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Typography variant="h2" component="h1">
        {w('reviewTitle')}
      </Typography>
      <SectionCard title={t('tenantInfo')}>
        <ListRows>
          <ListRow label={w('firstName')} value={<Data>{subject.firstName}</Data>} />
          {/* A visitor is not told a found tenant's last name or lease address (TenantFound). */}
          {subject.lastName ? (
            <ListRow label={w('lastName')} value={<Data>{subject.lastName}</Data>} />
          ) : null}
          <ListRow label={w('email')} value={<Data>{subject.email}</Data>} />
          {subject.address.streetAddress ? (
            <ListRow label={w('address')} value={<Data>{`${address}, ${place}`}</Data>} />
          ) : null}
          <ListRow label={w('managementCompany')} value={<Data>{subject.propertyManager}</Data>} />
        </ListRows>
      </SectionCard>
      <SectionCard title={w('policyInfo')}>
        <ListRows>
          <ListRow label={t('provider')} value={<Data>{policy.provider}</Data>} />
          <ListRow label={t('policyNumber')} value={<Data>{policy.policyNumber}</Data>} />
          <ListRow label={t('startDate')} value={day(policy.startDate)} />
          <ListRow label={t('endDate')} value={day(policy.endDate)} />
          <ListRow
            label={t('liabilityCoverage')}
            value={coverageAmount(liabilityAmount(policy.liabilityCoverage))}
          />
          <ListRow
            label={t('fileName')}
            value={<Data>{file?.name ?? state.fileName ?? ''}</Data>}
          />
        </ListRows>
      </SectionCard>
      {state.proof ? (
        <Box component="section" aria-label={t('resultTitle')}>
          <SectionCard title={t('resultTitle')}>
            <Stack spacing={1.5}>
              <Alert severity={state.proof.outcome === 'valid' ? 'success' : 'warning'}>
                {state.override
                  ? t('overridden')
                  : state.proof.outcome === 'valid'
                    ? t('valid')
                    : t('needsReview')}
              </Alert>
              <ProofResult checks={state.proof.checks} />
            </Stack>
          </SectionCard>
        </Box>
      ) : null}
      {!file ? (
        <>
          <Alert severity="info">{t('fileAgain')}</Alert>
          <FilePicker
            fileName={fileName}
            error={fileError}
            onName={(name) => {
              setFileName(name);
              setFileError(fileNameError(name));
            }}
            onFile={onFile}
          />
        </>
      ) : null}
      {!signedIn ? (
        <TextInput
          label={t('password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          error={Boolean(passwordError)}
          helperText={passwordError ? localize(passwordError) : t('passwordHelp')}
        />
      ) : null}
      {exists ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={loginPath(subject.email)} color="inherit">
              {w('logIn')}
            </Button>
          }
        >
          {w('userExists')}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('continue')}
      </Button>
    </Stack>
  );
}
