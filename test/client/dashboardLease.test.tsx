// On the dashboard: every card says whether it meets the lease, the policies that do
// come first, a pending or failing upload is labelled and never hides them, an upload downloads
// as the tenant's own document, the lease card shows its address and dates, and cancelling at a
// partner property says the lease requires insurance.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, Lease, Policy, ThirdPartyPolicy } from '../../src/client/api';
import { policyChangeTexts } from '../../src/domain/messages';
import { account, ownPolicy, signedInState, thirdPartyPolicy } from './fixtures';
import { renderApp, type ApiHandler } from './render';

jest.setTimeout(20_000);

const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];

const baseLease = account.leases[0]!;
const manager = baseLease.property.property_manager!;

/** Barton Creek Commons: Prairie & Pine asks for $300,000 liability and $20,000 belongings. */
const barton: Lease = {
  id: 11,
  unit: '214',
  lease_start: '2020-01-01',
  lease_end: '2099-12-31',
  property: {
    rental_address: '2201 S Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zip_code: '78704',
    county: 'Travis',
    property_name: 'Barton Creek Commons',
    property_manager: {
      ...manager,
      management_company: 'Prairie & Pine Residential',
      liability_limit: 300000,
      content_amount: 20000,
    },
  },
};

const lemonade: ThirdPartyPolicy = {
  ...thirdPartyPolicy,
  id: 51,
  lease_id: 11,
  review: 'approved',
  proof_of_insurance: 'lemonade-declarations.pdf',
};
const stateFarm: ThirdPartyPolicy = {
  ...thirdPartyPolicy,
  id: 52,
  provider: 'State Farm',
  carrier_policy_number: '98-BT-2201-5',
  is_complete: false,
  liability_coverage: 100000,
  lease_id: 11,
  review: 'failing',
  proof_of_insurance: 'state-farm-declarations.pdf',
  additional_interest: null,
};

function dashboard({
  user = {},
  own = [],
  uploads = [],
}: {
  user?: Partial<Account>;
  own?: Policy[];
  uploads?: ThirdPartyPolicy[];
}) {
  const active =
    (list: unknown[]): ApiHandler =>
    (request) => [200, { policies: request.query.get('inactiveOnly') === 'true' ? [] : list }];
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: signedInState(user),
    handlers: {
      'GET /v2/account': ok({ ...account, ...user }),
      'GET /v2/policy': active(own),
      'GET /v2/assurant/policy': active([]),
      'GET /v2/third-party-policies': ok({ thirdPartyPolicies: uploads }),
    },
  });
}

const policyRegions = () =>
  screen
    .getAllByRole('region')
    .filter((r) => r.querySelector('h3'))
    .map((r) => r.querySelector('h3')!.textContent);

describe('the dashboard against the lease', () => {
  it("shows Sofia's approved policy first, meeting the lease, and her failing upload flagged", async () => {
    // The server lists the newer State Farm upload first.
    dashboard({ user: { firstName: 'Sofia', leases: [barton] }, uploads: [stateFarm, lemonade] });
    const approved = await screen.findByRole('region', { name: 'Lemonade' });
    const failing = screen.getByRole('region', { name: 'State Farm' });
    expect(policyRegions()).toEqual(['Lemonade', 'State Farm']);
    expect(within(approved).getByText('Meets your lease')).toBeVisible();
    expect(within(approved).getByText('Active')).toBeVisible();
    // Flagged without opening 'View more'.
    expect(failing).toBeVisible();
    // The one coverage status; the note below says why.
    expect(within(failing).getByText('Needs attention')).toBeVisible();
    expect(within(failing).getByText("Below your lease's $300,000 minimum")).toBeVisible();
    expect(within(failing).queryByText('Meets your lease')).toBeNull();
    for (const card of [approved, failing]) {
      expect(within(card).getByRole('button', { name: 'Your uploaded document' })).toBeVisible();
      expect(
        within(card).queryByRole('button', { name: 'Download Evidence of Insurance' }),
      ).toBeNull();
    }
  });

  it('labels an upload waiting for review that meets the minimum, after the meeting policy', async () => {
    const pending = { ...stateFarm, review: 'pending' as const, liability_coverage: 300000 };
    dashboard({ user: { leases: [barton] }, uploads: [pending, lemonade] });
    const card = await screen.findByRole('region', { name: 'State Farm' });
    expect(policyRegions()).toEqual(['Lemonade', 'State Farm']);
    expect(within(card).getByText('Pending review')).toBeVisible();
    expect(within(card).getByText('Meets your lease once we approve it')).toBeVisible();
  });

  it('hides a second meeting policy under View more, never one that needs attention', async () => {
    const second = { ...lemonade, id: 53, provider: 'Allstate', carrier_policy_number: 'A-1' };
    dashboard({ user: { leases: [barton] }, uploads: [stateFarm, lemonade, second] });
    await screen.findByRole('region', { name: 'Lemonade' });
    expect(policyRegions()).toEqual(['Lemonade', 'State Farm']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'View more' }));
    expect(policyRegions()).toEqual(['Lemonade', 'Allstate', 'State Farm']);
  });

  it('says when an own policy is below the minimum', async () => {
    const atBarton: Policy = {
      ...ownPolicy,
      leaseId: 11,
      insuredAddress: {
        address: '2201 S Lamar Blvd',
        unit: '214',
        city: 'Austin',
        state: 'TX',
        zip: '78704',
      },
    };
    dashboard({ user: { leases: [barton] }, own: [atBarton] });
    const card = await screen.findByRole('region', { name: 'Renters Insurance' });
    expect(within(card).getByText("Below your lease's $300,000 minimum")).toBeVisible();
  });

  it('shows the lease address and dates, and names the address of a policy for another lease', async () => {
    const tampa: Lease = {
      ...baseLease,
      id: 21,
      unit: '1207',
      lease_start: '2019-01-01',
      lease_end: '2099-01-01',
      property: {
        ...baseLease.property,
        rental_address: '3001 Bayshore Blvd',
        city: 'Tampa',
        state: 'FL',
        zip_code: '33629',
      },
    };
    const tampaPolicy: Policy = {
      ...ownPolicy,
      leaseId: 21,
      insuredAddress: {
        address: '3001 Bayshore Blvd',
        unit: '1207',
        city: 'Tampa',
        state: 'FL',
        zip: '33629',
      },
    };
    dashboard({ user: { leases: [tampa, barton] }, own: [tampaPolicy] });
    const leaseCard = (await screen.findByText('Your Lease')).closest('section') as HTMLElement;
    // The lease in force that started last.
    expect(
      within(leaseCard).getByText('2201 S Lamar Blvd, Unit 214, Austin, TX 78704'),
    ).toBeVisible();
    expect(within(leaseCard).getByText('01/01/2020 – 12/31/2099')).toBeVisible();
    expect(within(leaseCard).getByText('You have 1 other lease with us.')).toBeVisible();
    const card = await screen.findByRole('region', { name: 'Renters Insurance' });
    expect(
      within(card).getByText(
        'Not for your lease: it covers 3001 Bayshore Blvd, Unit 1207, Tampa, FL 33629',
      ),
    ).toBeVisible();
    expect(screen.getByText('Minimum liability: $300,000')).toBeVisible();
    expect(screen.getByText('Minimum personal property: $20,000')).toBeVisible();
  });

  it('reads N/A only for a date the lease really lacks', async () => {
    dashboard({ user: { leases: [{ ...barton, lease_end: null }] } });
    const leaseCard = (await screen.findByText('Your Lease')).closest('section') as HTMLElement;
    expect(within(leaseCard).getByText('01/01/2020 – N/A')).toBeVisible();
    expect(
      within(leaseCard).getByText('2201 S Lamar Blvd, Unit 214, Austin, TX 78704'),
    ).toBeVisible();
  });
});

describe('cancelling at a partner property', () => {
  async function openCancel(leases: Lease[]) {
    const user = userEvent.setup({ delay: null });
    dashboard({ user: { leases }, own: [{ ...ownPolicy, leaseId: leases[0]!.id }] });
    const card = await screen.findByRole('region', { name: 'Renters Insurance' });
    await user.click(within(card).getByRole('button', { name: 'View more' }));
    await user.click(await within(card).findByRole('button', { name: /cancel/i }));
    return screen.findByRole('dialog', { name: policyChangeTexts.cancelTitle });
  }

  it('says the lease requires insurance and the manager will be told', async () => {
    const dialog = await openCancel([{ ...baseLease, lease_start: '2020-01-01', lease_end: null }]);
    expect(
      within(dialog).getByText(
        'Your lease requires renters insurance. If you cancel, we will tell Lakeshore Property Group that this policy ends on the day you choose. Make sure you have another policy by then.',
      ),
    ).toBeVisible();
  });

  it('says nothing of a lease requirement where there is no partner manager', async () => {
    const plain = {
      ...baseLease,
      lease_start: '2020-01-01',
      lease_end: null,
      property: { ...baseLease.property, property_manager: null },
    };
    const dialog = await openCancel([plain]);
    expect(within(dialog).queryByText(/Your lease requires renters insurance/)).toBeNull();
  });
});
