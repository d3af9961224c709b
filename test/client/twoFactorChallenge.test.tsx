import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState, type TwoFactorGate } from '../../src/client/app/ui';
import { account } from './fixtures';
import { renderApp, withoutBody, type ApiHandler } from './render';

const ok = (body: unknown) => () => [200, body] as [number, unknown];

function openChallenge(method: 'totp' | 'email', handlers: Record<string, ApiHandler> = {}) {
  const gate: TwoFactorGate = {
    kind: 'challenge',
    token: 'challenge-token',
    method,
    userEmail: account.email,
    from: 'login',
  };
  return renderApp({
    route: '/login',
    preloadedState: {
      ui: { ...initialUiState, twoFactorGate: gate },
    },
    handlers: { 'GET /v2/account': ok(account), ...handlers },
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
const verify = (d: HTMLElement) => within(d).getByRole('button', { name: 'Verify' });

function useFakeTimers() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('challenge dialog, authenticator method (docs/product.md "Two-factor", "States")', () => {
  it('enables Verify at exactly 6 digits', async () => {
    openChallenge('totp');
    const user = userEvent.setup();
    const d = await dialog();
    expect(
      within(d).getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    const input = within(d).getByLabelText('Verification code');
    expect(verify(d)).toBeDisabled();
    await user.type(input, '12a345');
    expect(input).toHaveValue('12345');
    expect(verify(d)).toBeDisabled();
    await user.type(input, '6');
    expect(verify(d)).toBeEnabled();
    await user.type(input, '7');
    expect(input).toHaveValue('123456');
  });

  it("shows the server's message on failure and clears the input", async () => {
    const app = openChallenge('totp', {
      'POST /v2/2fa/challenge': () => [400, { code: 'INVALID_CODE', message: 'That code expired' }],
    });
    const user = userEvent.setup();
    const d = await dialog();
    await user.type(within(d).getByLabelText('Verification code'), '123456');
    await user.click(verify(d));
    expect(await within(d).findByText('That code expired')).toBeVisible();
    expect(within(d).getByLabelText('Verification code')).toHaveValue('');
    expect(app.store.getState().ui.twoFactorGate).not.toBeNull();
  });

  it("falls back to 'Invalid verification code'", async () => {
    openChallenge('totp', { 'POST /v2/2fa/challenge': withoutBody(400) });
    const user = userEvent.setup();
    const d = await dialog();
    await user.type(within(d).getByLabelText('Verification code'), '123456');
    await user.click(verify(d));
    expect(await within(d).findByText('Invalid verification code')).toBeVisible();
  });

  it('switches to a backup code (8 characters, uppercased as typed) and back', async () => {
    const app = openChallenge('totp', {
      'POST /v2/2fa/challenge': ok({ success: true, token: 'session-token' }),
    });
    const user = userEvent.setup();
    const d = await dialog();
    await user.type(within(d).getByLabelText('Verification code'), '123');
    await user.click(within(d).getByRole('button', { name: 'Use a backup code' }));
    expect(within(d).getByText('Enter one of your 8-character backup codes.')).toBeVisible();
    const input = within(d).getByLabelText('Backup code');
    expect(input).toHaveValue('');
    await user.type(input, 'abcd123');
    expect(input).toHaveValue('ABCD123');
    expect(verify(d)).toBeDisabled();
    await user.type(input, '4');
    expect(verify(d)).toBeEnabled();

    await user.click(within(d).getByRole('button', { name: 'Use authenticator app' }));
    expect(within(d).getByLabelText('Verification code')).toHaveValue('');
    await user.click(within(d).getByRole('button', { name: 'Use a backup code' }));
    await user.type(within(d).getByLabelText('Backup code'), 'wxyz9876');
    await user.click(verify(d));
    expect(await within(d).findByText('Verification successful!')).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/2fa/challenge')!.body).toEqual({
      code: 'WXYZ9876',
    });
  });

  it('on success shows the notice, closes after 1 s, then signs in', async () => {
    const user = useFakeTimers();
    const app = openChallenge('totp', {
      'POST /v2/2fa/challenge': ok({ success: true, token: 'session-token' }),
    });
    const d = await dialog();
    await user.type(within(d).getByLabelText('Verification code'), '123456');
    await user.click(verify(d));
    expect(await within(d).findByText('Verification successful!')).toBeVisible();
    expect(verify(d)).toBeDisabled();

    act(() => jest.advanceTimersByTime(900));
    expect(screen.getByRole('dialog', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(app.calls.some((c) => c.path === '/v2/account')).toBe(false);

    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.store.getState().session.token).toBe('session-token'));
    expect(app.calls.find((c) => c.path === '/v2/account')!.headers.get('Token')).toBe(
      'session-token',
    );
  });

  it('a 401 explains, cancels the gate and stays on log-in', async () => {
    const app = openChallenge('totp', {
      'POST /v2/2fa/challenge': () => [401, { message: 'Challenge expired' }],
    });
    const user = userEvent.setup();
    const d = await dialog();
    await user.type(within(d).getByLabelText('Verification code'), '123456');
    await user.click(verify(d));
    expect(
      await screen.findByText(
        'There was an error verifying your 2FA code. Please try logging in again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.store.getState().ui.twoFactorGate).toBeNull();
    expect(app.path()).toBe('/login');
  });

  it('an answer without a token is the docs/product.md "Messages" log-in error', async () => {
    openChallenge('totp', { 'POST /v2/2fa/challenge': ok({ success: true, token: '' }) });
    const user = userEvent.setup();
    const d = await dialog();
    await user.type(within(d).getByLabelText('Verification code'), '123456');
    await user.click(verify(d));
    expect(
      await screen.findByText(
        'There was an error verifying your 2FA code. Please try logging in again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('challenge dialog, e-mail method (docs/product.md "Two-factor", "States")', () => {
  const sent = (body: Record<string, unknown> = {}) =>
    ok({
      success: true,
      message: 'Verification code sent to your email!',
      seconds_remaining: 60,
      ...body,
    });

  it('sends one code on open with the challenge token and runs the countdown', async () => {
    const user = useFakeTimers();
    const app = openChallenge('email', {
      'POST /v2/2fa/email/send': sent({ seconds_remaining: 45 }),
    });
    const d = await dialog();
    expect(within(d).getByText(`We sent a 6-digit code to ${account.email}.`)).toBeVisible();
    expect(await within(d).findByText('Verification code sent to your email!')).toBeVisible();
    expect(within(d).queryByRole('button', { name: 'Use a backup code' })).not.toBeInTheDocument();
    const resend = within(d).getByRole('button', { name: 'Resend code in 45s' });
    expect(resend).toBeDisabled();
    const sends = () => app.calls.filter((c) => c.path === '/v2/2fa/email/send');
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.headers.get('Token')).toBe('challenge-token');

    act(() => jest.advanceTimersByTime(1000));
    expect(within(d).getByRole('button', { name: 'Resend code in 44s' })).toBeDisabled();
    for (let i = 0; i < 44; i += 1) act(() => jest.advanceTimersByTime(1000));
    const again = within(d).getByRole('button', { name: 'Resend code' });
    expect(again).toBeEnabled();
    // Re-renders (typing) never send again by themselves.
    await user.type(within(d).getByLabelText('Verification code'), '12');
    expect(sends()).toHaveLength(1);
    await user.click(again);
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(await within(d).findByRole('button', { name: 'Resend code in 45s' })).toBeDisabled();
  });

  // The fallbacks themselves (no usable delay: resend_available_in, else 60 s) are resendSeconds'
  // (test/domain/twoFactor/wizard.test.ts); the server always names seconds_remaining.
  it('counts down 60 s when the answer names no usable delay', async () => {
    openChallenge('email', { 'POST /v2/2fa/email/send': sent({ seconds_remaining: -1 }) });
    const d = await dialog();
    expect(await within(d).findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
  });

  it('uses resend_available_in when seconds_remaining is unusable', async () => {
    openChallenge('email', {
      'POST /v2/2fa/email/send': sent({ seconds_remaining: -1, resend_available_in: 30 }),
    });
    const d = await dialog();
    expect(await within(d).findByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it("a 429 cooldown shows the server's message and counts down its seconds_remaining", async () => {
    openChallenge('email', {
      'POST /v2/2fa/email/send': () => [
        429,
        {
          success: false,
          message: 'Please wait before requesting a new code.',
          seconds_remaining: 20,
        },
      ],
    });
    const d = await dialog();
    expect(await within(d).findByText('Please wait before requesting a new code.')).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Resend code in 20s' })).toBeDisabled();
  });

  it("a failed send without a message shows 'Failed to send email code'", async () => {
    openChallenge('email', { 'POST /v2/2fa/email/send': withoutBody(503) });
    const d = await dialog();
    expect(await within(d).findByText('Failed to send email code')).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('verifies the e-mailed code', async () => {
    const app = openChallenge('email', {
      'POST /v2/2fa/email/send': sent(),
      'POST /v2/2fa/challenge': ok({ success: true, token: 'session-token' }),
    });
    const user = userEvent.setup();
    const d = await dialog();
    await user.type(within(d).getByLabelText('Verification code'), '314159');
    await user.click(verify(d));
    expect(await within(d).findByText('Verification successful!')).toBeVisible();
    const call = app.calls.find((c) => c.path === '/v2/2fa/challenge')!;
    expect(call.body).toEqual({ code: '314159' });
    expect(call.headers.get('Token')).toBe('challenge-token');
  });
});
