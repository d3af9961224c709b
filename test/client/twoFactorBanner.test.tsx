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

describe('dashboard two-factor banner (SPEC §2.7, §2.15)', () => {
  it('31 days: hidden', async () => {
    await dashboard(31);
    expect(screen.queryByText('Action Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set Up Two-Factor' })).not.toBeInTheDocument();
  });

  it('30 days: Action Required with the days and the mandatory date', async () => {
    await dashboard(30);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Action Required');
    expect(alert).toHaveTextContent('mandatory starting on 09/01/2026');
    expect(alert).toHaveTextContent('30 days remaining');
    expect(alert.className).toMatch(/Warning/);
    expect(screen.getByRole('link', { name: 'Set Up Two-Factor' })).toHaveAttribute(
      'href',
      '/tenant/account/security-settings#2fa-setup',
    );
  });

  it('1 day: Action Required, 1 day remaining, with the date', async () => {
    await dashboard(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Action Required');
    expect(alert).toHaveTextContent('1 day remaining');
    expect(alert).toHaveTextContent('mandatory starting on 09/01/2026');
  });

  it('0 days: Action Required without the mandatory date', async () => {
    await dashboard(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Action Required');
    expect(alert).toHaveTextContent('0 days remaining');
    expect(alert).not.toHaveTextContent('mandatory starting on');
  });

  it('-1 day: red Two-Factor Authentication Required', async () => {
    await dashboard(-1);
    const alert = screen.getByRole('alert');
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
