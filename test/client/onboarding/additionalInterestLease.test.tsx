// Choosing "No interested party" at a partner property says plainly that the lease
// requires insurance and that the manager will still be told; elsewhere nothing is said.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { purchaseTexts } from '../../../src/domain/checkout/texts';
import { renderApp } from '../render';
import { manager } from './fixtures';
import { purchaseAt } from './purchaseFixtures';

jest.setTimeout(20_000);

const WARNING = /^Your lease requires renters insurance\./;

describe('onboarding step 8 at a partner property: no interested party', () => {
  it('warns once "No interested party" is chosen, and not before', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/onboarding',
      preloadedState: purchaseAt('additionalInterest', { propertyManager: manager }),
    });
    await screen.findByText(purchaseTexts.additionalInterestTitle);
    expect(screen.queryByText(WARNING)).toBeNull();
    await user.click(screen.getByRole('radio', { name: purchaseTexts.noInterestedParty }));
    expect(
      screen.getByText(
        `Your lease requires renters insurance. We will still tell ${manager.management_company} that you bought this policy, but they will not be named on it as an interested party.`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: purchaseTexts.addInterestedParty }));
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('says nothing of a lease at an address without a partner manager', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/onboarding',
      preloadedState: purchaseAt('additionalInterest', { propertyManager: null }),
    });
    await screen.findByText(purchaseTexts.additionalInterestTitle);
    await user.click(screen.getByRole('radio', { name: purchaseTexts.noInterestedParty }));
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
