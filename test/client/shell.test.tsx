import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiRequest } from './render';

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

/** The list calls answer `active` own policies and `inactive` ones by the inactiveOnly query. */
function policyHandlers(active: number, inactive: number) {
  return {
    'GET /v2/account': () => [200, account] as [number, unknown],
    'GET /v2/policy': (request: ApiRequest) =>
      [
        200,
        {
          policies: Array(request.query.get('inactiveOnly') === 'true' ? inactive : active).fill(
            ownPolicy,
          ),
        },
      ] as [number, unknown],
  };
}

describe('side menu (docs/product.md "Screens and routes")', () => {
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
      preloadedState: signedInState({ rentersAssociationMember: true }),
      handlers: {
        ...policyHandlers(1, 0),
        'GET /v2/account': () => [200, { ...account, rentersAssociationMember: true }],
      },
    });
    await waitFor(async () => expect(labels(await openMenu())).toContain('Report a Claim'));
    expect(labels(await openMenu())).toEqual(
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
      preloadedState: signedInState(),
      handlers: policyHandlers(0, 2),
    });
    await waitFor(async () => expect(labels(await openMenu())).toContain('Transactions'));
    expect(labels(await openMenu())).not.toContain('Report a Claim');
  });
});

describe('signed-in menu outside links (docs/product.md "What the portal does")', () => {
  it("has the site's pages and social links from the settings, each opening in a new tab, then Logout", async () => {
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: { 'GET /v2/account': () => [200, account] },
    });
    const nav = await openMenu();
    const link = (name: string) => within(nav).findByRole('link', { name: new RegExp(`^${name}`) });
    for (const [name, href] of [
      ['Our Website', 'https://www.example.com'],
      ['FAQ', 'https://www.example.com/faq'],
      ['Blog', 'https://www.example.com/blog'],
      ['Terms of Use', 'https://www.example.com/terms'],
      ['Contact Us', 'https://www.example.com/contact'],
      ['Facebook', 'https://www.facebook.com/'],
      ['Instagram', 'https://www.instagram.com/'],
      ['LinkedIn', 'https://www.linkedin.com/'],
      ['X \\(Twitter\\)', 'https://x.com/'],
    ] as const) {
      const a = await link(name);
      expect(a).toHaveAttribute('href', href);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
    // In page order: the app's entries, then the outside links, Logout last.
    const order = [...nav.querySelectorAll('a, [role="button"], button')].map(
      (el) => el.textContent ?? '',
    );
    const at = (label: string) => order.findIndex((text) => text.startsWith(label));
    expect(at('Insurance History')).toBeGreaterThan(-1);
    expect(at('Our Website')).toBeGreaterThan(at('Insurance History'));
    expect(at('Facebook')).toBeGreaterThan(at('Contact Us'));
    expect(order.at(-1)).toBe('Logout');
  });
});

describe('dashboard lease column (docs/product.md "Dashboard")', () => {
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

describe('policy lists (docs/product.md "Screens and routes" freshness)', () => {
  const fetchedInactive = (app: ReturnType<typeof renderApp>) =>
    app.calls.filter((c) => c.path === '/v2/policy' && c.query.get('inactiveOnly') === 'true')
      .length;

  it('fetches the inactive lists when never fetched and keeps them in the persisted slice', async () => {
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: signedInState(),
      handlers: policyHandlers(1, 2),
    });
    await waitFor(() => expect(app.store.getState().policies.inactive.own).toHaveLength(2));
    expect(app.store.getState().policies.active.own).toEqual([ownPolicy]);
    expect(fetchedInactive(app)).toBe(1);
  });

  it('does not refetch inactive lists fetched within the hour', async () => {
    const fresh = { own: [], partner: [], thirdParty: [], lastFetched: Date.now() - 10 * 60_000 };
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: {
        ...signedInState(),
        policies: { active: { ...fresh, lastFetched: null }, inactive: fresh },
      },
      handlers: policyHandlers(1, 2),
    });
    await waitFor(() => expect(app.store.getState().policies.active.own).toHaveLength(1));
    expect(fetchedInactive(app)).toBe(0);
  });

  it('refetches inactive lists older than an hour', async () => {
    const old = { own: [], partner: [], thirdParty: [], lastFetched: Date.now() - 61 * 60_000 };
    const app = renderApp({
      route: '/tenant/dashboard',
      preloadedState: { ...signedInState(), policies: { active: old, inactive: old } },
      handlers: policyHandlers(0, 2),
    });
    await waitFor(() => expect(app.store.getState().policies.inactive.own).toHaveLength(2));
    expect(fetchedInactive(app)).toBe(1);
  });
});
