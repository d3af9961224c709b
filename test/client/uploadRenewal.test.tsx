// An uploaded policy ending or lapsed, on the dashboard, and the upload wizard opened
// from it (or from the reminder mail's link) with what is known filled in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadTexts } from '../../src/domain/messages';
import type { ThirdPartyPolicy } from '../../src/client/api';
import { account, signedInState, thirdPartyPolicy } from './fixtures';
import { renderApp, type ApiHandler } from './render';
import { lease, tenant, uploadAt } from './upload/fixtures';

const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];
const empty: ApiHandler = () => [200, { policies: [] }];

function dashboard(uploads: ThirdPartyPolicy[]) {
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: signedInState(),
    handlers: {
      'GET /v2/account': ok(account),
      'GET /v2/policy': empty,
      'GET /v2/assurant/policy': empty,
      'GET /v2/third-party-policies': ok({ thirdPartyPolicies: uploads }),
    },
  });
}

const lapsed: ThirdPartyPolicy = {
  ...thirdPartyPolicy,
  id: 52,
  provider: 'State Farm',
  carrier_policy_number: '98-BT-2201-5',
  start_date: '2025-03-01',
  end_date: '2026-03-01',
  is_lapsed: true,
  renewal_due: false,
};

describe('an uploaded policy that lapsed', () => {
  it('stays on the dashboard as Lapsed, says why and links to the renewal upload', async () => {
    dashboard([lapsed]);
    const card = await screen.findByRole('region', { name: 'State Farm' });
    expect(within(card).getByText('Lapsed')).toBeVisible();
    expect(within(card).getByText('Your policy has lapsed')).toBeVisible();
    expect(
      within(card).getByText(
        'Your State Farm policy 98-BT-2201-5 ended on 03/01/2026 and we have no policy after it, so you are not covered. Upload your renewal, or get a quote from us.',
      ),
    ).toBeVisible();
    // It no longer counts for the lease, whatever its amounts.
    expect(within(card).queryByText('Meets your lease')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upload Your Renewal' })).toHaveAttribute(
      'href',
      '/tenant/upload?renew=52',
    );
  });

  it('an ended upload that is not a lapse is not on the dashboard', async () => {
    dashboard([{ ...lapsed, is_lapsed: false }]);
    expect(await screen.findByText('You have no active policies yet.')).toBeVisible();
  });
});

describe('an uploaded policy ending', () => {
  const ending: ThirdPartyPolicy = {
    ...thirdPartyPolicy,
    end_date: '2099-01-01',
    is_expiring_soon: true,
    renewal_due: true,
  };

  it('the prompt and the card open the wizard for this policy', async () => {
    dashboard([ending]);
    const card = await screen.findByRole('region', { name: 'Lemonade' });
    expect(within(card).getByRole('link', { name: 'Upload Your Renewal' })).toHaveAttribute(
      'href',
      '/tenant/upload?renew=41',
    );
    const prompt = screen.getByText('Your policy is expiring soon').closest('[role="alert"]')!;
    expect(
      within(prompt as HTMLElement).getByRole('link', { name: 'Upload Your Renewal' }),
    ).toHaveAttribute('href', '/tenant/upload?renew=41');
  });

  it('the server says the renewal is not due (other cover): no prompt, no action', async () => {
    dashboard([{ ...ending, renewal_due: false }]);
    const card = await screen.findByRole('region', { name: 'Lemonade' });
    expect(within(card).queryByRole('link', { name: 'Upload Your Renewal' })).toBeNull();
    expect(screen.queryByText('Your policy is expiring soon')).toBeNull();
  });
});

describe('the wizard opened to renew an upload', () => {
  const other = { ...lease, id: 77, unit: '9' };
  const mine = { ...lapsed, lease_id: 41 };
  function wizard(route: string) {
    return renderApp({
      route,
      preloadedState: { ...signedInState(), ...uploadAt(0) },
      handlers: {
        'GET /v2/tenantForExisting': ok({ ...tenant, leases: [other, lease], user_exists: true }),
        'GET /v2/third-party-policies': ok({ thirdPartyPolicies: [mine] }),
      },
    });
  }

  it('fills in provider, number, liability and dates from its end, for its lease', async () => {
    const user = userEvent.setup();
    const app = wizard('/tenant/upload?renew=52');
    await waitFor(() => expect(app.path()).toBe('/tenant/upload'));
    await waitFor(() => expect(app.store.getState().upload.policy?.provider).toBe('State Farm'));
    await user.click(await screen.findByRole('button', { name: 'Upload PDF' }));
    const form = await screen.findByRole('form', { name: uploadTexts.policyInfo });
    expect(within(form).getByLabelText(uploadTexts.provider)).toHaveValue('State Farm');
    expect(within(form).getByLabelText(uploadTexts.policyNumber)).toHaveValue('98-BT-2201-5');
    expect(within(form).getByLabelText(uploadTexts.liabilityCoverage)).toHaveValue('300000');
    expect(within(form).getByLabelText(uploadTexts.startDate)).toHaveValue('2026-03-01');
    expect(within(form).getByLabelText(uploadTexts.endDate)).toHaveValue('2027-03-01');
    // The upload's lease (41) comes first: the one the renewal is uploaded for.
    expect(app.store.getState().upload.tenant?.leases[0]?.id).toBe(41);
  });

  it("an id that is not one of the tenant's uploads fills nothing in", async () => {
    const app = wizard('/tenant/upload?renew=999');
    await waitFor(() => expect(app.path()).toBe('/tenant/upload'));
    expect(await screen.findByRole('button', { name: 'Upload PDF' })).toBeVisible();
    expect(app.store.getState().upload.policy).toBeNull();
  });
});
