import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../src/client/app/store';
import { account, signedInState } from './fixtures';
import { renderApp } from './render';

async function openMenu() {
  const existing = screen.queryByRole('navigation', { name: 'Main menu' });
  if (existing) return existing;
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

const labels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent)
    .concat(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    );

function withPolicies(active: number, inactive: number): Partial<RootState> {
  const list = (n: number) => ({
    ownCount: n,
    partnerCount: 0,
    thirdPartyCount: 0,
    lastFetched: Date.now(),
  });
  return { policies: { active: list(active), inactive: list(inactive) } };
}

describe('side menu (SPEC §2.3)', () => {
  it('without policies shows no Transactions and no active-policy items', async () => {
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: { 'GET /v2/account': () => [200, account] },
    });
    const items = labels(await openMenu());
    expect(items).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Personal Information',
        'Security Settings',
        'Your Policies',
        'Insurance History',
        'Logout',
      ]),
    );
    for (const hidden of [
      'Transactions',
      'Update Payment Method',
      'Report a Claim',
      'Claim History',
      'Renters Association of America',
    ]) {
      expect(items).not.toContain(hidden);
    }
  });

  it('with an active policy and membership shows every entry', async () => {
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: {
        ...signedInState({ rentersAssociationMember: true }),
        ...withPolicies(1, 0),
      },
      handlers: { 'GET /v2/account': () => [200, { ...account, rentersAssociationMember: true }] },
    });
    const items = labels(await openMenu());
    expect(items).toEqual(
      expect.arrayContaining([
        'Transactions',
        'Update Payment Method',
        'Report a Claim',
        'Claim History',
        'Renters Association of America',
      ]),
    );
  });

  it('with only inactive policies shows Transactions but not the active-policy items', async () => {
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: { ...signedInState(), ...withPolicies(0, 2) },
      handlers: { 'GET /v2/account': () => [200, account] },
    });
    const items = labels(await openMenu());
    expect(items).toContain('Transactions');
    expect(items).not.toContain('Report a Claim');
  });
});

describe('dashboard lease column (SPEC §2.7)', () => {
  it("shows the tenant's community, lease dates, minimum liability and interested party", async () => {
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: { 'GET /v2/account': () => [200, account] },
    });
    expect(await screen.findByText('Lakeshore Property Group')).toBeInTheDocument();
    expect(screen.getByText('06/01/2026 – 05/31/2027')).toBeInTheDocument();
    expect(screen.getByText('Minimum liability: $100,000')).toBeInTheDocument();
    expect(screen.getByText(/Lakeshore Property Group LLC/)).toBeInTheDocument();
  });

  it("says 'Non-Partnered' and N/A without a partner company or lease dates", async () => {
    const lease = {
      ...account.leases[0]!,
      lease_start: null,
      lease_end: null,
      property: { ...account.leases[0]!.property, property_manager: null },
    };
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState({ leases: [lease] }),
      handlers: { 'GET /v2/account': () => [200, { ...account, leases: [lease] }] },
    });
    expect(await screen.findByText('Non-Partnered')).toBeInTheDocument();
    expect(screen.getByText('N/A – N/A')).toBeInTheDocument();
  });
});
