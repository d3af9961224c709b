// The pseudo-locale gate (./pseudoLocale.ts) on the dialogs no area's gate opened (an audit of
// every dialog a tenant can open; docs/i18n.md "Adding an area" step 3): the onboarding flow's
// own questions (the menu's Restart, the browser's Back) and its 'Get help' message, asked of a
// visitor with their e-mail; the /raa visitor's 'log in instead' question after the address; the
// upload wizard's 'contact us', from its footer and from an account issue's 'click here'; and
// Policy Enhancements' 'Ask about adding it', whose reason and message are written for the tenant
// (the message in the catalog's words). Each with its field errors and a refusal of the server
// (in the app's language) or the dialog's own words when there is no answer. MUI's dialogs portal
// to the body: the whole page is read, the dialog and all behind it.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Policy } from '../../src/client/api';
import { formatterFor } from '../../src/client/i18n/catalogs';
import { answersTexts } from '../../src/domain/i18n/generated/en/answers';
import { enter } from './enter';
import { account, ownPolicy, signedInState } from './fixtures';
import {
  expectPageTranslated as clean,
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  PSEUDO,
  pseudoMessage as pseudo,
  pseudoStartingWith as pseudoOf,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';
import { ok, onboardingAt, suggestion, validAddressAnswer } from './onboarding/fixtures';
import { uploadAt } from './upload/fixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Whole forms on a busy 2-core machine (as in the other gates).
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

/** The message to support (SendMessageDialog), by its title. */
const messageDialog = () =>
  screen.findByRole('dialog', { name: pseudo('policyActions.messageTitle') });
const send = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: pseudo('policyActions.send') }));

/** The message's reason and a text long enough (30 characters). */
async function writeMessage(user: User, dialog: HTMLElement) {
  await user.click(
    within(dialog).getByRole('combobox', { name: pseudo('policyActions.reasonLabel') }),
  );
  const reasons = await screen.findByRole('listbox');
  expect(untranslated(reasons)).toEqual([]);
  await user.click(
    within(reasons).getByRole('option', { name: pseudo('supportMessage.reasonOther') }),
  );
  await enter(
    user,
    within(dialog).getByRole('textbox', { name: pseudo('policyActions.messageLabel') }),
    'My policy document does not open on my phone.',
  );
}

/**
 * A visitor's message (no session: the e-mail is asked for): every field error, then an e-mail not
 * valid, then the reason and message written.
 */
async function visitorMessageErrors(user: User, dialog: HTMLElement) {
  // The topic is fixed ('Help', 'Upload wizard'): no policy picker, the e-mail asked instead.
  expect(
    within(dialog).queryByRole('combobox', { name: pseudo('policyActions.policyLabel') }),
  ).toBeNull();
  clean();
  await send(user, dialog);
  await waitFor(() => expect(fieldErrors()).toHaveLength(3));
  clean();
  await enter(
    user,
    within(dialog).getByRole('textbox', { name: pseudo('policyActions.emailLabel') }),
    'nia@',
  );
  await writeMessage(user, dialog);
  await send(user, dialog);
  await waitFor(() =>
    expect(fieldErrors().map((e) => e.textContent)).toEqual([pseudo('validation.invalidEmail')]),
  );
  clean();
  await enter(
    user,
    within(dialog).getByRole('textbox', { name: pseudo('policyActions.emailLabel') }),
    'example.com',
  );
}

describe("the onboarding flow's dialogs show only catalog texts", () => {
  const openMenu = async (user: User) => {
    await user.click(await screen.findByRole('button', { name: pseudo('frame.openMenu') }));
    return screen.findByRole('dialog');
  };

  it("the menu's Restart question, and the browser's Back: the Leave question", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({
      route: '/onboarding',
      preloadedState: { ...inPseudo, ...onboardingAt('addressCoverage') },
    });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: pseudo('onboarding.restart') }));
    let question = await screen.findByRole('dialog', { name: pseudo('onboarding.restartTitle') });
    within(question).getByText(pseudo('onboarding.restartBody'));
    within(question).getByRole('button', { name: pseudo('onboarding.startOver') });
    // The menu has closed behind it.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    clean();
    await user.click(within(question).getByRole('button', { name: pseudo('onboarding.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The browser's Back pops the guard's entry (flowGuards.ts): the flow asks before leaving.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    question = await screen.findByRole('dialog', { name: pseudo('onboarding.leaveGuard') });
    within(question).getByRole('button', { name: pseudo('onboarding.leave') });
    within(question).getByRole('button', { name: pseudo('onboarding.stay') });
    clean();
  });

  it("the menu's 'Get help' for a visitor: its field errors, a refusal, then sent", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: ApiHandler = () => [503, serverSays('answers.internal')];
    const app = renderApp({
      route: '/onboarding',
      preloadedState: inPseudo,
      handlers: { 'POST /v2/send-message': (request) => answer(request) },
    });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: pseudo('onboarding.help') }));
    const dialog = await messageDialog();
    await visitorMessageErrors(user, dialog);

    await send(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(pseudo('answers.internal'));
    clean();

    answer = ok({ success: true });
    await send(user, dialog);
    const sent = await screen.findByRole('dialog', { name: pseudo('supportMessage.sentTitle') });
    // The subject support reads stays English (data, marked translate="no").
    expect(within(sent).getByText('Other - Help')).toHaveAttribute('translate', 'no');
    await screen.findByText(pseudo('supportMessage.messageSent'));
    clean();
    expect(app.calls.find((c) => c.path === '/v2/send-message')?.body).toMatchObject({
      email: 'nia@example.com',
    });
  });

  it('/raa: after the address, an e-mail that has a login is asked to log in', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({
      route: '/raa',
      preloadedState: {
        ...inPseudo,
        ...onboardingAt('addressCoverage', {
          entry: 'raa',
          raaAgreed: true,
          address: null,
          validatedAddress: null,
          coordinates: null,
        }),
      },
      handlers: {
        'GET /v2/util/addressSuggestions': ok({ suggestions: [suggestion] }),
        'POST /v2/util/validateAddress': ok(validAddressAnswer(null)),
        'GET /v2/account/renewingPolicies': ok({
          pending_transaction: false,
          renewing_policies: [],
        }),
        // The association's enrollment refuses: the e-mail has a login.
        'POST /v2/account/raaNewUser': () => [
          409,
          { ...serverSays('onboarding.emailExists'), code: 'ACCOUNT_EXISTS' },
        ],
      },
    });
    await user.type(await screen.findByRole('combobox'), '1200 Reg');
    await user.click(await screen.findByRole('option', { name: suggestion.description }));
    // The address as the validator reads it: no recommendation to choose from.
    await user.click(screen.getAllByRole('button').find((b) => b.textContent?.includes('⟦Çóñ'))!);
    const question = await screen.findByRole('dialog', {
      name: pseudo('onboarding.emailExists'),
    });
    within(question).getByRole('button', { name: pseudo('onboarding.logIn') });
    clean();
  });
});

describe("the upload wizard's 'contact us' shows only catalog texts", () => {
  it('from the footer: its field errors, no answer, then sent', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: ApiHandler = networkFailure;
    renderApp({
      route: '/upload',
      preloadedState: { ...uploadAt(0), ...inPseudo },
      handlers: { 'POST /v2/send-message': (request) => answer(request) },
    });
    await user.click(await screen.findByRole('button', { name: pseudo('upload.contactUs') }));
    const dialog = await messageDialog();
    await visitorMessageErrors(user, dialog);

    // No answer of the server's: the dialog's own words.
    await send(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      pseudo('policyActions.messageFailed'),
    );
    clean();

    answer = ok({ success: true });
    await send(user, dialog);
    const sent = await screen.findByRole('dialog', { name: pseudo('supportMessage.sentTitle') });
    expect(within(sent).getByText('Other - Upload wizard')).toHaveAttribute('translate', 'no');
    clean();
  });

  it("from an account issue's 'click here': the e-mail asked, then a rate limit", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({
      route: '/upload',
      preloadedState: { ...uploadAt(1), ...inPseudo },
      handlers: {
        'GET /v2/thirdPartyPolicy/emailExists': ok({ email_user: { user_mismatch: true } }),
        // The limit on messages (10 an hour), in the app's language: a plural, Lingui formats it.
        'POST /v2/send-message': () => [
          429,
          {
            message: formatterFor(PSEUDO, answersTexts)('tooManyAttempts', { minutes: 42 }),
            code: 'RATE_LIMITED',
          },
        ],
      },
    });
    await enter(user, await screen.findByLabelText(pseudo('upload.email')), 'nia@example.com');
    await user.click(screen.getByRole('button', { name: pseudo('uploadAccount.findAccount') }));
    const alert = await screen.findByRole('alert');
    await user.click(
      within(alert).getByRole('button', { name: pseudo('uploadAccount.clickHere') }),
    );
    const dialog = await messageDialog();
    clean();
    // The e-mail looked up is not the sender's yet: the visitor gives it.
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: pseudo('policyActions.emailLabel') }),
      'nia@example.com',
    );
    await writeMessage(user, dialog);
    await send(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/⟦.*42/);
    clean();
  });
});

describe("Policy Enhancements' 'Ask about adding it' shows only catalog texts", () => {
  it('the message written for the tenant, then a refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const active =
      (list: Policy[]): ApiHandler =>
      (request) => [200, { policies: request.query.get('inactiveOnly') === 'true' ? [] : list }];
    renderApp({
      route: '/tenant/dashboard',
      preloadedState: { ...inPseudo, ...signedInState() },
      handlers: {
        'GET /v2/account': ok(account),
        'GET /v2/policy': active([ownPolicy]),
        'GET /v2/transaction': ok({ transactions: [] }),
        'POST /v2/send-message': () => [400, serverSays('answers.genericError')],
      },
    });
    const [ask] = await screen.findAllByRole('button', { name: pseudoOf('Ask about adding it') });
    // The coverage asked about, by its name (the coverage table's, in the app's language).
    const coverage = ask!.closest('li')!.querySelector('h4')!.textContent!;
    expect(coverage).toMatch(/^⟦/);
    await user.click(ask!);
    const dialog = await messageDialog();
    // The coverage's reason chosen; the policy's title is a name.
    expect(
      within(dialog).getByRole('combobox', { name: pseudo('policyActions.reasonLabel') }),
    ).toHaveTextContent(pseudo('supportMessage.reasonCoverages'));
    expect(within(dialog).getByText('Renters Insurance RP-WI-0001')).toHaveAttribute(
      'translate',
      'no',
    );
    // The message written for the tenant is a field's value, which `untranslated` does not read:
    // it is the catalog's, with the coverage and the policy number as its values.
    const message = within(dialog).getByRole('textbox', {
      name: pseudo('policyActions.messageLabel'),
    });
    expect(message).toHaveValue(
      serverSays('enhancements.askMessage', { title: coverage, number: 'RP-WI-0001' }).message,
    );
    clean();

    await send(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      pseudo('answers.genericError'),
    );
    clean();
  });
});
