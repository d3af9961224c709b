import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addressMessages,
  onboardingTitles,
  validationMessages,
} from '../../../src/domain/messages';
import { enter } from '../enter';
import { renderApp, type ApiHandler } from '../render';
import {
  atAddressStep,
  manager,
  ok,
  onboardingAt,
  suggestion,
  validAddressAnswer,
} from './fixtures';

const TITLE = 'Hey Maya! Enter the address you want coverage at.';

function start(validate: ApiHandler, extra: Record<string, ApiHandler> = {}) {
  const { preloadedState, handlers } = atAddressStep(validate);
  return renderApp({ route: '/onboarding', preloadedState, handlers: { ...handlers, ...extra } });
}

/**
 * Text goes in key by key where a test is about typing (the suggestions asked for as the tenant
 * types, the manual form as a person fills it in); elsewhere it is pasted whole (enter.ts).
 */
const write = (
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
  typed: boolean,
) => (typed ? user.type(field, text) : enter(user, field, text));

async function pickSuggestion(user: ReturnType<typeof userEvent.setup>, typed = false) {
  await write(user, await screen.findByLabelText('Address'), '1200 Reg', typed);
  await user.click(
    await screen.findByRole('option', { name: suggestion.description }, { timeout: 2000 }),
  );
}

async function openManualForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: addressMessages.cantFindAddress }));
  return screen.findByRole('form', { name: 'Address form' });
}

async function fillManual(
  user: ReturnType<typeof userEvent.setup>,
  values: { street?: string; city?: string; state?: string; zip?: string } = {},
  typed = false,
) {
  const form = await openManualForm(user);
  const field = (label: string) => within(form).getByLabelText(label);
  await write(user, field('Street Address'), values.street ?? '1200 Regent St', typed);
  await write(user, field('City'), values.city ?? 'Madison', typed);
  await user.click(within(form).getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: values.state ?? 'Wisconsin' }));
  await write(user, field('Zip'), values.zip ?? '53715', typed);
  await user.click(within(form).getByRole('button', { name: onboardingTitles.continue }));
}

describe('onboarding step 2: address coverage (docs/product.md "Onboarding flow", "States", "Validation", "Messages")', () => {
  it('offline: no drawn map; suggests addresses, shows the pick as a card, goes on to underwriting', async () => {
    const user = userEvent.setup();
    const app = start(ok(validAddressAnswer(null)));
    expect(await screen.findByText(TITLE)).toBeVisible();
    // Without a Google key there are no map tiles: no fake map, and nothing until a pick.
    expect(screen.queryByRole('img', { name: /map/i })).toBeNull();
    expect(screen.queryByTestId('address-card')).toBeNull();
    await pickSuggestion(user, true);
    expect(screen.getByRole('heading', { name: 'Your address' })).toBeVisible();
    expect(screen.getByTestId('address-card')).toHaveTextContent('1200 Regent StMadison, WI 53715');
    const lookups = app.calls.filter((c) => c.path === '/v2/util/addressSuggestions');
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.every((c) => c.query.get('q') === '1200 Reg')).toBe(true);
    await user.type(screen.getByLabelText('Unit'), '4B');
    expect(screen.getByTestId('address-card')).toHaveTextContent('1200 Regent St, Unit 4B');
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    // The validated address has no unit: the entered one differs → recommendation.
    expect(await screen.findByText('Did you mean this address?')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /As entered/ }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/util/validateAddress')?.body).toEqual({
      streetAddress: '1200 Regent St',
      unit: '4B',
      city: 'Madison',
      state: 'WI',
      zip: '53715',
    });
    expect(app.store.getState().onboarding).toMatchObject({
      validatedAddress: { streetAddress: '1200 Regent St', unit: '4B' },
      coordinates: { lat: 43.0682, lng: -89.4123 },
      propertyManager: null,
    });
  });

  it('back on the address step, the checked address shows as a card with its manager', async () => {
    renderApp({
      route: '/onboarding',
      preloadedState: onboardingAt('addressCoverage', {
        propertyManager: manager,
        buildingName: 'Willow North',
      }),
    });
    expect(await screen.findByText(TITLE)).toBeVisible();
    expect(screen.getByTestId('address-card')).toHaveTextContent('1200 Regent StMadison, WI 53715');
    expect(screen.getByText('Managed by Lakeshore Property Group (Willow North)')).toBeVisible();
  });

  it('a partnered address goes to the found-property step', async () => {
    const user = userEvent.setup();
    const app = start(ok(validAddressAnswer(manager)));
    await pickSuggestion(user);
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(onboardingTitles.foundProperty)).toBeVisible();
    expect(screen.getByText('Lakeshore Property Group')).toBeVisible();
    expect(app.store.getState().onboarding.buildingName).toBe('Willow North');
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
  });

  it('an empty autocomplete asks to select from the list; typing after a pick clears it', async () => {
    const user = userEvent.setup();
    const app = start(ok(validAddressAnswer()));
    await screen.findByText(TITLE);
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(addressMessages.selectFromList)).toBeVisible();
    await pickSuggestion(user);
    expect(screen.queryByText(addressMessages.selectFromList)).toBeNull();
    await user.type(screen.getByLabelText('Address'), 'x');
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(addressMessages.selectFromList)).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/util/validateAddress')).toBe(false);
  });

  it('recommendation: Cancel/Edit stays; the recommended address is used when picked', async () => {
    const user = userEvent.setup();
    const app = start(ok(validAddressAnswer()));
    await fillManual(user, { street: '1200 regent street' }, true);
    expect(await screen.findByText('Did you mean this address?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel/Edit' }));
    await waitFor(() => expect(screen.queryByText('Did you mean this address?')).toBeNull());
    expect(app.store.getState().onboarding.step).toBe('addressCoverage');
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    await user.click(await screen.findByRole('button', { name: 'Use This Address' }));
    await screen.findByText(onboardingTitles.underwriting);
    expect(app.store.getState().onboarding.validatedAddress?.streetAddress).toBe('1200 Regent St');
    expect(app.calls.find((c) => c.path === '/v2/util/validateAddress')?.body).toMatchObject({
      firstName: 'Maya',
      lastName: 'Thompson',
    });
  });

  it('an unserved state is refused before validating', async () => {
    const user = userEvent.setup();
    const app = start(ok(validAddressAnswer()));
    await fillManual(user, { state: 'Texas' });
    expect(await screen.findByText(addressMessages.stateNotServed)).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/util/validateAddress')).toBe(false);
  });

  it.each([
    ['ADDRESS_BANNED', addressMessages.banned],
    ['COMMERCIAL_ADDRESS', addressMessages.notResidential],
    ['ADDRESS_INVALID', addressMessages.unableToValidate],
  ])('carrier refusal %s shows its message', async (code, text) => {
    const user = userEvent.setup();
    const app = start(
      ok({ validated: null, propertyInfo: null, error: { code, message: 'refused' } }),
    );
    await fillManual(user);
    expect(await screen.findByText(text)).toBeVisible();
    expect(app.store.getState().onboarding.step).toBe('addressCoverage');
  });

  it('the manual form applies the docs/product.md "Validation" limits', async () => {
    const user = userEvent.setup();
    start(ok(validAddressAnswer()));
    const form = await openManualForm(user);
    const first = within(form).getByLabelText('First Name');
    await user.clear(first);
    await enter(user, first, 'A'.repeat(31));
    await enter(user, within(form).getByLabelText('Street Address'), '1'.repeat(31));
    await user.click(within(form).getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(validationMessages.firstNameMax30)).toBeVisible();
    expect(screen.getByText(validationMessages.streetMax30)).toBeVisible();
    expect(screen.getByText(validationMessages.cityRequired)).toBeVisible();
    expect(screen.getByText(validationMessages.stateRequired)).toBeVisible();
    expect(screen.getByText(validationMessages.zipRequired)).toBeVisible();
    expect(within(form).getByLabelText('Last Name')).toHaveValue('Thompson');
  });
});
