import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Policy } from '../../src/client/api';
import { account, ownPolicy, partnerPolicy, signedInState, thirdPartyPolicy } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];

/** The dashboard with these active policies (the lists answer them; inactive lists are empty). */
function dashboard({
  own = [],
  partner = [],
  uploads = [],
  handlers = {},
}: {
  own?: Policy[];
  partner?: unknown[];
  uploads?: unknown[];
  handlers?: Record<string, ApiHandler>;
}) {
  const active =
    (list: unknown[]): ApiHandler =>
    (request) => [200, { policies: request.query.get('inactiveOnly') === 'true' ? [] : list }];
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: signedInState(),
    handlers: {
      'GET /v2/account': ok(account),
      'GET /v2/policy': active(own),
      'GET /v2/assurant/policy': active(partner),
      'GET /v2/third-party-policies': ok({ thirdPartyPolicies: uploads }),
      ...handlers,
    },
  });
}

const card = (title: string | RegExp) =>
  screen.findByRole('region', { name: title }) as Promise<HTMLElement>;

describe('own-carrier policy card (docs/product.md "Dashboard")', () => {
  const policy: Policy = {
    ...ownPolicy,
    roommates: [{ firstName: 'Leah', lastName: 'Kim', email: null }],
    endorsements: [
      { code: 'SEWER_Sump', limit: 5000 },
      { code: 'BEDBUG', limit: 500 },
    ],
  };

  it('shows product, number, period and address; View more opens coverages and people', async () => {
    dashboard({ own: [policy] });
    const own = await card('Renters Insurance');
    expect(within(own).getByText('RP-WI-0001')).toBeVisible();
    expect(within(own).getByText('06/01/2026 – 06/01/2027')).toBeVisible();
    expect(within(own).getByText('1200 Regent St, Unit 4B, Madison, WI 53715')).toBeVisible();
    const more = within(own).getByRole('button', { name: 'View more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(own).getByText('Medical payments to others')).not.toBeVisible();
    await userEvent.setup().click(more);
    expect(within(own).getByRole('button', { name: 'View less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(within(own).getByText('Medical payments to others')).toBeVisible());
    // Endorsements by name and limit, from the coverage table: never a code. Their wording loads
    // when the details open.
    expect(await within(own).findByText('Water Backup: up to $5,000')).toBeVisible();
    expect(within(own).getByText('Bed Bug: up to $500')).toBeVisible();
    expect(own).not.toHaveTextContent(/SEWER_Sump|BEDBUG/);
    expect(within(own).getByText('Maya Thompson')).toBeVisible();
    expect(within(own).getByText('Leah Kim (roommate)')).toBeVisible();
    expect(within(own).getByText('$20,000')).toBeVisible();
  });

  it('names Identity Fraud, Earthquake and an unknown code in words with their limits', async () => {
    dashboard({
      own: [
        {
          ...policy,
          endorsements: [
            { code: 'ID_FRAUD', limit: 15000 },
            { code: 'EARTHQUAKE', limit: 25000 },
            { code: 'NEW_THING', limit: 2000 },
          ],
        },
      ],
    });
    const own = await card('Renters Insurance');
    await userEvent.setup().click(within(own).getByRole('button', { name: 'View more' }));
    await waitFor(() =>
      expect(within(own).getByText('Identity Fraud: up to $15,000')).toBeVisible(),
    );
    expect(within(own).getByText('Earthquake: up to $25,000')).toBeVisible();
    expect(within(own).getByText('Additional coverage: up to $2,000')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/ID_FRAUD|EARTHQUAKE|NEW_THING/);
  });

  it('turning auto-renewal off asks first, then saves it and says so', async () => {
    const app = dashboard({
      own: [policy],
      handlers: {
        'PUT /v2/policy/update/7': (request) => [
          200,
          { ...policy, renew: (request.body as { renew: boolean }).renew },
        ],
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Auto-renewal' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Your policy renews automatically on 06/01/2027.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renewal?' });
    expect(dialog).toHaveTextContent(
      'Your policy will end on 06/01/2027 instead of renewing, and billing for it will stop.',
    );
    expect(dialog).not.toHaveTextContent('without contacting support');
    expect(app.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off auto-renewal' }));
    expect(await screen.findByText('Policy updated successfully!')).toBeVisible();
    const put = app.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v2/policy/update/7');
    expect(put.body).toEqual({ renew: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Auto-renewal' })).not.toBeChecked(),
    );
    expect(screen.getByText('Your policy ends on 06/01/2027.')).toBeVisible();
  });

  it('within 90 days the confirmation says only support can turn it back on; Keep changes nothing', async () => {
    const app = dashboard({ own: [{ ...policy, within90Days: true }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Auto-renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renewal?' });
    expect(dialog).toHaveTextContent(
      "Your renewal date is within 90 days, so once you turn auto-renewal off you can't turn it back on without contacting support.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep auto-renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Auto-renewal' })).toBeChecked();
    expect(app.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a refused change keeps the switch as it was and shows the server message', async () => {
    dashboard({
      own: [{ ...policy, renew: false }],
      handlers: {
        'PUT /v2/policy/update/7': () => [
          409,
          { message: 'Renewal is locked.', code: 'RENEWAL_LOCKED' },
        ],
      },
    });
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Auto-renewal' }));
    expect(await screen.findByText('Renewal is locked.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Auto-renewal' })).not.toBeChecked();
  });

  it('turning it on saves at once', async () => {
    const app = dashboard({
      own: [{ ...policy, renew: false }],
      handlers: { 'PUT /v2/policy/update/7': () => [200, { ...policy, renew: true }] },
    });
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Auto-renewal' }));
    expect(await screen.findByText('Policy updated successfully!')).toBeVisible();
    expect(app.calls.find((c) => c.method === 'PUT')!.body).toEqual({ renew: true });
  });

  it('is locked within 90 days once turned off, with the reason', async () => {
    dashboard({ own: [{ ...policy, renew: false, within90Days: true, renewalLocked: true }] });
    const toggle = await screen.findByRole('switch', { name: 'Auto-renewal' });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Auto-renewal is off: your policy ends on 06/01/2027. It was turned off within 90 days of your renewal date; to turn it back on, contact support at support@example.com or (608) 555-0100.',
    );
  });

  it('is locked on within 90 days (Priya): the text says it is on, never turned off', async () => {
    dashboard({ own: [{ ...policy, renew: true, within90Days: true, renewalLocked: true }] });
    const toggle = await screen.findByRole('switch', { name: 'Auto-renewal' });
    expect(toggle).toBeDisabled();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Auto-renewal is on: your policy renews on 06/01/2027. It is locked within 90 days of your renewal date; to turn it off, contact support at support@example.com or (608) 555-0100.',
    );
    expect(screen.queryByText(/turned off/)).toBeNull();
  });

  it('a cancelled policy still in force says so and when its cover ends; nothing to change', async () => {
    const user = userEvent.setup();
    dashboard({
      own: [
        {
          ...policy,
          renew: false,
          cancellationDate: '2027-01-31',
          policyEndDate: { date: '2027-01-31', usdate: '01/31/2027' },
        },
      ],
    });
    const own = await card('Renters Insurance');
    // In force until its cancellation takes effect, and the badge says when.
    expect(within(own).getByText('Ends on 01/31/2027')).toBeVisible();
    expect(within(own).queryByText('Active')).toBeNull();
    expect(within(own).getByText('01/31/2027')).toBeVisible();
    expect(within(own).queryByRole('switch')).toBeNull();
    await user.click(within(own).getByRole('button', { name: 'View more' }));
    expect(within(own).queryByRole('button', { name: 'Cancel Policy' })).toBeNull();
    expect(within(own).getByRole('button', { name: /Evidence of Insurance/ })).toBeVisible();
  });
});

describe('coverage status on every card (one model, the same words)', () => {
  const badge = (region: HTMLElement) => region.querySelector('[data-tone]') as HTMLElement;

  it('an own policy starting later says "Starts on" its date, not Active', async () => {
    dashboard({
      own: [
        {
          ...ownPolicy,
          policyStartDate: { date: '2099-11-30', usdate: '11/30/2099' },
          policyEndDate: { date: '2100-11-30', usdate: '11/30/2100' },
          policyRenewalDate: { date: '2100-11-30', usdate: '11/30/2100' },
        },
      ],
    });
    const own = await card('Renters Insurance');
    expect(within(own).getByText('Starts on 11/30/2099')).toBeVisible();
    expect(badge(own)).toHaveAttribute('data-tone', 'info');
    expect(within(own).queryByText('Active')).toBeNull();
    expect(within(own).getByText('11/30/2099 – 11/30/2100')).toBeVisible();
  });

  it('an own policy in force reads Active in the success tone', async () => {
    dashboard({ own: [ownPolicy] });
    const own = await card('Renters Insurance');
    expect(within(own).getByText('Active')).toBeVisible();
    expect(badge(own)).toHaveAttribute('data-tone', 'success');
  });

  it("a partner carrier's policy: Active, Starts on a later term, Cancelled when disabled", async () => {
    dashboard({ partner: [partnerPolicy] });
    expect(within(await card('Renters Insurance')).getByText('Active')).toBeVisible();
  });

  it.each([
    [
      { current_term_start_date: '2099-09-25', current_term_end_date: '2100-09-25' },
      'Starts on 09/25/2099',
    ],
    [{ enabled: false }, 'Cancelled'],
  ])('a partner policy %o reads "%s"', async (over, label) => {
    dashboard({ partner: [{ ...partnerPolicy, ...over }] });
    expect(within(await card('Renters Insurance')).getByText(label)).toBeVisible();
  });

  it('an upload failing our checks needs attention; one starting later says when', async () => {
    dashboard({
      uploads: [
        { ...thirdPartyPolicy, is_complete: false, review: 'failing' },
        {
          ...thirdPartyPolicy,
          id: 44,
          provider: 'Allstate',
          carrier_policy_number: 'AS-1',
          start_date: '2099-01-01',
          end_date: '2100-01-01',
        },
      ],
    });
    const failing = await card('Lemonade');
    expect(within(failing).getByText('Needs attention')).toBeVisible();
    expect(badge(failing)).toHaveAttribute('data-tone', 'error');
    // The one meeting the lease comes first; the failing one is never hidden.
    expect(within(await card('Allstate')).getByText('Starts on 01/01/2099')).toBeVisible();
  });
});

describe('partner-carrier policy card (docs/product.md "Dashboard")', () => {
  it("shows its fields; Manage Policy explains the tenant is leaving, then continues to the partner's portal", async () => {
    dashboard({ partner: [{ ...partnerPolicy, pendingChangeEffectiveDate: '2026-12-09' }] });
    const partner = await card('Renters Insurance');
    expect(within(partner).getByText('Partner carrier')).toBeVisible();
    expect(within(partner).getByText('NRP-IL-5520981')).toBeVisible();
    expect(within(partner).getByText('09/25/2026 – 09/25/2027')).toBeVisible();
    expect(within(partner).getByText('$300,000')).toBeVisible();
    expect(
      within(partner).getByText('A change to this policy takes effect on 12/09/2026.'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(partner).getByRole('button', { name: 'Manage Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue to partner.example.com' });
    expect(dialog).toHaveTextContent(/You are leaving Nestwell to manage this policy/);
    const go = within(dialog).getByRole('link', { name: 'Continue' });
    expect(go).toHaveAttribute('href', 'https://www.partner.example.com/manage');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no Manage Policy without a portal to continue to', async () => {
    dashboard({ partner: [{ ...partnerPolicy, manage_url: null }] });
    const partner = await card('Renters Insurance');
    expect(within(partner).queryByRole('button', { name: 'Manage Policy' })).toBeNull();
  });
});

describe('third-party policy card (docs/product.md "Dashboard", "States")', () => {
  it('shows provider, number, dates, liability and Active once verified and in force', async () => {
    dashboard({ uploads: [thirdPartyPolicy] });
    const upload = await card('Lemonade');
    expect(within(upload).getByText('Active')).toBeVisible();
    expect(within(upload).getByText('LP-TX-4471902')).toBeVisible();
    expect(within(upload).getByText('06/25/2026 – 06/25/2099')).toBeVisible();
    expect(within(upload).getByText('$300,000')).toBeVisible();
    expect(within(upload).queryByRole('button', { name: /Upcoming/ })).toBeNull();
  });

  it('Pending review until verified; the upcoming-policies modal lists later terms with their status', async () => {
    dashboard({
      uploads: [
        {
          ...thirdPartyPolicy,
          is_complete: false,
          upcoming_policies: [
            {
              id: 42,
              provider: 'Lemonade',
              carrier_policy_number: 'LP-TX-4471902',
              start_date: '2099-06-25',
              end_date: '2100-06-25',
              is_complete: false,
              liability_coverage: 300000,
            },
          ],
        },
      ],
    });
    const upload = await card('Lemonade');
    expect(within(upload).getByText('Pending review')).toBeVisible();
    await userEvent
      .setup()
      .click(within(upload).getByRole('button', { name: 'Upcoming policy (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upcoming policies' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Pending review');
    expect(items[0]).toHaveTextContent('06/25/2099 – 06/25/2100');
  });

  it('an expiring policy prompts to upload the renewal or get a quote', async () => {
    dashboard({
      uploads: [{ ...thirdPartyPolicy, is_expiring_soon: true, end_date: '2099-01-10' }],
    });
    const prompt = (await screen.findByText('Your policy is expiring soon')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(prompt).toHaveTextContent(
      'Your Lemonade policy LP-TX-4471902 ends on 01/10/2099. Upload your renewal, or get a quote from us so you stay covered.',
    );
    // The wizard opens with this policy's details filled in.
    expect(within(prompt).getByRole('link', { name: 'Upload Your Renewal' })).toHaveAttribute(
      'href',
      '/tenant/upload?renew=41',
    );
    expect(within(prompt).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/tenant/onboarding',
    );
  });
});

describe('the policy list (docs/product.md "Dashboard")', () => {
  it("shows the first policy; 'View more' shows the others", async () => {
    dashboard({ own: [ownPolicy], partner: [partnerPolicy], uploads: [thirdPartyPolicy] });
    await card('Renters Insurance');
    expect(screen.queryByRole('region', { name: 'Lemonade' })).toBeNull();
    expect(screen.getByText('2 more policies')).toBeVisible();
    const more = screen
      .getAllByRole('button', { name: 'View more' })
      .find((b) => b.getAttribute('aria-describedby') && !b.closest('section'))!;
    await userEvent.setup().click(more);
    expect(await card('Lemonade')).toBeVisible();
    expect(screen.getAllByRole('region', { name: 'Renters Insurance' })).toHaveLength(2);
  });

  it('with no policies: an empty state with the two ways to get covered', async () => {
    dashboard({});
    expect(
      await screen.findByRole('heading', { name: 'You have no active policies yet.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/tenant/onboarding',
    );
    expect(screen.getByRole('link', { name: 'Upload Your Policy' })).toHaveAttribute(
      'href',
      '/tenant/upload',
    );
    expect(screen.queryByRole('heading', { name: 'Policy Enhancements' })).toBeNull();
  });
});
