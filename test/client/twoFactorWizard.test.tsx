import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState, type TwoFactorGate } from '../../src/client/app/ui';
import { account, signedInState } from './fixtures';
import { networkFailure, renderApp, withoutBody, type ApiHandler } from './render';

const ok = (body: unknown) => () => [200, body] as [number, unknown];
const SETUP = '/tenant/account/security-settings#2fa-setup';

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

function openWizard(handlers: Record<string, ApiHandler> = {}, statusHandler = status(false)) {
  return renderApp({
    route: SETUP,
    preloadedState: signedInState(),
    handlers: { 'GET /v2/account': ok(account), 'GET /v2/2fa/status': statusHandler, ...handlers },
  });
}

const wizard = () => screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
const stepLabels = (d: HTMLElement) =>
  within(d)
    .getAllByText(/^(Verify email|Choose method|Configure|Backup codes)$/)
    .filter((el) => el.closest('.MuiStepLabel-root'))
    .map((el) => el.textContent);

async function chooseMethod(
  user: ReturnType<typeof userEvent.setup>,
  d: HTMLElement,
  label: 'Authenticator app' | 'Email',
) {
  await user.click(within(d).getByLabelText(label));
  await user.click(within(d).getByRole('button', { name: 'Continue' }));
}

let createObjectURL: jest.Mock;
let anchorClick: jest.SpyInstance;
beforeEach(() => {
  createObjectURL = jest.fn(() => 'blob:backup-codes');
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = jest.fn();
  anchorClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  anchorClick.mockRestore();
  jest.useRealTimers();
});

describe('set-up wizard (docs/product.md "Two-factor")', () => {
  it('starts at choose method with 3 steps and a Close button', async () => {
    const app = openWizard();
    const user = userEvent.setup();
    const d = await wizard();
    expect(stepLabels(d)).toEqual(['Choose method', 'Configure', 'Backup codes']);
    expect(within(d).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(within(d).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.path()).toBe('/tenant/account/security-settings');
  });

  it('authenticator: QR, manual key with copy, code, backup codes, download, Done', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const app = openWizard({
      'POST /v2/2fa/enable': enabledTotp,
      'POST /v2/2fa/confirm': confirmed,
    });
    const d = await wizard();
    await chooseMethod(user, d, 'Authenticator app');

    expect(
      await within(d).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/png;base64,UVJDT0RF');
    expect(app.calls.find((c) => c.path === '/v2/2fa/enable')!.body).toEqual({ method: 'totp' });
    expect(app.calls.find((c) => c.path === '/v2/2fa/enable')!.headers.get('Token')).toBe(
      'test-token',
    );
    expect(within(d).getByTestId('manual-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    await user.click(within(d).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(await within(d).findByText('Copied!')).toBeVisible();
    act(() => jest.advanceTimersByTime(1900));
    expect(within(d).getByText('Copied!')).toBeVisible();
    act(() => jest.advanceTimersByTime(100));
    expect(within(d).queryByText('Copied!')).not.toBeInTheDocument();

    const input = within(d).getByLabelText('Verification code');
    await user.type(input, '12345');
    expect(within(d).getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(input, '6');
    expect(within(d).getByRole('button', { name: 'Verify' })).toBeEnabled();
    await user.click(within(d).getByRole('button', { name: 'Verify' }));

    expect(await within(d).findByText('Authenticator app successfully configured!')).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/2fa/confirm')!.body).toEqual({ code: '123456' });
    expect(within(d).getByText('AAAA1111')).toBeVisible();
    expect(within(d).getByText('BBBB2222')).toBeVisible();
    const done = within(d).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();

    await user.click(within(d).getByRole('button', { name: 'Download backup codes' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('AAAA1111\nBBBB2222\n');
    const link = anchorClick.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('backup-codes.txt');
    expect(link.href).toBe('blob:backup-codes');

    expect(done).toBeEnabled();
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.path()).toBe('/tenant/account/security-settings');
  });

  it("a rejected code shows 'Invalid verification code' (or the server's) and clears it", async () => {
    // No message of the server's to show first: the wizard's own text.
    let answer: ApiHandler = withoutBody(400);
    openWizard({ 'POST /v2/2fa/enable': enabledTotp, 'POST /v2/2fa/confirm': (r) => answer(r) });
    const user = userEvent.setup();
    const d = await wizard();
    await chooseMethod(user, d, 'Authenticator app');
    await user.type(await within(d).findByLabelText('Verification code'), '123456');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    expect(await within(d).findByText('Invalid verification code')).toBeVisible();
    expect(within(d).getByLabelText('Verification code')).toHaveValue('');

    answer = () => [400, { code: 'INVALID_CODE', message: 'That code has expired' }];
    await user.type(within(d).getByLabelText('Verification code'), '654321');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    expect(await within(d).findByText('That code has expired')).toBeVisible();
  });

  it('e-mail: the code is sent, the countdown runs, confirm enables two-factor', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const app = openWizard({
      'POST /v2/2fa/enable': enabledEmail,
      'POST /v2/2fa/confirm': confirmed,
      'POST /v2/2fa/email/send': ok({ success: true, message: 'sent', seconds_remaining: 60 }),
    });
    const d = await wizard();
    await chooseMethod(user, d, 'Email');
    expect(await within(d).findByText('Verification code sent to your email!')).toBeVisible();
    expect(within(d).getByText(`We sent a 6-digit code to ${account.email}.`)).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(within(d).getByRole('button', { name: 'Resend code in 59s' })).toBeDisabled();
    for (let i = 0; i < 59; i += 1) act(() => jest.advanceTimersByTime(1000));
    await user.click(within(d).getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(app.calls.filter((c) => c.path === '/v2/2fa/email/send')).toHaveLength(1),
    );

    await user.type(within(d).getByLabelText('Verification code'), '246810');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    expect(
      await within(d).findByText('Two-factor authentication has been successfully enabled!'),
    ).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Done' })).toBeDisabled();
  });

  it("choosing a method fails with the server's message or 'Failed to set 2FA method'", async () => {
    let answer: ApiHandler = networkFailure;
    openWizard({ 'POST /v2/2fa/enable': (r) => answer(r) });
    const user = userEvent.setup();
    const d = await wizard();
    await chooseMethod(user, d, 'Authenticator app');
    expect(await within(d).findByText('Failed to set 2FA method')).toBeVisible();
    expect(stepLabels(d)).toHaveLength(3);
    expect(within(d).getByLabelText('Authenticator app')).toBeChecked();

    answer = () => [429, { message: 'Too many attempts. Try again in a minute.' }];
    await user.click(within(d).getByRole('button', { name: 'Continue' }));
    expect(await within(d).findByText('Too many attempts. Try again in a minute.')).toBeVisible();
  });

  it('Back from configure returns to choose method, clearing the QR code and key', async () => {
    const app = openWizard({ 'POST /v2/2fa/enable': enabledTotp });
    const user = userEvent.setup();
    const d = await wizard();
    await chooseMethod(user, d, 'Authenticator app');
    await within(d).findByRole('img', { name: 'QR code for your authenticator app' });
    await user.type(within(d).getByLabelText('Verification code'), '123');
    await user.click(within(d).getByRole('button', { name: 'Back' }));

    expect(within(d).queryByRole('img')).not.toBeInTheDocument();
    expect(within(d).queryByTestId('manual-key')).not.toBeInTheDocument();
    expect(within(d).getByLabelText('Authenticator app')).toBeChecked();
    // No Back from step 1 when two-factor is not yet enabled.
    expect(within(d).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'Continue' }));
    expect(await within(d).findByLabelText('Verification code')).toHaveValue('');
    expect(app.calls.filter((c) => c.path === '/v2/2fa/enable')).toHaveLength(2);
  });

  it('Back from the backup codes returns to configure (authenticator)', async () => {
    openWizard({ 'POST /v2/2fa/enable': enabledTotp, 'POST /v2/2fa/confirm': confirmed });
    const user = userEvent.setup();
    const d = await wizard();
    await chooseMethod(user, d, 'Authenticator app');
    await user.type(await within(d).findByLabelText('Verification code'), '123456');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    await within(d).findByText('AAAA1111');
    await user.click(within(d).getByRole('button', { name: 'Back' }));
    expect(
      within(d).getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(within(d).getByLabelText('Verification code')).toHaveValue('');
  });
});

describe('set-up wizard when two-factor is already enabled (docs/product.md "Two-factor")', () => {
  it('switching to e-mail jumps to the last step with no code; Back returns to choose method', async () => {
    const app = openWizard({ 'POST /v2/2fa/enable': enabledEmail }, status(true, 'totp'));
    const user = userEvent.setup();
    const d = await wizard();
    expect(within(d).getByLabelText('Authenticator app')).toBeChecked();
    await chooseMethod(user, d, 'Email');
    expect(
      await within(d).findByText('Two-factor authentication method has been successfully updated!'),
    ).toBeVisible();
    expect(within(d).queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(
      within(d).queryByRole('button', { name: 'Download backup codes' }),
    ).not.toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Done' })).toBeEnabled();
    expect(app.calls.some((c) => c.path === '/v2/2fa/confirm')).toBe(false);

    await user.click(within(d).getByRole('button', { name: 'Back' }));
    expect(within(d).getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(within(d).getByLabelText('Email')).toBeChecked();
  });

  it('Back from choose method goes to verify email when enabled with a method', async () => {
    const app = openWizard(
      {
        'POST /v2/2fa/email/send': ok({ success: true, message: 'sent', seconds_remaining: 60 }),
        'POST /v2/2fa/email/verify': ok({ success: true, message: 'ok' }),
      },
      status(true, 'totp'),
    );
    const user = userEvent.setup();
    const d = await wizard();
    await user.click(within(d).getByRole('button', { name: 'Back' }));
    expect(
      within(d).getByText('First, confirm your email address with a 6-digit code.'),
    ).toBeVisible();
    await user.click(within(d).getByRole('button', { name: 'Send code' }));
    await user.type(await within(d).findByLabelText('Verification code'), '111111');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    expect(await within(d).findByText('Email verified successfully!')).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/2fa/email/verify')!.body).toEqual({
      code: '111111',
    });
  });
});

describe('required set-up overlay (docs/product.md "Two-factor", "States")', () => {
  function openRequired(handlers: Record<string, ApiHandler> = {}) {
    const gate: TwoFactorGate = {
      kind: 'setup',
      token: 'setup-token',
      userEmail: account.email,
      deadline: '2026-01-01',
      from: 'request',
    };
    return renderApp({
      route: '/tenant/dashboard',
      preloadedState: {
        ...signedInState(),
        ui: { ...initialUiState, twoFactorGate: gate },
      },
      handlers: { 'GET /v2/account': ok(account), ...handlers },
    });
  }
  const overlay = () => screen.findByRole('dialog', { name: 'Two-Factor Authentication Required' });

  it('is full-screen with 4 steps, no Close button, and Escape does not dismiss it', async () => {
    openRequired();
    const user = userEvent.setup();
    const d = await overlay();
    expect(d.className).toMatch(/FullScreen/);
    expect(stepLabels(d)).toEqual(['Verify email', 'Choose method', 'Configure', 'Backup codes']);
    expect(within(d).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('dialog', { name: 'Two-Factor Authentication Required' }),
    ).toBeVisible();
  });

  it('verify email: sends with the set-up token; a cooldown is explained and counted down', async () => {
    const app = openRequired({
      'POST /v2/2fa/email/send': () => [
        429,
        {
          success: false,
          message: 'Please wait before requesting a new code.',
          seconds_remaining: 15,
        },
      ],
    });
    const user = userEvent.setup();
    const d = await overlay();
    await user.click(within(d).getByRole('button', { name: 'Send code' }));
    expect(await within(d).findByText('Please wait before requesting a new code.')).toBeVisible();
    expect(within(d).getByRole('button', { name: 'Resend code in 15s' })).toBeDisabled();
    expect(app.calls.find((c) => c.path === '/v2/2fa/email/send')!.headers.get('Token')).toBe(
      'setup-token',
    );
    expect(within(d).queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it("verify email: a wrong code shows 'Invalid verification code'; then 'Continue to App' needs the download", async () => {
    // No message of the server's to show first: the overlay's own text.
    let verifyAnswer: ApiHandler = withoutBody(400);
    const app = openRequired({
      'POST /v2/2fa/email/send': ok({ success: true, message: 'sent', seconds_remaining: 60 }),
      'POST /v2/2fa/email/verify': (r) => verifyAnswer(r),
      'POST /v2/2fa/enable': enabledEmail,
      'POST /v2/2fa/confirm': confirmed,
    });
    const user = userEvent.setup();
    const d = await overlay();
    await user.click(within(d).getByRole('button', { name: 'Send code' }));
    expect(await within(d).findByText('Verification code sent to your email!')).toBeVisible();
    await user.type(within(d).getByLabelText('Verification code'), '000000');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    expect(await within(d).findByText('Invalid verification code')).toBeVisible();
    expect(within(d).getByLabelText('Verification code')).toHaveValue('');

    verifyAnswer = () => [200, { success: true, message: 'ok' }];
    await user.type(within(d).getByLabelText('Verification code'), '111111');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    expect(await within(d).findByText('Email verified successfully!')).toBeVisible();
    // Not enabled yet: no way back to step 0.
    expect(within(d).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await chooseMethod(user, d, 'Email');
    await user.type(await within(d).findByLabelText('Verification code'), '222222');
    await user.click(within(d).getByRole('button', { name: 'Verify' }));
    const finish = await within(d).findByRole('button', { name: 'Continue to App' });
    expect(within(d).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(finish).toBeDisabled();
    await user.click(within(d).getByRole('button', { name: 'Download backup codes' }));
    expect(finish).toBeEnabled();
    await user.click(finish);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A confirm answer without a token: the set-up token carries on as the session's.
    expect(app.store.getState().session.token).toBe('setup-token');
    for (const path of ['/v2/2fa/email/verify', '/v2/2fa/enable', '/v2/2fa/confirm'])
      expect(app.calls.find((c) => c.path === path)!.headers.get('Token')).toBe('setup-token');
  });
});
