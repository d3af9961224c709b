import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addressMessages,
  disclosureMessages,
  onboardingTitles,
  validationMessages,
} from '../../../src/domain/messages';
import { purchaseTexts, purchaseValidationMessages } from '../../../src/domain/checkout/texts';
import { renderApp, type ApiHandler } from '../render';
import { manager, ok } from './fixtures';
import { purchaseAt } from './purchaseFixtures';

jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

function start(
  extra: Parameters<typeof purchaseAt>[1] = {},
  handlers: Record<string, ApiHandler> = {},
) {
  return renderApp({
    route: '/onboarding',
    preloadedState: purchaseAt('additionalInterest', extra),
    handlers,
  });
}

const editor = () =>
  screen.findByRole('dialog', { name: purchaseTexts.interestedPartyEditorTitle });

async function retype(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

const defaultParty = {
  name: 'Lakeshore Property Group LLC',
  streetAddress: 'PO Box 620',
  city: 'Middleton',
  state: 'WI',
  zip: '53562',
};

describe('onboarding step 8: additional interest (docs/product.md "Onboarding flow", "Validation")', () => {
  it("suggests the partnered property's interested party and keeps it without re-validating", async () => {
    const user = userEvent.setup();
    const app = start({ propertyManager: manager });
    expect(await screen.findByText(purchaseTexts.additionalInterestTitle)).toBeVisible();
    expect(screen.getByRole('radio', { name: purchaseTexts.addInterestedParty })).toBeChecked();
    const card = screen.getByRole('region', { name: purchaseTexts.interestedPartyEditorTitle });
    expect(within(card).getByText('Lakeshore Property Group LLC')).toBeVisible();
    expect(within(card).getByText('PO Box 620')).toBeVisible();
    expect(within(card).getByText('Middleton, WI 53562')).toBeVisible();
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(app.store.getState().onboarding.interestedParty).toEqual(defaultParty);
    expect(app.store.getState().onboarding.step).toBe('checkout');
    expect(app.calls.some((c) => c.path === '/v2/util/validateAddress')).toBe(false);
  });

  it('checks an edited address with the validator and shows its refusal text', async () => {
    const user = userEvent.setup();
    let answer: unknown = {
      validated: null,
      propertyInfo: null,
      error: { code: 'ADDRESS_INVALID', message: addressMessages.unableToValidate },
    };
    const app = start(
      { propertyManager: manager },
      { 'POST /v2/util/validateAddress': () => [200, answer] },
    );
    await user.click(await screen.findByRole('button', { name: purchaseTexts.edit }));
    const dialog = await editor();
    const d = within(dialog);
    expect(d.getByLabelText('Name/Company Name')).toHaveValue('Lakeshore Property Group LLC');
    await retype(user, d.getByLabelText('Street Address'), '10 e main st');
    await retype(user, d.getByLabelText('City'), 'madison');
    await retype(user, d.getByLabelText('Zip'), '53703');
    await user.click(d.getByRole('button', { name: purchaseTexts.save }));
    expect(await d.findByText(addressMessages.unableToValidate)).toBeVisible();
    const request = app.calls.find((c) => c.path === '/v2/util/validateAddress');
    expect(request?.body).toEqual({
      streetAddress: '10 e main st',
      city: 'madison',
      state: 'WI',
      zip: '53703',
    });

    answer = {
      validated: {
        streetAddress: '10 E Main St',
        unit: null,
        city: 'Madison',
        state: 'WI',
        zip: '53703',
        latitude: null,
        longitude: null,
      },
      propertyInfo: null,
      error: null,
    };
    await user.click(d.getByRole('button', { name: purchaseTexts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(app.store.getState().onboarding.interestedParty).toEqual({
      name: 'Lakeshore Property Group LLC',
      streetAddress: '10 E Main St',
      city: 'Madison',
      state: 'WI',
      zip: '53703',
    });
  });

  it('applies the name rules in the editor', async () => {
    const user = userEvent.setup();
    start({ propertyManager: manager });
    await user.click(await screen.findByRole('button', { name: purchaseTexts.edit }));
    const d = within(await editor());
    await retype(user, d.getByLabelText('Name/Company Name'), '');
    await user.click(d.getByRole('button', { name: purchaseTexts.save }));
    expect(d.getByText(validationMessages.interestedPartyNameRequired)).toBeVisible();
    await retype(user, d.getByLabelText('Name/Company Name'), 'N'.repeat(30));
    expect(d.getByText(validationMessages.interestedPartyNameMax29)).toBeVisible();
  });

  it('a tenant may choose no interested party', async () => {
    const user = userEvent.setup();
    const app = start({ propertyManager: manager });
    await user.click(await screen.findByRole('radio', { name: purchaseTexts.noInterestedParty }));
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(app.store.getState().onboarding.interestedParty).toBeNull();
    expect(app.store.getState().onboarding.step).toBe('checkout');
  });

  it('non-partnered: none by default; choosing to add opens the editor', async () => {
    const user = userEvent.setup();
    const app = start(
      { propertyManager: null },
      {
        'POST /v2/util/validateAddress': ok({
          validated: {
            streetAddress: '9 Oak Ave',
            unit: null,
            city: 'Verona',
            state: 'WI',
            zip: '53593',
            latitude: null,
            longitude: null,
          },
          propertyInfo: null,
          error: null,
        }),
      },
    );
    expect(
      await screen.findByRole('radio', { name: purchaseTexts.noInterestedParty }),
    ).toBeChecked();
    await user.click(screen.getByRole('radio', { name: purchaseTexts.addInterestedParty }));
    const dialog = await editor();
    await user.click(within(dialog).getByRole('button', { name: onboardingTitles.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(screen.getByText(purchaseValidationMessages.interestedPartyRequired)).toBeVisible();

    await user.click(screen.getByRole('button', { name: purchaseTexts.addInterestedParty }));
    const d = within(await editor());
    await user.type(d.getByLabelText('Name/Company Name'), 'Oak Landlord');
    await user.type(d.getByLabelText('Street Address'), '9 Oak Ave');
    await user.type(d.getByLabelText('City'), 'Verona');
    await user.click(d.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Wisconsin' }));
    await user.type(d.getByLabelText('Zip'), '53593');
    await user.click(d.getByRole('button', { name: purchaseTexts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(app.store.getState().onboarding.interestedParty).toEqual({
      name: 'Oak Landlord',
      streetAddress: '9 Oak Ave',
      city: 'Verona',
      state: 'WI',
      zip: '53593',
    });
  });

  it("opens the 'interestedparty' disclosure for the property's state", async () => {
    const user = userEvent.setup();
    const app = start(
      { propertyManager: manager },
      {
        'POST /v2/getDisclosure': ok({
          disclosureType: 'interestedparty',
          state: 'WI',
          title: 'Interested Party Notice',
          content: 'First paragraph.\n\nSecond paragraph.',
          version: '1',
        }),
      },
    );
    await user.click(
      await screen.findByRole('button', { name: purchaseTexts.interestedPartyDisclosure }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Interested Party Notice' });
    expect(within(dialog).getByText('First paragraph.')).toBeVisible();
    expect(within(dialog).getByText('Second paragraph.')).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/getDisclosure')?.body).toEqual({
      disclosureType: 'interestedparty',
      state: 'WI',
    });
  });

  it.each([
    [404, { message: 'Not found', code: 'NOT_FOUND' }, disclosureMessages.noContent],
    [
      200,
      { disclosureType: 'interestedparty', state: 'WI', title: 'T', content: ' ', version: '1' },
      disclosureMessages.noContent,
    ],
    [503, { message: 'boom' }, disclosureMessages.loadFailed],
  ])(
    'a disclosure answered %s shows the docs/product.md "Messages" text',
    async (status, body, text) => {
      const user = userEvent.setup();
      start({ propertyManager: manager }, { 'POST /v2/getDisclosure': () => [status, body] });
      await user.click(
        await screen.findByRole('button', { name: purchaseTexts.interestedPartyDisclosure }),
      );
      expect(await screen.findByText(text)).toBeVisible();
    },
  );

  it('back returns to additional insured (or payment options when roommates are skipped)', async () => {
    const user = userEvent.setup();
    const app = start({ propertyManager: { ...manager, skipRoommates: true } });
    await screen.findByText(purchaseTexts.additionalInterestTitle);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.store.getState().onboarding.step).toBe('paymentOptions');
  });
});
