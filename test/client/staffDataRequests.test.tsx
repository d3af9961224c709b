// The staff console's list of tenants' data requests (docs/staff.md "Data requests"): who asked,
// when, the state and until when the link works; sent with the StaffToken only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render';

const SESSION = {
  token: 'staff-token',
  name: 'Alex Morgan',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

const ready = {
  id: 4,
  state: 'ready',
  requestedAt: '2026-11-20T15:04:05.000Z',
  readyAt: '2026-11-20T15:04:09.000Z',
  expiresAt: '2026-11-27T15:04:09.000Z',
  email: 'maya.thompson@example.com',
  tenantName: 'Maya Thompson',
};
const preparing = {
  ...ready,
  id: 5,
  state: 'preparing',
  readyAt: null,
  expiresAt: null,
  email: 'priya.natarajan@example.com',
  tenantName: 'Priya Natarajan',
};

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('staffSession', JSON.stringify(SESSION));
});

describe('data requests in the staff console', () => {
  it('lists each request with its tenant, date, state and expiry', async () => {
    const app = renderApp({
      route: '/staff/data-requests',
      handlers: {
        'GET /v2/staff/data-exports': () => [200, { exports: [preparing, ready] }],
      },
    });
    expect(await screen.findByRole('heading', { name: "Tenants' data requests" })).toBeVisible();
    const maya = (await screen.findByRole('heading', { name: 'Maya Thompson' })).closest('li')!;
    expect(within(maya).getByText('maya.thompson@example.com')).toBeVisible();
    expect(within(maya).getByText('11/20/2026')).toBeVisible();
    expect(within(maya).getByText('Ready, link mailed')).toBeVisible();
    expect(within(maya).getByText('11/27/2026')).toBeVisible();
    const priya = screen.getByRole('heading', { name: 'Priya Natarajan' }).closest('li')!;
    expect(within(priya).getByText('Being prepared')).toBeVisible();
    expect(within(priya).queryByText('Link works until')).toBeNull();
    expect(screen.getByRole('link', { name: 'Data requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const call = app.calls.find((c) => c.path === '/v2/staff/data-exports')!;
    expect(call.headers.get('StaffToken')).toBe('staff-token');
    expect(call.headers.get('Token')).toBeNull();
  });

  it('says when there is none, and is reached from the console’s navigation', async () => {
    renderApp({
      route: '/staff/snapshots',
      handlers: {
        'GET /v2/staff/snapshots': () => [200, { snapshots: [] }],
        'GET /v2/staff/data-exports': () => [200, { exports: [] }],
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Data requests' }));
    expect(await screen.findByText('No tenant has asked for a copy of their data.')).toBeVisible();
  });
});
