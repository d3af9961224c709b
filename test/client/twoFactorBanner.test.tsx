import { screen } from '@testing-library/react';
import { account, signedInState } from './fixtures';
import { renderApp } from './render';

const DEADLINE = '2026-09-01';

function dashboard(days: number | null, overrides: Partial<typeof account> = {}) {
  const fields = { twoFactorDeadline: DEADLINE, twoFactorGracePeriodDays: days, ...overrides };
  renderApp({
    route: '/tenant/dashboard',
    preloadedState: signedInState(fields),
    handlers: { 'GET /v2/account': () => [200, { ...account, ...fields }] },
  });
  return screen.findByRole('heading', { name: 'Hi, Maya!' });
}

describe('dashboard two-factor banner (docs/product.md "Dashboard", "Two-factor")', () => {
  it('30 days (right after buying) and 8 days: no banner on the dashboard', async () => {
    await dashboard(30);
    expect(screen.queryByText('Action Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set Up Two-Factor' })).not.toBeInTheDocument();
  });

  it('8 days: still no banner', async () => {
    await dashboard(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('7 days: Action Required with the days and the mandatory date, below the policies', async () => {
    await dashboard(7);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Action Required');
    expect(alert).toHaveTextContent('mandatory starting on 09/01/2026');
    expect(alert).toHaveTextContent('7 days remaining');
    expect(alert.className).toMatch(/Warning/);
    expect(screen.getByRole('link', { name: 'Set Up Two-Factor' })).toHaveAttribute(
      'href',
      '/tenant/account/security-settings#2fa-setup',
    );
    // Below the policies: the 'Your Policies' heading comes first in the page.
    const policies = screen.getByRole('heading', { name: /^Your Policies/ });
    expect(policies.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('1 day: Action Required, 1 day remaining, with the date', async () => {
    await dashboard(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Action Required');
    expect(alert).toHaveTextContent('1 day remaining');
    expect(alert).toHaveTextContent('mandatory starting on 09/01/2026');
  });

  it('0 days: Action Required without the mandatory date', async () => {
    await dashboard(0);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Action Required');
    expect(alert).toHaveTextContent('0 days remaining');
    expect(alert).not.toHaveTextContent('mandatory starting on');
  });

  it('-1 day: red Two-Factor Authentication Required', async () => {
    await dashboard(-1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Two-Factor Authentication Required');
    expect(alert).not.toHaveTextContent('Action Required');
    expect(alert).not.toHaveTextContent('mandatory starting on');
    expect(alert.className).toMatch(/Error/);
    expect(screen.getByRole('link', { name: 'Set Up Two-Factor' })).toBeVisible();
  });

  it('hidden when two-factor is enabled', async () => {
    await dashboard(-1, { twoFactorEnabled: true, twoFactorMethod: 'totp' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
