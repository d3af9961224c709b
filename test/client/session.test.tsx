import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, signedInState } from './fixtures';
import { renderApp } from './render';

const ok = (body: unknown) => () => [200, body] as [number, unknown];

describe('Login (SPEC §2.5)', () => {
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
    await user.type(await screen.findByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
  });

  it("shows 'Authentication error!' when the failure has no message", async () => {
    renderApp({ route: '/login', handlers: { 'POST /v2/account/login': () => [500, {}] } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Authentication error!')).toBeInTheDocument();
  });

  it('does not call the server with an invalid email', async () => {
    const app = renderApp({ route: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(app.calls.some((c) => c.path === '/v2/account/login')).toBe(false);
  });
});

describe('Registration (SPEC §2.6)', () => {
  async function fill(
    overrides: Partial<
      Record<'fullName' | 'email' | 'phone' | 'password' | 'confirm', string>
    > = {},
    terms = true,
  ) {
    const user = userEvent.setup();
    const values = {
      fullName: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      phone: '9195550147',
      password: 'secret1',
      confirm: 'secret1',
      ...overrides,
    };
    if (values.fullName)
      await user.type(await screen.findByLabelText('Full Name'), values.fullName);
    if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
    if (values.phone) await user.type(screen.getByLabelText('Phone'), values.phone);
    if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
    if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
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
    await fill();
    expect(registerButton()).toBeEnabled();
  });

  it.each([
    ['passwords differ', { confirm: 'secret2' }, true],
    ['password under 6 characters', { password: 'abc12', confirm: 'abc12' }, true],
    ['phone incomplete', { phone: '919555' }, true],
    ['terms not ticked', {}, false],
    ['name missing', { fullName: '' }, true],
  ])('keeps Register disabled when %s', async (_case, overrides, terms) => {
    renderApp({ route: '/signup' });
    await fill(overrides, terms);
    expect(registerButton()).toBeDisabled();
  });

  it('registers and signs the tenant in', async () => {
    const app = renderApp({
      route: '/signup',
      handlers: {
        'POST /v2/account/register': ok({
          token: 't2',
          account: { ...account, firstName: 'Jordan' },
          message: 'x',
        }),
        'GET /v2/account': ok(account),
      },
    });
    const user = await fill();
    await user.click(registerButton());
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    const call = app.calls.find((c) => c.path === '/v2/account/register')!;
    expect(call.body).toEqual({
      fullName: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      phone: '(919) 555 - 0147',
      password: 'secret1',
    });
  });

  it('shows the §8 registration failure for an unknown email', async () => {
    renderApp({ route: '/signup', handlers: { 'POST /v2/account/register': () => [404, {}] } });
    const user = await fill();
    await user.click(registerButton());
    expect(
      await screen.findByText(
        'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
      ),
    ).toBeInTheDocument();
  });
});

describe('session handling (SPEC §4, §8)', () => {
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
      handlers: { 'GET /v2/account': () => [401, {}] },
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
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }).catch(async () => {
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      return screen.findByRole('navigation', { name: 'Main menu' });
    });
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
