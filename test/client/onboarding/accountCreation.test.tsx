import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IssuedPolicyState } from '../../../src/client/features/onboarding/onboardingSlice';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { account, signedInState } from '../fixtures';
import { enter } from '../enter';
import { networkFailure, renderApp, type ApiHandler } from '../render';
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

jest.setTimeout(20_000);

const codeSent = ok({
  success: true,
  message: 'Verification code sent to your email!',
  seconds_remaining: 60,
});

function start(handlers: Record<string, ApiHandler> = {}, inviteToken: string | null = null) {
  return renderApp({
    route: '/onboarding',
    preloadedState: onboardingAt('accountCreation', { issued, inviteToken }),
    handlers: {
      'POST /v2/account/password/code': codeSent,
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
    code = '123456',
    typed = false,
  }: {
    password?: string;
    confirm?: string;
    terms?: boolean;
    code?: string | null;
    /** Key by key (the first test, the rules as the tenant types); otherwise pasted (enter.ts). */
    typed?: boolean;
  } = {},
) {
  const put = (field: HTMLElement, text: string) =>
    typed ? user.type(field, text) : enter(user, field, text);
  await put(await screen.findByLabelText(afterPurchaseTexts.password), password);
  await put(screen.getByLabelText(afterPurchaseTexts.confirmPassword), confirm);
  if (code) await put(screen.getByLabelText('Verification code'), code);
  if (terms) await user.click(screen.getByRole('checkbox'));
}

const codePrompt =
  'We sent a 6-digit code to maya@example.com. Enter it to finish creating your account.';
const passwordCalls = (app: ReturnType<typeof start>) =>
  app.calls.filter((c) => c.path === '/v2/account/password');
const codeCalls = (app: ReturnType<typeof start>) =>
  app.calls.filter((c) => c.path === '/v2/account/password/code');

const createButton = () => screen.getByRole('button', { name: onboardingTitles.createAccount });

describe('onboarding step 12: account creation (docs/product.md "Onboarding flow", "Validation")', () => {
  it('enables Create Account only with equal passwords of at least 7 and the terms ticked', async () => {
    const user = userEvent.setup();
    const app = start();
    expect(await screen.findByText(onboardingTitles.accountCreation)).toBeVisible();
    expect(createButton()).toBeDisabled();
    await fill(user, { password: 'short6', confirm: 'short6', typed: true });
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
    expect(set.body).toEqual({ newPassword: 'secret7', code: '123456' });
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
    ['the account-creation failure', [503, new Blob([])], flowMessages.accountCreationFailed],
  ] as const)('a refused password shows %s and signs nothing in', async (_, answer, text) => {
    const user = userEvent.setup();
    const app = start({ 'POST /v2/account/password': () => [answer[0], answer[1]] });
    await fill(user);
    await user.click(createButton());
    expect(await screen.findByText(text)).toBeVisible();
    // Not a refused code: the code typed stays for the next try.
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
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
    const app = start({ 'POST /v2/account/login': networkFailure });
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
    // Nothing is mailed for an account that is not being created.
    expect(app.calls.some((c) => c.path === '/v2/account/password/code')).toBe(false);
  });
});

describe('onboarding step 12: the buyer proves the e-mail (docs/security.md)', () => {
  it('mails one code with the onboarding token when the step opens, with the resend countdown', async () => {
    const app = start();
    expect(await screen.findByText(codePrompt)).toBeVisible();
    expect(await screen.findByText('Verification code sent to your email!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // The password field keeps the focus order: the code field does not grab it.
    expect(field).not.toHaveFocus();
    const calls = codeCalls(app);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Token')).toBe('onboarding-token');
  });

  it('Create Account waits for a 6-digit code', async () => {
    const user = userEvent.setup();
    start();
    await fill(user, { code: '12345' });
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '6');
    expect(createButton()).toBeEnabled();
  });

  it('a wrong code shows the server message, clears the code and creates nothing', async () => {
    const user = userEvent.setup();
    const app = start({
      'POST /v2/account/password': () => [
        400,
        { message: 'Invalid verification code', code: 'INVALID_CODE' },
      ],
    });
    await fill(user);
    await user.click(createButton());
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(createButton()).toBeDisabled();
    expect(app.calls.some((c) => c.path === '/v2/account/login')).toBe(false);
    expect(app.store.getState().session.token).toBeNull();
    // No second code is asked for: the tenant types the one mailed again.
    expect(codeCalls(app)).toHaveLength(1);
  });

  it("a 429 when the step opens shows the server's message and its countdown", async () => {
    start({
      'POST /v2/account/password/code': () => [
        429,
        {
          success: false,
          message: 'Please wait before asking for another code.',
          code: 'RATE_LIMITED',
          seconds_remaining: 42,
        },
      ],
    });
    expect(await screen.findByText('Please wait before asking for another code.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Resend code in 4[12]s$/ })).toBeDisabled();
  });

  it('Resend mails another code once the countdown is over', async () => {
    const user = userEvent.setup();
    let n = 0;
    const app = start({
      'POST /v2/account/password/code': () => [
        200,
        {
          success: true,
          message: 'Verification code sent to your email!',
          seconds_remaining: n++ === 0 ? 0 : 60,
        },
      ],
    });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    expect(codeCalls(app)).toHaveLength(2);
  });

  it('with an invitation token: no code, the invitation proves the e-mail', async () => {
    const user = userEvent.setup();
    const app = start({}, 'invite-token-1');
    await fill(user, { code: null });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.queryByText(codePrompt)).not.toBeInTheDocument();
    await user.click(createButton());
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    const [set] = passwordCalls(app);
    expect(set!.headers.get('Token')).toBe('onboarding-token');
    expect(set!.body).toEqual({ newPassword: 'secret7', invitationToken: 'invite-token-1' });
    expect(codeCalls(app)).toHaveLength(0);
    expect(app.store.getState().session.token).toBe('session-token');
  });

  it.each(['INVITATION_INVALID', 'EMAIL_NOT_VERIFIED', 'INVALID_CODE'])(
    'an invitation the server refuses (%s) falls back to a mailed code',
    async (reason) => {
      const user = userEvent.setup();
      const app = start(
        {
          'POST /v2/account/password': ({ body }) =>
            (body as { code?: string }).code === '654321'
              ? [200, { message: 'Password updated' }]
              : [400, { message: 'This invitation can no longer be used.', code: reason }],
        },
        'invite-token-1',
      );
      await fill(user, { code: null });
      await user.click(createButton());
      expect(await screen.findByText(codePrompt)).toBeVisible();
      expect(screen.queryByText('This invitation can no longer be used.')).not.toBeInTheDocument();
      await waitFor(() => expect(codeCalls(app)).toHaveLength(1));
      expect(createButton()).toBeDisabled();
      await user.type(screen.getByLabelText('Verification code'), '654321');
      await user.click(createButton());
      await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
      expect(passwordCalls(app).map((c) => c.body)).toEqual([
        { newPassword: 'secret7', invitationToken: 'invite-token-1' },
        { newPassword: 'secret7', code: '654321' },
      ]);
    },
  );

  it('an invitation refused for another reason shows the message and stays on the invitation', async () => {
    const user = userEvent.setup();
    const app = start(
      {
        'POST /v2/account/password': () => [
          400,
          { message: 'Password must be at least 7 characters', code: 'VALIDATION_ERROR' },
        ],
      },
      'invite-token-1',
    );
    await fill(user, { code: null });
    await user.click(createButton());
    expect(await screen.findByText('Password must be at least 7 characters')).toBeVisible();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(codeCalls(app)).toHaveLength(0);
  });
});
