import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, signedInState } from './fixtures';
import { renderApp, type ApiRequest } from './render';

const ok = (body: unknown) => () => [200, body] as [number, unknown];

const challenge = (method: 'totp' | 'email' = 'totp', token = 'challenge-token') =>
  [
    403,
    {
      message: 'Two-factor authentication required',
      code: 'TWO_FACTOR_CHALLENGE',
      challenge: { token, method, user_email: account.email },
    },
  ] as [number, unknown];

const setupRequired = [
  403,
  {
    message: 'Two-factor set-up required',
    code: 'TWO_FACTOR_SETUP_REQUIRED',
    setup: { token: 'setup-token', user_email: account.email, deadline: '2026-01-01' },
  },
] as [number, unknown];

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), account.email);
  await user.type(screen.getByLabelText('Password'), 'Renters-Demo-2026');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('log-in → two-factor challenge (docs/product.md "States")', () => {
  it('signs in with the token the challenge answers, the account fetched with it', async () => {
    const app = renderApp({
      route: '/login',
      handlers: {
        'POST /v2/account/login': () => challenge(),
        'POST /v2/2fa/challenge': ok({ success: true, token: 'session-after-2fa' }),
        'GET /v2/account': ok(account),
      },
    });
    const user = userEvent.setup();
    await logIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    // The challenge is not a log-in failure.
    expect(screen.queryByText('Authentication error!')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByText('Verification successful!')).toBeInTheDocument();
    expect(
      await screen.findByText('Authentication successful. Welcome, Maya!', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.store.getState().session.token).toBe('session-after-2fa');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const answer = app.calls.find((c) => c.path === '/v2/2fa/challenge')!;
    expect(answer.headers.get('Token')).toBe('challenge-token');
    expect(answer.body).toEqual({ code: '123456' });
    const accountCall = app.calls.find((c) => c.path === '/v2/account')!;
    expect(accountCall.headers.get('Token')).toBe('session-after-2fa');
    // Log-in itself is not retried.
    expect(app.calls.filter((c) => c.path === '/v2/account/login')).toHaveLength(1);
  });
});

describe('log-in → set-up required (docs/product.md "States")', () => {
  it('runs the required wizard with the set-up token and signs in with the token confirm answers', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:backup-codes');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const app = renderApp({
      route: '/login',
      handlers: {
        'POST /v2/account/login': () => setupRequired,
        'POST /v2/2fa/email/send': ok({
          success: true,
          message: 'Verification code sent to your email!',
          seconds_remaining: 60,
        }),
        'POST /v2/2fa/email/verify': ok({ success: true, message: 'Email verified' }),
        'POST /v2/2fa/enable': ok({
          success: true,
          qr_code: 'data:image/png;base64,QUJD',
          secret: 'JBSWY3DPEHPK3PXP',
          message: 'ok',
        }),
        'POST /v2/2fa/confirm': ok({
          success: true,
          backup_codes: ['AAAA1111', 'BBBB2222'],
          message: 'ok',
          token: 'session-from-setup',
        }),
        'GET /v2/account': ok({ ...account, twoFactorEnabled: true, twoFactorMethod: 'totp' }),
      },
    });
    const user = userEvent.setup();
    await logIn(user);

    const overlay = await screen.findByRole('dialog', {
      name: 'Two-Factor Authentication Required',
    });
    expect(within(overlay).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // The next step is the primary button, Log Out a quiet secondary one.
    const send = within(overlay).getByRole('button', { name: 'Send code' });
    expect(send).toHaveClass('MuiButton-contained');
    expect(within(overlay).getByRole('button', { name: 'Log Out' })).toHaveClass('MuiButton-text');
    await user.click(send);
    await user.type(await within(overlay).findByLabelText('Verification code'), '111111');
    await user.click(within(overlay).getByRole('button', { name: 'Verify' }));
    expect(await within(overlay).findByText('Email verified successfully!')).toBeInTheDocument();

    await user.click(within(overlay).getByLabelText('Authenticator app'));
    await user.click(within(overlay).getByRole('button', { name: 'Continue' }));
    await user.type(await within(overlay).findByLabelText('Verification code'), '222222');
    await user.click(within(overlay).getByRole('button', { name: 'Verify' }));
    await within(overlay).findByText('AAAA1111');
    // The set-up token is used up: what is left of the gate carries the new session token.
    expect(app.store.getState().ui.twoFactorGate?.token).toBe('session-from-setup');
    await user.click(within(overlay).getByRole('button', { name: 'Download backup codes' }));
    await user.click(within(overlay).getByRole('button', { name: 'Continue to App' }));

    expect(
      await screen.findByText('Authentication successful. Welcome, Maya!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.store.getState().session.token).toBe('session-from-setup');
    for (const path of [
      '/v2/2fa/email/send',
      '/v2/2fa/email/verify',
      '/v2/2fa/enable',
      '/v2/2fa/confirm',
    ])
      expect(app.calls.find((c) => c.path === path)!.headers.get('Token')).toBe('setup-token');
    expect(app.calls.find((c) => c.path === '/v2/account')!.headers.get('Token')).toBe(
      'session-from-setup',
    );
    click.mockRestore();
  });
});

describe('a signed-in request → challenge → held and retried (docs/product.md "States")', () => {
  function accountHandler(request: ApiRequest): [number, unknown] {
    return request.headers.get('Token') === 'fresh-token'
      ? [200, { ...account, firstName: 'Jordan' }]
      : challenge('totp', 'step-up-token');
  }

  it('retries the held request with the new token and shows its data', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': accountHandler,
        'POST /v2/2fa/challenge': ok({ success: true, token: 'fresh-token' }),
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    expect(screen.getByText('Hi, Maya!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByRole('heading', { name: 'Hi, Jordan!' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(app.store.getState().session.token).toBe('fresh-token');
    const accountCalls = app.calls.filter((c) => c.path === '/v2/account');
    expect(accountCalls.map((c) => c.headers.get('Token'))).toEqual(['test-token', 'fresh-token']);
    expect(app.calls.find((c) => c.path === '/v2/2fa/challenge')!.headers.get('Token')).toBe(
      'step-up-token',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling gives the held request its original error and keeps the session', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: { 'GET /v2/account': accountHandler },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        Object.values(app.store.getState().api!.queries).some(
          (q) => q?.endpointName === 'getAccount' && q.status === 'rejected',
        ),
      ).toBe(true),
    );
    expect(app.store.getState().session.token).toBe('test-token');
    expect(app.calls.filter((c) => c.path === '/v2/account')).toHaveLength(1);
  });

  it('a 401 on the challenge explains and goes back to log in', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': accountHandler,
        'POST /v2/2fa/challenge': () => [401, { message: 'Challenge expired' }],
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'There was an error verifying your 2FA code. Please try logging in again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.store.getState().session.token).toBeNull();
    expect(app.store.getState().ui.twoFactorGate).toBeNull();
  });
});

describe('the required set-up offers Log Out (no dead end)', () => {
  it('from log-in: leaves for / without signing in, the gate closed', async () => {
    const app = renderApp({
      route: '/login',
      handlers: {
        'POST /v2/account/login': () => setupRequired,
        'POST /v2/2fa/email/send': ok({
          success: true,
          message: 'Verification code sent to your email!',
          seconds_remaining: 60,
        }),
      },
    });
    const user = userEvent.setup();
    await logIn(user);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.store.getState().session.token).toBeNull();
    expect(app.store.getState().ui.twoFactorGate).toBeNull();
    expect(app.calls.some((c) => c.path === '/v2/account/logout')).toBe(false);
  });

  it('signed in: revokes the session and lands on /', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': () => setupRequired,
        'POST /v2/2fa/email/send': ok({
          success: true,
          message: 'Verification code sent to your email!',
          seconds_remaining: 60,
        }),
        'POST /v2/account/logout': ok({ success: true, message: 'Logged out' }),
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.store.getState().session.token).toBeNull();
    const logout = app.calls.find((c) => c.path === '/v2/account/logout')!;
    expect(logout.headers.get('Token')).toBe('test-token');
  });
});

// Keeps act() warnings from timers scheduled by MUI transitions out of other files.
afterAll(async () => {
  await act(async () => {});
});
