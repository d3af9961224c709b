// The staff console's list of account deletions (docs/staff.md "Account deletions"): the tenant's
// id, when asked and completed, the rows kept and deleted; nothing personal; StaffToken only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render';

const SESSION = {
  token: 'staff-token',
  name: 'Alex Morgan',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

const done = {
  id: 2,
  tenantId: 14,
  requestedAt: '2026-11-20T15:00:00.000Z',
  completedAt: '2026-11-21T15:04:05.000Z',
  kept: [
    { table: 'policies', rows: 2 },
    { table: 'claim_statuses', rows: 1 },
  ],
  deleted: [{ table: 'sessions', rows: 3 }],
};
const waiting = { ...done, id: 3, tenantId: 15, completedAt: null, kept: [], deleted: [] };

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('staffSession', JSON.stringify(SESSION));
});

describe('account deletions in the staff console', () => {
  it('lists each deletion with its tenant id, dates and the records kept and deleted', async () => {
    const app = renderApp({
      route: '/staff/account-deletions',
      handlers: {
        'GET /v2/staff/account-deletions': () => [200, { deletions: [waiting, done] }],
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Account deletions', level: 1 }),
    ).toBeVisible();
    const card = (await screen.findByRole('heading', { name: 'Tenant #14' })).closest('li')!;
    expect(within(card).getByText('11/20/2026')).toBeVisible();
    expect(within(card).getByText('11/21/2026')).toBeVisible();
    expect(within(card).getByText('policies: 2, claim statuses: 1')).toBeVisible();
    expect(within(card).getByText('sessions: 3')).toBeVisible();
    const pending = screen.getByRole('heading', { name: 'Tenant #15' }).closest('li')!;
    expect(within(pending).getByText('Waiting for the mailed code')).toBeVisible();
    expect(within(pending).queryByText('Records kept')).toBeNull();
    const call = app.calls.find((c) => c.path === '/v2/staff/account-deletions')!;
    expect(call.headers.get('StaffToken')).toBe('staff-token');
    expect(call.headers.get('Token')).toBeNull();
  });

  it('says when there is none, and is reached from the console’s navigation', async () => {
    renderApp({
      route: '/staff/snapshots',
      handlers: {
        'GET /v2/staff/snapshots': () => [200, { snapshots: [] }],
        'GET /v2/staff/account-deletions': () => [200, { deletions: [] }],
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Account deletions' }));
    expect(await screen.findByText('No tenant has asked to delete their account.')).toBeVisible();
  });
});
