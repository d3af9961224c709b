// The pseudo-locale gate (./pseudoLocale.ts) on the purchase steps: the payment plans (every
// way a plan's later payments are said, the chosen one, the plans' popup), checkout (its field
// errors by card, by bank and with other addresses, every payment error) and the review (every
// person and address, a bank payment, Illinois' notice, each refusal of the purchase).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingState } from '../../src/client/features/onboarding/onboardingSlice';
import { paymentTexts } from '../../src/domain/i18n/generated/en/payment';
import { answersTexts } from '../../src/domain/i18n/generated/en/answers';
import { plainTexts } from '../../src/domain/i18n/texts';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { renderApp, type ApiHandler } from './render';
import { held, manager, ok, validated } from './onboarding/fixtures';
import { checkout, payment, purchaseAt, quote } from './onboarding/purchaseFixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Typing whole forms is slow on a busy 2-core machine (as in the onboarding tests).
jest.setTimeout(30_000);

/** The carrier's refusals and the API's, in English as they come (the client says them). */
const carrier = plainTexts(paymentTexts);
const answers = plainTexts(answersTexts);

function at(
  step: OnboardingState['step'],
  extra: Partial<OnboardingState> = {},
  handlers: Record<string, ApiHandler> = {},
) {
  return renderApp({
    route: '/onboarding',
    preloadedState: { ...inPseudo, ...purchaseAt(step, extra) },
    handlers,
  });
}

const h1 = () => screen.findByRole('heading', { level: 1, name: /⟦/ });
const submit = () => document.querySelector<HTMLButtonElement>('button[type=submit]')!;
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the payment plans show only catalog texts', () => {
  it('every plan with its figures and dates, the chosen one, and the popup', async () => {
    at('paymentOptions', { paymentPlan: 1 });
    const user = userEvent.setup();
    await h1();
    const plans = screen.getAllByRole('region');
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(plan.getAttribute('aria-label')).toContain('⟦');
    // The later payments' dates, opened.
    for (const toggle of screen.getAllByRole('button', { expanded: false }))
      await user.click(toggle);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10);
    expect(untranslated(document.body)).toEqual([]);

    // The plans' information button, beside the title.
    const title = screen.getByRole('heading', { level: 1 });
    await user.click(within(title.parentElement!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(untranslated(dialog)).toEqual([]);
  });

  it('one later payment', async () => {
    const schedules = quote.schedules.map((s, i) => (i === 1 ? { ...s, numberOfPayments: 2 } : s));
    at('paymentOptions', { quote: { ...quote, schedules } });
    await h1();
    // 'Then 1 payment of …' (its own message: no plural).
    expect(document.body.textContent).toContain('⟦Théñ 1 páýméñt óf ⟧');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('without a quote', async () => {
    at('paymentOptions', { quote: null });
    await screen.findByRole('alert');
    expect(untranslated(document.body)).toEqual([]);
  });
});

const V1 = 'POST /sandbox/carrier/payments/v1/tokenize';
const V2 = 'POST /sandbox/carrier/payments/v2/tokenize';
const tokenized = ok({ responseMessage: 'Success', transactionDetails: { tokenizePayment: 't' } });

async function checkoutForm(handlers: Record<string, ApiHandler> = {}) {
  at('checkout', {}, { [V1]: tokenized, [V2]: tokenized, ...handlers });
  await h1();
  return screen.findByRole('form', { name: /⟦/ });
}

describe('checkout shows only catalog texts', () => {
  it('the form emptied, with every field error of the card', async () => {
    const form = await checkoutForm();
    const user = userEvent.setup({ delay: null });
    for (const name of ['firstName', 'lastName', 'email', 'phone']) await user.clear(input(name));
    await user.click(submit());
    expect(fieldErrors().length).toBeGreaterThanOrEqual(8);
    expect(untranslated(document.body)).toEqual([]);
    // A wrong card's errors.
    await user.type(input('cardNumber'), '4242 4242 4242 4241');
    await user.type(input('cardExpMonth'), '13');
    await user.type(input('cardExpYear'), '1999');
    await user.click(submit());
    await waitFor(() => expect(within(form).getAllByText(/⟦Íñválíd/).length).toBeGreaterThan(2));
    expect(untranslated(document.body)).toEqual([]);
  });

  it('by bank, with other mailing and billing addresses', async () => {
    await checkoutForm();
    const user = userEvent.setup({ delay: null });
    await user.click(document.querySelector<HTMLInputElement>('input[value="bank"]')!);
    for (const prefix of ['mailing', 'billing'])
      await user.click(
        document.querySelector<HTMLInputElement>(`input[name="${prefix}Choice"][value="other"]`)!,
      );
    await user.type(input('routingNumber'), '123456789');
    await user.type(input('accountNumber'), '123456789');
    await user.type(input('accountNumberConfirmation'), '1');
    await user.type(input('mailing.zip'), '123');
    await user.click(submit());
    expect(fieldErrors().length).toBeGreaterThanOrEqual(12);
    expect(untranslated(document.body)).toEqual([]);
  });

  async function pay(handler: ApiHandler) {
    await checkoutForm({ [V1]: handler });
    const user = userEvent.setup({ delay: null });
    fireEvent.change(input('dateOfBirth'), { target: { value: '1990-04-02' } });
    await user.type(input('cardNumber'), '4242424242424242');
    await user.type(input('cardExpMonth'), '04');
    await user.type(input('cardExpYear'), '2031');
    await user.type(input('cardCvc'), '123');
    await user.click(submit());
  }

  it.each([
    ['the carrier’s refusal', ok({ responseMessage: 'Declined', error: carrierSays() })],
    ['a refusal without its words', ok({ responseMessage: 'Declined', error: null })],
    ['an HTTP failure', () => [503, { message: 'down' }]],
    ['an unreadable answer', () => [200, new Blob(['<html>'], { type: 'text/html' })]],
  ] as [string, ApiHandler][])('the payment error alert: %s', async (_label, handler) => {
    await pay(handler);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('⟦');
    expect(untranslated(alert)).toEqual([]);
  });

  it('while the payment details are checked', async () => {
    const pending = held({
      responseMessage: 'Success',
      transactionDetails: { tokenizePayment: 't' },
    });
    await pay(pending.handler);
    await screen.findByText(/⟦Çhéçkíñg/);
    expect(untranslated(document.body)).toEqual([]);
    await act(async () => pending.releaseAll());
  });
});

function carrierSays() {
  return { message: carrier.cardDeclined };
}

const ISSUE = 'POST /v2/issuePolicy';

function review(extra: Partial<OnboardingState> = {}, issue?: ApiHandler) {
  at(
    'review',
    {
      propertyManager: manager,
      buildingName: 'Willow North',
      roommate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
      spouse: { firstName: 'Sam', lastName: 'Thompson', email: 'sam@example.com' },
      authorizedUser: { firstName: 'Kim', lastName: 'Park' },
      interestedParty: {
        name: 'Lakeshore Property Group LLC',
        streetAddress: 'PO Box 620',
        city: 'Middleton',
        state: 'WI',
        zip: '53562',
      },
      checkout,
      payment,
      ...extra,
    },
    issue ? { [ISSUE]: issue } : {},
  );
}

const purchase = async () => {
  await h1();
  await userEvent.setup().click(screen.getByRole('button', { name: '⟦Púrçhášé⟧' }));
};

describe('the review shows only catalog texts', () => {
  it('every person and address, and a card', async () => {
    review();
    await h1();
    expect(screen.getAllByRole('region')).toHaveLength(4);
    expect(untranslated(document.body)).toEqual([]);
  });

  it("a bank account, no one else, and Illinois' water backup notice", async () => {
    review({
      roommate: null,
      spouse: null,
      authorizedUser: null,
      interestedParty: null,
      validatedAddress: { ...validated, state: 'IL' },
      quote: { ...quote, selection: { ...quote.selection, toggles: { waterBackup: true } } },
      payment: { method: 'bank', token: 'tok_1', description: 'Bank account ending in 6789' },
    });
    await h1();
    expect(document.body.textContent).toContain('6789');
    expect(untranslated(document.body)).toEqual([]);
  });

  it.each([
    [
      'a payment declined by the carrier',
      ok({ error: { code: 'CARD_DECLINED', ...carrierSays() } }),
    ],
    ['a refusal without words', ok({ error: { code: null, message: '' } })],
    [
      'a refusal in a 200',
      ok({ error: { code: 'QUOTE_NOT_FOUND', message: answers.quoteNotFound } }),
    ],
    ['a refusal of the server', () => [400, serverSays('onboarding.unable300k')]],
    ['an answer that is no JSON', () => [503, new Blob(['oops'], { type: 'text/plain' })]],
  ] as [string, ApiHandler][])('%s: the message and its alert', async (_label, issue) => {
    review({}, issue);
    await purchase();
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('an account with the e-mail exists', async () => {
    review({}, () => [409, { ...serverSays('onboarding.emailExists'), code: 'ACCOUNT_EXISTS' }]);
    await purchase();
    await screen.findByRole('link', { name: '⟦Lóg Íñ⟧' });
    expect(untranslated(document.body)).toEqual([]);
  });

  it('while the policy is bought', async () => {
    const pending = held({ error: { code: 'UNDERWRITING', message: '' } });
    review({}, pending.handler);
    await purchase();
    await waitFor(() => expect(screen.getByText(/⟦Púrçháš/)).toBeVisible());
    expect(untranslated(document.body)).toEqual([]);
    await act(async () => pending.releaseAll());
  });

  it('without a payment token', async () => {
    review({ payment: null });
    await screen.findByRole('alert');
    expect(untranslated(document.body)).toEqual([]);
  });
});
