// A tenant whose only policy is a partner carrier's (demo Daniel). The menu offers the
// claim pages and they say where the claim goes, with the way there: never "no active policies".
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimMessages as m, screenTexts } from '../../src/domain/messages';
import { partnerPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const onlyPartner: Record<string, ApiHandler> = {
  'GET /v2/policy': () => [200, { policies: [] }],
  'GET /v2/assurant/policy': (request) => [
    200,
    { policies: request.query.get('inactiveOnly') === 'true' ? [] : [partnerPolicy] },
  ],
};
const open = (route: string) =>
  renderApp({ route, preloadedState: signedInState(), handlers: onlyPartner });
const number = partnerPolicy.carrier_policy_number;

describe("claims for a partner carrier's policy", () => {
  it('the menu offers Report a Claim, and the page sends the claim to the carrier', async () => {
    const user = userEvent.setup();
    open('/tenant/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(menu).findByRole('link', { name: 'Report a Claim' }));

    expect(await screen.findByRole('heading', { name: m.reportTitle, level: 1 })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Claims go to your insurance carrier' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `Your policy ${number} is with our partner carrier, so you report a claim on it on the carrier's website, not here.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(screenTexts.noActivePolicies)).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(
      await screen.findByText(
        'Questions about a claim? Contact us at support@example.com or (608) 555-0100.',
      ),
    ).toBeVisible();

    const go = screen.getByRole('link', { name: "Report a Claim on the Carrier's Website" });
    expect(go).toHaveAttribute('href', 'https://www.partner.example.com/manage');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAccessibleDescription('Opens partner.example.com in a new tab.');
  });

  it("claim history says the claims are on the carrier's website, with the way there", async () => {
    open('/tenant/account/claim-history');
    expect(await screen.findByRole('heading', { name: m.historyTitle, level: 1 })).toBeVisible();
    expect(
      await screen.findByText(
        `Your policy ${number} is with our partner carrier, so its claims and their progress are on the carrier's website, not here.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(screenTexts.noActivePoliciesClaimHistory)).toBeNull();
    expect(
      screen.getByRole('link', { name: "See Your Claims on the Carrier's Website" }),
    ).toHaveAttribute('href', 'https://www.partner.example.com/manage');
  });

  it('without a portal link it says how to report the claim instead', async () => {
    renderApp({
      route: '/tenant/account/report-a-claim',
      preloadedState: signedInState(),
      handlers: {
        ...onlyPartner,
        'GET /v2/assurant/policy': () => [
          200,
          { policies: [{ ...partnerPolicy, manage_url: null }] },
        ],
      },
    });
    expect(
      await screen.findByText(
        'Call the claims number on your policy documents, or contact us at support@example.com or (608) 555-0100 and we will help.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Carrier's Website/ })).toBeNull();
  });
});
