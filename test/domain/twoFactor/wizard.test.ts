import {
  backTarget,
  canDismiss,
  canFinish,
  confirmedMessage,
  finalButtonLabel,
  initialWizardState,
  methodEnabledMessage,
  resendSeconds,
  stepperIndex,
  switchesWithoutCode,
  wizardReducer,
  wizardStepCount,
  wizardStepLabels,
  type WizardEvent,
  type WizardState,
} from '../../../src/domain/twoFactor/wizard';

const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state);
const fresh = (over: Partial<Parameters<typeof initialWizardState>[0]> = {}) =>
  initialWizardState({ required: false, enabled: false, method: null, ...over });
const enabledTotp = {
  type: 'methodEnabled',
  qrCode: 'data:image/png;base64,QR',
  secret: 'KEY',
} as const;

describe('set-up wizard steps (docs/product.md "Two-factor", "Limits")', () => {
  it('starts at step 1, or at step 0 (verify e-mail) in required mode', () => {
    expect(fresh().step).toBe(1);
    expect(fresh({ required: true }).step).toBe(0);
  });

  it('has 3 steps, 4 in required mode, and the stepper lists them', () => {
    expect(wizardStepCount(false)).toBe(3);
    expect(wizardStepCount(true)).toBe(4);
    expect(wizardStepLabels(false)).toEqual(['Choose method', 'Configure', 'Backup codes']);
    expect(wizardStepLabels(true)).toEqual([
      'Verify email',
      'Choose method',
      'Configure',
      'Backup codes',
    ]);
    expect(stepperIndex({ required: true, step: 0 })).toBe(0);
    expect(stepperIndex({ required: true, step: 3 })).toBe(3);
    expect(stepperIndex({ required: false, step: 1 })).toBe(0);
    expect(stepperIndex({ required: false, step: 3 })).toBe(2);
  });

  it('verifying the e-mail moves from 0 to 1 and starts the next code afresh', () => {
    const state = run(
      fresh({ required: true }),
      { type: 'codeSent', seconds: 60 },
      { type: 'codeChanged', code: '123456' },
      { type: 'emailVerified' },
    );
    expect(state).toMatchObject({ step: 1, code: '', codeSent: false, countdown: 0 });
  });

  it('enabling the authenticator moves to step 2 with the QR code and key', () => {
    const state = run(fresh(), { type: 'methodSelected', method: 'totp' }, enabledTotp);
    expect(state).toMatchObject({
      step: 2,
      qrCode: 'data:image/png;base64,QR',
      secret: 'KEY',
      codeSent: false,
      countdown: 0,
    });
  });

  it('enabling e-mail moves to step 2 with the code sent and the 60 s countdown', () => {
    const state = run(
      fresh(),
      { type: 'methodSelected', method: 'email' },
      {
        type: 'methodEnabled',
        qrCode: null,
        secret: null,
      },
    );
    expect(state).toMatchObject({ step: 2, codeSent: true, countdown: 60 });
  });

  it('when already enabled, choosing e-mail jumps straight to step 3 with no code', () => {
    const start = fresh({ enabled: true, method: 'totp' });
    const state = run(
      start,
      { type: 'methodSelected', method: 'email' },
      {
        type: 'methodEnabled',
        qrCode: null,
        secret: null,
      },
    );
    expect(state).toMatchObject({ step: 3, backupCodes: [], code: '' });
    expect(canFinish(state)).toBe(true);
  });

  it('when already enabled, choosing the authenticator still goes through step 2', () => {
    const state = run(
      fresh({ enabled: true, method: 'email' }),
      { type: 'methodSelected', method: 'totp' },
      enabledTotp,
    );
    expect(state.step).toBe(2);
  });

  it('ignores methodEnabled without a chosen method', () => {
    expect(run(fresh(), enabledTotp).step).toBe(1);
  });

  it('confirming moves to step 3 with the backup codes, not yet downloaded', () => {
    const state = run(
      fresh(),
      { type: 'methodSelected', method: 'totp' },
      enabledTotp,
      { type: 'codeChanged', code: '123456' },
      { type: 'confirmed', backupCodes: ['AAAA1111', 'BBBB2222'] },
    );
    expect(state).toMatchObject({ step: 3, backupCodes: ['AAAA1111', 'BBBB2222'], code: '' });
    expect(canFinish(state)).toBe(false);
    expect(canFinish(wizardReducer(state, { type: 'downloaded' }))).toBe(true);
  });

  it('a rejected code clears the input', () => {
    const state = run(fresh(), { type: 'codeChanged', code: '123456' }, { type: 'codeRejected' });
    expect(state.code).toBe('');
  });

  it('the countdown ticks down to 0 and a cooldown sets it', () => {
    let state = run(fresh(), { type: 'codeSent', seconds: 2 });
    state = run(state, { type: 'tick' });
    expect(state.countdown).toBe(1);
    state = run(state, { type: 'tick' }, { type: 'tick' });
    expect(state.countdown).toBe(0);
    expect(run(state, { type: 'cooldown', seconds: 42 }).countdown).toBe(42);
  });

  it('a method can only be chosen on step 1', () => {
    const atStep2 = run(fresh(), { type: 'methodSelected', method: 'totp' }, enabledTotp);
    expect(run(atStep2, { type: 'methodSelected', method: 'email' }).method).toBe('totp');
  });
});

describe('set-up wizard back rules (docs/product.md "Two-factor")', () => {
  it('from 1 to 0 only when already enabled with a chosen method', () => {
    expect(backTarget(fresh())).toBeNull();
    expect(backTarget(fresh({ enabled: true }))).toBeNull();
    expect(backTarget(fresh({ method: 'totp' }))).toBeNull();
    const enabled = fresh({ enabled: true, method: 'totp' });
    expect(backTarget(enabled)).toBe(0);
    expect(run(enabled, { type: 'back' }).step).toBe(0);
  });

  it('no Back from step 0', () => {
    const state = fresh({ required: true });
    expect(backTarget(state)).toBeNull();
    expect(run(state, { type: 'back' })).toBe(state);
  });

  it('from 2 to 1, clearing QR, secret, code, sent flag and countdown', () => {
    const atStep2 = run(
      fresh(),
      { type: 'methodSelected', method: 'email' },
      { type: 'methodEnabled', qrCode: 'QR', secret: 'KEY' },
      { type: 'codeChanged', code: '123' },
    );
    expect(backTarget(atStep2)).toBe(1);
    expect(run(atStep2, { type: 'back' })).toMatchObject({
      step: 1,
      qrCode: null,
      secret: null,
      code: '',
      codeSent: false,
      countdown: 0,
      method: 'email',
    });
  });

  it('from 3 to 1 when enabled with e-mail', () => {
    const atStep3 = run(
      fresh({ enabled: true, method: 'totp' }),
      { type: 'methodSelected', method: 'email' },
      { type: 'methodEnabled', qrCode: null, secret: null },
    );
    expect(backTarget(atStep3)).toBe(1);
    expect(run(atStep3, { type: 'back' }).step).toBe(1);
  });

  it('from 3 to 2 otherwise', () => {
    const atStep3 = run(fresh(), { type: 'methodSelected', method: 'totp' }, enabledTotp, {
      type: 'confirmed',
      backupCodes: ['AAAA1111'],
    });
    expect(backTarget(atStep3)).toBe(2);
    expect(run(atStep3, { type: 'back' })).toMatchObject({
      step: 2,
      qrCode: 'data:image/png;base64,QR',
    });
  });
});

describe('set-up wizard texts and helpers (docs/product.md "Two-factor", "States", "Messages")', () => {
  it("the final button reads 'Continue to App' in forced set-up, else 'Done'", () => {
    expect(finalButtonLabel(true)).toBe('Continue to App');
    expect(finalButtonLabel(false)).toBe('Done');
  });

  it('dismissal (a Close button) only outside required mode', () => {
    expect(canDismiss(false)).toBe(true);
    expect(canDismiss(true)).toBe(false);
  });

  it('confirm messages by method', () => {
    expect(confirmedMessage('totp')).toBe('Authenticator app successfully configured!');
    expect(confirmedMessage('email')).toBe(
      'Two-factor authentication has been successfully enabled!',
    );
  });

  it('method-enabled messages', () => {
    expect(methodEnabledMessage({ enabled: true, method: 'email' })).toBe(
      'Two-factor authentication method has been successfully updated!',
    );
    expect(methodEnabledMessage({ enabled: false, method: 'email' })).toBe(
      'Verification code sent to your email!',
    );
    expect(methodEnabledMessage({ enabled: false, method: 'totp' })).toBeNull();
    expect(switchesWithoutCode({ enabled: true, method: 'totp' })).toBe(false);
  });

  it("the resend countdown is the server's seconds, else 60", () => {
    expect(resendSeconds({ seconds_remaining: 42 })).toBe(42);
    expect(resendSeconds({ resend_available_in: 30 })).toBe(30);
    expect(resendSeconds({ seconds_remaining: 12.2, resend_available_in: 30 })).toBe(13);
    expect(resendSeconds({})).toBe(60);
    expect(resendSeconds(undefined)).toBe(60);
    expect(resendSeconds({ seconds_remaining: 'soon' })).toBe(60);
    expect(resendSeconds({ seconds_remaining: -1 })).toBe(60);
  });
});
