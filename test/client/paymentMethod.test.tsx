// docs/product.md "Account pages" update-payment-method, "Calls" PUT /account/tenant/payment,
// "Messages" texts, with the default sandbox payments provider: the card goes to the provider for a
// confirmation token, never to our API; 3-D Secure through the provider's next action; the hidden
// bank option's flow.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankAccountOption } from '../../src/client/features/payment/bank/BankAccountOption';
import { paymentMessages, screenTexts, successMessages } from '../../src/domain/messages';
import { cardErrors } from '../../src/domain/payments/card';
import { paymentMethodTexts } from '../../src/domain/i18n/generated/en/paymentMethod';
import { plainTexts } from '../../src/domain/i18n/texts';
import { isoDay } from '../../src/domain/policies/status';
import { account, ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler, type ApiRequest } from './render';

const t = plainTexts(paymentMethodTexts);

const TOKEN = 'POST /sandbox/payments/v1/confirmation_tokens';
const PUT = 'PUT /v2/account/tenant/payment';
const AUTHENTICATE = 'POST /sandbox/payments/v1/setup_intents/seti_sbx_1/authenticate';
const SECRET = 'seti_sbx_1_secret_abc';

const tokenIssued: ApiHandler = () => [
  200,
  { confirmationToken: { id: 'ctoken_sbx_1', brand: 'Mastercard', last4: '4444' }, error: null },
];

function open(handlers: Record<string, ApiHandler>, policies = [ownPolicy]) {
  let description: string | null = 'Visa ending in 4242';
  const app = renderApp({
    route: '/tenant/account/update-payment-method',
    preloadedState: signedInState({ stripePaymentDescription: description }),
    handlers: {
      'GET /v2/account': () => [200, { ...account, stripePaymentDescription: description }],
      'GET /v2/policy': () => [200, { policies }],
      [TOKEN]: tokenIssued,
      ...handlers,
    },
  });
  return { ...app, saved: (d: string) => (description = d) };
}

async function enterCard(number = '5555555555554444') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: 'Card Number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Month (MM)' }), '12');
  await user.type(screen.getByRole('textbox', { name: 'Year (YYYY)' }), '2030');
  await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
  await user.click(screen.getByRole('button', { name: t.save }));
  return user;
}

/** The card stays in the form after a failure: Save again. */
const saveAgain = () =>
  userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.save }));

const puts = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/v2/account/tenant/payment');

describe('update-payment-method (docs/product.md "Account pages") with the sandbox provider', () => {
  it('saves a new card: the token alone reaches our API, then the new method shows', async () => {
    const app = open({
      [PUT]: () => {
        app.saved('Mastercard ending in 4444');
        return [200, { success: true, status: 'succeeded' }];
      },
    });
    expect(await screen.findByTestId('current-payment-method')).toHaveTextContent(
      'Visa ending in 4242',
    );
    await enterCard();
    expect(await screen.findByText(successMessages.paymentMethodUpdated)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('current-payment-method')).toHaveTextContent(
        'Mastercard ending in 4444',
      ),
    );
    const token = app.calls.find((c) => c.path.endsWith('/confirmation_tokens'))!;
    expect(token.body).toEqual({
      number: '5555555555554444',
      expMonth: '12',
      expYear: '2030',
      cvc: '123',
    });
    // The provider is not our API: no session token goes with the card.
    expect(token.headers.get('token')).toBeNull();
    expect(puts(app.calls).map((c) => c.body)).toEqual([
      { stripeConfirmationToken: 'ctoken_sbx_1' },
    ]);
    expect(JSON.stringify(puts(app.calls))).not.toContain('5555');
    // The card's digits do not stay on screen.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Card Number' })).toHaveValue(''),
    );
  });

  it('checks the docs/product.md "Validation" card rules before anything is sent', async () => {
    const app = open({});
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: t.save }));
    const errors = cardErrors({}, isoDay(new Date()));
    expect(await screen.findByText(errors.cardNumber!)).toBeVisible();
    expect(screen.getByText(errors.cardCvc!)).toBeVisible();
    expect(app.calls.some((c) => c.path.startsWith('/sandbox/'))).toBe(false);
  });

  it("shows the provider's decline, and 'Payment failed' when it gives no message", async () => {
    let message: string | null = 'Your card was declined.';
    open({ [PUT]: () => [200, { success: false, message: { error: message } }] });
    await enterCard('4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeVisible();
    message = null;
    await saveAgain();
    expect(await screen.findByText(paymentMessages.paymentFailed)).toBeVisible();
  });

  it("shows the provider's refusal of the card itself, and nothing reaches our API", async () => {
    const app = open({
      [TOKEN]: () => [
        200,
        {
          confirmationToken: null,
          error: {
            code: 'INCORRECT_CVC',
            message: "Your card's security code is incorrect.",
            field: 'cvc',
          },
        },
      ],
    });
    await enterCard('4000000000000127');
    expect(await screen.findByText("Your card's security code is incorrect.")).toBeVisible();
    expect(puts(app.calls)).toHaveLength(0);
  });

  it('3-D Secure: the next action completed, then our API is told and saves the card', async () => {
    const app = open({
      [PUT]: (request) =>
        (request.body as { action_taken?: boolean }).action_taken
          ? [200, { success: true, status: 'succeeded' }]
          : [200, { success: false, status: 'requires_action', client_secret: SECRET }],
      [AUTHENTICATE]: () => [200, { id: 'seti_sbx_1', status: 'succeeded', error: null }],
    });
    const user = await enterCard('4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: t.challengeTitle });
    await user.click(within(dialog).getByRole('button', { name: t.challengeComplete }));
    expect(await screen.findByText(successMessages.paymentMethodUpdated)).toBeVisible();
    expect(app.calls.find((c) => c.path.endsWith('/authenticate'))?.body).toEqual({
      clientSecret: SECRET,
      outcome: 'complete',
    });
    expect(puts(app.calls).map((c) => c.body)).toEqual([
      { stripeConfirmationToken: 'ctoken_sbx_1' },
      { action_taken: true, setupIntentId: 'seti_sbx_1' },
    ]);
  });

  it("3-D Secure failed: the provider's message, and nothing more is sent", async () => {
    const failed = 'We are unable to authenticate your payment method.';
    const app = open({
      [PUT]: () => [200, { success: false, status: 'requires_action', client_secret: SECRET }],
      [AUTHENTICATE]: () => [
        200,
        { id: 'seti_sbx_1', status: 'requires_payment_method', error: { message: failed } },
      ],
    });
    const user = await enterCard('4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: t.challengeTitle });
    await user.click(within(dialog).getByRole('button', { name: t.challengeFail }));
    expect(await screen.findByText(failed)).toBeVisible();
    expect(puts(app.calls)).toHaveLength(1);
  });

  it(`a refusal of our API shows its message, else docs/product.md "Messages" card error`, async () => {
    let status = 409;
    open({
      [PUT]: () =>
        status === 409
          ? [409, { code: 'NO_ACTIVE_POLICY', message: screenTexts.noActivePolicies }]
          : [503, new Blob([])],
    });
    await enterCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(screenTexts.noActivePolicies);
    status = 503;
    await saveAgain();
    expect(await screen.findByText(paymentMessages.cardError)).toBeVisible();
  });

  it("without an active policy: 'You have no active policies.' and no form", async () => {
    open({}, []);
    expect(await screen.findByText(screenTexts.noActivePolicies)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).toBeNull();
  });

  it('hides the bank option (docs/product.md "Account pages")', async () => {
    open({});
    await screen.findByRole('textbox', { name: 'Card Number' });
    expect(screen.queryByRole('button', { name: t.bankOption })).toBeNull();
  });
});

describe('the bank option (hidden by docs/product.md "Account pages", built and working)', () => {
  it('gets a link token, runs the sandbox link flow and hands back the public token', async () => {
    const linked = jest.fn();
    const app = renderApp({
      preloadedState: signedInState(),
      ui: <BankAccountOption email={account.email} shown disabled={false} onLinked={linked} />,
      handlers: {
        'GET /v2/util/plaid/link': () => [200, { linkToken: 'link-sandbox-1' }],
        'POST /sandbox/bank-link/v1/public_token': () => [200, { publicToken: 'public-sbx-1' }],
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: t.bankOption }));
    const dialog = await screen.findByRole('dialog', { name: t.bankTitle });
    await user.click(within(dialog).getByRole('radio', { name: /Savings/ }));
    await user.click(within(dialog).getByRole('button', { name: t.bankContinue }));
    await waitFor(() => expect(linked).toHaveBeenCalledWith('public-sbx-1', 'sbx-savings'));
    expect(app.calls.find((c) => c.path === '/v2/util/plaid/link')?.query.get('email')).toBe(
      account.email,
    );
    expect(app.calls.find((c) => c.path.endsWith('/public_token'))?.body).toEqual({
      linkToken: 'link-sandbox-1',
      accountId: 'sbx-savings',
    });
  });
});
