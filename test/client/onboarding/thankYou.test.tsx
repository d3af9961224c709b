import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IssuedPolicyState } from '../../../src/client/features/onboarding/onboardingSlice';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { account, signedInState } from '../fixtures';
import { renderApp, type ApiHandler } from '../render';
import { manager, ok, onboardingAt } from './fixtures';

/** docs/product.md "Onboarding flow" 'Thanks for choosing the product!' with the brand for 'the product'. */
const THANKS = 'Thanks for choosing Nestwell!';

const COMPLETION = '/v2/product/1/pricing/onboardingCompletion';

const issued: IssuedPolicyState = {
  policyId: 'RP-WI-0042',
  workItemId: 'work-1',
  policyEffectiveDate: '2030-01-02',
  policyExpirationDate: '2031-01-02',
  email: 'maya@example.com',
  billing: { amount: 126, installPaymentAmount: 0, serviceFee: 6, numberOfPayments: 1 },
  accountToken: 'onboarding-token',
};

function start({
  state = {},
  signedIn = false,
  completion = ok({ success: true, notified: true, message: 'Recorded' }),
  extra = {},
}: {
  state?: Parameters<typeof onboardingAt>[1];
  signedIn?: boolean;
  completion?: ApiHandler;
  extra?: Record<string, ApiHandler>;
} = {}) {
  return renderApp({
    route: signedIn ? '/tenant/onboarding' : '/onboarding',
    preloadedState: {
      ...onboardingAt('thankYou', { issued, ...state }),
      ...(signedIn ? signedInState() : {}),
    },
    handlers: { [`POST ${COMPLETION}`]: completion, 'GET /v2/account': ok(account), ...extra },
  });
}

afterEach(() => jest.restoreAllMocks());

describe('onboarding step 11: thank you (docs/product.md "Onboarding flow")', () => {
  it('shows the policy, reports the purchase once and leads a new buyer to account creation', async () => {
    const user = userEvent.setup();
    const app = start();
    expect(await screen.findByRole('heading', { name: THANKS })).toBeVisible();
    expect(screen.queryByText(/the product/)).toBeNull();
    expect(screen.getByText('RP-WI-0042')).toBeVisible();
    expect(screen.getByText('01/02/2030')).toBeVisible();
    expect(screen.getByText('01/02/2031')).toBeVisible();
    expect(screen.getByText('$126.00')).toBeVisible();
    expect(screen.getByText(afterPurchaseTexts.amountCharged)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await waitFor(() => expect(app.calls.filter((c) => c.path === COMPLETION)).toHaveLength(1));
    expect(app.calls.find((c) => c.path === COMPLETION)?.body).toEqual({
      email: 'maya@example.com',
      workItemId: 'work-1',
      policyId: 'RP-WI-0042',
    });
    // Account creation is the primary action and says why, not a bare 'Continue'.
    expect(screen.queryByRole('button', { name: onboardingTitles.continue })).toBeNull();
    expect(screen.getByText(afterPurchaseTexts.createAccountWhy)).toBeVisible();
    const create = screen.getByRole('button', { name: afterPurchaseTexts.createAccount });
    expect(create).toHaveClass('MuiButton-contained');
    expect(screen.getAllByRole('button').filter((b) => b.matches('.MuiButton-contained'))).toEqual([
      create,
    ]);
    await user.click(create);
    expect(await screen.findByText(onboardingTitles.accountCreation)).toBeVisible();
    expect(app.store.getState().onboarding.step).toBe('accountCreation');
    expect(app.calls.filter((c) => c.path === COMPLETION)).toHaveLength(1);
  });

  it('says what happens next: the mail sent, the manager told, where the proof of insurance is', async () => {
    start({ state: { propertyManager: manager } });
    const steps = within(await screen.findByRole('list'));
    const items = steps.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      'Check your e-mailWe sent a confirmation to maya@example.com, with your application attached.',
    );
    expect(items[1]).toHaveTextContent(
      "Lakeshore Property Group receives your proof of insurance by e-mail, so you don't need to send it.",
    );
    expect(items[2]).toHaveTextContent('Download your proof of insurance');
    expect(items[2]).toHaveTextContent(/open Your Policies on your dashboard/);
  });

  it('at a non-partnered address the tenant is told to send the proof themselves', async () => {
    start({ state: { propertyManager: null } });
    expect(
      await screen.findByText(/If your lease requires renters insurance, send your landlord/),
    ).toBeVisible();
  });

  it('a failed report is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = start({ completion: () => [503, { message: 'down' }] });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('503')));
    expect(screen.getByText(THANKS)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(app.store.getState().onboarding.step).toBe('thankYou');
  });

  it('a signed-in tenant goes to the dashboard and the flow is cleared', async () => {
    const user = userEvent.setup();
    const app = start({ signedIn: true, state: { issued: { ...issued, accountToken: null } } });
    const dashboard = await screen.findByRole('button', { name: afterPurchaseTexts.goToDashboard });
    expect(dashboard).toHaveClass('MuiButton-contained');
    expect(screen.queryByRole('button', { name: afterPurchaseTexts.createAccount })).toBeNull();
    await user.click(dashboard);
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.store.getState().onboarding.step).toBe('userInfo');
    expect(app.store.getState().onboarding.issued).toBeNull();
  });

  it('a visitor without an account token is sent to log in with the email', async () => {
    const user = userEvent.setup();
    const app = start({ state: { issued: { ...issued, accountToken: null } } });
    await user.click(await screen.findByRole('button', { name: onboardingTitles.logIn }));
    await waitFor(() => expect(app.path()).toBe('/login?email=maya%40example.com'));
    expect(app.store.getState().onboarding.issued).toBeNull();
  });

  it('a missing policy shows the error and reports nothing', async () => {
    const user = userEvent.setup();
    const app = start({ state: { issued: null } });
    expect(await screen.findByText(flowMessages.missingPolicy)).toBeVisible();
    expect(app.calls.some((c) => c.path === COMPLETION)).toBe(false);
    await user.click(screen.getByRole('button', { name: flowMessages.ok }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });
});
