// docs/product.md "Account pages" personal-information with the "Validation" account-form rules and
// texts; the e-mail change code; your-policies and insurance-history empty states.
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import {
  addressMessages,
  screenTexts,
  successMessages,
  validationMessages,
} from '../../src/domain/messages';
import { personalInfoTexts as t } from '../../src/domain/messages/account';
import { coverageStatusTexts } from '../../src/domain/messages/coverageSentences';
import PersonalInformationScreen from '../../src/client/features/account/PersonalInformationScreen';
import YourPoliciesScreen from '../../src/client/features/account/YourPoliciesScreen';
import InsuranceHistoryScreen from '../../src/client/features/account/InsuranceHistoryScreen';
import type { PolicyList } from '../../src/client/app/policies';
import { account, ownPolicy, partnerPolicy, signedInState, thirdPartyPolicy } from './fixtures';
import { enter } from './enter';
import { renderApp, type ApiHandler } from './render';

const empty: PolicyList = { own: [], partner: [], thirdParty: [], lastFetched: 1 };
const withPartner: PolicyList = { ...empty, partner: [partnerPolicy] };

function open(handlers: Record<string, ApiHandler> = {}, active: PolicyList = empty) {
  return renderApp({
    preloadedState: { ...signedInState(), policies: { active, inactive: empty } },
    ui: <PersonalInformationScreen />,
    handlers,
  });
}
const saved: ApiHandler = (request) => {
  const body = request.body as { billingAddress: Record<string, string> };
  return [200, { ...account, billingAddress: { ...body.billingAddress, phone: '6085550134' } }];
};
const field = (name: string) => screen.getByRole('textbox', { name });
/**
 * Replaces a field's value: typed key by key when `typed` (the phone mask as the tenant types),
 * otherwise pasted whole (enter.ts), for the tests of the rules and of what is saved.
 */
async function retype(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  value: string,
  typed = false,
) {
  await user.clear(field(name));
  if (value) await (typed ? user.type(field(name), value) : enter(user, field(name), value));
}
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}
const save = () => screen.getByRole('button', { name: screenTexts.updateAndSave });

describe('personal-information (docs/product.md "Account pages", "Validation" account form)', () => {
  it('shows the account and saves it: Account updated successfully!', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open({ 'PUT /v2/account/tenant': saved });
    expect(field(t.phone)).toHaveValue('(608) 555 - 0134');
    await retype(user, 'Street Address', '12 Lake Street');
    await user.click(save());
    expect(await screen.findByText(successMessages.accountUpdated)).toBeVisible();
    const sent = app.calls.find((c) => c.path === '/v2/account/tenant');
    expect(sent?.body).toEqual({
      firstName: 'Maya',
      lastName: 'Thompson',
      email: 'maya.thompson@example.com',
      billingAddress: {
        phone: '(608) 555 - 0134',
        address: '12 Lake Street',
        unit: '4B',
        city: 'Madison',
        state: 'WI',
        zip: '53715',
      },
    });
    await waitFor(() =>
      expect(app.store.getState().session.user?.billingAddress.address).toBe('12 Lake Street'),
    );
  });

  it('formats the phone as typed, 16 characters', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await retype(user, t.phone, '31255501879999', true);
    expect(field(t.phone)).toHaveValue('(312) 555 - 0187');
  });

  it('shows every docs/product.md "Validation" rule and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open();
    await retype(user, t.firstName, '');
    await retype(user, t.lastName, '');
    await retype(user, t.email, 'maya@');
    await retype(user, t.phone, '608');
    await retype(user, 'Street Address', '');
    await retype(user, 'City', '');
    await retype(user, 'Zip', '');
    await user.click(save());
    for (const text of [
      validationMessages.firstNameRequired,
      validationMessages.lastNameRequired,
      validationMessages.invalidEmail,
      validationMessages.phoneIncomplete,
      validationMessages.streetRequired,
      validationMessages.cityRequired,
      validationMessages.zipRequired,
    ])
      expect(await screen.findByText(text)).toBeVisible();
    await retype(user, 'Street Address', '12 Lake St; Apt 4');
    expect(await screen.findByText(validationMessages.streetSpecialCharacters)).toBeVisible();
    await retype(user, 'Street Address', `12 ${'A'.repeat(39)}`);
    expect(await screen.findByText(validationMessages.streetMax40)).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/account/tenant')).toBe(false);
  });

  it("asks 'Heads up!' when the street's first word has no digit; Edit sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const app = open({ 'PUT /v2/account/tenant': saved });
    await retype(user, 'Street Address', 'Lake Street 12');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: addressMessages.headsUp });
    expect(within(dialog).getByText(t.headsUpBody)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.editAddress }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.calls.some((c) => c.path === '/v2/account/tenant')).toBe(false);

    await user.click(save());
    const again = await screen.findByRole('dialog', { name: addressMessages.headsUp });
    await user.click(within(again).getByRole('button', { name: t.confirmAddress }));
    expect(await screen.findByText(successMessages.accountUpdated)).toBeVisible();
    const sent = app.calls.find((c) => c.path === '/v2/account/tenant');
    expect((sent?.body as { billingAddress: { address: string } }).billingAddress.address).toBe(
      'Lake Street 12',
    );
  });

  it('leaves AK, HI, MA and DC out of the states without a partner-carrier policy', async () => {
    open();
    const list = screen.getByRole('combobox', { name: 'State' });
    for (const name of ['Alaska', 'Hawaii', 'Massachusetts', 'District of Columbia'])
      expect(within(list).queryByRole('option', { name })).toBeNull();
    expect(within(list).getByRole('option', { name: 'Wisconsin' })).toBeVisible();
  });

  it('offers them with a partner-carrier policy', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open({ 'PUT /v2/account/tenant': saved }, withPartner);
    await choose(user, 'State', 'Hawaii');
    await user.click(save());
    expect(await screen.findByText(successMessages.accountUpdated)).toBeVisible();
    const sent = app.calls.find((c) => c.path === '/v2/account/tenant');
    expect((sent?.body as { billingAddress: { state: string } }).billingAddress.state).toBe('HI');
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    open({
      'PUT /v2/account/tenant': () => [
        409,
        { message: validationMessages.emailInUse, code: 'EMAIL_IN_USE' },
      ],
    });
    await user.click(save());
    expect(await screen.findByText(validationMessages.emailInUse)).toBeVisible();
  });

  it('a new e-mail asks for the code mailed to it, then applies it', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open({
      'PUT /v2/account/tenant': () => [200, { ...account, pendingEmail: 'maya@new.example.com' }],
      'POST /v2/account/tenant/email/verify': (request) =>
        (request.body as { code: string }).code === '123456'
          ? [200, { ...account, email: 'maya@new.example.com', pendingEmail: null }]
          : [400, { message: 'Invalid code', code: 'INVALID_CODE' }],
    });
    await retype(user, t.email, 'maya@new.example.com');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: t.emailCodeTitle });
    const code = within(dialog).getByRole('textbox', { name: t.code });
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByText(validationMessages.codeSixDigits)).toBeVisible();
    await user.type(code, '3450');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByText('Invalid code')).toBeVisible();
    // A new code: the same form saved again (the server mails a fresh code).
    await user.click(within(dialog).getByRole('button', { name: t.resendCode }));
    expect(await screen.findByText(successMessages.verificationCodeSent)).toBeVisible();
    const saves = app.calls.filter((c) => c.path === '/v2/account/tenant');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toEqual(saves[0]!.body);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.emailChanged)).toBeVisible();
    expect(app.store.getState().session.user?.email).toBe('maya@new.example.com');
  });
});

describe('your-policies and insurance-history (docs/product.md "Account pages")', () => {
  const render = (ui: ReactElement, active: PolicyList, inactive: PolicyList) =>
    renderApp({ preloadedState: { ...signedInState(), policies: { active, inactive } }, ui });

  it('lists active own and partner policies merged, or the empty text', () => {
    const view = render(<YourPoliciesScreen />, { ...withPartner, own: [ownPolicy] }, empty);
    expect(screen.getByText('RP-WI-0001')).toBeVisible();
    expect(screen.getByText(partnerPolicy.carrier_policy_number)).toBeVisible();
    view.unmount();
    render(<YourPoliciesScreen />, empty, empty);
    expect(screen.getByText(screenTexts.noActivePolicies)).toBeVisible();
  });

  it('shows a spinner until the inactive lists arrive, then the empty text', () => {
    const view = render(<InsuranceHistoryScreen />, empty, { ...empty, lastFetched: null });
    expect(screen.getByRole('progressbar')).toBeVisible();
    view.unmount();
    render(<InsuranceHistoryScreen />, empty, empty);
    expect(screen.getByText(screenTexts.noExpiredPolicies)).toBeVisible();
  });

  it('lists inactive policies of every kind, expired uploads included', () => {
    const expiredUpload = {
      ...thirdPartyPolicy,
      provider: 'Allstate',
      carrier_policy_number: 'AS-CO-0001',
      start_date: '2024-08-01',
      end_date: '2025-08-01',
    };
    render(<InsuranceHistoryScreen />, empty, {
      ...withPartner,
      own: [ownPolicy],
      thirdParty: [expiredUpload],
    });
    expect(screen.getByText('RP-WI-0001')).toBeVisible();
    expect(screen.getByText(partnerPolicy.carrier_policy_number)).toBeVisible();
    const upload = screen.getByRole('heading', { name: 'Allstate policy you uploaded' });
    expect(upload).toBeVisible();
    // Newest term first: the upload that ended in 2025 comes last.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.at(-1)).toBe('Allstate policy you uploaded');
    expect(screen.getByText('AS-CO-0001')).toBeVisible();
    expect(screen.getByText('08/01/2024 – 08/01/2025')).toBeVisible();
    // The one coverage status, as on the dashboard: an ended term reads Lapsed.
    const row = upload.closest('.MuiCard-root') as HTMLElement;
    expect(within(row).getByText(coverageStatusTexts.lapsed)).toBeVisible();
  });

  it('an expired upload alone is history, not the empty text', () => {
    render(<InsuranceHistoryScreen />, empty, {
      ...empty,
      thirdParty: [{ ...thirdPartyPolicy, end_date: '2025-06-25', is_complete: false }],
    });
    expect(screen.queryByText(screenTexts.noExpiredPolicies)).toBeNull();
    expect(screen.getByText('LP-TX-4471902')).toBeVisible();
    expect(screen.getByText(coverageStatusTexts.lapsed)).toBeVisible();
  });
});
