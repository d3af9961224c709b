import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenewingPolicy } from '../../../src/client/api';
import {
  afterPurchaseTexts,
  flowMessages,
  onboardingTitles,
  secondPolicyFailure,
} from '../../../src/domain/messages';
import { account, signedInState } from '../fixtures';
import { enter } from '../enter';
import { renderApp, type ApiHandler } from '../render';
import {
  atAddressStep,
  ok,
  onboardingAt,
  suggestion,
  validAddressAnswer,
  validated,
} from './fixtures';

const RENEWING = '/v2/account/renewingPolicies';

// What the server answers a visitor (openapi RenewingPolicy): the date and the company only.
const renewing: RenewingPolicy = {
  policyRenewalDate: { date: '2027-06-01', usdate: '06/01/2027' },
  management_company: 'Lakeshore Property Group',
};

const none = { pending_transaction: false, renewing_policies: [] };

afterEach(() => jest.restoreAllMocks());

describe('active-policy check after the address (docs/product.md "Onboarding flow" step 13, "Second-policy page", "Messages")', () => {
  function atAddress(renewingAnswer: ApiHandler) {
    const { preloadedState, handlers } = atAddressStep(ok(validAddressAnswer(null)));
    return renderApp({
      route: '/onboarding',
      preloadedState,
      handlers: { ...handlers, [`GET ${RENEWING}`]: renewingAnswer },
    });
  }

  /** The address is pasted (enter.ts): address.test.tsx types it and checks the lookups. */
  async function continueWithSuggestion(user: ReturnType<typeof userEvent.setup>) {
    await enter(user, await screen.findByLabelText('Address'), '1200 Reg');
    await user.click(
      await screen.findByRole('option', { name: suggestion.description }, { timeout: 2000 }),
    );
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
  }

  it('asks with the e-mail and the chosen address; nothing found goes on to underwriting', async () => {
    const user = userEvent.setup();
    const app = atAddress(ok(none));
    await continueWithSuggestion(user);
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    const check = app.calls.find((c) => c.path === RENEWING)!;
    expect(Object.fromEntries(check.query)).toEqual({
      email: 'maya@example.com',
      address: '1200 Regent St',
      city: 'Madison',
      state: 'WI',
      zip_code: '53715',
    });
  });

  it('a renewing policy stops at the second-policy page, keeping the address', async () => {
    const user = userEvent.setup();
    const app = atAddress(ok({ pending_transaction: false, renewing_policies: [renewing] }));
    await continueWithSuggestion(user);
    expect(await screen.findByText('Wait a minute, Maya')).toBeVisible();
    expect(app.store.getState().onboarding).toMatchObject({
      step: 'activePolicyError',
      renewingPolicies: [renewing],
      pendingTransaction: false,
      validatedAddress: { streetAddress: '1200 Regent St', city: 'Madison', zip: '53715' },
    });
    expect(app.calls.some((c) => c.path === '/v2/underwritingQuestions')).toBe(false);
  });

  it('a pending transaction stops at its variant', async () => {
    const user = userEvent.setup();
    atAddress(ok({ pending_transaction: true, renewing_policies: [] }));
    await continueWithSuggestion(user);
    expect(await screen.findByText(flowMessages.pendingTransaction)).toBeVisible();
  });

  it('a failed check is logged and does not block the tenant', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = atAddress(() => [503, { message: 'down' }]);
    await continueWithSuggestion(user);
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('renewingPolicies'));
    expect(app.store.getState().onboarding.step).toBe('underwritingQuestions');
  });
});

describe('second-policy page (docs/product.md "Second-policy page")', () => {
  function atPage(
    extra: Parameters<typeof onboardingAt>[1] = {},
    handlers: Record<string, ApiHandler> = {},
    signedIn = false,
  ) {
    return renderApp({
      route: signedIn ? '/tenant/onboarding' : '/onboarding',
      preloadedState: {
        ...onboardingAt('activePolicyError', { renewingPolicies: [renewing], ...extra }),
        ...(signedIn ? signedInState() : {}),
      },
      handlers: { 'GET /v2/account': ok(account), ...handlers },
    });
  }

  it('shows each renewing policy and that the management company will be told', async () => {
    // The name, e-mail and address are the visitor's own answers (the server sends none).
    atPage({ validatedAddress: { ...validated, unit: '4B' } });
    expect(await screen.findByText('Wait a minute, Maya')).toBeVisible();
    const card = screen.getByLabelText('Policy: auto-renews on 06/01/2027');
    expect(within(card).getByText('Maya Thompson')).toBeVisible();
    expect(within(card).getByText('maya@example.com')).toBeVisible();
    expect(within(card).getByText('auto-renews on 06/01/2027')).toBeVisible();
    expect(within(card).getByText('1200 Regent St, Unit 4B, Madison, WI 53715')).toBeVisible();
    expect(within(card).getByText('Lakeshore Property Group')).toBeVisible();
    expect(
      within(card).getByText(
        'Lakeshore Property Group will be notified that you are insured at 1200 Regent St, Unit 4B, Madison, WI 53715.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("says nothing about notifying an 'unknown' management company", async () => {
    atPage({ renewingPolicies: [{ ...renewing, management_company: 'unknown' }] });
    expect(await screen.findByText('auto-renews on 06/01/2027')).toBeVisible();
    expect(screen.queryByText(/will be notified/)).toBeNull();
    expect(screen.queryByText('unknown')).toBeNull();
  });

  it('View Your Account goes to log in with the email and clears the flow', async () => {
    const user = userEvent.setup();
    const app = atPage();
    await user.click(await screen.findByRole('button', { name: flowMessages.viewYourAccount }));
    await waitFor(() => expect(app.path()).toBe('/login?email=maya%40example.com'));
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(app.store.getState().onboarding.step).toBe('userInfo');
  });

  it('a signed-in tenant goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const app = atPage({}, {}, true);
    await user.click(await screen.findByRole('button', { name: flowMessages.viewYourAccount }));
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
  });

  it('the contact form needs an e-mail and a reason', async () => {
    const user = userEvent.setup();
    const app = atPage();
    const form = await screen.findByRole('form', { name: afterPurchaseTexts.contactTitle });
    expect(within(form).getByLabelText(afterPurchaseTexts.emailLabel)).toHaveValue(
      'maya@example.com',
    );
    await user.clear(within(form).getByLabelText(afterPurchaseTexts.emailLabel));
    await user.click(within(form).getByRole('button', { name: afterPurchaseTexts.send }));
    expect(await within(form).findByText('Email is required')).toBeVisible();
    expect(within(form).getByText('Reason is required')).toBeVisible();
    await user.type(within(form).getByLabelText(afterPurchaseTexts.emailLabel), 'maya@');
    await user.click(within(form).getByRole('button', { name: afterPurchaseTexts.send }));
    expect(await within(form).findByText('Invalid email address')).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/second-policy-message')).toBe(false);
  });

  it('sends the message and shows the thank-you view; Ok goes to log in', async () => {
    const user = userEvent.setup();
    const app = atPage({}, { 'POST /v2/second-policy-message': ok({ success: true }) });
    const form = await screen.findByRole('form', { name: afterPurchaseTexts.contactTitle });
    await user.click(within(form).getByRole('combobox', { name: afterPurchaseTexts.reasonLabel }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Address Change/Update',
      'Update policy coverages',
      "I don't have an active policy",
      'Other',
    ]);
    await user.click(screen.getByRole('option', { name: "I don't have an active policy" }));
    await user.click(within(form).getByRole('button', { name: afterPurchaseTexts.send }));
    expect(await screen.findByText(afterPurchaseTexts.messageSentTitle)).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/second-policy-message')?.body).toEqual({
      email: 'maya@example.com',
      reason: "I don't have an active policy",
      tenantName: 'Maya Thompson',
    });
    await user.click(screen.getByRole('button', { name: flowMessages.ok }));
    await waitFor(() => expect(app.path()).toBe('/login?email=maya%40example.com'));
  });

  it('sends the optional message when written', async () => {
    const user = userEvent.setup();
    const app = atPage({}, { 'POST /v2/second-policy-message': ok({ success: true }) });
    const form = await screen.findByRole('form', { name: afterPurchaseTexts.contactTitle });
    await user.click(within(form).getByRole('combobox', { name: afterPurchaseTexts.reasonLabel }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(within(form).getByLabelText(afterPurchaseTexts.messageLabel), 'I moved.');
    await user.click(within(form).getByRole('button', { name: afterPurchaseTexts.send }));
    await screen.findByText(afterPurchaseTexts.messageSentTitle);
    expect(app.calls.find((c) => c.path === '/v2/second-policy-message')?.body).toMatchObject({
      reason: 'Other',
      message: 'I moved.',
    });
  });

  it.each([
    ['a failed call', (() => [503, { message: 'down' }]) as ApiHandler],
    ['success false', ok({ success: false })],
  ])('%s shows the second-policy failure with the support e-mail', async (_, answer) => {
    const user = userEvent.setup();
    atPage({}, { 'POST /v2/second-policy-message': answer });
    const form = await screen.findByRole('form', { name: afterPurchaseTexts.contactTitle });
    await user.click(within(form).getByRole('combobox', { name: afterPurchaseTexts.reasonLabel }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(form).getByRole('button', { name: afterPurchaseTexts.send }));
    // Testing Library collapses the text's double spaces (kept on purpose, docs/product.md
    // "Messages").
    const text = secondPolicyFailure('support@example.com').replace(/\s+/g, ' ');
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByText(afterPurchaseTexts.messageSentTitle)).toBeNull();
  });

  it('refused at purchase (no list kept): the renewing policies are looked up', async () => {
    const app = atPage(
      { renewingPolicies: [] },
      { [`GET ${RENEWING}`]: ok({ pending_transaction: false, renewing_policies: [renewing] }) },
    );
    expect(await screen.findByText('auto-renews on 06/01/2027')).toBeVisible();
    expect(app.calls.find((c) => c.path === RENEWING)?.query.get('zip_code')).toBe('53715');
  });

  it('pending transaction: the pause text with the support contact; Ok goes home', async () => {
    const user = userEvent.setup();
    const app = atPage({ renewingPolicies: [], pendingTransaction: true });
    expect(await screen.findByText(flowMessages.pendingTransaction)).toBeVisible();
    expect(
      await screen.findByText('Questions? Contact us at support@example.com or (608) 555-0100.'),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: flowMessages.ok }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.store.getState().onboarding.pendingTransaction).toBe(false);
  });

  it('pending transaction, signed in: back to the dashboard', async () => {
    const user = userEvent.setup();
    const app = atPage({ renewingPolicies: [], pendingTransaction: true }, {}, true);
    await user.click(
      await screen.findByRole('button', { name: afterPurchaseTexts.backToDashboard }),
    );
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
  });
});
