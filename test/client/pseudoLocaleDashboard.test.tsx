// The pseudo-locale gate (./pseudoLocale.ts) on the signed-in dashboard: every kind of card with
// its details, the lease column, the enhancements, the empty state, the expiring and lapsed
// prompts, a locked renewal switch, a member's cards, each dialog and action flow with its field
// errors and the server's refusals. The signed-in shell around it (its menu) is another area's:
// the gate reads the dashboard's own `main`.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lease, PartnerPolicy, Policy, ThirdPartyPolicy } from '../../src/client/api';
import { dashboardTexts } from '../../src/domain/i18n/generated/en/dashboard';
import { policyActionsTexts } from '../../src/domain/i18n/generated/en/policyActions';
import { plainTexts } from '../../src/domain/i18n/texts';
import { disclosureMessages, successMessages } from '../../src/domain/messages';
import { isoDay } from '../../src/domain/policies/status';
import { account, ownPolicy, partnerPolicy, signedInState, thirdPartyPolicy } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);

jest.setTimeout(30_000);

const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];

const today = isoDay(new Date());

interface Answers {
  own?: Policy[];
  partner?: PartnerPolicy[];
  uploads?: ThirdPartyPolicy[];
  user?: Partial<typeof account>;
  handlers?: Record<string, ApiHandler>;
}

/** The dashboard in the pseudo-locale, with these active policies (none inactive). */
function dashboard({ own = [], partner = [], uploads = [], user = {}, handlers = {} }: Answers) {
  const active =
    (list: unknown[]): ApiHandler =>
    (request) => [200, { policies: request.query.get('inactiveOnly') === 'true' ? [] : list }];
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: { ...inPseudo, ...signedInState(user) },
    handlers: {
      'GET /v2/account': ok({ ...account, ...user }),
      'GET /v2/policy': active(own),
      'GET /v2/assurant/policy': active(partner),
      'GET /v2/third-party-policies': ok({ thirdPartyPolicies: uploads }),
      'GET /v2/transaction': ok({ transactions: [] }),
      ...handlers,
    },
  });
}

/** The dashboard's own content (the shell's menu around it is not this screen's). */
const page = () => screen.getByRole('main');
/** The pseudo text that begins with `english` (its accented letters any), to find it by. */
const pseudoOf = (english: string) =>
  new RegExp(
    `⟦${[...english]
      .map((c) => (/[aeiounAEIOUNcCsSyY]/.test(c) ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}`,
  );

const fullOwn: Policy = {
  ...ownPolicy,
  spouse: { name: 'Noah Thompson', email: 'noah@example.com' },
  roommates: [{ firstName: 'Leah', lastName: 'Kim', email: null }],
  endorsements: [
    { code: 'SEWER_Sump', limit: 5000 },
    { code: 'BEDBUG', limit: 500 },
    { code: 'NOT_IN_TABLE', limit: 2500 },
  ],
  coverages: { ...ownPolicy.coverages, windHailDeductible: 500, hurricaneDeductible: 1000 },
};

const upload: ThirdPartyPolicy = {
  ...thirdPartyPolicy,
  upcoming_policies: [
    { ...thirdPartyPolicy, id: 42, start_date: '2099-01-01', is_complete: false },
  ],
};

/** The list's 'View more', then every card's details. */
async function expandAll() {
  const user = userEvent.setup();
  for (
    let more = screen.queryAllByRole('button', { name: pseudoOf('View more') });
    more.length;
    more = screen.queryAllByRole('button', { name: pseudoOf('View more') })
  )
    await user.click(more[0]!);
}

describe('the dashboard shows only catalog texts', () => {
  it('every kind of card with its details, the lease column and the enhancements', async () => {
    const lease: Lease = account.leases[0]!;
    const manager = { ...lease.property.property_manager!, content_amount: 15000 };
    dashboard({
      own: [fullOwn, { ...ownPolicy, policyId: 8, carrierPolicyNumber: 'RP-WI-0002' }],
      partner: [{ ...partnerPolicy, pendingChangeEffectiveDate: '2026-12-09' }],
      uploads: [upload, { ...thirdPartyPolicy, id: 43, review: 'pending', is_complete: false }],
      user: {
        leases: [
          { ...lease, property: { ...lease.property, property_manager: manager } },
          { ...lease, id: 2, lease_start: '2020-01-01', lease_end: '2020-12-31' },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const own = await screen.findAllByRole('region', { name: 'Renters Insurance' });
    // The own policy's endorsements and actions load with its details.
    await expandAll();
    await within(own[0]!).findByText(/\$5,000/);
    await within(own[0]!).findByRole('button', { name: pseudoOf('Add Someone') });
    await screen.findAllByRole('heading', { name: pseudoOf('Policy Enhancements') });
    await screen.findByRole('heading', { name: pseudoOf('What renters insurance covers') });
    expect(untranslated(page())).toEqual([]);
  });

  it('with no policy and no lease: the two ways to get covered', async () => {
    dashboard({ user: { leases: [] } });
    await screen.findByRole('heading', { level: 3, name: /⟦/ });
    expect(untranslated(page())).toEqual([]);
  });

  it("a partner community's logo, named by its company", async () => {
    dashboard({ handlers: { 'GET /v2/logoURL': ok({ companyLogoURL: '/logos/lakeshore.svg' }) } });
    await screen.findByRole('img', { name: 'Lakeshore Property Group' });
    // The logo's alt is the company's name, marked translate="no": data, as its text would be.
    expect(
      screen.getByAltText('Lakeshore Property Group').closest('[translate="no"]'),
    ).not.toBeNull();
    expect(untranslated(page())).toEqual([]);
  });

  it('an upload expiring soon, one that lapsed, and a policy for another address', async () => {
    dashboard({
      uploads: [
        { ...thirdPartyPolicy, renewal_due: true, is_expiring_soon: true },
        { ...thirdPartyPolicy, id: 44, is_lapsed: true, end_date: '2026-01-01' },
      ],
      partner: [partnerPolicy],
    });
    await screen.findByText(pseudoOf('Your policy is expiring soon'));
    await expandAll();
    await screen.findByText(pseudoOf('Your policy has lapsed'));
    await screen.findByText(pseudoOf('Not for your lease'));
    expect(untranslated(page())).toEqual([]);
  });

  it('a renewal switch locked within 90 days, on and off', async () => {
    dashboard({
      own: [
        { ...ownPolicy, within90Days: true, renewalLocked: true },
        { ...ownPolicy, policyId: 8, renew: false, within90Days: true, renewalLocked: true },
      ],
    });
    await screen.findByRole('switch');
    await expandAll();
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(2));
    expect(untranslated(page())).toEqual([]);
  });

  it("a member's cards, and the notice when they cannot be loaded", async () => {
    const enrollment = {
      policy_number: 'HSR-FL-2517730',
      current_term_start_date: '2025-12-01',
      current_term_end_date: '2099-12-01',
      liability_limit: 200000,
      contents_limit: null,
      price_per_month: 17.92,
    };
    const app = dashboard({
      user: { rentersAssociationMember: true },
      handlers: { 'GET /v2/enrollments': ok({ enrollments: [enrollment] }) },
    });
    await screen.findAllByRole('region', { name: 'Renters Association of America' });
    expect(untranslated(page())).toEqual([]);
    app.unmount();
    dashboard({
      user: { rentersAssociationMember: true },
      handlers: { 'GET /v2/enrollments': () => [503, { message: 'down' }] },
    });
    await screen.findByText(pseudoOf("We couldn't load"));
    expect(untranslated(page())).toEqual([]);
  });

  it('a failed download of the evidence of insurance, and a refused renewal change', async () => {
    const user = userEvent.setup();
    dashboard({
      own: [{ ...ownPolicy, renew: false }],
      handlers: {
        'GET /v2/eoi': () => [503, { message: 'down' }],
        'PUT /v2/policy/update/7': () => [409, serverSays('policyChanges.renewalLocked')],
      },
    });
    await user.click(await screen.findByRole('button', { name: pseudoOf('Download') }));
    await screen.findByText(pseudoOf('Failed'));
    expect(untranslated(page())).toEqual([]);
    await user.click(screen.getByRole('switch'));
    // The server's refusal, in the app's language, in a toast.
    const refusal = await screen.findByText(pseudoOf('Auto renewal was'));
    expect(untranslated(refusal.closest('[role="status"]')!)).toEqual([]);
  });
});

describe('the dashboard’s dialogs show only catalog texts', () => {
  it("'Continue to', the upcoming policies, turning auto-renewal off, Upload New Policy", async () => {
    const user = userEvent.setup();
    dashboard({
      own: [{ ...ownPolicy, within90Days: true }],
      partner: [partnerPolicy],
      uploads: [upload],
    });
    await screen.findByRole('switch');
    await expandAll();
    await user.click(await screen.findByRole('button', { name: pseudoOf('Manage Policy') }));
    let dialog = await screen.findByRole('dialog');
    expect(untranslated(dialog)).toEqual([]);
    await user.click(within(dialog).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: pseudoOf('Upcoming policy') }));
    dialog = await screen.findByRole('dialog');
    expect(untranslated(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('switch'));
    dialog = await screen.findByRole('dialog');
    expect(untranslated(dialog)).toEqual([]);
    await user.click(within(dialog).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: pseudoOf('Upload New Policy') }));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: /Nestwell/ });
    expect(untranslated(dialog)).toEqual([]);
  });

  async function ownActions(handlers: Record<string, ApiHandler>) {
    const user = userEvent.setup({ delay: null });
    dashboard({ own: [ownPolicy], handlers });
    const card = await screen.findByRole('region', { name: 'Renters Insurance' });
    await expandAll();
    await within(card).findByRole('button', { name: pseudoOf('Add Someone') });
    return { user, card };
  }

  it('adding someone: the form, its field errors and a refusal', async () => {
    const { user, card } = await ownActions({
      'POST /v2/requestAddition': () => [409, serverSays('policyChanges.roommateLimit')],
    });
    await user.click(within(card).getByRole('button', { name: pseudoOf('Add Someone') }));
    const dialog = await screen.findByRole('dialog');
    const send = () => within(dialog).getAllByRole('button').at(-1)!;
    await user.click(send());
    await waitFor(() => expect(fieldErrors().length).toBeGreaterThan(0));
    expect(untranslated(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('combobox'));
    await user.click((await screen.findAllByRole('option'))[1]!);
    await user.click(send());
    await waitFor(() => expect(fieldErrors().length).toBeGreaterThan(1));
    expect(untranslated(dialog)).toEqual([]);

    const [first, last, email] = within(dialog).getAllByRole('textbox');
    await user.type(first!, 'Noah');
    await user.type(last!, 'Thompson');
    await user.type(email!, 'noah@example.com');
    await user.click(send());
    await within(dialog).findByText(pseudoOf('This policy already'));
    expect(untranslated(dialog)).toEqual([]);
  });

  it('cancelling: the reason and date with their errors, the refund, a refusal', async () => {
    const amounts = { paidAmount: 120, earnedAmount: 58.36, refundAmount: 61.64 };
    const preview = { policyId: 7, cancellationDate: today, ...amounts };
    let previews = 0;
    const { user, card } = await ownActions({
      'POST /v2/policy/cancel/7/preview': () =>
        previews++ === 0
          ? [400, serverSays('policyChanges.cancellationBeforeToday')]
          : [200, preview],
      'PUT /v2/policy/cancel/7': () => [409, serverSays('policyChanges.alreadyCancelled')],
    });
    await user.click(within(card).getByRole('button', { name: pseudoOf('Cancel Policy') }));
    const dialog = await screen.findByRole('dialog');
    const next = () => within(dialog).getAllByRole('button').at(-1)!;
    fireEvent.change(within(dialog).getByLabelText(pseudoOf('Cover ends')), {
      target: { value: '2020-07-01' },
    });
    await user.click(next());
    await waitFor(() => expect(fieldErrors()).toHaveLength(2));
    expect(untranslated(dialog)).toEqual([]);

    // Every reason has its words; the server refuses the first preview.
    await user.click(within(dialog).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(untranslated(screen.getByRole('listbox'))).toEqual([]);
    await user.click(options[0]!);
    fireEvent.change(within(dialog).getByLabelText(pseudoOf('Cover ends')), {
      target: { value: today },
    });
    await user.click(next());
    await within(dialog).findByText(pseudoOf('The cancellation'));
    expect(untranslated(dialog)).toEqual([]);

    await user.click(next());
    await within(dialog).findByText('$61.64');
    expect(untranslated(dialog)).toEqual([]);
    await user.click(next());
    await within(dialog).findByText(pseudoOf('This policy has'));
    expect(untranslated(dialog)).toEqual([]);
  });

  it('moving: the address with its errors, the new price, a refusal', async () => {
    const { user, card } = await ownActions({
      'POST /v2/policy/update-address/7/preview': () => [
        200,
        {
          policyId: 7,
          address: {
            address: '22 N Pinckney St',
            unit: '3',
            city: 'Madison',
            state: 'WI',
            zip: '53703',
          },
          addressChanged: true,
          effectiveDate: today,
          currentAnnualPremium: 120,
          newAnnualPremium: 144,
          termDifference: 12.5,
        },
      ],
      'PUT /v2/policy/update-address/7': () => [409, serverSays('policyChanges.alreadyAtAddress')],
    });
    await user.click(within(card).getByRole('button', { name: pseudoOf('Change Address') }));
    const dialog = await screen.findByRole('dialog');
    const next = () => within(dialog).getAllByRole('button').at(-1)!;
    fireEvent.change(within(dialog).getByLabelText(pseudoOf('Moving date')), {
      target: { value: '2020-07-01' },
    });
    await user.click(next());
    await waitFor(() => expect(fieldErrors().length).toBeGreaterThan(2));
    expect(untranslated(dialog)).toEqual([]);

    const [street, , city, zip] = within(dialog).getAllByRole('textbox');
    await user.type(street!, '22 N Pinckney St');
    await user.type(city!, 'Madison');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'WI');
    await user.type(zip!, '53703');
    fireEvent.change(within(dialog).getByLabelText(pseudoOf('Moving date')), {
      target: { value: today },
    });
    await user.click(next());
    await within(dialog).findByText('$12.50');
    expect(untranslated(dialog)).toEqual([]);
    await user.click(next());
    await within(dialog).findByText(pseudoOf('Your policy is'));
    expect(untranslated(dialog)).toEqual([]);
  });
});

describe('texts kept in two places for the weight of a page', () => {
  // The notices are docs/product.md's (successMessages, disclosureMessages, which every screen and
  // the server read); the dashboard's catalogs hold the ones it shows, so its script carries no
  // other notice.
  it("the dashboard's notices are the product's", () => {
    const dashboard = plainTexts(dashboardTexts);
    const actions = plainTexts(policyActionsTexts);
    expect(dashboard.policyUpdated).toBe(successMessages.policyUpdated);
    expect(dashboard.eoiDownloadFailed).toBe(disclosureMessages.eoiDownloadFailed);
    expect(actions.policyCancelled).toBe(successMessages.policyCancelled);
    expect(actions.policyAddressUpdated).toBe(successMessages.policyAddressUpdated);
  });
});
