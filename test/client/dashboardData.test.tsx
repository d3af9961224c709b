import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, Policy } from '../../src/client/api';
import type { RootState } from '../../src/client/app/store';
import { account, ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];
const lists =
  (own: Policy[]): ApiHandler =>
  (request) => [200, { policies: request.query.get('inactiveOnly') === 'true' ? [] : own }];

function dashboard({
  user = account,
  own = [ownPolicy],
  handlers = {},
  preloadedState,
}: {
  user?: Account;
  own?: Policy[];
  handlers?: Record<string, ApiHandler>;
  preloadedState?: Partial<RootState>;
} = {}) {
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: preloadedState ?? signedInState(user),
    handlers: { 'GET /v2/account': ok(user), 'GET /v2/policy': lists(own), ...handlers },
  });
}

const block = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('dashboard right column (docs/product.md "Dashboard")', () => {
  const manager = account.leases[0]!.property.property_manager!;
  const withManager = (changes: Partial<typeof manager> | null): Account => ({
    ...account,
    leases: [
      {
        ...account.leases[0]!,
        property: {
          ...account.leases[0]!.property,
          property_manager: changes === null ? null : { ...manager, ...changes },
        },
      },
    ],
  });

  it('shows the community logo from GET /logoURL, the API base plus its path', async () => {
    dashboard({ handlers: { 'GET /v2/logoURL': ok({ companyLogoURL: '/logos/lakeshore.svg' }) } });
    const logo = await screen.findByRole('img', { name: 'Lakeshore Property Group' });
    expect(logo).toHaveAttribute('src', `${window.location.origin}/logos/lakeshore.svg`);
  });

  it('without a logo, the company name; the manager minimum and interested party lines', async () => {
    dashboard({ user: withManager({ liability_limit: 300000, content_amount: 20000 }) });
    expect(await screen.findByText('Lakeshore Property Group')).toBeVisible();
    expect(
      within(block('Lease Requirements')).getByText('Minimum liability: $300,000'),
    ).toBeVisible();
    expect(screen.getByText('Minimum personal property: $20,000')).toBeVisible();
    expect(block('Interested Party')).toHaveTextContent(
      'Lakeshore Property Group LLC PO Box 620 Middleton, WI 53562',
    );
  });

  it("'Non-Partnered', the $100,000 default and N/A without a manager or lease dates", async () => {
    const user = withManager(null);
    user.leases[0] = { ...user.leases[0]!, lease_start: null, lease_end: null };
    dashboard({ user });
    expect(await screen.findByText('Non-Partnered')).toBeVisible();
    expect(block('Your Lease')).toHaveTextContent('N/A – N/A');
    expect(block('Lease Requirements')).toHaveTextContent('Minimum liability: $100,000');
    expect(block('Interested Party')).toHaveTextContent('N/A');
  });

  it('N/A for every lease field when the tenant has no lease', async () => {
    dashboard({ user: { ...account, leases: [] } });
    expect(await screen.findByText('Non-Partnered')).toBeVisible();
    expect(block('Your Lease')).toHaveTextContent('N/A – N/A');
  });

  it("says 'Your Policies and Memberships' to association members", async () => {
    dashboard({ user: { ...account, rentersAssociationMember: true } });
    expect(
      await screen.findByRole('heading', { name: 'Your Policies and Memberships' }),
    ).toBeVisible();
  });
});

describe('Policy Enhancements by state (docs/product.md "Dashboard", "Limits")', () => {
  const inState = (state: string, endorsements: Policy['endorsements'] = []): Policy => ({
    ...ownPolicy,
    insuredAddress: { ...ownPolicy.insuredAddress, state },
    endorsements,
  });
  const items = async () => {
    const section = (await screen.findByRole('heading', { name: 'Policy Enhancements' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    return within(section);
  };
  const item = (section: ReturnType<typeof within>, title: string) =>
    section.getByRole('heading', { name: title }).closest('li') as HTMLElement;

  it("WI: what the policy includes, what it lacks to ask about, and the partner's offer", async () => {
    dashboard({ own: [inState('WI', [{ code: 'SEWER_Sump', limit: 5000 }])] });
    const section = await items();
    const included = section.getByRole('list', { name: 'On your policy' });
    expect(within(included).getAllByRole('listitem')).toHaveLength(1);
    expect(item(section, 'Water Backup')).toHaveTextContent('On your policy');
    expect(item(section, 'Water Backup')).toHaveTextContent('$5,000');
    expect(within(item(section, 'Water Backup')).queryByRole('button')).toBeNull();
    const lacking = section.getByRole('list', { name: 'Not on your policy' });
    expect(
      within(lacking)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Pet Damage', 'Bed Bug', 'Electronics and Food Spoilage']);
    // Nothing is promised: they can't be added online, support is asked.
    expect(section.getByText(/can't be added online/)).toBeVisible();
    expect(section.queryByText(/Available/)).toBeNull();
    expect(item(section, 'Pet Damage')).toHaveTextContent('$1,000');
    expect(
      within(item(section, 'Pet Damage')).getByRole('button', {
        name: 'Ask about adding it: Pet Damage',
      }),
    ).toBeVisible();
    expect(section.getByRole('heading', { name: 'Pet Health Insurance' })).toBeVisible();
    expect(section.getByText(/10%/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your Coverage' })).toBeVisible();
    expect(screen.getByRole('heading', { name: "What's Not Covered" })).toBeVisible();
  });

  it("'Ask about adding it' opens the message with the coverage reason and a message", async () => {
    const sent: unknown[] = [];
    dashboard({
      own: [inState('WI')],
      handlers: {
        'POST /v2/send-message': (request) => {
          sent.push(request.body);
          return [200, { success: true }];
        },
      },
    });
    const section = await items();
    const user = userEvent.setup();
    await user.click(
      within(item(section, 'Bed Bug')).getByRole('button', {
        name: 'Ask about adding it: Bed Bug',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send us a message' });
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveTextContent(
      'Update My Policy Coverages',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(
      `Please tell me whether Bed Bug can be added to my policy ${ownPolicy.carrierPolicyNumber}, and what it would cost.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      subject: `Update My Policy Coverages - ${ownPolicy.product.productName} ${ownPolicy.carrierPolicyNumber}`,
    });
  });

  it('names Identity Fraud and Earthquake the policy has, with their limits', async () => {
    dashboard({
      own: [
        inState('CA', [
          { code: 'ID_FRAUD', limit: 15000 },
          { code: 'EARTHQUAKE', limit: 25000 },
        ]),
      ],
    });
    const section = await items();
    expect(item(section, 'Identity Fraud')).toHaveTextContent('On your policy');
    expect(item(section, 'Identity Fraud')).toHaveTextContent('$15,000');
    expect(item(section, 'Earthquake')).toHaveTextContent('$25,000');
    expect(screen.queryByText(/ID_FRAUD|EARTHQUAKE/)).toBeNull();
  });

  it('NC: no pet damage and water backup $10,000', async () => {
    dashboard({ own: [inState('NC')] });
    const section = await items();
    expect(section.queryByRole('heading', { name: 'Pet Damage' })).toBeNull();
    expect(item(section, 'Water Backup')).toHaveTextContent('$10,000');
  });

  it('VA: water backup equals the contents coverage; EQUIP covers electronics and food', async () => {
    dashboard({ own: [inState('VA', [{ code: 'EQUIP', limit: null }])] });
    const section = await items();
    expect(item(section, 'Water Backup')).toHaveTextContent('$20,000');
    expect(item(section, 'Electronics and Food Spoilage')).toHaveTextContent('On your policy');
    expect(item(section, 'Electronics and Food Spoilage')).toHaveTextContent('$500');
  });
});

describe('Download Evidence of Insurance (docs/product.md "Calls", "Messages")', () => {
  let click: jest.SpyInstance;
  const saved: Array<{ href: string; download: string }> = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:eoi-1');
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => click.mockRestore());

  it('fetches the PDF with the Token header and saves it as a file', async () => {
    const app = dashboard({
      handlers: {
        'GET /v2/eoi': () => [200, new Blob(['%PDF-1.7'], { type: 'application/pdf' })],
      },
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download Evidence of Insurance' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      href: 'blob:eoi-1',
      download: 'evidence-of-insurance-RP-WI-0001.pdf',
    });
    const call = app.calls.find((c) => c.path === '/v2/eoi')!;
    expect(call.query.get('policy_id')).toBe('7');
    expect(call.headers.get('Token')).toBe('test-token');
    expect(
      screen.queryByText('Failed to download Evidence of Insurance. Please try again.'),
    ).toBeNull();
  });

  it('says so when the download fails', async () => {
    dashboard({
      handlers: {
        'GET /v2/eoi': () => [503, { message: 'The server is restarting.', code: 'SHUTTING_DOWN' }],
      },
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download Evidence of Insurance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download Evidence of Insurance. Please try again.',
    );
    expect(saved).toHaveLength(0);
  });
});

describe('reloading the dashboard (docs/product.md "Dashboard", "Screens and routes", "Limits")', () => {
  const count = (app: ReturnType<typeof dashboard>, path: string, inactive?: boolean) =>
    app.calls.filter(
      (c) =>
        c.path === path &&
        (inactive === undefined || (c.query.get('inactiveOnly') === 'true') === inactive),
    ).length;
  // Inactive lists fetched a minute ago: the shell does not refetch them on load.
  const freshInactive = (): Partial<RootState> => ({
    ...signedInState(),
    policies: {
      active: { own: [], partner: [], thirdParty: [], lastFetched: null },
      inactive: { own: [], partner: [], thirdParty: [], lastFetched: Date.now() - 60_000 },
    },
  });

  it('the Refresh button reloads the account, every list active and inactive, and the logo', async () => {
    const app = dashboard({ preloadedState: freshInactive() });
    await screen.findByRole('region', { name: 'Renters Insurance' });
    expect(count(app, '/v2/policy', true)).toBe(0);
    const before = {
      account: count(app, '/v2/account'),
      logo: count(app, '/v2/logoURL'),
      uploads: count(app, '/v2/third-party-policies'),
    };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Refreshing your policies…' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await waitFor(() => expect(count(app, '/v2/policy', true)).toBe(1));
    expect(count(app, '/v2/assurant/policy', true)).toBe(1);
    expect(count(app, '/v2/account')).toBe(before.account + 1);
    expect(count(app, '/v2/logoURL')).toBe(before.logo + 1);
    expect(count(app, '/v2/third-party-policies')).toBe(before.uploads + 1);
    // Done after a second: the spinner goes and the live region says so.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    expect(screen.getByRole('status')).toHaveTextContent('Your policies are up to date.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(app.store.getState().policies.inactive.lastFetched).toBeGreaterThan(Date.now() - 5000);
  });

  it('pulling down at the top of the page reloads too', async () => {
    const app = dashboard({ preloadedState: freshInactive() });
    await screen.findByRole('region', { name: 'Renters Insurance' });
    const area = screen.getByTestId('pull-to-refresh');
    const before = count(app, '/v2/account');
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 160 }] });
    expect(screen.getByText('Pull to refresh')).toBeVisible();
    fireEvent.touchMove(area, { touches: [{ clientY: 260 }] });
    expect(screen.getByText('Release to refresh')).toBeVisible();
    fireEvent.touchEnd(area, { touches: [] });
    expect(
      await screen.findByRole('progressbar', { name: 'Refreshing your policies…' }),
    ).toBeVisible();
    await waitFor(() => expect(count(app, '/v2/account')).toBe(before + 1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  });

  it('a short pull does nothing', async () => {
    const app = dashboard({ preloadedState: freshInactive() });
    await screen.findByRole('region', { name: 'Renters Insurance' });
    const area = screen.getByTestId('pull-to-refresh');
    const before = app.calls.length;
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 130 }] });
    fireEvent.touchEnd(area, { touches: [] });
    expect(screen.queryByRole('progressbar', { name: 'Refreshing your policies…' })).toBeNull();
    expect(app.calls.length).toBe(before);
  });

  it('on opening, reloads what an earlier screen cached: a purchase made meanwhile shows at once', async () => {
    // Before buying: no lease and no policy. The shell caches both on the first screen.
    let bought = false;
    const app = renderApp({
      route: '/tenant/transactions',
      preloadedState: signedInState({ leases: [] }),
      handlers: {
        'GET /v2/account': () => [200, bought ? account : { ...account, leases: [] }],
        'GET /v2/policy': (request) => [
          200,
          { policies: bought && request.query.get('inactiveOnly') !== 'true' ? [ownPolicy] : [] },
        ],
        'GET /v2/transaction': ok({ transactions: [] }),
      },
    });
    await screen.findByRole('heading', { name: 'Transactions' });
    await waitFor(() => expect(app.store.getState().policies.active.lastFetched).not.toBeNull());
    bought = true;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('region', { name: 'Renters Insurance' })).toBeVisible();
    await waitFor(() => expect(block('Your Lease')).toHaveTextContent('06/01/2026 – 05/31/2027'));
    expect(app.store.getState().session.user?.leases).toHaveLength(1);
  });
});
