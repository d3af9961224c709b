import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isoDay } from '../../src/domain/policies/status';
import {
  messageCounterText,
  messageReplyText,
  messageSentTexts,
  policyChangeMessages,
  policyChangeTexts as t,
  successMessages,
} from '../../src/domain/messages';
import { DashboardActions } from '../../src/client/features/dashboard/actions/DashboardActions';
import { OwnPolicyActions } from '../../src/client/features/dashboard/actions/OwnPolicyActions';
import { PERSIST_VERSION } from '../../src/client/app/persist';
import type { PolicyList } from '../../src/client/app/policies';
import { initialUiState } from '../../src/client/app/ui';
import { diagnosticsTexts } from '../../src/domain/messages/diagnostics';
import { enter } from './enter';
import { ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const active: PolicyList = { own: [ownPolicy], partner: [], thirdParty: [], lastFetched: 1 };
const today = isoDay(new Date());

function openActions(handlers: Record<string, ApiHandler> = {}) {
  return renderApp({
    preloadedState: signedInState(),
    ui: <DashboardActions active={active} />,
    handlers,
  });
}

/** Picks an option of a select field (MUI's listbox). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Send a Message modal (docs/product.md "Dashboard", "Validation")', () => {
  it('counts toward 30 characters (black, red after a failed send, green) and sends reason plus policy title from the tenant', async () => {
    const user = userEvent.setup({ delay: null });
    const app = openActions({ 'POST /v2/send-message': () => [200, { success: true }] });
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    const dialog = await screen.findByRole('dialog', { name: t.messageTitle });
    const counter = within(dialog).getByText(messageCounterText(0, 30));
    expect(counter).toHaveAttribute('data-color', 'black');

    await choose(user, t.reasonLabel, 'Billing/Charges');
    const box = within(dialog).getByRole('textbox', { name: t.messageLabel });
    await user.type(box, 'Too short');
    expect(within(dialog).getByText(messageCounterText(9, 30))).toHaveAttribute(
      'data-color',
      'black',
    );
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getByText(messageCounterText(9, 30))).toHaveAttribute(
      'data-color',
      'red',
    );
    expect(within(dialog).getByText('Message must be at least 30 characters')).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/send-message')).toBe(false);

    // Typed key by key above; the rest pasted (enter.ts) is counted the same.
    await enter(user, box, ' to explain: why was I charged twice?');
    expect(within(dialog).getByText(/^46 \//)).toHaveAttribute('data-color', 'green');
    // Asked, never assumed: the snapshot box starts unticked, with what it holds.
    const attach = within(dialog).getByRole('checkbox', { name: 'Attach a diagnostics snapshot' });
    expect(attach).not.toBeChecked();
    expect(attach).toHaveAccessibleDescription(diagnosticsTexts.attachHint);
    await user.click(attach);
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await screen.findByText(successMessages.messageSent)).toBeVisible();
    // The toast goes after 1 s; the dialog keeps what was sent and when the answer comes.
    const done = await screen.findByRole('dialog', { name: messageSentTexts.title });
    expect(within(done).getByText('Billing/Charges - Renters Insurance RP-WI-0001')).toBeVisible();
    expect(within(done).getByText('Too short to explain: why was I charged twice?')).toBeVisible();
    expect(within(done).getByText(messageReplyText('maya.thompson@example.com'))).toBeVisible();
    expect(within(done).getByRole('button', { name: t.close })).toHaveFocus();
    await waitFor(() => expect(screen.queryByText(successMessages.messageSent)).toBeNull(), {
      timeout: 3000,
    });
    expect(screen.getByRole('dialog', { name: messageSentTexts.title })).toBeVisible();
    expect(app.calls.filter((c) => c.path === '/v2/send-message')).toHaveLength(1);
    await user.click(within(done).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = app.calls.find((c) => c.path === '/v2/send-message');
    expect(sent?.body).toEqual({
      email: 'maya.thompson@example.com',
      subject: 'Billing/Charges - Renters Insurance RP-WI-0001',
      msg: 'Too short to explain: why was I charged twice?',
      // Attached once ticked: the screen as the tenant has it, never the session token.
      diagnostics: expect.objectContaining({
        kind: 'renters-portal-diagnostics',
        // The dialog it was sent from is named, so a replay opens it again.
        meta: expect.objectContaining({
          from: 'message',
          persistVersion: PERSIST_VERSION,
          dialogs: ['dashboard-message'],
        }),
        store: expect.objectContaining({
          session: { user: expect.objectContaining({ email: 'maya.thompson@example.com' }) },
        }),
      }),
    });
    expect(JSON.stringify(sent?.body)).not.toContain('test-token');
  });

  it('a replay opens the dialog its snapshot recorded, and closing it forgets it', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp({
      preloadedState: {
        ...signedInState(),
        ui: {
          ...initialUiState,
          replay: { name: 'Maya', takenAt: '2026-11-26T20:00:00Z', dialogs: ['dashboard-message'] },
        },
      },
      ui: <DashboardActions active={active} />,
    });
    const dialog = await screen.findByRole('dialog', { name: t.messageTitle });
    expect(app.store.getState().ui.openDialogs).toEqual(['dashboard-message']);
    await user.click(within(dialog).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.store.getState().ui.openDialogs).toEqual([]);
  });

  it('sends no snapshot unless the tenant ticks it, and downloads one on request', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openActions({ 'POST /v2/send-message': () => [200, { success: true }] });
    URL.createObjectURL = jest.fn(() => 'blob:snapshot');
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    const dialog = await screen.findByRole('dialog', { name: t.messageTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Download the snapshot' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    const saved = JSON.parse(await blob.text());
    expect(saved.kind).toBe('renters-portal-diagnostics');
    expect(JSON.stringify(saved)).not.toContain('test-token');
    click.mockRestore();

    // Ticked and unticked again: nothing goes.
    const attach = within(dialog).getByRole('checkbox', { name: 'Attach a diagnostics snapshot' });
    expect(attach).not.toBeChecked();
    await user.click(attach);
    await user.click(attach);
    await choose(user, t.reasonLabel, 'Billing/Charges');
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: t.messageLabel }),
      'Please explain the second charge on my card this month.',
    );
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    await waitFor(() => expect(view.calls.some((c) => c.path === '/v2/send-message')).toBe(true));
    const sent = view.calls.find((c) => c.path === '/v2/send-message');
    expect(sent?.body).not.toHaveProperty('diagnostics');
  });

  it('shows the server message when the message is refused', async () => {
    const user = userEvent.setup({ delay: null });
    openActions({
      'POST /v2/send-message': () => [429, { message: 'Too many messages. Try again later.' }],
    });
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    const dialog = await screen.findByRole('dialog', { name: t.messageTitle });
    await choose(user, t.reasonLabel, 'Other');
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: t.messageLabel }),
      'A message long enough to be sent to support.',
    );
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByText('Too many messages. Try again later.')).toBeVisible();
  });
});

describe("'Ask us to add it' (Policy Enhancements)", () => {
  it('its #send-message link opens the message modal; closing it drops the hash', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp({
      route: '/tenant/dashboard#send-message',
      preloadedState: signedInState(),
      ui: <DashboardActions active={active} />,
    });
    const dialog = await screen.findByRole('dialog', { name: t.messageTitle });
    await user.click(within(dialog).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.path()).toBe('/tenant/dashboard');
  });
});

describe('Upload New Policy modal (docs/product.md "Dashboard")', () => {
  it('offers buying through the product or uploading a policy held elsewhere', async () => {
    const user = userEvent.setup({ delay: null });
    const app = openActions();
    await user.click(screen.getByRole('button', { name: 'Upload New Policy' }));
    const dialog = await screen.findByRole('dialog', { name: t.uploadTitle });
    expect(
      within(dialog).getByRole('link', { name: /Get insurance through Nestwell/ }),
    ).toHaveAttribute('href', '/tenant/onboarding');
    await user.click(within(dialog).getByRole('link', { name: /Upload your insurance/ }));
    expect(app.path()).toBe('/tenant/upload');
  });
});

function openPolicy(handlers: Record<string, ApiHandler>) {
  return renderApp({
    preloadedState: signedInState(),
    ui: <OwnPolicyActions policy={ownPolicy} />,
    handlers: {
      'GET /v2/transaction': () => [200, { transactions: [] }],
      ...handlers,
    },
  });
}

describe('Cancel a policy: the refund before confirming (docs/product.md "Calls", "Messages")', () => {
  const preview = {
    policyId: 7,
    cancellationDate: today,
    paidAmount: 120,
    earnedAmount: 58.36,
    refundAmount: 61.64,
  };

  it('asks for a reason, shows the refund, then cancels with the amount shown', async () => {
    const user = userEvent.setup({ delay: null });
    const app = openPolicy({
      'POST /v2/policy/cancel/7/preview': () => [200, preview],
      'PUT /v2/policy/cancel/7': () => [
        200,
        { success: true, message: 'ok', policy: { ...ownPolicy, isActive: false } },
      ],
    });
    await user.click(screen.getByRole('button', { name: t.cancelPolicy }));
    const dialog = await screen.findByRole('dialog', { name: t.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    expect(await within(dialog).findByText(policyChangeMessages.reasonRequired)).toBeVisible();
    await choose(user, t.cancelReasonLabel, 'I found other insurance');
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));

    expect(await within(dialog).findByText('$61.64')).toBeVisible();
    expect(within(dialog).getByText('$120.00')).toBeVisible();
    expect(within(dialog).getByText('$58.36')).toBeVisible();
    expect(within(dialog).getByText(t.refundNote)).toBeVisible();
    expect(app.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: t.cancelConfirm }));
    expect(await screen.findByText(successMessages.policyCancelled)).toBeVisible();
    const put = app.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      reason: 'I found other insurance',
      cancellationDate: today,
      confirmedRefund: 61.64,
    });
    // The lists and the payment history are fetched again after the change.
    await waitFor(() =>
      expect(app.calls.filter((c) => c.path === '/v2/policy').length).toBeGreaterThanOrEqual(2),
    );
    expect(app.calls.some((c) => c.path === '/v2/transaction')).toBe(true);
  });

  it('a policy that starts later is cancelled from its start by default', async () => {
    const user = userEvent.setup({ delay: null });
    const start = isoDay(new Date(Date.now() + 10 * 86_400_000));
    const app = renderApp({
      preloadedState: signedInState(),
      ui: (
        <OwnPolicyActions
          policy={{ ...ownPolicy, policyStartDate: { date: start, usdate: start } }}
        />
      ),
      handlers: {
        'POST /v2/policy/cancel/7/preview': () => [200, { ...preview, cancellationDate: start }],
      },
    });
    await user.click(screen.getByRole('button', { name: t.cancelPolicy }));
    const dialog = await screen.findByRole('dialog', { name: t.cancelTitle });
    expect(within(dialog).getByLabelText(t.cancelDateLabel)).toHaveValue(start);
    await choose(user, t.cancelReasonLabel, 'Other');
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    await within(dialog).findByRole('button', { name: t.cancelConfirm });
    expect(app.calls.find((c) => c.path === '/v2/policy/cancel/7/preview')?.body).toEqual({
      reason: 'Other',
      cancellationDate: start,
    });
  });

  it('refuses a date in the past', async () => {
    const user = userEvent.setup({ delay: null });
    openPolicy({});
    await user.click(screen.getByRole('button', { name: t.cancelPolicy }));
    const dialog = await screen.findByRole('dialog', { name: t.cancelTitle });
    fireEvent.change(within(dialog).getByLabelText(t.cancelDateLabel), {
      target: { value: '2026-07-01' },
    });
    await choose(user, t.cancelReasonLabel, 'Other');
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    expect(
      await within(dialog).findByText(policyChangeMessages.cancellationBeforeToday),
    ).toBeVisible();
  });

  it('shows the new amounts when the refund changed before confirming', async () => {
    const user = userEvent.setup({ delay: null });
    let previews = 0;
    openPolicy({
      'POST /v2/policy/cancel/7/preview': () => {
        previews += 1;
        return [
          200,
          previews === 1 ? preview : { ...preview, refundAmount: 50, paidAmount: 108.36 },
        ];
      },
      'PUT /v2/policy/cancel/7': () => [
        409,
        { message: 'The refund changed.', code: 'AMOUNT_CHANGED' },
      ],
    });
    await user.click(screen.getByRole('button', { name: t.cancelPolicy }));
    const dialog = await screen.findByRole('dialog', { name: t.cancelTitle });
    await choose(user, t.cancelReasonLabel, 'Other');
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    await user.click(await within(dialog).findByRole('button', { name: t.cancelConfirm }));
    expect(await within(dialog).findByText(t.amountChanged)).toBeVisible();
    expect(within(dialog).getByText('$50.00')).toBeVisible();
  });
});

describe('Move a policy: the price difference before confirming (docs/product.md "Calls", "Messages")', () => {
  it('validates the address, shows the carrier address and the difference, then moves', async () => {
    const user = userEvent.setup({ delay: null });
    const app = openPolicy({
      'POST /v2/policy/update-address/7/preview': () => [
        200,
        {
          policyId: 7,
          address: {
            address: '22 N Pinckney St',
            unit: '3',
            city: 'Madison',
            state: 'WI',
            zip: '53703',
          },
          addressChanged: true,
          effectiveDate: today,
          currentAnnualPremium: 120,
          newAnnualPremium: 144,
          termDifference: 12.5,
        },
      ],
      'PUT /v2/policy/update-address/7': () => [
        200,
        { success: true, message: successMessages.policyAddressUpdated, policy: ownPolicy },
      ],
    });
    await user.click(screen.getByRole('button', { name: t.changeAddress }));
    const dialog = await screen.findByRole('dialog', { name: t.moveTitle });
    await user.type(
      within(dialog).getByRole('textbox', { name: t.streetLabel }),
      '22 N Pinckney St #',
    );
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    expect(await within(dialog).findByText('City is required')).toBeVisible();
    expect(within(dialog).getByText(/special characters/i)).toBeVisible();
    const street = within(dialog).getByRole('textbox', { name: t.streetLabel });
    await user.clear(street);
    await user.type(street, '22 n pinckney st');
    await user.type(within(dialog).getByRole('textbox', { name: t.unitLabel }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: t.cityLabel }), 'Madison');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: t.stateLabel }),
      'Wisconsin',
    );
    await user.type(within(dialog).getByRole('textbox', { name: t.zipLabel }), '53703');
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));

    expect(await within(dialog).findByText('22 N Pinckney St, Unit 3')).toBeVisible();
    expect(within(dialog).getByText(t.addressCorrected)).toBeVisible();
    expect(within(dialog).getByText(t.owedLabel)).toBeVisible();
    expect(within(dialog).getByText('$12.50')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.moveConfirm }));
    expect(await screen.findByText(successMessages.policyAddressUpdated)).toBeVisible();
    expect(app.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      streetAddress: '22 n pinckney st',
      unit: '3',
      city: 'Madison',
      state: 'WI',
      zip: '53703',
      effectiveDate: today,
      confirmedDifference: 12.5,
    });
  });

  it("shows the carrier's refusal of an address", async () => {
    const user = userEvent.setup({ delay: null });
    openPolicy({
      'POST /v2/policy/update-address/7/preview': () => [
        400,
        { message: 'Warning- This address is not available for coverage.', code: 'ADDRESS_BANNED' },
      ],
    });
    await user.click(screen.getByRole('button', { name: t.changeAddress }));
    const dialog = await screen.findByRole('dialog', { name: t.moveTitle });
    await enter(user, within(dialog).getByRole('textbox', { name: t.streetLabel }), '1 Banned Way');
    await enter(user, within(dialog).getByRole('textbox', { name: t.cityLabel }), 'Madison');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: t.stateLabel }),
      'Wisconsin',
    );
    await enter(user, within(dialog).getByRole('textbox', { name: t.zipLabel }), '53703');
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    expect(
      await within(dialog).findByText('Warning- This address is not available for coverage.'),
    ).toBeVisible();
  });

  it('says so when the policy is already at the address, and when moves are limited', async () => {
    const user = userEvent.setup({ delay: null });
    const limited = 'Too many attempts. Please try again in 60 minutes.';
    let previews = 0;
    openPolicy({
      'POST /v2/policy/update-address/7/preview': () =>
        previews++ === 0
          ? [409, { message: policyChangeMessages.alreadyAtAddress, code: 'ALREADY_AT_ADDRESS' }]
          : [
              200,
              {
                policyId: 7,
                address: {
                  address: '1402 Regent St',
                  unit: null,
                  city: 'Madison',
                  state: 'WI',
                  zip: '53711',
                },
                addressChanged: false,
                effectiveDate: today,
                currentAnnualPremium: 120,
                newAnnualPremium: 120,
                termDifference: 0,
              },
            ],
      'PUT /v2/policy/update-address/7': () => [429, { message: limited, code: 'RATE_LIMITED' }],
    });
    await user.click(screen.getByRole('button', { name: t.changeAddress }));
    const dialog = await screen.findByRole('dialog', { name: t.moveTitle });
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: t.streetLabel }),
      '1402 Regent St',
    );
    await enter(user, within(dialog).getByRole('textbox', { name: t.cityLabel }), 'Madison');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: t.stateLabel }),
      'Wisconsin',
    );
    await enter(user, within(dialog).getByRole('textbox', { name: t.zipLabel }), '53711');
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    expect(await within(dialog).findByText(policyChangeMessages.alreadyAtAddress)).toBeVisible();
    // The form stays, with no amounts and no Move button.
    expect(within(dialog).queryByRole('button', { name: t.moveConfirm })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t.seeAmounts }));
    await user.click(await within(dialog).findByRole('button', { name: t.moveConfirm }));
    expect(await within(dialog).findByText(limited)).toBeVisible();
  });

  it('is not offered on a policy that is no longer active', () => {
    renderApp({
      preloadedState: signedInState(),
      ui: <OwnPolicyActions policy={{ ...ownPolicy, isActive: false }} />,
    });
    expect(screen.queryByRole('button', { name: t.cancelPolicy })).toBeNull();
  });

  it('is not offered on a policy already cancelled whose cover still runs', () => {
    renderApp({
      preloadedState: signedInState(),
      ui: (
        <OwnPolicyActions policy={{ ...ownPolicy, renew: false, cancellationDate: '2027-01-31' }} />
      ),
    });
    expect(screen.queryByRole('button', { name: t.cancelPolicy })).toBeNull();
    expect(screen.queryByRole('button', { name: t.changeAddress })).toBeNull();
  });
});

describe('Add someone to a policy (docs/product.md "Validation", "Who may do what", POST /requestAddition)', () => {
  it(`checks the docs/product.md "Validation" rules (a roommate's e-mail is not the tenant's own) and sends the request`, async () => {
    const user = userEvent.setup({ delay: null });
    const app = openPolicy({ 'POST /v2/requestAddition': () => [200, { success: true }] });
    await user.click(screen.getByRole('button', { name: t.addPerson }));
    const dialog = await screen.findByRole('dialog', { name: t.addPersonTitle });
    await choose(user, t.roleLabel, t.roleRoommate);
    await user.type(within(dialog).getByRole('textbox', { name: t.firstNameLabel }), 'Leah');
    await user.type(within(dialog).getByRole('textbox', { name: t.lastNameLabel }), 'Kim');
    await user.type(
      within(dialog).getByRole('textbox', { name: t.emailLabel }),
      'maya.thompson@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: t.sendRequest }));
    expect(
      await within(dialog).findByText(
        'Some of this information is invalid. Please check the fields and try again.',
      ),
    ).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/requestAddition')).toBe(false);

    const email = within(dialog).getByRole('textbox', { name: t.emailLabel });
    await user.clear(email);
    await user.type(email, 'leah.kim@example.com');
    await user.click(within(dialog).getByRole('button', { name: t.sendRequest }));
    expect(await screen.findByText(t.additionSent)).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/requestAddition')?.body).toEqual({
      kind: 'person',
      policyId: 7,
      role: 'roommate',
      firstName: 'Leah',
      lastName: 'Kim',
      email: 'leah.kim@example.com',
    });
  });

  it('an authorized user needs only a name; a policy with a roommate offers no second one', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp({
      preloadedState: signedInState(),
      ui: (
        <OwnPolicyActions
          policy={{
            ...ownPolicy,
            roommates: [{ firstName: 'Leah', lastName: 'Kim', email: null }],
          }}
        />
      ),
      handlers: { 'POST /v2/requestAddition': () => [200, { success: true }] },
    });
    await user.click(screen.getByRole('button', { name: t.addPerson }));
    const dialog = await screen.findByRole('dialog', { name: t.addPersonTitle });
    expect(within(dialog).getByText(t.roommateTaken)).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: t.roleLabel }));
    expect(await screen.findByRole('option', { name: t.roleRoommate })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: t.roleAuthorizedUser }));
    expect(within(dialog).queryByRole('textbox', { name: t.emailLabel })).toBeNull();
    await enter(user, within(dialog).getByRole('textbox', { name: t.firstNameLabel }), 'Sam');
    await enter(user, within(dialog).getByRole('textbox', { name: t.lastNameLabel }), 'Ortiz');
    await user.click(within(dialog).getByRole('button', { name: t.sendRequest }));
    expect(await screen.findByText(t.additionSent)).toBeVisible();
    expect(app.calls.find((c) => c.path === '/v2/requestAddition')?.body).toMatchObject({
      role: 'authorizedUser',
      firstName: 'Sam',
      lastName: 'Ortiz',
    });
  });
});
