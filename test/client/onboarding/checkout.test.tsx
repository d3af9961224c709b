import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  flowMessages,
  onboardingTitles,
  paymentMessages,
  validationMessages,
} from '../../../src/domain/messages';
import { disclosureLabels, purchaseTexts } from '../../../src/domain/checkout/texts';
import { enter } from '../enter';
import { renderApp, type ApiHandler, type ApiRequest } from '../render';
import { ok } from './fixtures';
import { purchaseAt, quote } from './purchaseFixtures';
import { planMoney, planMoneyTexts } from '../../../src/domain/payments/planMoney';

jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

const V1 = 'POST /sandbox/carrier/payments/v1/tokenize';
const V2 = 'POST /sandbox/carrier/payments/v2/tokenize';
const success = ok({
  responseMessage: 'Success',
  transactionDetails: { tokenizePayment: 'tok_1' },
});

function start(
  handlers: Record<string, ApiHandler> = {},
  extra: Parameters<typeof purchaseAt>[1] = {},
) {
  return renderApp({
    route: '/onboarding',
    preloadedState: purchaseAt('checkout', extra),
    handlers: { [V1]: success, [V2]: success, ...handlers },
  });
}

const form = () => screen.findByRole('form', { name: 'Checkout form' });
const reviewDetails = () => screen.getByRole('button', { name: onboardingTitles.reviewDetails });

/**
 * Text goes in key by key in the validation test (the form as a person fills it in, and a name
 * longer than the field takes); the other tests are about what is sent and saved, and paste it
 * whole (enter.ts).
 */
const write = (user: User, field: HTMLElement, text: string, typed = false) =>
  typed ? user.type(field, text) : enter(user, field, text);

async function fillCard(
  user: User,
  card: { number?: string; month?: string; year?: string; cvv?: string } = {},
  typed = false,
) {
  const f = within(await form());
  await write(user, f.getByLabelText('Card Number'), card.number ?? '4242 4242 4242 4242', typed);
  await write(user, f.getByLabelText('Month (MM)'), card.month ?? '04', typed);
  await write(user, f.getByLabelText('Year (YYYY)'), card.year ?? '2031', typed);
  await write(user, f.getByLabelText('CVV'), card.cvv ?? '123', typed);
}

async function fillDateOfBirth(value = '1990-04-02') {
  fireEvent.change(within(await form()).getByLabelText('Date of Birth'), { target: { value } });
}

const tokenizations = (calls: ApiRequest[]) => calls.filter((c) => c.path.endsWith('/tokenize'));

describe('onboarding step 9: checkout (docs/product.md "Onboarding flow", "States", "Validation", "Messages")', () => {
  it('prefills the person from user info and shows the payment, address and consent parts', async () => {
    start();
    expect(await screen.findByText(onboardingTitles.checkout)).toBeVisible();
    const f = within(await form());
    expect(f.getByLabelText('First Name')).toHaveValue('Maya');
    expect(f.getByLabelText('Last Name')).toHaveValue('Thompson');
    expect(f.getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(f.getByLabelText('Phone Number')).toHaveValue('6085550134');
    expect(f.getByRole('radio', { name: purchaseTexts.card })).toBeChecked();
    expect(f.getByRole('radio', { name: purchaseTexts.bankAccount })).not.toBeChecked();
    expect(f.getByText(purchaseTexts.cardFeeNote)).toBeVisible();
    // Monthly: $20.00 today plus the 5% card fee, said as the payment-plan step and the review
    // say it (one model of the plan's money, planMoney).
    expect(f.getByTestId('charged-today')).toHaveTextContent(
      'Charged today: $21.00 today by card: $20.00 premium + $1.00 card fee',
    );
    expect(f.getByTestId('charged-today')).toHaveTextContent(
      `${purchaseTexts.chargedToday}: ${planMoneyTexts.dueTodayParts(planMoney(quote.schedules[2]!, 2, '2030-01-02', 'cc'))}`,
    );
    expect(f.getAllByRole('radio', { name: purchaseTexts.sameAsProperty })[0]).toBeChecked();
    // Consent is asked, never assumed: both boxes start unticked, each saying what
    // ticking it means.
    const texts = f.getByRole('checkbox', { name: purchaseTexts.textAlertsConsent });
    const ebc = f.getByRole('checkbox', { name: purchaseTexts.ebcConsent });
    expect(texts).not.toBeChecked();
    expect(ebc).not.toBeChecked();
    expect(texts).toHaveAccessibleDescription(purchaseTexts.textAlertsConsentHint);
    expect(ebc).toHaveAccessibleDescription(purchaseTexts.ebcConsentHint);
    for (const type of [
      'sms',
      'ebc',
      'fraud',
      'cancelationnotice',
      'payauthorization',
      'legal',
    ] as const)
      expect(f.getByRole('button', { name: disclosureLabels[type] })).toBeVisible();
  });

  it('validates everything before tokenizing', async () => {
    const user = userEvent.setup({ delay: null });
    const app = start();
    const f = within(await form());
    await user.clear(f.getByLabelText('First Name'));
    await user.type(f.getByLabelText('First Name'), 'Maximilianusss');
    await user.type(f.getByLabelText('First Name'), 'x');
    await user.clear(f.getByLabelText('Phone Number'));
    await user.type(f.getByLabelText('Phone Number'), '608555');
    await user.click(reviewDetails());
    expect(f.getByText(validationMessages.firstNameUnder15)).toBeVisible();
    expect(f.getByText(validationMessages.phone10Digits)).toBeVisible();
    expect(f.getByText(validationMessages.dateOfBirthRequired)).toBeVisible();
    expect(f.getByText(validationMessages.cardNumberRequired)).toBeVisible();
    expect(f.getByText(validationMessages.cvvRequired)).toBeVisible();

    await fillDateOfBirth('2020-01-01');
    await fillCard(
      user,
      { number: '4242 4242 4242 4241', month: '13', year: '1999', cvv: '12' },
      true,
    );
    await user.click(reviewDetails());
    expect(f.getByText(validationMessages.minimumAge)).toBeVisible();
    expect(f.getByText(validationMessages.invalidCardNumber)).toBeVisible();
    expect(f.getByText(validationMessages.invalidMonth)).toBeVisible();
    expect(f.getByText(validationMessages.invalidYear)).toBeVisible();
    expect(f.getByText(validationMessages.invalidCvv)).toBeVisible();
    expect(tokenizations(app.calls)).toHaveLength(0);
    expect(app.store.getState().onboarding.step).toBe('checkout');
  });

  it('sets the date-of-birth maximum to today minus 18 years', async () => {
    const f = within(await (start(), form()));
    const max = f.getByLabelText('Date of Birth').getAttribute('max') ?? '';
    const today = new Date();
    expect(max.slice(0, 4)).toBe(String(today.getFullYear() - 18));
  });

  it('tokenizes the card with the service, then saves only the token and a description', async () => {
    const user = userEvent.setup({ delay: null });
    const app = start();
    await fillDateOfBirth();
    await fillCard(user);
    expect(within(await form()).getByText('Visa')).toBeVisible();
    await user.click(reviewDetails());
    await waitFor(() => expect(app.store.getState().onboarding.step).toBe('review'));

    const [call, ...others] = tokenizations(app.calls);
    expect(others).toHaveLength(0);
    expect(call?.path).toBe('/sandbox/carrier/payments/v1/tokenize');
    expect(call?.headers.get('Token')).toBeNull();
    expect(call?.body).toEqual({
      transaction: { clientId: 'client-1', workItemId: 'work-1' },
      billing: {
        ccInfo: {
          cardNumber: '4242424242424242',
          cardCvc: '123',
          cardExpYear: '2031',
          cardExpMonth: '04',
          cardType: 'visa',
        },
      },
    });
    const state = app.store.getState().onboarding;
    expect(state.payment).toEqual({
      method: 'cc',
      token: 'tok_1',
      description: 'Visa ending in 4242',
    });
    expect(state.checkout).toEqual({
      person: {
        firstName: 'Maya',
        lastName: 'Thompson',
        email: 'maya@example.com',
        phone: '6085550134',
        dateOfBirth: '1990-04-02',
      },
      mailingAddress: {
        firstName: 'Maya',
        lastName: 'Thompson',
        streetAddress: '1200 Regent St',
        unit: '',
        city: 'Madison',
        state: 'WI',
        zip: '53715',
      },
      billingAddress: {
        firstName: 'Maya',
        lastName: 'Thompson',
        streetAddress: '1200 Regent St',
        unit: '',
        city: 'Madison',
        state: 'WI',
        zip: '53715',
      },
      // Untouched boxes are no consent.
      textAlertsConsent: false,
      ebcConsent: false,
    });
    // The card number is nowhere in the store and never went to our own API.
    expect(JSON.stringify(app.store.getState())).not.toMatch(/4242424242424242|4242 4242/);
    for (const c of app.calls.filter((c) => c.path.startsWith('/v2/')))
      expect(JSON.stringify(c.body ?? '')).not.toContain('4242424242424242');
  });

  it('saves a different billing address and the consents as chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const app = start();
    const f = within(await form());
    await fillDateOfBirth();
    await fillCard(user);
    const billing = f.getByRole('group', { name: purchaseTexts.billingAddress });
    await user.click(within(billing).getByRole('radio', { name: purchaseTexts.differentAddress }));
    await user.click(reviewDetails());
    expect(within(billing).getByText(validationMessages.streetRequired)).toBeVisible();
    expect(tokenizations(app.calls)).toHaveLength(0);
    await write(user, within(billing).getByLabelText('First Name'), 'Sam');
    await write(user, within(billing).getByLabelText('Last Name'), 'Payer');
    await write(user, within(billing).getByLabelText('Street Address'), '9 Oak Ave');
    await write(user, within(billing).getByLabelText('City'), 'Verona');
    await user.click(within(billing).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Wisconsin' }));
    await user.type(within(billing).getByLabelText('Zip'), '5359');
    await user.click(reviewDetails());
    expect(within(billing).getByText('Zip must be 5 digits')).toBeVisible();
    await user.type(within(billing).getByLabelText('Zip'), '3');
    await user.click(f.getByRole('checkbox', { name: purchaseTexts.ebcConsent }));
    await user.click(reviewDetails());
    await waitFor(() => expect(app.store.getState().onboarding.step).toBe('review'));
    const saved = app.store.getState().onboarding.checkout;
    expect(saved?.billingAddress).toEqual({
      firstName: 'Sam',
      lastName: 'Payer',
      streetAddress: '9 Oak Ave',
      unit: '',
      city: 'Verona',
      state: 'WI',
      zip: '53593',
    });
    expect(saved?.mailingAddress.streetAddress).toBe('1200 Regent St');
    expect(saved?.textAlertsConsent).toBe(false);
    expect(saved?.ebcConsent).toBe(true);
  });

  it('the bank option tokenizes routing and account numbers with v2', async () => {
    const user = userEvent.setup({ delay: null });
    const app = start();
    const f = within(await form());
    await fillDateOfBirth();
    await user.click(f.getByRole('radio', { name: purchaseTexts.bankAccount }));
    expect(f.getByText(purchaseTexts.bankFeeNote)).toBeVisible();
    expect(f.getByTestId('charged-today')).toHaveTextContent(
      'Charged today: $21.50 today by bank account: $20.00 premium + $1.50 bank setup fee',
    );
    await write(user, f.getByLabelText('Routing Number'), '123456789');
    await write(user, f.getByLabelText('Account Number'), '123456789');
    await write(user, f.getByLabelText('Confirm Account Number'), '123456780');
    await user.click(reviewDetails());
    expect(f.getByText(validationMessages.invalidRoutingNumber)).toBeVisible();
    expect(f.getByText(validationMessages.accountNumbersDoNotMatch)).toBeVisible();
    await user.clear(f.getByLabelText('Routing Number'));
    await write(user, f.getByLabelText('Routing Number'), '011000015');
    await user.clear(f.getByLabelText('Confirm Account Number'));
    await write(user, f.getByLabelText('Confirm Account Number'), '123456789');
    await user.click(reviewDetails());
    await waitFor(() => expect(app.store.getState().onboarding.step).toBe('review'));
    const [call] = tokenizations(app.calls);
    expect(call?.path).toBe('/sandbox/carrier/payments/v2/tokenize');
    expect(call?.body).toEqual({
      transaction: { clientId: 'client-1', workItemId: 'work-1' },
      billing: { bankInfo: { routingNumber: '011000015', accountNumber: '123456789' } },
    });
    expect(app.store.getState().onboarding.payment).toEqual({
      method: 'bank',
      token: 'tok_1',
      description: 'Bank account ending in 6789',
    });
    expect(JSON.stringify(app.store.getState())).not.toContain('011000015');
  });

  it.each([
    [
      'a refusal with the service error',
      ok({ responseMessage: 'Declined', error: { message: 'Your card was declined.' } }),
      'Your card was declined.',
    ],
    [
      'a refusal without an error',
      ok({ responseMessage: 'Declined', error: null }),
      paymentMessages.processFailed,
    ],
    ['an HTTP failure', () => [503, { message: 'down' }], paymentMessages.tokenizationFailed],
    // Not JSON at all (test/client/tokenization.test.ts reads JSON of the wrong shape too).
    [
      'an unreadable answer',
      () => [200, new Blob(['<html>Bad gateway</html>'], { type: 'text/html' })],
      paymentMessages.invalidProcessorResponse,
    ],
  ] as [string, ApiHandler, string][])(
    "shows %s in a 'Payment Error' alert and stays",
    async (_label, handler, message) => {
      const user = userEvent.setup({ delay: null });
      const app = start({ [V1]: handler });
      await fillDateOfBirth();
      await fillCard(user);
      await user.click(reviewDetails());
      const alert = await screen.findByRole('alertdialog', {
        name: paymentMessages.paymentErrorTitle,
      });
      expect(within(alert).getByText(message)).toBeVisible();
      expect(app.store.getState().onboarding.step).toBe('checkout');
      expect(app.store.getState().onboarding.payment).toBeNull();
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    },
  );

  it('reopens with the saved person and a different address, but never the card', async () => {
    start(
      {},
      {
        checkout: {
          person: {
            firstName: 'Mia',
            lastName: 'Lee',
            email: 'mia@example.com',
            phone: '6085550199',
            dateOfBirth: '1991-02-03',
          },
          mailingAddress: {
            firstName: 'Mia',
            lastName: 'Lee',
            streetAddress: '9 Oak Ave',
            unit: '',
            city: 'Verona',
            state: 'WI',
            zip: '53593',
          },
          billingAddress: {
            firstName: 'Mia',
            lastName: 'Lee',
            streetAddress: '1200 Regent St',
            unit: '',
            city: 'Madison',
            state: 'WI',
            zip: '53715',
          },
          textAlertsConsent: false,
          ebcConsent: true,
        },
      },
    );
    const f = within(await form());
    expect(f.getAllByLabelText('First Name')[0]).toHaveValue('Mia');
    expect(f.getByLabelText('Date of Birth')).toHaveValue('1991-02-03');
    const mailing = f.getByRole('group', { name: purchaseTexts.mailingAddress });
    expect(
      within(mailing).getByRole('radio', { name: purchaseTexts.differentAddress }),
    ).toBeChecked();
    expect(within(mailing).getByLabelText('Street Address')).toHaveValue('9 Oak Ave');
    expect(f.getByRole('checkbox', { name: purchaseTexts.textAlertsConsent })).not.toBeChecked();
    // A consent the buyer gave comes back ticked.
    expect(f.getByRole('checkbox', { name: purchaseTexts.ebcConsent })).toBeChecked();
    expect(f.getByLabelText('Card Number')).toHaveValue('');
  });

  it('back returns to additional interest and clears the payment token', async () => {
    const user = userEvent.setup({ delay: null });
    const app = start(
      {},
      { payment: { method: 'cc', token: 'tok_old', description: 'Visa ending in 4242' } },
    );
    await form();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.store.getState().onboarding.step).toBe('additionalInterest');
    expect(app.store.getState().onboarding.payment).toBeNull();
  });

  it('shows the missing-quote error without a quote', async () => {
    start({}, { quote: null });
    expect(await screen.findByText(flowMessages.missingQuote)).toBeVisible();
  });
});
