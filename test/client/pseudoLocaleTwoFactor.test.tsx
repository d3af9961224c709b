// The pseudo-locale gate (./pseudoLocale.ts) on two-factor: every step of the set-up wizard for
// both methods (choose, configure with the QR code and the manual key, the e-mailed code and its
// countdown, the backup codes), a method change, the server's refusals and the fallbacks; the
// challenge dialog at log-in (code, backup code, e-mail and its resend, errors); and the overlay
// that forces the set-up once two-factor is mandatory.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState, type TwoFactorGate } from '../../src/client/app/ui';
import { formatterFor } from '../../src/client/i18n/catalogs';
import { answersTexts } from '../../src/domain/i18n/generated/en/answers';
import { twoFactorTexts } from '../../src/domain/i18n/generated/en/twoFactor';
import { account, signedInState } from './fixtures';
import { PSEUDO, inPseudo, loadPseudoCatalogs, serverSays, untranslated } from './pseudoLocale';
import { networkFailure, renderApp, withoutBody, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const ok = (body: unknown) => () => [200, body] as [number, unknown];
const status = (enabled: boolean, method: 'totp' | 'email' | null = null) =>
  ok({ enabled, method, deadline: null, grace_period_days: null });
const enabledTotp = ok({
  success: true,
  qr_code: 'data:image/png;base64,UVJDT0RF',
  secret: 'JBSWY3DPEHPK3PXP',
  message: 'ok',
});
const enabledEmail = ok({ success: true, qr_code: null, secret: null, message: 'ok' });
const confirmed = ok({ success: true, backup_codes: ['AAAA1111', 'BBBB2222'], message: 'ok' });
const sent = ok({ success: true, message: 'sent', seconds_remaining: 60 });
const refused = (key: string) => () =>
  [400, { ...serverSays(`twoFactor.${key}`), code: 'INVALID_CODE' }] as [number, unknown];
/** The server's 429 of a resend too soon, in the app's language (a plural: Lingui formats it). */
const cooldown = (seconds: number) => () =>
  [
    429,
    {
      message: formatterFor(PSEUDO, twoFactorTexts)('waitBeforeNewCode', { seconds }),
      code: 'RATE_LIMITED',
      success: false,
      seconds_remaining: seconds,
    },
  ] as [number, unknown];

/** The server's lock after too many wrong codes (a plural: Lingui formats it). */
const tooManyAttempts: ApiHandler = () => [
  429,
  {
    message: formatterFor(PSEUDO, answersTexts)('tooManyAttempts', { minutes: 15 }),
    code: 'RATE_LIMITED',
  },
];

/**
 * The pseudo text that begins with `english` (its accented letters any), to find it by; `whole`:
 * that text and no more.
 */
const pseudoOf = (english: string, whole = false) =>
  new RegExp(
    `${whole ? '^' : ''}⟦${[...english]
      .map((c) => (/[aeiounAEIOUNcCsSyY]/.test(c) ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}${whole ? '⟧$' : ''}`,
  );
/** The button named `english`'s pseudo text exactly ('Resend code in {seconds}s' by its start). */
const button = (d: HTMLElement, english: string) =>
  within(d).getByRole('button', { name: pseudoOf(english, !english.endsWith(' in')) });

let anchorClick: jest.SpyInstance;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:backup-codes');
  URL.revokeObjectURL = jest.fn();
  anchorClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => anchorClick.mockRestore());

function openWizard(handlers: Record<string, ApiHandler> = {}, statusHandler = status(false)) {
  return renderApp({
    route: '/tenant/account/security-settings#2fa-setup',
    preloadedState: { ...signedInState(), ...inPseudo },
    handlers: { 'GET /v2/account': ok(account), 'GET /v2/2fa/status': statusHandler, ...handlers },
  });
}
const wizard = () => screen.findByRole('dialog', { name: pseudoOf('Set Up Two-Factor') });

async function choose(user: ReturnType<typeof userEvent.setup>, d: HTMLElement, method: string) {
  await user.click(within(d).getByLabelText(pseudoOf(method)));
  await user.click(button(d, 'Continue'));
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, d: HTMLElement, code: string) {
  await user.type(await within(d).findByLabelText(pseudoOf('Verification code')), code);
  await user.click(button(d, 'Verify'));
}

describe('the set-up wizard shows only catalog texts', () => {
  it('authenticator: choose, QR code and key, refusals, backup codes, Done', async () => {
    let confirm: ApiHandler = refused('notStarted');
    openWizard({ 'POST /v2/2fa/enable': enabledTotp, 'POST /v2/2fa/confirm': (r) => confirm(r) });
    const user = userEvent.setup();
    const d = await wizard();
    expect(untranslated(d)).toEqual([]);
    await choose(user, d, 'Authenticator app');
    await within(d).findByRole('img', { name: /⟦/ });
    await user.click(button(d, 'Copy key'));
    await within(d).findByText(pseudoOf('Copied!'));
    expect(untranslated(d)).toEqual([]);

    await enterCode(user, d, '123456');
    expect((await within(d).findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(d)).toEqual([]);
    // No message of the server's: the wizard's own.
    confirm = withoutBody(400);
    await enterCode(user, d, '123456');
    await within(d).findByText(pseudoOf('Invalid verification code'));
    expect(untranslated(d)).toEqual([]);

    confirm = confirmed;
    await enterCode(user, d, '123456');
    await within(d).findByText(pseudoOf('Authenticator app successfully configured!'));
    await within(d).findByText(pseudoOf('Download your backup codes'));
    expect(within(d).getByText('AAAA1111')).toBeVisible();
    expect(untranslated(d)).toEqual([]);
    await user.click(button(d, 'Download backup codes'));
    expect(button(d, 'Done')).toBeEnabled();
    expect(untranslated(d)).toEqual([]);
  });

  it('e-mail: the code sent, its countdown and resend, then the backup codes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    openWizard({
      'POST /v2/2fa/enable': enabledEmail,
      'POST /v2/2fa/confirm': confirmed,
      'POST /v2/2fa/email/send': sent,
    });
    const d = await wizard();
    await choose(user, d, 'Email');
    await within(d).findByText(pseudoOf('Verification code sent to your email!'));
    expect(button(d, 'Resend code in')).toBeDisabled();
    expect(untranslated(d)).toEqual([]);
    for (let i = 0; i < 60; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(button(d, 'Resend code')).toBeEnabled();
    expect(untranslated(d)).toEqual([]);
    await enterCode(user, d, '246810');
    await within(d).findByText(pseudoOf('Two-factor authentication has been successfully'));
    expect(untranslated(d)).toEqual([]);
  });

  it("a method change to e-mail, Back to the e-mail's own check, and a failed choice", async () => {
    let enable: ApiHandler = enabledEmail;
    openWizard(
      {
        'POST /v2/2fa/enable': (r) => enable(r),
        'POST /v2/2fa/email/send': sent,
        'POST /v2/2fa/email/verify': ok({ success: true, message: 'ok' }),
      },
      status(true, 'totp'),
    );
    const user = userEvent.setup();
    const d = await wizard();
    await choose(user, d, 'Email');
    await within(d).findByText(pseudoOf('Two-factor authentication method has been'));
    expect(untranslated(d)).toEqual([]);

    await user.click(button(d, 'Back'));
    enable = networkFailure;
    await user.click(button(d, 'Continue'));
    await within(d).findByText(pseudoOf('Failed to set 2FA method'));
    expect(untranslated(d)).toEqual([]);

    await user.click(button(d, 'Back'));
    await user.click(button(d, 'Send code'));
    await enterCode(user, d, '111111');
    await within(d).findByText(pseudoOf('Email verified successfully!'));
    expect(untranslated(d)).toEqual([]);
  });
});

function openGate(gate: TwoFactorGate, handlers: Record<string, ApiHandler>, signedIn = false) {
  return renderApp({
    route: signedIn ? '/tenant/dashboard' : '/login',
    preloadedState: {
      ...(signedIn ? signedInState() : {}),
      ...inPseudo,
      ui: { ...initialUiState, twoFactorGate: gate },
    },
    handlers: { 'GET /v2/account': ok(account), ...handlers },
  });
}
const challengeGate = (method: 'totp' | 'email'): TwoFactorGate => ({
  kind: 'challenge',
  token: 'challenge-token',
  method,
  userEmail: account.email,
  from: 'login',
});
const challenge = () => screen.findByRole('dialog', { name: /⟦/ });

describe('the challenge dialog shows only catalog texts', () => {
  it('authenticator: a refused code, the backup code and success', async () => {
    let answer: ApiHandler = tooManyAttempts;
    openGate(challengeGate('totp'), { 'POST /v2/2fa/challenge': (r) => answer(r) });
    const user = userEvent.setup();
    const d = await challenge();
    expect(untranslated(d)).toEqual([]);
    await enterCode(user, d, '123456');
    expect((await within(d).findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(d)).toEqual([]);
    answer = withoutBody(400);
    await enterCode(user, d, '123456');
    await within(d).findByText(pseudoOf('Invalid verification code'));
    expect(untranslated(d)).toEqual([]);

    await user.click(button(d, 'Use a backup code'));
    await user.type(within(d).getByLabelText(pseudoOf('Backup code')), 'WXYZ9876');
    expect(button(d, 'Use authenticator app')).toBeVisible();
    expect(untranslated(d)).toEqual([]);
    answer = ok({ success: true, token: 'session-token' });
    await user.click(button(d, 'Verify'));
    await within(d).findByText(pseudoOf('Verification successful!'));
    expect(untranslated(d)).toEqual([]);
  });

  it('e-mail: the code sent on open, a resend refused, the send failing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let send: ApiHandler = sent;
    openGate(challengeGate('email'), { 'POST /v2/2fa/email/send': (r) => send(r) });
    const d = await challenge();
    await within(d).findByText(pseudoOf('Verification code sent to your email!'));
    expect(untranslated(d)).toEqual([]);
    for (let i = 0; i < 60; i += 1) act(() => jest.advanceTimersByTime(1000));
    send = cooldown(15);
    await user.click(button(d, 'Resend code'));
    await within(d).findByText(pseudoOf('Please wait'));
    expect(button(d, 'Resend code in')).toBeDisabled();
    expect(untranslated(d)).toEqual([]);
    for (let i = 0; i < 15; i += 1) act(() => jest.advanceTimersByTime(1000));
    send = withoutBody(503);
    await user.click(button(d, 'Resend code'));
    await within(d).findByText(pseudoOf('Failed to send email code'));
    expect(untranslated(d)).toEqual([]);
  });

  it('an expired challenge: the log-in error notice', async () => {
    openGate(challengeGate('totp'), {
      'POST /v2/2fa/challenge': () => [401, serverSays('twoFactor.loginWithoutToken')],
    });
    const user = userEvent.setup();
    await enterCode(user, await challenge(), '123456');
    await screen.findByText(pseudoOf('There was an error verifying your 2FA code.'));
    expect(untranslated(document.body)).toEqual([]);
  });
});

describe('the set-up-required overlay shows only catalog texts', () => {
  const gate: TwoFactorGate = {
    kind: 'setup',
    token: 'setup-token',
    userEmail: account.email,
    deadline: '2026-01-01',
    from: 'request',
  };

  it('verify e-mail (a cooldown, a wrong code), choose, configure, Continue to App', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let send: ApiHandler = cooldown(15);
    let verify: ApiHandler = refused('invalidCode');
    openGate(
      gate,
      {
        'POST /v2/2fa/email/send': (r) => send(r),
        'POST /v2/2fa/email/verify': (r) => verify(r),
        'POST /v2/2fa/enable': enabledEmail,
        'POST /v2/2fa/confirm': confirmed,
      },
      true,
    );
    const d = await screen.findByRole('dialog', { name: pseudoOf('Two-Factor Authentication') });
    expect(button(d, 'Log Out')).toBeVisible();
    expect(untranslated(d)).toEqual([]);
    await user.click(button(d, 'Send code'));
    await within(d).findByText(pseudoOf('Please wait'));
    expect(untranslated(d)).toEqual([]);

    send = sent;
    for (let i = 0; i < 15; i += 1) act(() => jest.advanceTimersByTime(1000));
    await user.click(button(d, 'Send code'));
    await enterCode(user, d, '000000');
    expect((await within(d).findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(d)).toEqual([]);

    verify = ok({ success: true, message: 'ok' });
    await enterCode(user, d, '111111');
    await within(d).findByText(pseudoOf('Email verified successfully!'));
    await choose(user, d, 'Email');
    await enterCode(user, d, '222222');
    await user.click(await within(d).findByRole('button', { name: pseudoOf('Download backup') }));
    expect(button(d, 'Continue to App')).toBeEnabled();
    expect(untranslated(d)).toEqual([]);
  });
});
