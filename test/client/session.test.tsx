import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from './enter';
import { account, signedInState } from './fixtures';
import { networkFailure, renderApp, withoutBody, type ApiHandler } from './render';

// Typing whole forms is slow on a busy 2-core machine (as in the onboarding tests).
jest.setTimeout(20_000);

const ok = (body: unknown) => () => [200, body] as [number, unknown];

describe('Login (docs/product.md "Log in and sign up")', () => {
  it('prefills the email from ?email and links New? to /onboarding', async () => {
    renderApp({ route: '/login?email=maya.thompson%40example.com' });
    expect(await screen.findByLabelText('Email')).toHaveValue('maya.thompson@example.com');
    expect(screen.getByRole('link', { name: 'New?' })).toHaveAttribute('href', '/onboarding');
    expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      'https://www.example.com/forgot-password',
    );
  });

  it('signs in: stores the session, welcomes the tenant and lands on the dashboard', async () => {
    const app = renderApp({
      route: '/login',
      handlers: {
        'POST /v2/account/login': ok({
          token: 'new-token',
          account,
          message: 'Authentication successful. Welcome, Maya!',
        }),
        'GET /v2/account': ok(account),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'maya.thompson@example.com');
    await user.type(screen.getByLabelText('Password'), 'Renters-Demo-2026');
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(
      await screen.findByText('Authentication successful. Welcome, Maya!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.store.getState().session.token).toBe('new-token');
    const login = app.calls.find((c) => c.path === '/v2/account/login')!;
    expect(login.body).toEqual({
      email: 'maya.thompson@example.com',
      password: 'Renters-Demo-2026',
      remember: true,
    });
    expect(login.query.get('excludeTenant')).toBe('false');
    // Later calls carry the token.
    await waitFor(() =>
      expect(
        app.calls.some((c) => c.path === '/v2/account' && c.headers.get('Token') === 'new-token'),
      ).toBe(true),
    );
  });

  it("shows the server's message when the login fails", async () => {
    renderApp({
      route: '/login',
      handlers: {
        'POST /v2/account/login': () => [401, { message: 'Incorrect email or password.' }],
      },
    });
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText('Email'), 'a@example.com');
    await enter(user, screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
  });

  it("shows 'Authentication error!' when the failure has no message", async () => {
    renderApp({ route: '/login', handlers: { 'POST /v2/account/login': networkFailure } });
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText('Email'), 'a@example.com');
    await enter(user, screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Authentication error!')).toBeInTheDocument();
  });

  it('does not call the server with an invalid email', async () => {
    const app = renderApp({ route: '/login' });
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText('Email'), 'not-an-email');
    await enter(user, screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(app.calls.some((c) => c.path === '/v2/account/login')).toBe(false);
  });
});

describe('Registration (docs/product.md "Log in and sign up")', () => {
  /**
   * Fills the form: typed key by key when `typed` (the test of the rules as a person types them,
   * and of the phone mask), otherwise each value pasted whole (enter.ts): the other tests are
   * about what the form and the server do with the values.
   */
  async function fill(
    overrides: Partial<
      Record<'fullName' | 'email' | 'phone' | 'password' | 'confirm', string>
    > = {},
    terms = true,
    typed = false,
  ) {
    const user = userEvent.setup();
    const put = (field: HTMLElement, text: string) =>
      typed ? user.type(field, text) : enter(user, field, text);
    const values = {
      fullName: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      phone: '9195550147',
      password: 'secret1',
      confirm: 'secret1',
      ...overrides,
    };
    if (values.fullName) await put(await screen.findByLabelText('Full Name'), values.fullName);
    if (values.email) await put(screen.getByLabelText('Email'), values.email);
    if (values.phone) await put(screen.getByLabelText('Phone'), values.phone);
    if (values.password) await put(screen.getByLabelText('Password'), values.password);
    if (values.confirm) await put(screen.getByLabelText('Confirm Password'), values.confirm);
    if (terms) await user.click(screen.getByRole('checkbox'));
    return user;
  }
  const registerButton = () => screen.getByRole('button', { name: 'Register' });

  it('formats the phone as it is typed', async () => {
    renderApp({ route: '/signup' });
    await userEvent.setup().type(await screen.findByLabelText('Phone'), '9195550147');
    expect(screen.getByLabelText('Phone')).toHaveValue('(919) 555 - 0147');
  });

  it('enables Register only when every rule holds', async () => {
    renderApp({ route: '/signup' });
    await screen.findByLabelText('Full Name');
    expect(registerButton()).toBeDisabled();
    await fill({}, true, true);
    expect(registerButton()).toBeEnabled();
  });

  it.each([
    ['passwords differ', { confirm: 'secret2' }, true],
    ['password under 6 characters', { password: 'abc12', confirm: 'abc12' }, true],
    ['phone incomplete', { phone: '919555' }, true],
    ['terms not ticked', {}, false],
    ['name missing', { fullName: '' }, true],
    ['email not an address', { email: 'jordan.lee@example' }, true],
  ])('keeps Register disabled when %s', async (_case, overrides, terms) => {
    renderApp({ route: '/signup' });
    await fill(overrides, terms);
    expect(registerButton()).toBeDisabled();
  });

  it('says at the field when the email is not an address, and Register waits for a fixed one', async () => {
    renderApp({ route: '/signup' });
    const user = await fill({ email: 'jordan.lee@example' });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(registerButton()).toBeDisabled();
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(registerButton()).toBeEnabled();
  });

  const pending = (overrides: Record<string, unknown> = {}) => ({
    verification_token: 'verify-token-1',
    email: 'jordan.lee@example.com',
    expires_at: '2030-01-01T00:10:00Z',
    seconds_remaining: 60,
    message: 'Verification code sent to your email!',
    ...overrides,
  });
  const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
  const codeField = () => screen.getByLabelText('Verification code');

  async function toCodeStep(handlers: Record<string, ApiHandler> = {}, answer = pending()) {
    const app = renderApp({
      route: '/signup',
      handlers: { 'POST /v2/account/register': () => [202, answer], ...handlers },
    });
    const user = await fill();
    await user.click(registerButton());
    await screen.findByText(
      'We sent a 6-digit code to jordan.lee@example.com. Enter it to finish creating your account.',
    );
    return { app, user };
  }

  it('Register mails a code: the code step shows, nothing is signed in and nothing of the tenant is asked for', async () => {
    const { app } = await toCodeStep();
    const call = app.calls.find((c) => c.path === '/v2/account/register')!;
    expect(call.body).toEqual({
      fullName: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      phone: '(919) 555 - 0147',
      password: 'secret1',
    });
    expect(call.query.get('excludeTenant')).toBe('false');
    // The form is gone: only the code step on the same page.
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(app.store.getState().session.token).toBeNull();
    expect(app.path()).toBe('/signup');
    // No call reads the tenant's record before the code is verified.
    expect(app.calls.map((c) => `${c.method} ${c.path}`)).not.toContain('GET /v2/account');
    // The verification token is kept by the screen only, never in the store.
    expect(JSON.stringify(app.store.getState())).not.toContain('verify-token-1');
  });

  it('enables Verify at exactly 6 digits; the field keeps digits only', async () => {
    const { user } = await toCodeStep();
    expect(verifyButton()).toBeDisabled();
    await user.type(codeField(), '12a34 5');
    expect(codeField()).toHaveValue('12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeField(), '67');
    expect(codeField()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('a wrong code shows the server message and clears the field; the right one signs in', async () => {
    let attempts = 0;
    const { app, user } = await toCodeStep({
      'POST /v2/account/register/verify': () =>
        ++attempts === 1
          ? [400, { message: 'Invalid verification code', code: 'INVALID_CODE' }]
          : [200, { token: 't2', account: { ...account, firstName: 'Jordan' }, message: 'x' }],
      'GET /v2/account': ok(account),
    });
    await enter(user, codeField(), '000000');
    await user.click(verifyButton());
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    expect(codeField()).toHaveValue('');
    expect(app.store.getState().session.token).toBeNull();

    await enter(user, codeField(), '424242');
    await user.click(verifyButton());
    // The welcome is a toast that goes after a second: read first, while it is fresh.
    expect(
      await screen.findByText('Authentication successful. Welcome, Jordan!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.store.getState().session.token).toBe('t2');
    const verifies = app.calls.filter((c) => c.path === '/v2/account/register/verify');
    expect(verifies.map((c) => c.body)).toEqual([
      { verification_token: 'verify-token-1', code: '000000' },
      { verification_token: 'verify-token-1', code: '424242' },
    ]);
    expect(verifies.every((c) => c.query.get('excludeTenant') === 'false')).toBe(true);
    expect(JSON.stringify(app.store.getState())).not.toContain('verify-token-1');
  });

  it("a refused code without a message shows 'Invalid verification code'", async () => {
    const { user } = await toCodeStep({
      'POST /v2/account/register/verify': withoutBody(400),
    });
    await enter(user, codeField(), '000000');
    await user.click(verifyButton());
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
  });

  it('Resend waits for the countdown of the answer, then mails a new code and restarts it', async () => {
    const { app, user } = await toCodeStep(
      {
        'POST /v2/account/register/resend': () => [
          200,
          {
            success: true,
            message: 'Verification code sent to your email!',
            seconds_remaining: 60,
          },
        ],
      },
      pending({ seconds_remaining: 0 }),
    );
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText('Verification code sent to your email!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    const call = app.calls.find((c) => c.path === '/v2/account/register/resend')!;
    expect(call.body).toEqual({ verification_token: 'verify-token-1' });
  });

  it('the countdown starts from the seconds_remaining of the registration', async () => {
    await toCodeStep({}, pending({ seconds_remaining: 45 }));
    expect(screen.getByRole('button', { name: /^Resend code in (45|44)s$/ })).toBeDisabled();
  });

  it("a 429 on resend shows the server's message and its countdown", async () => {
    const { user } = await toCodeStep(
      {
        'POST /v2/account/register/resend': () => [
          429,
          {
            success: false,
            message: 'Please wait before asking for another code.',
            code: 'RATE_LIMITED',
            seconds_remaining: 42,
          },
        ],
      },
      pending({ seconds_remaining: 0 }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Please wait before asking for another code.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
  });

  it('the fifth wrong code (429) voids the registration: its message, and only starting over', async () => {
    const { user } = await toCodeStep({
      'POST /v2/account/register/verify': () => [
        429,
        { message: 'Too many wrong codes. Please start again.', code: 'RATE_LIMITED' },
      ],
    });
    await enter(user, codeField(), '123456');
    await user.click(verifyButton());
    expect(await screen.findByText('Too many wrong codes. Please start again.')).toBeVisible();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start over' })).toBeVisible();
  });

  it('a registration that is gone (404) shows its message and lets the tenant start over', async () => {
    const { app, user } = await toCodeStep({
      'POST /v2/account/register/verify': () => [
        404,
        {
          message: 'This registration has expired. Please start over.',
          code: 'REGISTRATION_NOT_FOUND',
        },
      ],
    });
    await enter(user, codeField(), '123456');
    await user.click(verifyButton());
    expect(
      await screen.findByText('This registration has expired. Please start over.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    // Back on the form, with what was typed except the passwords and the terms box.
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Jordan Lee');
    expect(screen.getByLabelText('Email')).toHaveValue('jordan.lee@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('(919) 555 - 0147');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(registerButton()).toBeDisabled();
    expect(app.store.getState().session.token).toBeNull();
  });

  it('shows the docs/product.md "Messages" registration failure for an unknown email', async () => {
    renderApp({ route: '/signup', handlers: { 'POST /v2/account/register': withoutBody(404) } });
    const user = await fill();
    await user.click(registerButton());
    expect(
      await screen.findByText(
        'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
      ),
    ).toBeInTheDocument();
  });
});

describe('session handling (docs/product.md "States", "Messages")', () => {
  it('a 401 logs the tenant out and shows the server message', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': () => [
          401,
          { message: 'Your session has expired. Please log in again.' },
        ],
      },
    });
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.store.getState().session.token).toBeNull();
  });

  it("a 401 without a message shows 'Unauthorized access'", async () => {
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: { 'GET /v2/account': withoutBody(401) },
    });
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
  });

  it('logout revokes the session on the server and returns to /', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': ok(account),
        'POST /v2/account/logout': ok({ success: true }),
      },
    });
    const user = userEvent.setup();
    // jsdom's window is phone-sized for the app (no media query matches): the menu is a drawer.
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByText('Logout'));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(
      app.calls.some(
        (c) => c.path === '/v2/account/logout' && c.headers.get('Token') === 'test-token',
      ),
    ).toBe(true);
    expect(app.store.getState().session).toEqual({ token: null, user: null });
  });
});
