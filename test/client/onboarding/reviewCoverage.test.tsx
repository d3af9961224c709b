// The review's add-ons by the coverage table's names and limits, and Illinois' water
// backup disclosure shown to a buyer who turned water backup on (docs/product.md "Limits").
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type ApiRequest } from '../render';
import { validated } from './fixtures';
import { checkout, payment, purchaseAt, quote } from './purchaseFixtures';

jest.setTimeout(20_000);

function review(state: string, toggles: Record<string, boolean>) {
  return renderApp({
    route: '/onboarding',
    preloadedState: purchaseAt('review', {
      validatedAddress: { ...validated, state },
      quote: { ...quote, selection: { ...quote.selection, toggles } },
      checkout,
      payment,
    }),
    handlers: {
      'POST /v2/getDisclosure': (request: ApiRequest) => [
        200,
        {
          disclosureType: 'waterbackup',
          state: (request.body as { state: string }).state,
          title: 'Illinois Water Backup Disclosure',
          content: 'Water backup coverage in Illinois is limited.\n\nRead it before you buy.',
          version: 'waterbackup-IL-2025.1',
        },
      ],
    },
  });
}

const coverage = async () => within(await screen.findByRole('region', { name: 'Coverage' }));
const NOTICE = 'Read the Illinois water backup notice';

describe('review: the chosen add-ons', () => {
  it('lists each by name with the limit the policy will carry', async () => {
    review('WI', { waterBackup: true, identityFraud: true, petDamage: false });
    const section = await coverage();
    const included = section.getByText('Included').nextSibling as HTMLElement;
    expect(within(included).getByText('Water Backup: up to $5,000')).toBeVisible();
    expect(within(included).getByText('Identity Fraud: up to $15,000')).toBeVisible();
    expect(included).not.toHaveTextContent('Pet Damage');
    expect(section.queryByRole('button', { name: NOTICE })).toBeNull();
  });
});

describe(`review: Illinois' water backup disclosure (docs/product.md "Limits")`, () => {
  it('an IL buyer with water backup on can open it', async () => {
    const app = review('IL', { waterBackup: true });
    const section = await coverage();
    expect(section.getByText(/Illinois asks us to give you a notice/)).toBeVisible();
    await userEvent.setup().click(section.getByRole('button', { name: NOTICE }));
    const dialog = await screen.findByRole('dialog', { name: 'Illinois Water Backup Disclosure' });
    expect(
      await within(dialog).findByText('Water backup coverage in Illinois is limited.'),
    ).toBeVisible();
    const call = app.calls.find((c) => c.path === '/v2/getDisclosure');
    expect(call?.body).toEqual({ disclosureType: 'waterbackup', state: 'IL' });
  });

  it('is not shown in IL without water backup', async () => {
    review('IL', { waterBackup: false, identityFraud: true });
    const section = await coverage();
    expect(section.getByText('Identity Fraud: up to $15,000')).toBeVisible();
    expect(section.queryByRole('button', { name: NOTICE })).toBeNull();
  });
});
