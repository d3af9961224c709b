// docs/product.md "Two-factor" set-up wizard as pure state transitions, so the step and back rules
// exist once and are unit-tested; the dialog renders the state and feeds it the answers of the
// two-factor calls.
import {
  TWO_FACTOR_RESEND_COUNTDOWN_SECONDS,
  TWO_FACTOR_WIZARD_STEPS,
  TWO_FACTOR_WIZARD_STEPS_REQUIRED,
  type TwoFactorMethod,
} from '../constants';
// English from the `twoFactor` catalog: the screen shows these in the tenant's language.
import { twoFactorMessages } from '../messages/twoFactor';
import { twoFactorTexts } from '../security/texts';

/** 0 verify e-mail (required set-up only), 1 choose method, 2 configure, 3 backup codes. */
export type WizardStep = 0 | 1 | 2 | 3;

export interface WizardState {
  /** Forced set-up (a 403 TWO_FACTOR_SETUP_REQUIRED): starts by verifying the e-mail. */
  required: boolean;
  /** Two-factor was already enabled when the wizard opened: this is a method change. */
  enabled: boolean;
  step: WizardStep;
  method: TwoFactorMethod | null;
  qrCode: string | null;
  secret: string | null;
  /** The code being typed on step 0 or 2. */
  code: string;
  /** A code was e-mailed (step 0, or step 2 for the e-mail method). */
  codeSent: boolean;
  /** Seconds until another code may be sent. */
  countdown: number;
  backupCodes: string[];
  downloaded: boolean;
}

export function initialWizardState(options: {
  required: boolean;
  enabled: boolean;
  method?: TwoFactorMethod | null;
}): WizardState {
  return {
    required: options.required,
    enabled: options.enabled,
    step: options.required ? 0 : 1,
    method: options.method ?? null,
    qrCode: null,
    secret: null,
    code: '',
    codeSent: false,
    countdown: 0,
    backupCodes: [],
    downloaded: false,
  };
}

/** docs/product.md "Limits": the wizard has 3 steps, 4 in required mode. */
export function wizardStepCount(required: boolean): number {
  return required ? TWO_FACTOR_WIZARD_STEPS_REQUIRED : TWO_FACTOR_WIZARD_STEPS;
}

const STEP_LABELS = [
  twoFactorTexts.stepVerifyEmail,
  twoFactorTexts.stepChooseMethod,
  twoFactorTexts.stepConfigure,
  twoFactorTexts.stepBackupCodes,
] as const;

/** The stepper's labels: the verify-e-mail step only in required mode. */
export function wizardStepLabels(required: boolean): string[] {
  return STEP_LABELS.slice(STEP_LABELS.length - wizardStepCount(required));
}

/** The stepper's active index for a step (-1: a step the stepper does not list). */
export function stepperIndex(state: Pick<WizardState, 'required' | 'step'>): number {
  return state.step - (STEP_LABELS.length - wizardStepCount(state.required));
}

/**
 * docs/product.md "Two-factor" back rules: from 1 to 0 only when already enabled with a chosen
 * method; from 2 to 1; from 3 to 1 when enabled with e-mail (that switch skipped step 2), else to
 * 2. Null: no Back.
 */
export function backTarget(state: WizardState): WizardStep | null {
  switch (state.step) {
    case 1:
      return state.enabled && state.method !== null ? 0 : null;
    case 2:
      return 1;
    case 3:
      return state.enabled && state.method === 'email' ? 1 : 2;
    default:
      return null;
  }
}

/** docs/product.md "Two-factor": when already enabled, choosing e-mail takes effect at once (no code, no new backup codes). */
export function switchesWithoutCode(state: Pick<WizardState, 'enabled' | 'method'>): boolean {
  return state.enabled && state.method === 'email';
}

/** docs/product.md "States": the resend countdown is the server's seconds_remaining / resend_available_in, or 60 s. */
export function resendSeconds(
  body: { seconds_remaining?: unknown; resend_available_in?: unknown } | null | undefined,
): number {
  for (const value of [body?.seconds_remaining, body?.resend_available_in]) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.ceil(value);
  }
  return TWO_FACTOR_RESEND_COUNTDOWN_SECONDS;
}

export type WizardEvent =
  | { type: 'methodSelected'; method: TwoFactorMethod }
  | { type: 'codeChanged'; code: string }
  | { type: 'codeRejected' }
  | { type: 'codeSent'; seconds: number }
  | { type: 'cooldown'; seconds: number }
  | { type: 'tick' }
  | { type: 'emailVerified' }
  | { type: 'methodEnabled'; qrCode: string | null; secret: string | null }
  | { type: 'confirmed'; backupCodes: readonly string[] }
  | { type: 'downloaded' }
  | { type: 'back' };

const freshCode = { code: '', codeSent: false, countdown: 0 } as const;

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'methodSelected':
      return state.step === 1 ? { ...state, method: event.method } : state;
    case 'codeChanged':
      return { ...state, code: event.code };
    case 'codeRejected':
      return { ...state, code: '' };
    case 'codeSent':
      return { ...state, codeSent: true, countdown: event.seconds };
    case 'cooldown':
      return { ...state, countdown: event.seconds };
    case 'tick':
      return state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'emailVerified':
      return state.step === 0 ? { ...state, ...freshCode, step: 1 } : state;
    case 'methodEnabled':
      if (state.step !== 1 || state.method === null) return state;
      if (switchesWithoutCode(state))
        return { ...state, ...freshCode, step: 3, backupCodes: [], downloaded: false };
      return {
        ...state,
        step: 2,
        qrCode: event.qrCode,
        secret: event.secret,
        code: '',
        // The e-mail method's code is sent by the enable call itself.
        codeSent: state.method === 'email',
        countdown: state.method === 'email' ? TWO_FACTOR_RESEND_COUNTDOWN_SECONDS : 0,
      };
    case 'confirmed':
      return state.step === 2
        ? { ...state, step: 3, code: '', backupCodes: [...event.backupCodes], downloaded: false }
        : state;
    case 'downloaded':
      return { ...state, downloaded: true };
    case 'back': {
      const to = backTarget(state);
      if (to === null) return state;
      if (to === 2) return { ...state, step: 2, code: '' };
      if (to === 1) return { ...state, ...freshCode, step: 1, qrCode: null, secret: null };
      return { ...state, ...freshCode, step: 0 };
    }
  }
}

/** docs/product.md "Two-factor": the final button reads 'Continue to App' in forced set-up, 'Done' otherwise. */
export function finalButtonLabel(required: boolean): string {
  return required ? twoFactorMessages.continueToApp : twoFactorMessages.done;
}

/** docs/product.md "Two-factor", "States": the final button needs the backup codes downloaded first (when there are any). */
export function canFinish(state: Pick<WizardState, 'backupCodes' | 'downloaded'>): boolean {
  return state.backupCodes.length === 0 || state.downloaded;
}

/** docs/product.md "Messages" notice once a method is confirmed with its code. */
export function confirmedMessage(method: TwoFactorMethod | null): string {
  return method === 'totp'
    ? twoFactorMessages.authenticatorConfigured
    : twoFactorMessages.twoFactorEnabled;
}

/** docs/product.md "Messages" notice when choosing a method succeeded; null when the next step speaks for itself. */
export function methodEnabledMessage(
  state: Pick<WizardState, 'enabled' | 'method'>,
): string | null {
  if (switchesWithoutCode(state)) return twoFactorMessages.twoFactorMethodUpdated;
  return state.method === 'email' ? twoFactorMessages.verificationCodeSent : null;
}

/** docs/product.md "Two-factor": a Close button only when dismissal is allowed (never in required mode). */
export function canDismiss(required: boolean): boolean {
  return !required;
}
