import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { account, signedInState } from '../fixtures';
import { enter } from '../enter';
import { renderApp } from '../render';
import { ok } from './fixtures';

const tenant = {
  id: 42,
  first_name: 'Maya',
  last_name: 'Thompson',
  tenant_email: 'maya@example.com',
  tenant_phone: '6085550134',
  phone: null,
  billing_address: null,
  billing_city: null,
  billing_state: null,
  billing_zip_code: null,
  billing_unit: null,
  user_exists: false,
  leases: [],
};

/**
 * Fills the form: typed key by key when `typed` (the first test, with the phone mask applied as
 * the tenant types), otherwise pasted whole (enter.ts).
 */
async function fillUserInfo(
  user: ReturnType<typeof userEvent.setup>,
  email = 'maya@example.com',
  typed = false,
) {
  const put = (field: HTMLElement, text: string) =>
    typed ? user.type(field, text) : enter(user, field, text);
  await put(await screen.findByLabelText('First Name'), 'Maya');
  await put(screen.getByLabelText('Last Name'), 'Thompson');
  await put(screen.getByLabelText('Email'), email);
  await put(screen.getByLabelText('Confirm Email'), email);
  await put(screen.getByLabelText('Phone'), '6085550134');
}

describe('onboarding step 1: user info (docs/product.md "Onboarding flow", "Validation")', () => {
  it('formats the phone, checks the email and moves to the address step', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/onboarding',
      handlers: { 'GET /v2/account/emailExists': ok({ tenant: { user_exists: false } }) },
    });
    expect(await screen.findByText(onboardingTitles.userInfo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await fillUserInfo(user, undefined, true);
    expect(screen.getByLabelText('Phone')).toHaveValue('(608) 555 - 0134');
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    expect(
      await screen.findByText('Hey Maya! Enter the address you want coverage at.'),
    ).toBeVisible();
    const lookup = app.calls.find((c) => c.path === '/v2/account/emailExists');
    expect(lookup?.query.get('email')).toBe('maya@example.com');
    expect(app.store.getState().onboarding.userInfo).toMatchObject({ phone: '(608) 555 - 0134' });
  });

  it('marks invalid fields and sends nothing', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/onboarding' });
    await screen.findByText(onboardingTitles.userInfo);
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Confirm Email'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    expect(await screen.findByText('First Name is required')).toBeVisible();
    expect(screen.getByText('Emails do not match')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(app.calls.filter((c) => c.path.startsWith('/v2/account'))).toHaveLength(0);
  });

  it('an email with an account asks to log in (with the email) or cancel', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/onboarding',
      handlers: { 'GET /v2/account/emailExists': ok({ tenant: { user_exists: true } }) },
    });
    await fillUserInfo(user);
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    expect(await screen.findByText(flowMessages.emailExists)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(flowMessages.emailExists)).toBeNull());
    expect(app.store.getState().onboarding.step).toBe('userInfo');
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(app.path()).toBe('/login?email=maya%40example.com'));
  });

  it('the Log In link carries the typed email', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/onboarding' });
    await user.type(await screen.findByLabelText('Email'), 'a@b.co');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?email=a%40b.co',
    );
  });

  it('/onboarding/{token} preloads the invited tenant', async () => {
    const app = renderApp({
      route: '/onboarding/invite-1',
      handlers: { 'GET /v2/tenantForToken': ok(tenant) },
    });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Maya'));
    expect(screen.getByLabelText('Phone')).toHaveValue('(608) 555 - 0134');
    expect(screen.getByLabelText('Email')).not.toBeDisabled();
    expect(app.calls.find((c) => c.path === '/v2/tenantForToken')?.query.get('token')).toBe(
      'invite-1',
    );
    expect(app.store.getState().onboarding).toMatchObject({
      inviteToken: 'invite-1',
      tenantId: 42,
    });
  });

  it('an expired token shows the server message and continues as a visitor', async () => {
    renderApp({
      route: '/onboarding/old',
      handlers: {
        'GET /v2/tenantForToken': () => [404, { message: 'This invitation has expired.' }],
      },
    });
    expect(await screen.findByText('This invitation has expired.')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('a signed-in tenant with complete info skips to the address step, without back', async () => {
    const app = renderApp({
      route: '/tenant/onboarding',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': ok(account),
        'GET /v2/tenantForExisting': ok(tenant),
      },
    });
    expect(
      await screen.findByText('Hey Maya! Enter the address you want coverage at.'),
    ).toBeVisible();
    expect(app.store.getState().onboarding).toMatchObject({ emailLocked: true, tenantId: 42 });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('a signed-in tenant with incomplete info sees the form with the email locked', async () => {
    renderApp({
      route: '/tenant/onboarding',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': ok(account),
        'GET /v2/tenantForExisting': ok({ ...tenant, tenant_phone: null }),
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeDisabled());
    expect(screen.getByLabelText('Confirm Email')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
