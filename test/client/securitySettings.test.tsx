import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, signedInState } from './fixtures';
import { renderApp, withoutBody, type ApiHandler } from './render';

const ok = (body: unknown) => () => [200, body] as [number, unknown];
const PAGE = '/tenant/account/security-settings';
const status = (enabled: boolean, method: 'totp' | 'email' | null = null) =>
  ok({ enabled, method, deadline: null, grace_period_days: null });

function openPage(route = PAGE, handlers: Record<string, ApiHandler> = {}) {
  return renderApp({
    route,
    preloadedState: signedInState(),
    handlers: { 'GET /v2/account': ok(account), 'GET /v2/2fa/status': status(false), ...handlers },
  });
}

describe('security settings: two-factor panel (docs/product.md "Account pages")', () => {
  it('shows a spinner while the status loads', async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    openPage(PAGE, {
      'GET /v2/2fa/status': () =>
        new Promise<[number, unknown]>((resolve) => {
          answer = resolve;
        }),
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Loading two-factor status' }),
    ).toBeInTheDocument();
    answer([200, { enabled: false, method: null, deadline: null, grace_period_days: null }]);
    expect(await screen.findByText('Two-factor authentication is not set up.')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading two-factor status' })).toBeNull();
  });

  it('not set up: a button opens the wizard (not in required mode)', async () => {
    const app = openPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Security Settings' })).toBeVisible();
    expect(await screen.findByText('Two-factor authentication is not set up.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor' }));
    const d = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    expect(within(d).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(app.path()).toBe(PAGE);
  });

  it.each([
    ['totp', 'Authenticator app'],
    ['email', 'Email'],
  ] as const)(
    'enabled with %s shows the method and a button to change it',
    async (method, name) => {
      openPage(PAGE, { 'GET /v2/2fa/status': status(true, method) });
      const user = userEvent.setup();
      expect(await screen.findByText('Two-factor authentication is enabled.')).toBeVisible();
      expect(screen.getByText(name, { selector: 'strong' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Change Method' }));
      const d = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
      expect(within(d).getByLabelText(name)).toBeChecked();
    },
  );

  it('#2fa-setup opens the wizard on arrival', async () => {
    openPage(`${PAGE}#2fa-setup`);
    expect(
      await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' }),
    ).toBeVisible();
  });

  // 5 days: the dashboard shows the banner from 7 days.
  it('the dashboard banner link opens the wizard', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState({
        twoFactorDeadline: '2026-09-01',
        twoFactorGracePeriodDays: 5,
      }),
      handlers: {
        'GET /v2/account': ok({
          ...account,
          twoFactorDeadline: '2026-09-01',
          twoFactorGracePeriodDays: 5,
        }),
        'GET /v2/2fa/status': status(false),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Set Up Two-Factor' }));
    expect(
      await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' }),
    ).toBeVisible();
    expect(app.path()).toBe(PAGE);
  });
});

describe('Change Password modal (docs/product.md "Account pages", "Validation", "Messages")', () => {
  const dialog = () => screen.findByRole('dialog', { name: 'Change Password' });

  it('#change-password opens it on arrival', async () => {
    openPage(`${PAGE}#change-password`);
    expect(await dialog()).toBeVisible();
  });

  it('the Password section button opens it, Cancel closes it', async () => {
    const app = openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.path()).toBe(PAGE);
  });

  it('applies the docs/product.md "Validation" rules before calling the server', async () => {
    const app = openPage(`${PAGE}#change-password`);
    const user = userEvent.setup();
    const d = await dialog();
    const submit = within(d).getByRole('button', { name: 'Update Password' });
    await user.click(submit);
    expect(within(d).getAllByText('Password is required')).toHaveLength(2);

    await user.type(within(d).getByLabelText('New Password'), 'short7c');
    await user.type(within(d).getByLabelText('Confirm New Password'), 'short7c');
    await user.click(submit);
    expect(within(d).getByText('Password must be at least 8 characters')).toBeVisible();

    await user.clear(within(d).getByLabelText('New Password'));
    await user.type(within(d).getByLabelText('New Password'), 'long-enough-1');
    await user.clear(within(d).getByLabelText('Confirm New Password'));
    await user.type(within(d).getByLabelText('Confirm New Password'), 'long-enough-2');
    await user.click(submit);
    expect(within(d).getByText('Passwords do not match')).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/account/password')).toBe(false);
  });

  async function submitValid(user: ReturnType<typeof userEvent.setup>, d: HTMLElement) {
    await user.type(within(d).getByLabelText('New Password'), 'new-password-1');
    await user.type(within(d).getByLabelText('Confirm New Password'), 'new-password-1');
    await user.click(within(d).getByRole('button', { name: 'Update Password' }));
  }

  it("updates the password, closes and shows 'Account updated successfully!'", async () => {
    const app = openPage(`${PAGE}#change-password`, {
      'POST /v2/account/password': ok({ message: 'Password updated' }),
    });
    const user = userEvent.setup();
    await submitValid(user, await dialog());
    expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
    );
    const call = app.calls.find((c) => c.path === '/v2/account/password')!;
    expect(call.body).toEqual({
      newPassword: 'new-password-1',
      newConfirmPassword: 'new-password-1',
    });
    expect(call.headers.get('Token')).toBe('test-token');
  });

  it("shows the server's message on failure", async () => {
    openPage(`${PAGE}#change-password`, {
      'POST /v2/account/password': () => [400, { message: 'Choose a password you have not used' }],
    });
    const user = userEvent.setup();
    const d = await dialog();
    await submitValid(user, d);
    expect(await within(d).findByText('Choose a password you have not used')).toBeVisible();
  });

  it("falls back to 'Failed to update password'", async () => {
    openPage(`${PAGE}#change-password`, { 'POST /v2/account/password': withoutBody(503) });
    const user = userEvent.setup();
    const d = await dialog();
    await submitValid(user, d);
    expect(await within(d).findByText('Failed to update password')).toBeVisible();
  });
});

describe('security settings: the two-factor deadline (docs/product.md "Two-factor")', () => {
  const withDeadline = (days: number, enabled = false) => {
    const fields = {
      twoFactorDeadline: '2026-09-01',
      twoFactorGracePeriodDays: days,
      twoFactorEnabled: enabled,
    };
    return renderApp({
      route: PAGE,
      preloadedState: signedInState(fields),
      handlers: {
        'GET /v2/account': ok({ ...account, ...fields }),
        'GET /v2/2fa/status': status(enabled, enabled ? 'totp' : null),
      },
    });
  };

  it('30 days ahead: a quiet note with the date and the days, no banner', async () => {
    withDeadline(30);
    const note = await screen.findByTestId('2fa-deadline');
    expect(note).toHaveTextContent(
      'Two-factor authentication will be mandatory starting on 09/01/2026. 30 days remaining',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no note once enabled', async () => {
    withDeadline(30, true);
    expect(await screen.findByRole('heading', { name: 'Security Settings' })).toBeVisible();
    expect(screen.queryByTestId('2fa-deadline')).toBeNull();
  });
});
