import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterPurchaseTexts, flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { account, signedInState } from '../fixtures';
import { enter } from '../enter';
import { renderApp, type ApiHandler } from '../render';
import { ok, onboardingAt, suggestion, validAddressAnswer } from './fixtures';

const AGREEMENT = afterPurchaseTexts.raaAgreement;
const NEW_USER = '/v2/account/raaNewUser';

const tenant = {
  id: 42,
  first_name: 'Maya',
  last_name: 'Thompson',
  tenant_email: 'maya.thompson@example.com',
  tenant_phone: '6085550134',
  phone: null,
  billing_address: null,
  billing_city: null,
  billing_state: null,
  billing_zip_code: null,
  billing_unit: null,
  user_exists: true,
  leases: [],
};

/**
 * The user-info and address forms are typed key by key in their own tests (userInfo.test.tsx,
 * address.test.tsx); here, about the association, their values are pasted whole (enter.ts).
 */
async function fillUserInfo(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, await screen.findByLabelText('First Name'), 'Maya');
  await enter(user, screen.getByLabelText('Last Name'), 'Thompson');
  await enter(user, screen.getByLabelText('Email'), 'maya@example.com');
  await enter(user, screen.getByLabelText('Confirm Email'), 'maya@example.com');
  await enter(user, screen.getByLabelText('Phone'), '6085550134');
}

describe('/raa on the user-info step (docs/product.md "Screens and routes", "Calls")', () => {
  it('a visitor must accept the association terms before going on', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/raa',
      handlers: { 'GET /v2/account/emailExists': ok({ tenant: { user_exists: false } }) },
    });
    await fillUserInfo(user);
    expect(screen.getByRole('checkbox', { name: AGREEMENT })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    expect(await screen.findByText('You must accept the terms')).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/account/emailExists')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: AGREEMENT }));
    expect(app.store.getState().onboarding.raaAgreed).toBe(true);
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    expect(
      await screen.findByText('Hey Maya! Enter the address you want coverage at.'),
    ).toBeVisible();
    // A visitor joins once the address is known, not here.
    expect(app.calls.some((c) => c.path.startsWith('/v2/account/raa'))).toBe(false);
  });

  it('a store saved during a /raa visit does not carry the association into /onboarding', async () => {
    const app = renderApp({
      route: '/onboarding',
      preloadedState: onboardingAt('userInfo', { entry: 'raa', raaAgreed: false }),
    });
    await screen.findByText(onboardingTitles.userInfo);
    await waitFor(() => expect(app.store.getState().onboarding.entry).toBeNull());
    expect(screen.queryByRole('checkbox', { name: AGREEMENT })).toBeNull();
  });

  it('plain /onboarding has no association checkbox', async () => {
    renderApp({ route: '/onboarding' });
    await screen.findByText(onboardingTitles.userInfo);
    expect(screen.queryByRole('checkbox', { name: AGREEMENT })).toBeNull();
  });

  it('a signed-in tenant (/raa → /tenant/onboarding?entry=raa) ticks, joins and goes on', async () => {
    const user = userEvent.setup();
    const member = { ...account, rentersAssociationMember: true };
    const app = renderApp({
      route: '/raa',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': ok(account),
        'GET /v2/tenantForExisting': ok(tenant),
        'POST /v2/account/raa': ok({ success: true, message: 'Welcome', account: member }),
      },
    });
    // Complete info would skip to the address step; joining needs this step.
    const box = await screen.findByRole('checkbox', { name: AGREEMENT });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Maya'));
    expect(app.path()).toBe('/tenant/onboarding?entry=raa');
    expect(app.store.getState().onboarding.entry).toBe('raa');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    expect(
      await screen.findByText('Hey Maya! Enter the address you want coverage at.'),
    ).toBeVisible();
    expect(await screen.findByText(afterPurchaseTexts.raaJoined)).toBeInTheDocument();
    const join = app.calls.find((c) => c.path === '/v2/account/raa')!;
    expect(join.method).toBe('POST');
    expect(join.body).toEqual({ agreedToTerms: true });
    expect(join.headers.get('Token')).toBe('test-token');
    expect(app.store.getState().onboarding.raaJoined).toBe(true);
    expect(app.store.getState().session.user?.rentersAssociationMember).toBe(true);
  });

  it('a signed-in tenant whose join fails sees the generic error and goes on', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/tenant/onboarding?entry=raa',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': ok(account),
        'GET /v2/tenantForExisting': ok(tenant),
        'POST /v2/account/raa': () => [503, { message: 'down' }],
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: AGREEMENT }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Maya'));
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    expect(await screen.findByText(flowMessages.generic)).toBeInTheDocument();
    expect(
      await screen.findByText('Hey Maya! Enter the address you want coverage at.'),
    ).toBeVisible();
    expect(app.store.getState().onboarding.raaJoined).toBe(false);
  });
});

describe('/raa after the address for a visitor (docs/product.md "Screens and routes", "Calls" raaNewUser)', () => {
  function atAddress(join: ApiHandler) {
    return renderApp({
      route: '/raa',
      preloadedState: onboardingAt('addressCoverage', {
        entry: 'raa',
        raaAgreed: true,
        address: null,
        validatedAddress: null,
        coordinates: null,
      }),
      handlers: {
        'GET /v2/util/addressSuggestions': ok({ suggestions: [suggestion] }),
        'POST /v2/util/validateAddress': ok(validAddressAnswer(null)),
        'POST /v2/underwritingQuestions': ok({ questions: [] }),
        'GET /v2/account/renewingPolicies': ok({
          pending_transaction: false,
          renewing_policies: [],
        }),
        [`POST ${NEW_USER}`]: join,
      },
    });
  }

  async function continueWithSuggestion(user: ReturnType<typeof userEvent.setup>) {
    await enter(user, await screen.findByLabelText('Address'), '1200 Reg');
    await user.click(
      await screen.findByRole('option', { name: suggestion.description }, { timeout: 2000 }),
    );
    await enter(user, screen.getByLabelText('Unit'), '4B');
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    await user.click(await screen.findByRole('radio', { name: /As entered/ }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
  }

  it('joins with the user info and the validated address, then the quote flow goes on', async () => {
    const user = userEvent.setup();
    const app = atAddress(ok({ success: true, message: 'Welcome', tenant: null }));
    await continueWithSuggestion(user);
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    expect(app.calls.find((c) => c.path === NEW_USER)?.body).toEqual({
      firstName: 'Maya',
      lastName: 'Thompson',
      email: 'maya@example.com',
      phone: '(608) 555 - 0134',
      streetAddress: '1200 Regent St',
      unit: '4B',
      city: 'Madison',
      state: 'WI',
      zip: '53715',
      agreedToTerms: true,
    });
    expect(app.store.getState().onboarding.raaJoined).toBe(true);
  });

  it('an e-mail with a login asks to log in (with the email) or cancel', async () => {
    const user = userEvent.setup();
    const app = atAddress(() => [
      409,
      { message: 'An account exists for this e-mail.', code: 'ACCOUNT_EXISTS' },
    ]);
    await continueWithSuggestion(user);
    expect(await screen.findByText(flowMessages.emailExists)).toBeVisible();
    expect(app.store.getState().onboarding.step).toBe('addressCoverage');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(flowMessages.emailExists)).toBeNull());
    expect(app.store.getState().onboarding.step).toBe('addressCoverage');
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    await user.click(await screen.findByRole('radio', { name: /As entered/ }));
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    await user.click(await screen.findByRole('button', { name: onboardingTitles.logIn }));
    await waitFor(() => expect(app.path()).toBe('/login?email=maya%40example.com'));
  });

  it('another failure shows the generic error and the quote flow goes on', async () => {
    const user = userEvent.setup();
    const app = atAddress(() => [503, { message: 'down' }]);
    await continueWithSuggestion(user);
    expect(await screen.findByText(flowMessages.generic)).toBeInTheDocument();
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    expect(app.store.getState().onboarding.raaJoined).toBe(false);
  });

  it('is not called again once joined', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/raa',
      preloadedState: onboardingAt('addressCoverage', {
        entry: 'raa',
        raaAgreed: true,
        raaJoined: true,
        address: null,
        validatedAddress: null,
        coordinates: null,
      }),
      handlers: {
        'GET /v2/util/addressSuggestions': ok({ suggestions: [suggestion] }),
        'POST /v2/util/validateAddress': ok(validAddressAnswer(null)),
        'POST /v2/underwritingQuestions': ok({ questions: [] }),
        'GET /v2/account/renewingPolicies': ok({
          pending_transaction: false,
          renewing_policies: [],
        }),
      },
    });
    await continueWithSuggestion(user);
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    expect(app.calls.some((c) => c.path === NEW_USER)).toBe(false);
  });
});
