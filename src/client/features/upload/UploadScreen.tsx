import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Suspense } from '../../components/Suspense';
import { UPLOAD_PROGRESS_STEPS } from '../../../domain/constants';
import { uploadTexts } from '../../../domain/i18n/generated/en/upload';
import type { UploadFile } from '../../../domain/upload/payload';
import { UPLOAD_CONTACT_TOPIC } from '../../../domain/upload/supportRequest';
import { backStep, wizardProgress, type WizardStep } from '../../../domain/upload/wizard';
import { useRenewalPrefill } from './useRenewalPrefill';
import { useGetSettingsQuery, useGetTenantForExistingQuery } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSignedIn, selectUser } from '../../app/session';
import { useDialog } from '../../app/useDialog';
import { PageSpinner } from '../../components/PageSpinner';
import { PublicPage } from '../../components/PublicPage';
import { useFocusHeading } from '../../design/useFocusHeading';
import { useTexts } from '../../i18n/useTexts';
import { FailureScreen } from './FailureScreen';
import { IntroStep } from './IntroStep';
import { subjectOf } from './subject';
import { originalTenantLoaded, uploadReset, wentBack } from './uploadSlice';
import type { WizardMemory } from './wizardMemory';

// Each part of the wizard loads when reached (the route's bundle budget): the account step brings
// the address autocomplete, the policy steps the form and the check's dialog.
const AccountStep = lazy(
  () => import(/* webpackChunkName: "upload-account" */ './account/AccountStep'),
);
const PolicyStep = lazy(
  () => import(/* webpackChunkName: "upload-policy" */ './policy/PolicyStep'),
);
const ReviewStep = lazy(
  () => import(/* webpackChunkName: "upload-policy" */ './policy/ReviewStep'),
);
const SuccessStep = lazy(() => import(/* webpackChunkName: "upload-done" */ './SuccessStep'));
const SendMessageDialog = lazy(() =>
  import(
    /* webpackChunkName: "upload-contact" */ '../../components/messages/SendMessageDialog'
  ).then((m) => ({ default: m.SendMessageDialog })),
);

const STEPS: Record<WizardStep, ComponentType<WizardMemory>> = {
  0: IntroStep,
  1: AccountStep,
  2: PolicyStep,
  3: ReviewStep,
  100: SuccessStep,
};

/** The browser tab's title on each step: its message of the `upload` area. */
const TAB_TITLES = {
  0: 'step0Title',
  1: 'findAccountTitle',
  2: 'policyInfo',
  3: 'reviewTitle',
  100: 'policyInfo',
} as const satisfies Record<WizardStep, string>;

/**
 * docs/product.md "Upload wizard" upload wizard, at /upload (anonymous) and /tenant/upload (signed
 * in): a progress bar of 3 steps, the step, and the footer ('Reset the form', 'contact us'). A
 * signed-in tenant's own record is loaded first, so a tenant with a lease skips the account step
 * (docs/product.md "States").
 */
export default function UploadScreen() {
  // The route's own words (tab titles, progress, step 0, failure, footer): each later step loads
  // its own area with its chunk.
  const t = useTexts(uploadTexts);
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.upload);
  const signedIn = useAppSelector(selectSignedIn);
  const user = useAppSelector(selectUser);
  const { data: settings } = useGetSettingsQuery();
  const own = useGetTenantForExistingQuery(undefined, { skip: !signedIn });
  // The PDF and a new password live only in memory (never persisted, see uploadSlice).
  const [file, setFile] = useState<UploadFile | null>(null);
  const [password, setPassword] = useState('');
  const [contactOpen, setContactOpen] = useDialog('upload-contact');
  const stepRef = useRef<HTMLDivElement>(null);
  useFocusHeading(`${state.step}-${state.phase}-${state.failure ?? ''}`, stepRef);

  const ownRecord = own.data ?? null;
  useEffect(() => {
    if (signedIn && ownRecord) dispatch(originalTenantLoaded(ownRecord));
  }, [signedIn, ownRecord, dispatch]);
  // '?renew=<id>' (the reminder's link) fills the form in from that upload.
  const forgetFile = useCallback(() => setFile(null), []);
  useRenewalPrefill(signedIn && Boolean(ownRecord), forgetFile);

  // 'Reset the form' starts the wizard over. The documented page reload would bring the persisted
  // answers straight back, so the answers and the file in memory are cleared instead.
  const reset = () => {
    setFile(null);
    setPassword('');
    dispatch(uploadReset());
  };

  const known = (Object.keys(STEPS) as string[]).includes(String(state.step));
  const Step = known ? STEPS[state.step] : null;
  const canGoBack = known && !state.failure && backStep(state.step, state.hadLease) !== null;
  const progress = Math.min(state.step, UPLOAD_PROGRESS_STEPS);
  const waitingForOwnRecord = signedIn && own.isLoading && state.step === 0;
  const contactEmail = user?.email ?? (subjectOf(state).email || null);

  let body;
  if (state.failure) body = <FailureScreen reason={state.failure} settings={settings} />;
  else if (!Step) body = <Alert severity="error">{t('unknownStep')}</Alert>;
  else if (waitingForOwnRecord) body = <PageSpinner />;
  else
    body = (
      <Step
        file={file}
        onFile={setFile}
        password={password}
        onPassword={setPassword}
        onContact={() => setContactOpen(true)}
      />
    );

  return (
    <PublicPage
      title={t(known ? TAB_TITLES[state.step] : 'step0Title')}
      onBack={canGoBack ? () => dispatch(wentBack()) : undefined}
    >
      <LinearProgress
        variant="determinate"
        value={known ? wizardProgress(state.step, state.phase) : 0}
        aria-label={t('progress')}
        aria-valuetext={t('progressStep', { step: progress, total: UPLOAD_PROGRESS_STEPS })}
        sx={{ mb: 3, height: 8, borderRadius: 4 }}
      />
      <Box ref={stepRef} tabIndex={-1} sx={{ outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>{body}</Suspense>
      </Box>
      <Stack
        component="footer"
        direction="row"
        spacing={3}
        sx={{ mt: 4, justifyContent: 'center' }}
      >
        {/* Not on a success page with a required next step: nothing to reset there. */}
        {state.step === 100 && state.newUser ? null : (
          <Link component="button" type="button" onClick={reset}>
            {t('resetForm')}
          </Link>
        )}
        <Link component="button" type="button" onClick={() => setContactOpen(true)}>
          {t('contactUs')}
        </Link>
      </Stack>
      {contactOpen ? (
        <Suspense fallback={null}>
          <SendMessageDialog
            email={contactEmail}
            topic={UPLOAD_CONTACT_TOPIC}
            from="upload"
            onClose={() => setContactOpen(false)}
          />
        </Suspense>
      ) : null}
    </PublicPage>
  );
}
