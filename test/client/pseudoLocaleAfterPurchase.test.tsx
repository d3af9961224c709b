// The pseudo-locale gate (./pseudoLocale.ts) on what a buyer sees after paying and on the flow's
// "you already have a policy" step: the thank-you step in each of its ways on (and without a
// policy), account creation with its field errors, code notices and refusals, the second-policy
// page with its cards, contact form, reasons, failure and thank-you, the pending-transaction
// pause, the /raa checkbox and its toasts, and the purchase's alert dialog.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from '../../src/client/components/Suspense';
import type { RenewingPolicy } from '../../src/client/api';
import type { IssuedPolicyState } from '../../src/client/features/onboarding/onboardingSlice';
import { keepApplication } from '../../src/client/features/onboarding/purchase/applicationDocument';
import { MessageDialog } from '../../src/client/features/onboarding/purchase/MessageDialog';
import { FixedLocale } from '../../src/client/i18n/appLocale';
import { account, signedInState } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  PSEUDO,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';
import { manager, ok, onboardingAt, validated } from './onboarding/fixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

jest.setTimeout(20_000);

const issued: IssuedPolicyState = {
  policyId: 'RP-WI-0042',
  workItemId: 'work-1',
  policyEffectiveDate: '2030-01-02',
  policyExpirationDate: '2031-01-02',
  email: 'maya@example.com',
  billing: { amount: 126, installPaymentAmount: 0, serviceFee: 6, numberOfPayments: 1 },
  accountToken: 'onboarding-token',
};

const COMPLETION = 'POST /v2/product/1/pricing/onboardingCompletion';
const completed = ok({ success: true, notified: true, message: 'Recorded' });

/** The main column of the page (the signed-in frame around it is another area's). */
const main = () => document.querySelector<HTMLElement>('main') ?? document.body;

describe('the thank-you step shows only catalog texts', () => {
  function thankYou(state: Parameters<typeof onboardingAt>[1], signedIn = false) {
    return renderApp({
      route: signedIn ? '/tenant/onboarding' : '/onboarding',
      preloadedState: {
        ...inPseudo,
        ...onboardingAt('thankYou', { issued, ...state }),
        ...(signedIn ? signedInState() : {}),
      },
      handlers: { [COMPLETION]: completed, 'GET /v2/account': ok(account) },
    });
  }

  it('a new buyer at a partnered property, with the application to download', async () => {
    keepApplication(issued.policyId, 'JVBERi0xLjQK');
    thankYou({ propertyManager: manager });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('RP-WI-0042')).toBeVisible();
    expect(screen.getAllByRole('button').length).toBeGreaterThanOrEqual(2);
    expect(untranslated(document.body)).toEqual([]);
    keepApplication(issued.policyId, null);
  });

  it('a visitor without an account token, at a property not partnered', async () => {
    thankYou({ propertyManager: null, issued: { ...issued, accountToken: null } });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await screen.findAllByRole('listitem');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('a signed-in tenant', async () => {
    thankYou({ issued: { ...issued, accountToken: null } }, true);
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await screen.findAllByRole('listitem');
    expect(untranslated(main())).toEqual([]);
  });

  it('no policy: the error and Ok', async () => {
    thankYou({ issued: null });
    await screen.findByRole('alert');
    expect(untranslated(document.body)).toEqual([]);
  });
});

describe('account creation shows only catalog texts', () => {
  function accountCreation(
    handlers: Record<string, ApiHandler>,
    inviteToken: string | null = null,
  ) {
    return renderApp({
      route: '/onboarding',
      preloadedState: { ...inPseudo, ...onboardingAt('accountCreation', { issued, inviteToken }) },
      handlers: {
        'POST /v2/account/password/code': ok({
          success: true,
          message: 'Verification code sent to your email!',
          seconds_remaining: 60,
        }),
        ...handlers,
      },
    });
  }

  const passwordFields = () => [
    ...document.querySelectorAll<HTMLInputElement>('input[type=password]'),
  ];

  it('the form with its field errors, the code mailed, then a wrong code', async () => {
    accountCreation({
      'POST /v2/account/password': () => [
        400,
        { ...serverSays('twoFactor.invalidCode'), code: 'INVALID_CODE' },
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await screen.findByRole('status');
    const [password, confirm] = passwordFields();
    await user.type(password!, 'short');
    await user.click(confirm!);
    await user.tab();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox'));
    await user.tab();
    expect(fieldErrors().length).toBeGreaterThanOrEqual(3);
    expect(untranslated(document.body)).toEqual([]);

    await user.clear(password!);
    await user.type(password!, 'secret7');
    await user.type(confirm!, 'secret7');
    await user.type(screen.getByRole('textbox'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    expect((await screen.findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the code could not be mailed', async () => {
    accountCreation({
      'POST /v2/account/password/code': () => [
        429,
        {
          ...serverSays('twoFactor.sendEmailFailed'),
          success: false,
          code: 'RATE_LIMITED',
          seconds_remaining: 42,
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the password set but the sign-in failed: created, the error and Log In', async () => {
    accountCreation(
      {
        'POST /v2/account/password': ok({ message: 'Your account has been created.' }),
        'POST /v2/account/login': networkFailure,
      },
      'invite-token-1',
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    // The invitation proves the e-mail: no code.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(untranslated(document.body)).toEqual([]);
    const [password, confirm] = passwordFields();
    await user.type(password!, 'secret7');
    await user.type(confirm!, 'secret7');
    await user.click(screen.getByRole('checkbox'));
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(document.querySelectorAll('[role=alert]')).toHaveLength(2));
    expect(untranslated(document.body)).toEqual([]);
  });
});

describe('the second-policy page shows only catalog texts', () => {
  const renewing: RenewingPolicy = {
    policyRenewalDate: { date: '2027-06-01', usdate: '06/01/2027' },
    management_company: 'Lakeshore Property Group',
  };

  function page(
    extra: Parameters<typeof onboardingAt>[1] = {},
    handlers: Record<string, ApiHandler> = {},
    signedIn = false,
  ) {
    return renderApp({
      route: signedIn ? '/tenant/onboarding' : '/onboarding',
      preloadedState: {
        ...inPseudo,
        ...onboardingAt('activePolicyError', {
          renewingPolicies: [renewing, { ...renewing, management_company: 'unknown' }],
          validatedAddress: { ...validated, unit: '4B' },
          ...extra,
        }),
        ...(signedIn ? signedInState() : {}),
      },
      handlers: { 'GET /v2/account': ok(account), ...handlers },
    });
  }

  it('the policies, the contact form with its errors and reasons, and a failed send', async () => {
    page({}, { 'POST /v2/second-policy-message': () => [503, { message: 'down' }] });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const cards = screen.getAllByLabelText(/⟦/, { selector: '.MuiPaper-root' });
    expect(cards).toHaveLength(2);
    // The address line's unit is the catalog's too (the line itself is the tenant's data).
    const [line] = within(cards[0]!).getAllByText(/^1200 Regent St, .*4B, Madison/);
    expect(line!.textContent).toContain('⟦');
    const form = screen.getByRole('form', { name: /⟦/ });
    const email = () => form.querySelector<HTMLInputElement>('input[name=email]')!;
    await user.clear(email());
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(fieldErrors().length).toBeGreaterThanOrEqual(2));
    expect(untranslated(document.body)).toEqual([]);

    await user.type(email(), 'maya@');
    await user.tab();
    await user.click(within(form).getByRole('combobox'));
    const reasons = await screen.findByRole('listbox');
    expect(within(reasons).getAllByRole('option')).toHaveLength(4);
    expect(untranslated(reasons)).toEqual([]);
    expect(untranslated(document.body)).toEqual([]);
    await user.click(within(reasons).getAllByRole('option')[0]!);
    await user.type(email(), 'example.com');
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    expect((await screen.findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the message sent', async () => {
    page({}, { 'POST /v2/second-policy-message': ok({ success: true }) });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: /⟦/ });
    await user.click(within(form).getByRole('combobox'));
    await user.click((await screen.findAllByRole('option')).at(-1)!);
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('a pending transaction, for a visitor and for a signed-in tenant', async () => {
    page({ renewingPolicies: [], pendingTransaction: true });
    await screen.findByText(/\(608\) 555-0100/);
    expect(untranslated(document.body)).toEqual([]);
    cleanup();
    page({ renewingPolicies: [], pendingTransaction: true }, {}, true);
    await screen.findByText(/\(608\) 555-0100/);
    expect(untranslated(main())).toEqual([]);
  });
});

describe('/raa shows only catalog texts', () => {
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

  function raa(join: ApiHandler) {
    return renderApp({
      route: '/raa',
      preloadedState: { ...inPseudo, ...signedInState() },
      handlers: {
        'GET /v2/account': ok(account),
        'GET /v2/tenantForExisting': ok(tenant),
        'POST /v2/account/raa': join,
      },
    });
  }

  it('the checkbox with its error, then the welcome toast', async () => {
    raa(
      ok({
        success: true,
        message: 'Welcome',
        account: { ...account, rentersAssociationMember: true },
      }),
    );
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: /⟦/ });
    await waitFor(() => expect(screen.getAllByRole('textbox')[0]).toHaveValue('Maya'));
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(fieldErrors().length).toBeGreaterThanOrEqual(1));
    expect(untranslated(main())).toEqual([]);
    await user.click(box);
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    const toast = await screen.findByRole('status');
    // The welcome (the association's name, pseudo-localised), not the generic error.
    expect(toast.textContent).toContain('⟦Wélçómé');
    expect(untranslated(toast)).toEqual([]);
  });

  it('a failed join: the generic error toast', async () => {
    raa(() => [503, { message: 'down' }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /⟦/ }));
    await waitFor(() => expect(screen.getAllByRole('textbox')[0]).toHaveValue('Maya'));
    await user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('⟦');
    expect(untranslated(toast)).toEqual([]);
  });
});

describe("the purchase's alert dialog shows only catalog texts", () => {
  it('its OK (the title and message are its caller’s)', async () => {
    render(
      <FixedLocale locale={PSEUDO}>
        <Suspense fallback={null}>
          <MessageDialog
            open
            title={serverSays('onboarding.issueFailedTitle').message}
            message={serverSays('onboarding.missingToken').message}
            onClose={() => undefined}
          />
        </Suspense>
      </FixedLocale>,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button').textContent).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);
  });
});
