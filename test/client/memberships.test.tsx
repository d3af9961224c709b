// docs/product.md "Dashboard" 'Your Policies and Memberships', "Records" Enrollment: an association
// member sees her memberships on the dashboard; a tenant who is not a member is never asked for
// them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const enrollments = {
  enrollments: [
    {
      policy_number: 'HSR-FL-1000001',
      current_term_start_date: '2020-01-01',
      current_term_end_date: '2021-01-01',
      liability_limit: 100000,
      contents_limit: 15000,
      price_per_month: 12.5,
    },
    {
      policy_number: 'HSR-FL-2517730',
      current_term_start_date: '2025-12-01',
      current_term_end_date: '2099-12-01',
      liability_limit: 200000,
      contents_limit: 30000,
      price_per_month: 17.92,
    },
  ],
};

function dashboard(member: boolean, handlers: Record<string, ApiHandler> = {}) {
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: signedInState({ rentersAssociationMember: member }),
    handlers: {
      'GET /v2/account': () => [200, { ...account, rentersAssociationMember: member }],
      'GET /v2/policy': (request) => [
        200,
        { policies: request.query.get('inactiveOnly') === 'true' ? [] : [ownPolicy] },
      ],
      'GET /v2/enrollments': () => [200, enrollments],
      ...handlers,
    },
  });
}

describe('memberships on the dashboard', () => {
  it('a member sees each membership under her policies: number, term, limits, price', async () => {
    const app = dashboard(true);
    expect(
      await screen.findByRole('heading', { name: 'Your Policies and Memberships', level: 2 }),
    ).toBeVisible();
    const cards = await screen.findAllByRole('region', { name: 'Renters Association of America' });
    expect(cards).toHaveLength(2);
    const [current, ended] = cards as [HTMLElement, HTMLElement];
    expect(within(current).getByText('Membership')).toBeVisible();
    expect(within(current).getByText('Current')).toBeVisible();
    expect(within(current).getByText('HSR-FL-2517730')).toBeVisible();
    expect(within(current).getByText('12/01/2025 – 12/01/2099')).toBeVisible();
    expect(within(current).getByText('$200,000')).toBeVisible();
    expect(within(current).getByText('$30,000')).toBeVisible();
    expect(within(current).getByText('$17.92 a month')).toBeVisible();
    expect(within(current).getByRole('link', { name: 'See Your Member Coupons' })).toHaveAttribute(
      'href',
      '/tenant/coupons',
    );
    expect(within(ended).getByText('Ended')).toBeVisible();
    expect(within(ended).getByText('HSR-FL-1000001')).toBeVisible();
    expect(within(ended).queryByRole('link', { name: 'See Your Member Coupons' })).toBeNull();
    // The policy card comes first, the memberships after it.
    const policy = screen.getByRole('region', { name: 'Renters Insurance' });
    expect(policy.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(app.calls.some((c) => c.path === '/v2/enrollments')).toBe(true);
  });

  it('a tenant who is not a member sees no memberships, and they are not asked for', async () => {
    const app = dashboard(false);
    expect(await screen.findByRole('heading', { name: 'Your Policies', level: 2 })).toBeVisible();
    await screen.findByRole('region', { name: 'Renters Insurance' });
    expect(screen.queryByRole('region', { name: 'Renters Association of America' })).toBeNull();
    expect(app.calls.some((c) => c.path === '/v2/enrollments')).toBe(false);
  });

  it('says so when the memberships cannot be loaded, and Refresh asks again', async () => {
    let fail = true;
    const app = dashboard(true, {
      'GET /v2/enrollments': () => (fail ? [503, { message: 'down' }] : [200, enrollments]),
    });
    expect(
      await screen.findByText(
        "We couldn't load your memberships. Pull down or press Refresh to try again.",
      ),
    ).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findAllByRole('region', { name: 'Renters Association of America' }),
    ).toHaveLength(2);
    expect(app.calls.filter((c) => c.path === '/v2/enrollments').length).toBeGreaterThan(1);
  });
});
