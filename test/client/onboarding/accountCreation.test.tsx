import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IssuedPolicyState } from '../../../src/client/features/onboarding/onboardingSlice';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { account, signedInState } from '../fixtures';
import { renderApp, type ApiHandler } from '../render';
import { ok, onboardingAt } from './fixtures';

const issued: IssuedPolicyState = {
  policyId: 'RP-WI-0042',
  workItemId: 'work-1',
  policyEffectiveDate: '2030-01-02',
  policyExpirationDate: '2031-01-02',
  email: 'maya@example.com',
  billing: { amount: 126, installPaymentAmount: 0, serviceFee: 6, numberOfPayments: 1 },
  accountToken: 'onboarding-token',
};

const buyer = { ...account, email: 'maya@example.com', tenant_email: 'maya@example.com' };
const session = ok({
  token: 'session-token',
  account: buyer,
  message: 'Authentication successful',
});

function start(handlers: Record<string, ApiHandler> = {}) {
  return renderApp({
    route: '/onboarding',
    preloadedState: onboardingAt('accountCreation', { issued }),
    handlers: {
      'POST /v2/account/password': ok({ message: 'Password updated' }),
      'POST /v2/account/login': session,
      'GET /v2/account': ok(buyer),
      ...handlers,
    },
  });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  {
    password = 'secret7',
    confirm = password,
    terms = true,
  }: { password?: string; confirm?: string; terms?: boolean } = {},
) {
  await user.type(await screen.findByLabelText(afterPurchaseTexts.password), password);
  await user.type(screen.getByLabelText(afterPurchaseTexts.confirmPassword), confirm);
  if (terms) await user.click(screen.getByRole('checkbox'));
}

const createButton = () => screen.getByRole('button', { name: onboardingTitles.createAccount });

describe('onboarding step 12: account creation (SPEC §2.11, §5)', () => {
  it('enables Create Account only with equal passwords of at least 7 and the terms ticked', async () => {
    const user = userEvent.setup();
    const app = start();
    expect(await screen.findByText(onboardingTitles.accountCreation)).toBeVisible();
    expect(createButton()).toBeDisabled();
    await fill(user, { password: 'short6', confirm: 'short6' });
    expect(createButton()).toBeDisabled();
    expect(screen.getByText('Password must be at least 7 characters')).toBeVisible();
    await user.clear(screen.getByLabelText(afterPurchaseTexts.password));
    await user.type(screen.getByLabelText(afterPurchaseTexts.password), 'secret77');
    await user.click(screen.getByText(onboardingTitles.accountCreation));
    expect(createButton()).toBeDisabled();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    await user.clear(screen.getByLabelText(afterPurchaseTexts.confirmPassword));
    await user.type(screen.getByLabelText(afterPurchaseTexts.confirmPassword), 'secret77');
    expect(createButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(createButton()).toBeDisabled();
    expect(app.calls.some((c) => c.path === '/v2/account/password')).toBe(false);
  });

  it('sets the password with the onboarding token, signs in and lands on the dashboard', async () => {
    const user = userEvent.setup();
    const app = start();
    await fill(user);
    await user.click(createButton());
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    const set = app.calls.find((c) => c.path === '/v2/account/password')!;
    expect(set.method).toBe('POST');
    expect(set.headers.get('Token')).toBe('onboarding-token');
    expect(set.body).toEqual({ newPassword: 'secret7' });
    const login = app.calls.find((c) => c.path === '/v2/account/login')!;
    expect(login.body).toEqual({ email: 'maya@example.com', password: 'secret7', remember: false });
    expect(login.query.get('excludeTenant')).toBe('false');
    expect(app.store.getState().session.token).toBe('session-token');
    expect(app.store.getState().onboarding.step).toBe('userInfo');
    expect(app.store.getState().onboarding.issued).toBeNull();
    expect(
      await screen.findByText('Authentication successful. Welcome, Maya!'),
    ).toBeInTheDocument();
  });

  it.each([
    ['the server message', [400, { message: 'This link has expired.' }], 'This link has expired.'],
    ['the account-creation failure', [500, {}], flowMessages.accountCreationFailed],
  ] as const)('a refused password shows %s and signs nothing in', async (_, answer, text) => {
    const user = userEvent.setup();
    const app = start({ 'POST /v2/account/password': () => [answer[0], answer[1]] });
    await fill(user);
    await user.click(createButton());
    expect(await screen.findByText(text)).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/account/login')).toBe(false);
    expect(app.store.getState().session.token).toBeNull();
    expect(app.store.getState().onboarding.step).toBe('accountCreation');
  });

  it('a two-factor challenge at sign-in opens the overlay; the account exists', async () => {
    const user = userEvent.setup();
    const app = start({
      'POST /v2/account/login': () => [
        403,
        {
          message: 'Two-factor authentication required',
          code: 'TWO_FACTOR_CHALLENGE',
          challenge: { token: 'challenge-token', method: 'totp', user_email: 'maya@example.com' },
        },
      ],
    });
    await fill(user);
    await user.click(createButton());
    expect(
      await screen.findByRole('dialog', { name: 'Two-Factor Authentication' }),
    ).toBeInTheDocument();
    expect(screen.getByText(afterPurchaseTexts.accountCreated)).toBeInTheDocument();
    expect(screen.queryByText(flowMessages.generic)).not.toBeInTheDocument();
    expect(app.store.getState().ui.twoFactorGate).toMatchObject({
      kind: 'challenge',
      from: 'login',
    });
  });

  it('completing the two-factor challenge signs in and lands on the dashboard', async () => {
    const user = userEvent.setup();
    const app = start({
      'POST /v2/account/login': () => [
        403,
        {
          message: 'Two-factor authentication required',
          code: 'TWO_FACTOR_CHALLENGE',
          challenge: { token: 'challenge-token', method: 'totp', user_email: 'maya@example.com' },
        },
      ],
      'POST /v2/2fa/challenge': ok({ success: true, token: 'session-after-2fa' }),
    });
    await fill(user);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'), { timeout: 3000 });
    expect(app.store.getState().session.token).toBe('session-after-2fa');
    expect(app.store.getState().onboarding.step).toBe('userInfo');
  });

  it('a failed sign-in after the password is set offers Log In with the email', async () => {
    const user = userEvent.setup();
    const app = start({ 'POST /v2/account/login': () => [500, {}] });
    await fill(user);
    await user.click(createButton());
    expect(await screen.findByText(afterPurchaseTexts.accountCreated)).toBeVisible();
    expect(screen.getByText(flowMessages.generic)).toBeVisible();
    await user.click(screen.getByRole('button', { name: onboardingTitles.logIn }));
    await waitFor(() => expect(app.path()).toBe('/login?email=maya%40example.com'));
    expect(app.store.getState().onboarding.step).toBe('userInfo');
  });

  it('a signed-in tenant resuming this step gets a clean flow and the dashboard', async () => {
    const app = renderApp({
      route: '/tenant/onboarding',
      preloadedState: { ...onboardingAt('accountCreation', { issued }), ...signedInState() },
      handlers: { 'GET /v2/account': ok(account) },
    });
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.store.getState().onboarding.step).toBe('userInfo');
    expect(app.store.getState().onboarding.issued).toBeNull();
  });
});
