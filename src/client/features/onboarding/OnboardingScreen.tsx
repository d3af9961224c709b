import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { lazy, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Suspense } from '../../components/Suspense';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OnboardingStep } from '../../../domain/constants';
import { PATHS } from '../../../domain/routes';
import { useGetSettingsQuery } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ScreenProps } from '../../app/screenProps';
import { selectSignedIn } from '../../app/session';
import { useDialog } from '../../app/useDialog';
import { PageSpinner } from '../../components/PageSpinner';
import { PageFrame } from '../../design/PageFrame';
import { useFocusHeading } from '../../design/useFocusHeading';
import { ConfirmDialog } from './ConfirmDialog';
import { useBrowserBackGuard, useUnloadWarning } from './flowGuards';
import { diagnosticsTexts } from '../../../domain/messages/diagnostics';
import { flowMessages } from '../../../domain/messages/onboarding';
import { addressTexts } from '../../../domain/i18n/generated/en/address';
import { frameTexts } from '../../../domain/i18n/generated/en/frame';
import { onboardingTexts } from '../../../domain/i18n/generated/en/onboarding';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { LanguageFooter } from '../../i18n/LanguageFooter';
import { useFrameLabels } from '../../i18n/useFrameLabels';
import { useTexts } from '../../i18n/useTexts';
import {
  BACK_ACTIONS,
  entryReceived,
  inviteTokenReceived,
  onboardingRestarted,
} from './onboardingSlice';
import { FoundPropertyStep } from './steps/FoundPropertyStep';
import { UserInfoStep } from './steps/UserInfoStep';

// The side menu (drawer, transitions) loads the first time it is opened.
const SendMessageDialog = lazy(() =>
  import(
    /* webpackChunkName: "onboarding-help" */ '../../components/messages/SendMessageDialog'
  ).then((m) => ({ default: m.SendMessageDialog })),
);
const OnboardingMenu = lazy(
  () => import(/* webpackChunkName: "onboarding-menu" */ './OnboardingMenu'),
);
// The heavy steps (autocomplete and map, the questions, the estimator) load on demand.
const AddressStep = lazy(
  () => import(/* webpackChunkName: "onboarding-address" */ './steps/AddressStep'),
);
const UnderwritingStep = lazy(
  () => import(/* webpackChunkName: "onboarding-underwriting" */ './steps/UnderwritingStep'),
);
const QuoteStep = lazy(
  () => import(/* webpackChunkName: "onboarding-quote" */ './steps/QuoteStep'),
);
// Steps 6-9 (the purchase) share one chunk, the review (10) has its own (the plan's money, the
// coverage table's add-on lines and the disclosures would take the shared one past its budget),
// steps 11-13 another.
const PaymentOptionsStep = lazy(
  () => import(/* webpackChunkName: "onboarding-purchase" */ './steps/PaymentOptionsStep'),
);
const AdditionalInsuredStep = lazy(
  () => import(/* webpackChunkName: "onboarding-purchase" */ './steps/AdditionalInsuredStep'),
);
const AdditionalInterestStep = lazy(
  () => import(/* webpackChunkName: "onboarding-purchase" */ './steps/AdditionalInterestStep'),
);
const CheckoutStep = lazy(
  () => import(/* webpackChunkName: "onboarding-purchase" */ './steps/CheckoutStep'),
);
const ReviewStep = lazy(
  () => import(/* webpackChunkName: "onboarding-review" */ './steps/ReviewStep'),
);
const ThankYouStep = lazy(
  () => import(/* webpackChunkName: "onboarding-after" */ './steps/ThankYouStep'),
);
const AccountCreationStep = lazy(
  () => import(/* webpackChunkName: "onboarding-after" */ './steps/AccountCreationStep'),
);
const ActivePolicyStep = lazy(
  () => import(/* webpackChunkName: "onboarding-after" */ './steps/ActivePolicyStep'),
);

export const RESTART_TITLE = flowMessages.restartTitle;
export const RESTART_TEXT = flowMessages.restartBody;
export const LEAVE_TITLE = flowMessages.leaveGuard;

const STEPS: Partial<Record<OnboardingStep, ComponentType>> = {
  userInfo: UserInfoStep,
  addressCoverage: AddressStep,
  foundProperty: FoundPropertyStep,
  underwritingQuestions: UnderwritingStep,
  quote: QuoteStep,
  paymentOptions: PaymentOptionsStep,
  additionalInsured: AdditionalInsuredStep,
  additionalInterest: AdditionalInterestStep,
  checkout: CheckoutStep,
  review: ReviewStep,
  thankYou: ThankYouStep,
  accountCreation: AccountCreationStep,
  activePolicyError: ActivePolicyStep,
};

/** The browser tab's title on each step (with the brand, see usePageTitle): its message. */
const STEP_TITLES = {
  userInfo: 'tabUserInfo',
  addressCoverage: 'tabAddress',
  foundProperty: 'tabFoundProperty',
  underwritingQuestions: 'tabUnderwriting',
  quote: 'tabQuote',
  paymentOptions: 'tabPaymentOptions',
  additionalInsured: 'tabAdditionalInsured',
  additionalInterest: 'tabAdditionalInterest',
  checkout: 'tabCheckout',
  review: 'tabReview',
  thankYou: 'tabThankYou',
  accountCreation: 'tabAccountCreation',
  activePolicyError: 'tabActivePolicy',
} as const satisfies Record<OnboardingStep, string>;

/** docs/product.md "Onboarding flow": where the browser-back guard and the unload warning are off. */
function unloadWarningApplies(step: OnboardingStep, signedIn: boolean): boolean {
  if (step === 'userInfo' || step === 'activePolicyError') return false;
  if (step === 'thankYou' && signedIn) return false;
  if (step === 'accountCreation' && !signedIn) return false;
  return true;
}

function backHidden(step: OnboardingStep, signedIn: boolean): boolean {
  return step === 'userInfo' || step === 'thankYou' || (step === 'addressCoverage' && signedIn);
}

/** docs/product.md "Onboarding flow" onboarding flow: top bar, side menu, guards and the current step. */
export default function OnboardingScreen({ params }: ScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const step = useAppSelector((s) => s.onboarding.step);
  const entry = useAppSelector((s) => s.onboarding.entry);
  const email = useAppSelector((s) => s.onboarding.userInfo?.email ?? null);
  const signedIn = useAppSelector(selectSignedIn);
  const { data: settings } = useGetSettingsQuery();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const [confirmRestart, setConfirmRestart] = useDialog('onboarding-restart');
  const [helpOpen, setHelpOpen] = useDialog('onboarding-help');
  const accountEmail = useAppSelector((s) => s.session.user?.email ?? null);
  const [confirmLeave, setConfirmLeave] = useDialog('onboarding-leave');
  // The steps' own areas load with the frame's: one wait on the first screen in Spanish.
  const t = useTexts(onboardingTexts, frameTexts, validationTexts, addressTexts);
  const frameLabels = useFrameLabels();

  useEffect(() => {
    if (params.token) dispatch(inviteTokenReceived(params.token));
  }, [params.token, dispatch]);
  // The entry follows the address the flow was opened at (/raa, or /tenant/onboarding?entry=raa
  // for a signed-in tenant), so a later /onboarding is a plain onboarding again.
  const [search] = useSearchParams();
  const raaEntry = params.entry === 'raa' || search.get('entry') === 'raa';
  useEffect(() => {
    dispatch(entryReceived(raaEntry ? 'raa' : null));
  }, [raaEntry, dispatch]);

  const askLeave = useCallback(() => setConfirmLeave(true), [setConfirmLeave]);
  useBrowserBackGuard(step !== 'userInfo', askLeave);
  useUnloadWarning(unloadWarningApplies(step, signedIn));

  const back = BACK_ACTIONS[step];
  const Step = STEPS[step];
  const stepRef = useRef<HTMLDivElement>(null);
  useFocusHeading(step, stepRef);
  const startOver = (to: string) => {
    dispatch(onboardingRestarted());
    setConfirmRestart(false);
    setConfirmLeave(false);
    setMenuOpen(false);
    navigate(to);
  };

  return (
    <PageFrame
      {...frameLabels}
      title={t(STEP_TITLES[step])}
      footer={<LanguageFooter />}
      onBack={back && !backHidden(step, signedIn) ? () => dispatch(back()) : undefined}
      onMenu={() => {
        setMenuOpened(true);
        setMenuOpen(true);
      }}
    >
      {entry === 'raa' ? (
        <Typography variant="overline" component="p">
          {t('raaName')}
        </Typography>
      ) : null}
      <Box ref={stepRef} tabIndex={-1} sx={{ outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          {Step ? <Step /> : <Alert severity="info">{t('onItsWay')}</Alert>}
        </Suspense>
      </Box>
      {menuOpened ? (
        <Suspense fallback={null}>
          <OnboardingMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            links={settings?.links}
            signedIn={signedIn}
            email={email}
            onRestart={() => setConfirmRestart(true)}
            onHelp={() => {
              setMenuOpen(false);
              setHelpOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      {helpOpen ? (
        <Suspense fallback={null}>
          <SendMessageDialog
            email={accountEmail ?? email}
            topic={diagnosticsTexts.helpTopic}
            from={`onboarding ${step}`}
            onClose={() => setHelpOpen(false)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirmRestart}
        title={t('restartTitle')}
        text={t('restartBody')}
        confirmLabel={t('startOver')}
        cancelLabel={t('cancel')}
        onConfirm={() => startOver(PATHS.onboarding)}
        onCancel={() => setConfirmRestart(false)}
      />
      <ConfirmDialog
        open={confirmLeave}
        title={t('leaveGuard')}
        confirmLabel={t('leave')}
        cancelLabel={t('stay')}
        onConfirm={() => startOver(PATHS.splash)}
        onCancel={() => setConfirmLeave(false)}
      />
    </PageFrame>
  );
}
