import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADING_TIMEOUT_MS } from '../../../src/domain/constants';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { purchaseTexts } from '../../../src/domain/checkout/texts';
import { planMoneyTexts } from '../../../src/domain/payments/planMoney';
import { renderApp, type ApiHandler, type ApiRequest } from '../render';
import { held, manager } from './fixtures';
import { checkout, payment, purchaseAt } from './purchaseFixtures';

jest.setTimeout(20_000);

const ISSUE = 'POST /v2/issuePolicy';

const issued = {
  transactionDetails: {
    policyId: 'RP-WI-1001',
    policyEffectiveDate: '2030-01-02',
    policyExpirationDate: '2031-01-02',
    responseMessage: 'Success',
  },
  billingDetails: { amount: 20, installPaymentAmount: 10, serviceFee: 1, numberOfPayments: 11 },
  policyHolderDetails: {
    insured: {
      emailAddress: 'maya@example.com',
      address: {
        address1: '1200 Regent St',
        address2: null,
        city: 'Madison',
        state: 'WI',
        postalCode: '53715',
      },
    },
  },
  appBytes: 'JVBERi0xLjQK',
  token: 'onboarding-token',
  error: null,
};

function start(
  handlers: Record<string, ApiHandler> = {},
  extra: Parameters<typeof purchaseAt>[1] = {},
) {
  return renderApp({
    route: '/onboarding',
    preloadedState: purchaseAt('review', {
      propertyManager: manager,
      buildingName: 'Willow North',
      roommate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
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
    }),
    handlers: {
      [ISSUE]: () => [200, issued],
      // The thank-you step reports the purchase.
      'POST /v2/product/1/pricing/onboardingCompletion': () => [
        200,
        { success: true, notified: true, message: 'Recorded' },
      ],
      ...handlers,
    },
  });
}

const purchaseButton = () => screen.findByRole('button', { name: onboardingTitles.purchase });
const issues = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/v2/issuePolicy');

describe('onboarding step 10: review (docs/product.md "Onboarding flow", "States", "Calls", "Messages")', () => {
  it('summarizes coverage, plan, amounts, people and addresses', async () => {
    start();
    expect(await screen.findByText(onboardingTitles.review)).toBeVisible();
    const coverage = within(screen.getByRole('region', { name: 'Coverage' }));
    expect(coverage.getByText('Liability').nextSibling).toHaveTextContent('$100,000');
    expect(coverage.getByText('Personal property').nextSibling).toHaveTextContent('$20,000');
    expect(coverage.getByText('Deductible').nextSibling).toHaveTextContent('$250');
    const plan = within(screen.getByRole('region', { name: 'Payment plan' }));
    expect(plan.getByText('Plan').nextSibling).toHaveTextContent('Monthly');
    // The payment step's figures (domain/payments/planMoney.ts), with the card chosen at checkout.
    expect(plan.getByText(purchaseTexts.chargedToday).nextSibling).toHaveTextContent(
      '$21.00 today by card: $20.00 premium + $1.00 card fee',
    );
    expect(plan.getByText(planMoneyTexts.laterPaymentsLabel).nextSibling).toHaveTextContent(
      /^Then 10 payments of \$\d+\.\d\d from \d\d\/\d\d\/\d{4}\. Each includes a \$\d+\.\d\d billing fee\.$/,
    );
    expect(plan.getByText(planMoneyTexts.fullPriceLabel).nextSibling).toHaveTextContent(
      /^\$\d{1,3}(,\d{3})*\.\d\d$/,
    );
    expect(plan.getByText(purchaseTexts.paymentMethod).nextSibling).toHaveTextContent(
      'Visa ending in 4242',
    );
    const people = within(screen.getByRole('region', { name: 'People' }));
    expect(people.getByText('Policyholder').nextSibling).toHaveTextContent('Maya Thompson');
    // Shown as every phone is read, not in the input mask.
    expect(people.getByText('Phone').nextSibling).toHaveTextContent('(608) 555-0134');
    expect(people.getByText(purchaseTexts.roommate).nextSibling).toHaveTextContent('Ana Lee');
    expect(people.getByText('Interested party').nextSibling).toHaveTextContent(
      'Lakeshore Property Group LLC, PO Box 620, Middleton, WI 53562',
    );
    const addresses = within(screen.getByRole('region', { name: 'Addresses' }));
    expect(addresses.getByText('Insured address').nextSibling).toHaveTextContent(
      '1200 Regent St, Madison, WI 53715',
    );
  });

  it('purchases with the built request (no card data), then goes to thank you', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await purchaseButton());
    await waitFor(() => expect(app.store.getState().onboarding.step).toBe('thankYou'));
    const [call, ...more] = issues(app.calls);
    expect(more).toHaveLength(0);
    const body = call?.body as {
      product: unknown;
      assurant: {
        transaction: unknown;
        renters: unknown;
        billing: {
          paymentType: string;
          numberOfPayments: number;
          paymentAmount: number;
          billDate: string;
        };
        policyHolder: { insured: Record<string, unknown>; payeeInfo: unknown };
        includeAppFile: string;
        uwAnswers: unknown;
      };
    };
    expect(body.product).toEqual({
      roommate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
      spouse: null,
    });
    expect(body.assurant.transaction).toEqual({
      tokenizePayment: 'tok_sandbox_1',
      clientId: 'client-1',
      workItemId: 'work-1',
      productType: 'renters',
    });
    expect(body.assurant.renters).toEqual({
      hasInterestedParty: 'Y',
      hasStateDisclosure: 'N',
      interestedParty: {
        name: 'Lakeshore Property Group LLC',
        streetAddress: 'PO Box 620',
        city: 'Middleton',
        state: 'WI',
        zip: '53562',
      },
    });
    expect(body.assurant.billing).toMatchObject({
      paymentType: 'cc',
      numberOfPayments: 11,
      paymentAmount: 20,
    });
    expect(body.assurant.billing.billDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.assurant.policyHolder.insured).toMatchObject({
      firstName: 'Maya',
      phoneNumber: '6085550134',
      isPaperless: true,
      agreedToEBC: true,
      canText: true,
      ssn: null,
      communityName: 'Lakeshore Property Group',
      insuredDateOfBirth: '1990-04-02',
      additionalInsured: [{ firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' }],
    });
    expect(body.assurant.includeAppFile).toBe('Y');
    expect(body.assurant.uwAnswers).toEqual([
      { questionName: 'dwellingType', answer: 'A' },
      { questionName: 'manufacturedMobileHome', answer: 'N' },
      { questionName: 'losses', answer: 'N' },
      { questionName: 'numberOfLosses', answer: '0' },
      { questionName: 'arson', answer: 'N' },
    ]);
    expect(JSON.stringify(body)).not.toMatch(
      /cardNumber|cardCvc|routingNumber|accountNumber|4242424242424242/,
    );

    const state = app.store.getState().onboarding;
    expect(state.issued).toEqual({
      policyId: 'RP-WI-1001',
      workItemId: 'work-1',
      policyEffectiveDate: '2030-01-02',
      policyExpirationDate: '2031-01-02',
      email: 'maya@example.com',
      billing: { amount: 20, installPaymentAmount: 10, serviceFee: 1, numberOfPayments: 11 },
      accountToken: 'onboarding-token',
    });
    // The application PDF is kept nowhere: not in the slice, nor in the cache once review is gone.
    expect(JSON.stringify(state)).not.toContain('JVBERi0xLjQK');
    await waitFor(() =>
      expect(JSON.stringify(app.store.getState().api!.mutations)).not.toContain('JVBERi0xLjQK'),
    );
  });

  it('the thank-you step offers the application PDF, which is never written to the store', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await purchaseButton());
    const download = await screen.findByRole('button', {
      name: afterPurchaseTexts.downloadApplication,
    });
    expect(JSON.stringify(app.store.getState())).not.toContain(issued.appBytes);
    const created: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob.type);
      return 'blob:application';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(download);
    expect(created).toEqual(['application/pdf']);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('Purchase can be pressed once: a double click sends one request and the button hides', async () => {
    const pending = held(issued);
    const app = start({ [ISSUE]: pending.handler });
    const button = await purchaseButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(issues(app.calls)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: onboardingTitles.purchase })).toBeNull();
    expect(screen.getByText(purchaseTexts.purchasing)).toBeVisible();
    await act(async () => pending.releaseAll());
    await waitFor(() => expect(app.store.getState().onboarding.step).toBe('thankYou'));
    expect(issues(app.calls)).toHaveLength(1);
  });

  it("a carrier refusal shows a red message and an 'Error' alert; Purchase stays hidden", async () => {
    const user = userEvent.setup();
    const app = start({
      [ISSUE]: () => [200, { error: { code: 'UNDERWRITING', message: 'The carrier refused.' } }],
    });
    await user.click(await purchaseButton());
    const alert = await screen.findByRole('alertdialog', { name: flowMessages.issueFailedTitle });
    expect(within(alert).getByText('The carrier refused.')).toBeVisible();
    expect(screen.getByTestId('purchase-error')).toHaveTextContent('The carrier refused.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: onboardingTitles.purchase })).toBeNull();
    expect(app.store.getState().onboarding.step).toBe('review');
  });

  it("a refusal without a message falls back to 'An unknown error occurred.'", async () => {
    const user = userEvent.setup();
    start({ [ISSUE]: () => [200, { error: { code: null, message: '' } }] });
    await user.click(await purchaseButton());
    const alert = await screen.findByRole('alertdialog', { name: flowMessages.issueFailedTitle });
    expect(within(alert).getByText(flowMessages.unknownError)).toBeVisible();
  });

  it('a payment decline brings Purchase back and offers to change the payment method', async () => {
    const user = userEvent.setup();
    const app = start({
      [ISSUE]: () => [
        200,
        { error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' } },
      ],
    });
    await user.click(await purchaseButton());
    const alert = await screen.findByRole('alertdialog', { name: flowMessages.issueFailedTitle });
    expect(within(alert).getByText('Your card was declined.')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await purchaseButton()).toBeVisible();
    await user.click(screen.getByRole('button', { name: purchaseTexts.changePayment }));
    expect(app.store.getState().onboarding.step).toBe('checkout');
  });

  it.each([
    ['PENDING_TRANSACTION', true],
    ['ACTIVE_POLICY', false],
  ])('a 409 %s goes to the active policy step', async (code, pendingTransaction) => {
    const user = userEvent.setup();
    const app = start({ [ISSUE]: () => [409, { message: 'Conflict', code }] });
    await user.click(await purchaseButton());
    await waitFor(() => expect(app.store.getState().onboarding.step).toBe('activePolicyError'));
    expect(app.store.getState().onboarding.pendingTransaction).toBe(pendingTransaction);
    expect(app.store.getState().onboarding.renewingPolicies).toEqual([]);
  });

  it('a 409 ACCOUNT_EXISTS asks to log in with the e-mail', async () => {
    const user = userEvent.setup();
    start({ [ISSUE]: () => [409, { message: 'Exists', code: 'ACCOUNT_EXISTS' }] });
    await user.click(await purchaseButton());
    expect(await screen.findByText(flowMessages.emailExists)).toBeVisible();
    expect(screen.getByRole('link', { name: onboardingTitles.logIn })).toHaveAttribute(
      'href',
      '/login?email=maya%40example.com',
    );
  });

  it.each([
    [
      502,
      { message: 'The carrier is unavailable.', code: 'CARRIER_UNAVAILABLE' },
      'The carrier is unavailable.',
    ],
    // An answer that is not JSON: no message to show.
    [503, new Blob(['oops'], { type: 'text/plain' }), flowMessages.unknownError],
  ])('a %s failure shows the message or the fallback', async (status, body, text) => {
    const user = userEvent.setup();
    start({ [ISSUE]: () => [status, body] });
    await user.click(await purchaseButton());
    const alert = await screen.findByRole('alertdialog', { name: flowMessages.issueFailedTitle });
    expect(within(alert).getByText(text)).toBeVisible();
    expect(screen.getByTestId('purchase-error')).toHaveTextContent(text);
  });

  it('a purchase unanswered after 30 s is cancelled with the generic error', async () => {
    jest.useFakeTimers();
    try {
      const pending = held(issued);
      const app = start({ [ISSUE]: pending.handler });
      fireEvent.click(await purchaseButton());
      await waitFor(() => expect(issues(app.calls)).toHaveLength(1));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LOADING_TIMEOUT_MS);
      });
      expect(await screen.findByTestId('purchase-error')).toHaveTextContent(flowMessages.generic);
      expect(issues(app.calls)[0]?.signal.aborted).toBe(true);
      expect(app.store.getState().onboarding.step).toBe('review');
    } finally {
      jest.useRealTimers();
    }
  });

  it('without a payment token shows the missing-token error', async () => {
    start({}, { payment: null });
    expect(await screen.findByText(flowMessages.missingToken)).toBeVisible();
    expect(screen.queryByRole('button', { name: onboardingTitles.purchase })).toBeNull();
  });

  it('back returns to checkout', async () => {
    const user = userEvent.setup();
    const app = start();
    await purchaseButton();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.store.getState().onboarding.step).toBe('checkout');
  });
});
