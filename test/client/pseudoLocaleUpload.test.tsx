// The pseudo-locale gate (./pseudoLocale.ts) on the upload wizard's first part, signed out at
// /upload: the frame with the tab title, step 0, the e-mail lookup with its field error and every
// outcome (log in, an account issue, the server's refusal), the personal and rental parts with
// their errors and the company list, the property request dialog (its errors, a refusal, sent),
// the failure screens and a step the wizard does not know. The whole page is checked (frame and
// footer are converted areas too); the 'contact us' dialog is the shared SendMessageDialog's.
// The policy, review and success steps: pseudoLocaleUploadSteps.test.tsx.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from './enter';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';
import { newTenantAnswers, ok, uploadAt } from './upload/fixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Whole forms on a busy 2-core machine (as in the other gates).
jest.setTimeout(30_000);

const LOOKUP = 'GET /v2/thirdPartyPolicy/emailExists';
const COMPANIES = 'GET /v2/propertyManagers/tppList';

/** A message of the wizard as the pseudo-locale shows it (one without values). */
const pseudo = (key: string, area = 'upload') => serverSays(`${area}.${key}`).message;

const open = (state: ReturnType<typeof uploadAt>, handlers: Record<string, ApiHandler> = {}) =>
  renderApp({ route: '/upload', preloadedState: { ...state, ...inPseudo }, handlers });

/** The page's only untranslated texts (none), frame and footer included. */
const clean = () => expect(untranslated(document.body)).toEqual([]);
const button = (key: string, area = 'upload') =>
  screen.getByRole('button', { name: pseudo(key, area) });

type User = ReturnType<typeof userEvent.setup>;

async function lookUp(user: User, email: string) {
  await enter(user, await screen.findByLabelText(pseudo('email')), email);
  await user.click(button('findAccount', 'uploadAccount'));
}

describe('the upload wizard shows only catalog texts: the frame and the account step', () => {
  it('step 0 with its tab title, then the lookup with its field error', async () => {
    const user = userEvent.setup({ delay: null });
    open(uploadAt(0));
    await screen.findByRole('heading', { level: 1, name: pseudo('step0Title') });
    // The explanation names the mailbox (data) inside its message.
    await screen.findByText(/PO Box 620, Middleton, WI 53562/);
    clean();
    expect(document.title).toContain(pseudo('step0Title'));
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('⟦'),
    );

    await user.click(button('uploadPdf'));
    await screen.findByRole('heading', { level: 1, name: pseudo('findAccountTitle') });
    expect(document.title).toContain(pseudo('findAccountTitle'));
    await lookUp(user, 'maya@');
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    clean();
  });

  it.each<[string, ApiHandler, string]>([
    [
      'a login: log in',
      ok({ email_user: { user_mismatch: false }, tenant: { user_exists: true } }),
      'userExists',
    ],
    [
      'an account issue, whose "click here" is a link',
      ok({ email_user: { user_mismatch: true } }),
      '',
    ],
    // The server answers in the app's language (its answer is read when the call is made).
    ["the server's refusal", () => [400, serverSays('answers.invalidValue')], ''],
  ])('the lookup finds %s', async (found, answer, shown) => {
    const user = userEvent.setup({ delay: null });
    open(uploadAt(1), { [LOOKUP]: answer });
    await lookUp(user, 'maya@example.com');
    const alert = await screen.findByRole('alert');
    if (shown) expect(alert).toHaveTextContent(pseudo(shown));
    if (found.startsWith('an account issue'))
      within(alert).getByRole('button', { name: pseudo('clickHere', 'uploadAccount') });
    clean();
  });

  it('the lookup unanswered: the failure screen', async () => {
    const user = userEvent.setup({ delay: null });
    open(uploadAt(1), { [LOOKUP]: networkFailure });
    await lookUp(user, 'maya@example.com');
    await screen.findByRole('heading', { level: 1, name: pseudo('somethingWentWrong') });
    // The mailbox is data, marked as such.
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'translate',
      'no',
    );
    clean();
  });

  it('the failure screen after an upload, and a step the wizard does not know', async () => {
    const failed = open(uploadAt(3, { failure: 'upload' }));
    await screen.findByRole('link', { name: 'support@example.com' });
    clean();
    failed.unmount();

    open(uploadAt(7 as never));
    await screen.findByText(pseudo('unknownStep'));
    clean();
    expect(document.title).toContain(pseudo('step0Title'));
  });

  it('the personal part: its errors, then the rental part with its errors and the company list', async () => {
    const user = userEvent.setup({ delay: null });
    open(uploadAt(1), {
      [LOOKUP]: ok({}),
      [COMPANIES]: ok({ managementCompanies: ['Lakeshore Property Group', 'Oak Realty'] }),
    });
    await lookUp(user, 'nia@example.com');
    const personal = await screen.findByRole('form', {
      name: pseudo('personalTitle', 'uploadAccount'),
    });
    await user.click(
      within(personal).getByRole('button', { name: pseudo('next', 'uploadAccount') }),
    );
    await waitFor(() => expect(fieldErrors().length).toBeGreaterThanOrEqual(3));
    clean();
    await user.type(within(personal).getByLabelText(pseudo('firstName')), 'Nia');
    await user.type(within(personal).getByLabelText(pseudo('lastName')), 'Reed');
    await user.type(within(personal).getByLabelText(pseudo('phone', 'uploadAccount')), '608555');
    await user.tab();
    // A phone not typed whole: the phone rule's own text.
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    clean();
    await user.type(within(personal).getByLabelText(pseudo('phone', 'uploadAccount')), '0199');
    await user.click(
      within(personal).getByRole('button', { name: pseudo('next', 'uploadAccount') }),
    );

    await screen.findByRole('heading', { level: 1, name: pseudo('rentalTitle', 'uploadAccount') });
    await user.click(button('next', 'uploadAccount'));
    await waitFor(() => expect(fieldErrors()).toHaveLength(2));
    clean();
    // The company list: its names are data; a name that matches none says so.
    const company = screen.getByRole('combobox', { name: pseudo('managementCompany') });
    await user.click(company);
    expect(await screen.findByRole('option', { name: 'Oak Realty' })).toBeInTheDocument();
    clean();
    await user.type(company, 'zzz');
    await screen.findByText(pseudo('noCompany', 'uploadAccount'));
    clean();
  });

  it('a saved rental part shows the address as data', async () => {
    open(uploadAt(1, { phase: 'rental', ...newTenantAnswers }), {
      [COMPANIES]: ok({ managementCompanies: ['Lakeshore Property Group'] }),
    });
    const line = await screen.findByText('5 Oak St, Madison, WI 53703');
    expect(line).toHaveAttribute('translate', 'no');
    clean();
  });

  it("the property request dialog: its errors, the server's refusal, then sent", async () => {
    const user = userEvent.setup({ delay: null });
    let answers = 0;
    open(uploadAt(1, { phase: 'rental', personal: newTenantAnswers.personal }), {
      [COMPANIES]: ok({ managementCompanies: ['Oak Realty'] }),
      'POST /v2/requestAddition': () =>
        (answers += 1) === 1
          ? [400, serverSays('validation.managementCompanyRequired')]
          : [200, { success: true }],
    });
    await user.click(
      await screen.findByRole('button', { name: pseudo('cantFindAddress', 'address') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('contactTitle', 'uploadAccount'),
    });
    clean();
    const send = () =>
      user.click(
        within(dialog).getByRole('button', { name: pseudo('contactSend', 'uploadAccount') }),
      );
    await send();
    await waitFor(() => expect(fieldErrors()).toHaveLength(2));
    clean();
    await enter(user, within(dialog).getByLabelText(pseudo('address')), '9 Elm St');
    await enter(
      user,
      within(dialog).getByLabelText(pseudo('managementCompanyName', 'uploadAccount')),
      'Elm Homes',
    );
    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      pseudo('managementCompanyRequired', 'validation'),
    );
    clean();
    await send();
    await within(dialog).findByText(pseudo('contactSent', 'uploadAccount'));
    clean();
  });
});
