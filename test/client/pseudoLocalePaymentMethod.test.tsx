// The pseudo-locale gate (./pseudoLocale.ts) on update-payment-method (docs/product.md "Account
// pages"): the page with a card on file, with none and with a bank account, without an active
// policy and when the policies could not be loaded; the sandbox card form, its field errors, the
// refusals of the sandbox provider and of our API (in English from the providers and the domain's
// rules, shown in the app's language; our API's own in the app's language), the 3-D Secure
// challenge, the success notice, the bank-account option's sandbox link dialog, the Stripe form and
// the tab's title. The stored method's description, kept in English with the account, is said in
// the app's language (domain/payments/methodWords.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';
import type { ReactNode } from 'react';
import { BankAccountOption } from '../../src/client/features/payment/bank/BankAccountOption';
import { cardErrors } from '../../src/domain/payments/card';
import { isoDay } from '../../src/domain/policies/status';
import { paymentMethodMessages } from '../../src/domain/payments/storedMethod';
import { paymentTexts } from '../../src/domain/i18n/generated/en/payment';
import { plainTexts } from '../../src/domain/i18n/texts';
import { enter } from './enter';
import { account, ownPolicy, signedInState } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { defaultHandlers, networkFailure, renderApp, withoutBody, type ApiHandler } from './render';

// Stripe's libraries at their boundary (as in paymentMethodStripe.test.tsx): no Stripe.js is
// fetched; the Payment Element is Stripe's own (its words are Stripe's, in the locale it is given).
const elementsOptions: unknown[] = [];
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => ({}) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { useEffect } = jest.requireActual<typeof React>('react');
  return {
    Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
      elementsOptions.push(options);
      return children;
    },
    useStripe: () => ({}),
    useElements: () => ({}),
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return <div data-testid="stripe-payment-element" />;
    },
  };
});

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);
// Whole forms on a busy 2-core machine (as in the other gates).
jest.setTimeout(30_000);

const ROUTE = '/tenant/account/update-payment-method';
const TOKEN = 'POST /sandbox/payments/v1/confirmation_tokens';
const PUT = 'PUT /v2/account/tenant/payment';
const AUTHENTICATE = 'POST /sandbox/payments/v1/setup_intents/seti_sbx_1/authenticate';
const SECRET = 'seti_sbx_1_secret_abc';

/** The payment errors' English, as the providers answer them. */
const english = plainTexts(paymentTexts);
/** A message as the pseudo-locale shows it (`area.key`, one without values). */
const pseudo = (id: string) => serverSays(id).message;

const tokenIssued: ApiHandler = () => [
  200,
  { confirmationToken: { id: 'ctoken_sbx_1', brand: 'Mastercard', last4: '4444' }, error: null },
];
/** The sandbox provider's refusal of the card (its English, as the real one answers). */
const tokenRefused =
  (message: string): ApiHandler =>
  () => [200, { confirmationToken: null, error: { code: 'REFUSED', message, field: 'cvc' } }];
/** PUT's 200 refusal with the provider's or the server's English (message.error). */
const refused =
  (message: string | null): ApiHandler =>
  () => [200, { success: false, message: { error: message } }];

function open(
  handlers: Record<string, ApiHandler> = {},
  description: string | null = 'Visa ending in 4242',
) {
  return renderApp({
    route: ROUTE,
    preloadedState: {
      ...signedInState({ stripePaymentDescription: description }),
      ...inPseudo,
    },
    handlers: {
      'GET /v2/account': () => [200, { ...account, stripePaymentDescription: description }],
      'GET /v2/policy': () => [200, { policies: [ownPolicy] }],
      [TOKEN]: tokenIssued,
      ...handlers,
    },
  });
}

/** The page itself: its h1 and what follows it. */
const main = () => screen.getByRole('heading', { level: 1 }).parentElement!;
const heading = () =>
  screen.findByRole('heading', { level: 1, name: pseudo('paymentMethod.title') });
const saveButton = () => screen.getByRole('button', { name: pseudo('paymentMethod.save') });

async function enterCard(number = '5555555555554444') {
  const user = userEvent.setup({ delay: null });
  await enter(
    user,
    await screen.findByRole('textbox', { name: pseudo('payment.cardNumber') }),
    number,
  );
  await enter(user, screen.getByRole('textbox', { name: pseudo('payment.cardMonth') }), '12');
  await enter(user, screen.getByRole('textbox', { name: pseudo('payment.cardYear') }), '2030');
  await enter(user, screen.getByRole('textbox', { name: pseudo('payment.cardCvv') }), '123');
  await user.click(saveButton());
  return user;
}

/** The page's alert says `text`, and nothing on the page is left untranslated. */
async function shows(text: string) {
  await waitFor(() => expect(within(main()).getByRole('alert').textContent).toBe(text));
  expect(untranslated(main())).toEqual([]);
}

describe('update-payment-method shows only catalog texts', () => {
  it('with a card on file: the whole signed-in page, the sandbox form and the tab title', async () => {
    open();
    await heading();
    await screen.findByRole('textbox', { name: pseudo('payment.cardNumber') });
    // The brand and the digits are values of the catalog's message.
    expect(screen.getByTestId('current-payment-method')).toHaveTextContent('Visa⟦ éñdíñg íñ ⟧4242');
    screen.getByText(pseudo('methodWords.keptOnFile'));
    screen.getByRole('note');
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain('⟦');
  });

  it('with none on file, and with a bank account', async () => {
    const none = open({}, null);
    await heading();
    expect(await screen.findByTestId('current-payment-method')).toHaveTextContent(
      pseudo('methodWords.none'),
    );
    await screen.findByRole('textbox', { name: pseudo('payment.cardNumber') });
    expect(untranslated(main())).toEqual([]);
    none.unmount();

    open({}, 'Bank account ending in 6789');
    await heading();
    await screen.findByRole('textbox', { name: pseudo('payment.cardNumber') });
    expect(screen.getByTestId('current-payment-method')).toHaveTextContent(/⟦.*6789/);
    expect(untranslated(main())).toEqual([]);
  });

  it('without an active policy, and when the policies could not be loaded', async () => {
    const none = open({ 'GET /v2/policy': () => [200, { policies: [] }] });
    await heading();
    await screen.findByText(pseudo('accountPages.noActivePolicies'));
    expect(untranslated(document.body)).toEqual([]);
    none.unmount();

    open({ 'GET /v2/policy': () => [503, serverSays('answers.genericError')] });
    await heading();
    await screen.findByRole('alert');
    expect(untranslated(main())).toEqual([]);
  });

  it("the card fields' errors, then the sandbox's refusals of the card", async () => {
    let refusal: ApiHandler = tokenIssued;
    const app = open({ [TOKEN]: (request) => refusal(request) });
    await heading();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: pseudo('paymentMethod.save') }));
    await waitFor(() => expect(fieldErrors()).toHaveLength(4));
    expect(untranslated(main())).toEqual([]);

    // The security code check, and a card rule the provider applies again (its day, not ours).
    refusal = tokenRefused("Your card's security code is incorrect.");
    await enterCard('4000000000000127');
    await shows(pseudo('payment.incorrectCvc'));
    refusal = tokenRefused(
      cardErrors({ cardExpMonth: '01', cardExpYear: '2020' }, isoDay(new Date())).cardExpMonth!,
    );
    await user.click(saveButton());
    await shows(pseudo('validation.cardExpired'));
    // No answer of the provider's: its own fallback words.
    refusal = networkFailure;
    await user.click(saveButton());
    await shows(pseudo('payment.processFailed'));
    refusal = withoutBody(503);
    await user.click(saveButton());
    await shows(pseudo('payment.invalidProcessorResponse'));
    expect(app.calls.some((c) => c.path === '/v2/account/tenant/payment')).toBe(false);
  });

  it("our API's refusals: declines, the server's own texts, 'Payment failed', none at all", async () => {
    let answer: ApiHandler = refused(english.cardDeclined);
    open({ [PUT]: (request) => answer(request) });
    await heading();
    const user = await enterCard('4000000000000002');
    await shows(pseudo('payment.cardDeclined'));
    const again = async (next: ApiHandler, text: string) => {
      answer = next;
      await user.click(saveButton());
      await shows(text);
    };
    await again(refused(english.insufficientFunds), pseudo('payment.insufficientFunds'));
    await again(refused(paymentMethodMessages.detailsExpired), pseudo('payment.tokenExpired'));
    await again(
      refused(paymentMethodMessages.authenticationIncomplete),
      pseudo('paymentMethod.authenticationIncomplete'),
    );
    await again(refused(null), pseudo('payment.paymentFailed'));
    // A refusal of our API comes in the app's language (test/server/api/paymentMethodLanguage).
    await again(
      () => [409, { ...serverSays('paymentMethod.noActivePolicies'), code: 'NO_ACTIVE_POLICY' }],
      pseudo('paymentMethod.noActivePolicies'),
    );
    await again(withoutBody(503), pseudo('payment.cardError'));
  });

  it('3-D Secure: the challenge, its failure, then completed and the success notice', async () => {
    let outcome: 'fail' | 'complete' = 'fail';
    open({
      [PUT]: (request) =>
        (request.body as { action_taken?: boolean }).action_taken
          ? [200, { success: true, status: 'succeeded' }]
          : [200, { success: false, status: 'requires_action', client_secret: SECRET }],
      [AUTHENTICATE]: () =>
        outcome === 'complete'
          ? [200, { id: 'seti_sbx_1', status: 'succeeded', error: null }]
          : [
              200,
              {
                id: 'seti_sbx_1',
                status: 'requires_payment_method',
                error: { message: paymentMethodMessages.authenticationFailed },
              },
            ],
    });
    await heading();
    const user = await enterCard('4000002500003155');
    let dialog = await screen.findByRole('dialog', {
      name: pseudo('paymentMethod.challengeTitle'),
    });
    expect(untranslated(dialog)).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: pseudo('paymentMethod.challengeFail') }),
    );
    await shows(pseudo('paymentMethod.authenticationFailed'));

    outcome = 'complete';
    await user.click(saveButton());
    dialog = await screen.findByRole('dialog', { name: pseudo('paymentMethod.challengeTitle') });
    await user.click(
      within(dialog).getByRole('button', { name: pseudo('paymentMethod.challengeComplete') }),
    );
    const notice = await screen.findByText(pseudo('paymentMethod.saved'));
    expect(untranslated(notice.parentElement!)).toEqual([]);
  });

  it("the Stripe form, with Stripe in the app's language", async () => {
    const settings = defaultHandlers['GET /v2/util/settings']!;
    open({
      'GET /v2/util/settings': (request) => {
        const [, body] = settings(request) as [number, Record<string, unknown>];
        return [200, { ...body, paymentsProvider: 'stripe', stripePublishableKey: 'pk_test_1' }];
      },
    });
    await heading();
    await screen.findByTestId('stripe-payment-element');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.getByRole('form', { name: pseudo('paymentMethod.newCard') })).toBeVisible();
    expect(untranslated(main())).toEqual([]);
    expect(elementsOptions.at(-1)).toMatchObject({ locale: 'es' });
  });
});

describe('the bank-account option (its button hidden on the page, built and working)', () => {
  it('the option, the sandbox link dialog and its refusal', async () => {
    renderApp({
      preloadedState: { ...signedInState(), ...inPseudo },
      ui: <BankAccountOption email={account.email} shown disabled={false} onLinked={jest.fn()} />,
      handlers: {
        'GET /v2/util/plaid/link': () => [200, { linkToken: 'link-sandbox-1' }],
        // An unknown or expired link: the flow's own words.
        'POST /sandbox/bank-link/v1/public_token': withoutBody(404),
      },
    });
    const user = userEvent.setup({ delay: null });
    const option = await screen.findByRole('button', { name: pseudo('paymentMethod.bankOption') });
    expect(untranslated(option.parentElement!)).toEqual([]);
    await user.click(option);
    const dialog = await screen.findByRole('dialog', { name: pseudo('paymentMethod.bankTitle') });
    // The bank's name is a name; the accounts' names are the catalog's.
    within(dialog).getByRole('radio', { name: new RegExp(pseudo('paymentMethod.savings')) });
    expect(untranslated(dialog)).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: pseudo('paymentMethod.bankContinue') }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(pseudo('answers.genericError')),
    );
    expect(untranslated(dialog)).toEqual([]);
  });
});
