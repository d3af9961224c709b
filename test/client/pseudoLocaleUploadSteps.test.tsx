// The pseudo-locale gate (./pseudoLocale.ts) on the upload wizard's later steps: the policy form
// with every field error (a liability under the property's minimum, a file that is not a PDF), the
// check ('Checking your document…', the server's refusals, the 'Interested Party Error' dialog
// with each check's reason as the server says it in the app's language, an unreadable page), the review in each state
// with its errors and a 409, the success step with a new tenant's sign-in, and a signed-in
// tenant's upload at /tenant/upload with its toast. The whole page is checked (frame and footer
// are converted areas too). Step 0 and the account step: pseudoLocaleUpload.test.tsx.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProofCheck } from '../../src/client/api';
import type { UploadState } from '../../src/client/features/upload/uploadSlice';
import { signedInState } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { renderApp, type ApiHandler } from './render';
import { newTenantAnswers, ok, pdf, policy, tenant, uploadAt } from './upload/fixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Whole forms on a busy 2-core machine (as in the other gates).
jest.setTimeout(30_000);

const VALIDATE = 'POST /v2/thirdPartyPolicy/validate';
const UPLOAD = 'POST /v2/thirdPartyPolicy/upload';
const SEND_CODE = 'POST /v2/account/password/code';

/** A message of the wizard as the pseudo-locale shows it (one without values). */
const pseudo = (key: string, area = 'uploadPolicy') => serverSays(`${area}.${key}`).message;

const atPolicy = uploadAt(2, { tenant, hadLease: true, lookupEmail: tenant.tenant_email });

const open = (
  state: ReturnType<typeof uploadAt>,
  handlers: Record<string, ApiHandler> = {},
  route = '/upload',
) => renderApp({ route, preloadedState: { ...state, ...inPseudo }, handlers });

/** The page's only untranslated texts (none), frame, footer and any dialog included. */
const clean = () => expect(untranslated(document.body)).toEqual([]);
const button = (key: string, area = 'uploadPolicy') =>
  screen.getByRole('button', { name: pseudo(key, area) });
const field = (key: string, area = 'uploadPolicy') => screen.getByLabelText(pseudo(key, area));

type User = ReturnType<typeof userEvent.setup>;

/** The policy form, filled in and both boxes ticked. */
async function fill(user: User) {
  await screen.findByRole('form', { name: pseudo('policyInfo', 'upload') });
  fireEvent.change(field('startDate'), { target: { value: '2026-06-01' } });
  for (const [key, text] of [
    ['provider', 'Acme Mutual'],
    ['policyNumber', 'AM-123'],
    ['liabilityCoverage', '300000'],
  ] as const) {
    await user.click(field(key));
    await user.paste(text);
  }
  await user.upload(field('choosePdf'), pdf());
  // Ticked at once, while the PDF may still be read: the boxes stay ticked once it is.
  for (const box of screen.getAllByRole<HTMLInputElement>('checkbox')) await user.click(box);
  await screen.findByText('declarations.pdf');
  for (const box of screen.getAllByRole<HTMLInputElement>('checkbox')) expect(box).toBeChecked();
}

/** A check's reason as the server says it in the app's language (server/storedTexts.ts). */
const reason = (key: string, values?: Record<string, string>) =>
  serverSays(`uploadReasons.${key}`, values).message;

/** What the server answers for a page with something to fix. */
// Built once the pseudo catalogs have loaded (beforeAll).
const checks = (): ProofCheck[] => [
  {
    field: 'interestedParty',
    verdict: 'fail',
    found: null,
    expected: 'Lakeshore Property Group LLC',
    reason: reason('partyMissingAt', {
      expected: 'Lakeshore Property Group LLC',
      address: 'PO Box 620, Middleton, WI 53562',
    }),
  },
  {
    field: 'interestedPartyAddress',
    verdict: 'caution',
    found: 'PO Box 62, Middleton, WI 53562',
    expected: 'PO Box 620, Middleton, WI 53562',
    reason: reason('addressClose', {
      found: 'PO Box 62, Middleton, WI 53562',
      expected: 'PO Box 620, Middleton, WI 53562',
    }),
  },
  {
    field: 'namedInsured',
    verdict: 'unknown',
    found: null,
    expected: 'Maya Thompson',
    reason: reason('insuredMissing'),
  },
  {
    field: 'policyNumber',
    verdict: 'pass',
    found: 'AM-123',
    expected: 'AM-123',
    reason: reason('numberSame', { found: 'AM-123' }),
  },
  {
    field: 'policyPeriod',
    verdict: 'caution',
    found: '06/03/2026 to 06/03/2027',
    expected: '06/01/2026 to 06/01/2027',
    reason: reason('periodClose', {
      found: '06/03/2026 to 06/03/2027',
      expected: '06/01/2026 to 06/01/2027',
    }),
  },
  {
    field: 'liability',
    verdict: 'fail',
    found: '$100,000',
    expected: 'at least $300,000',
    reason: reason('liabilityLow', { found: '$100,000', minimum: '$300,000' }),
  },
  {
    field: 'insuredLocation',
    verdict: 'caution',
    found: '1200 Regent St, Madison, WI 53716',
    expected: '1200 Regent St, 2B, Madison, WI 53715',
    reason: reason('locationClose', {
      found: '1200 Regent St, Madison, WI 53716',
      expected: '1200 Regent St, 2B, Madison, WI 53715',
      off: 'unit and zip',
    }),
  },
];
const failing = () => ({ is_valid: false, outcome: 'invalid', readBy: 'text', checks: checks() });

describe('the upload wizard shows only catalog texts: the policy, review and success steps', () => {
  it('the policy form: its tab title and every field error', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    open(atPolicy);
    await screen.findByRole('heading', { level: 1, name: /⟦.*Maya/ });
    clean();
    expect(document.title).toContain(pseudo('policyInfo', 'upload'));
    await user.click(button('continue'));
    await waitFor(() => expect(fieldErrors()).toHaveLength(8));
    clean();

    // Under the property's minimum ($300,000): a phrase with both amounts.
    await user.click(field('liabilityCoverage'));
    await user.paste('100000');
    await user.tab();
    await screen.findByText(/\$300,000.*\$100,000/);
    clean();
    // Out of the form's range.
    await user.clear(field('liabilityCoverage'));
    await user.paste('99999');
    await user.tab();
    await screen.findByText(pseudo('uploadLiabilityRange', 'validation'));
    clean();
    // Not a PDF; the chosen file's name is data.
    await user.upload(field('choosePdf'), new File(['x'], 'lease.docx'));
    await screen.findByText(pseudo('fileMustBePdf', 'validation'));
    expect(screen.getByText('lease.docx')).toHaveAttribute('translate', 'no');
    clean();
  });

  it("the check: the server's refusals, Checking your document…, the dialog with its reasons, then Upload Anyway", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    let answer: (value: [number, unknown]) => void = () => undefined;
    open(atPolicy, {
      [VALIDATE]: () => {
        calls += 1;
        if (calls === 1)
          return [
            400,
            {
              ...serverSays('uploadPolicy.liabilityBelowMinimum'),
              code: 'LIABILITY_BELOW_MINIMUM',
            },
          ];
        if (calls === 2) return [400, serverSays('answers.invalidValue')];
        if (calls === 4) return [200, { is_valid: false, outcome: 'invalid', checks: [] }];
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    await fill(user);
    await user.click(button('continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent('⟦Thíš própértý');
    clean();
    await user.click(button('continue'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(pseudo('validateError')),
    );
    clean();

    await user.click(button('continue'));
    expect(await screen.findByRole('status')).toHaveTextContent(pseudo('checking'));
    clean();
    answer([200, failing()]);
    const dialog = await screen.findByRole('dialog', { name: pseudo('interestedPartyErrorTitle') });
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    // Each reason as the server said it, in the app's language with its values.
    expect(within(dialog).getByText(/⟦.*PO Box 62, Middleton, WI 53562⟦/)).toBeInTheDocument();
    expect(within(dialog).getByText(/⟦.*\$100,000.*\$300,000/)).toBeInTheDocument();
    clean();
    await user.click(within(dialog).getByRole('button', { name: pseudo('cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A page that could not be read at all.
    await user.click(button('continue'));
    const unreadable = await screen.findByRole('dialog');
    within(unreadable).getByText(pseudo('checkUnreadable'));
    clean();
    await user.click(within(unreadable).getByRole('button', { name: pseudo('uploadAnyway') }));
    await screen.findByRole('heading', { level: 1, name: pseudo('reviewTitle', 'upload') });
    expect(document.title).toContain(pseudo('reviewTitle', 'upload'));
    await screen.findByText(pseudo('overridden'));
    clean();
  });

  it.each<[string, () => NonNullable<UploadState['proof']>]>([
    ['valid', () => ({ outcome: 'valid', checks: [checks()[3]!] })],
    ['to be checked by hand', () => ({ outcome: 'needsReview', checks: checks().slice(2, 4) })],
  ])('the review of a page found %s', async (_state, found) => {
    const proof = found();
    open(uploadAt(3, { tenant, hadLease: true, policy, fileName: 'declarations.pdf', proof }));
    await screen.findByRole('region', { name: pseudo('resultTitle') });
    // The tenant's answers are data; the days are written in the app's language.
    expect(screen.getByText('AM-123')).toHaveAttribute('translate', 'no');
    clean();
  });

  it('the review: the file asked again, its errors, a 409, then the success step', async () => {
    const user = userEvent.setup({ delay: null });
    let uploads = 0;
    open(
      uploadAt(3, {
        ...newTenantAnswers,
        lookupEmail: 'nia@example.com',
        policy,
        fileName: 'declarations.pdf',
      }),
      {
        [UPLOAD]: () =>
          (uploads += 1) === 1
            ? [409, { code: 'ACCOUNT_EXISTS', ...serverSays('upload.userExists') }]
            : [200, { success: true, thirdPartyPolicy: null, token: 'one-time' }],
        [SEND_CODE]: ok({ success: true, message: 'sent', seconds_remaining: 60 }),
      },
    );
    await screen.findByText(pseudo('fileAgain'));
    clean();
    await user.click(button('continue'));
    await waitFor(() => expect(fieldErrors()).toHaveLength(2));
    clean();

    await user.upload(field('choosePdf'), pdf());
    await user.click(field('password'));
    await user.paste('secret12');
    await user.click(button('continue'));
    await screen.findByText(pseudo('userExists', 'upload'));
    clean();

    await user.click(button('continue'));
    await screen.findByRole('heading', { level: 1, name: /⟦.*Nia|Nia⟦/ });
    await screen.findByText(pseudo('verificationCodeSent', 'twoFactor'));
    clean();
  });

  it('the success step: a new tenant signs in after a reload (their errors and a refusal)', async () => {
    const user = userEvent.setup({ delay: null });
    open(
      uploadAt(100, { doneName: 'Nia', newUser: { email: 'nia@example.com', token: 'one-time' } }),
      {
        [SEND_CODE]: () => [
          429,
          { success: false, ...serverSays('twoFactor.sendEmailFailed'), seconds_remaining: 30 },
        ],
        'POST /v2/account/password': () => [400, serverSays('twoFactor.invalidCode')],
      },
    );
    await screen.findByText(pseudo('sendEmailFailed', 'twoFactor'));
    clean();
    await user.click(
      screen.getByRole('textbox', { name: pseudo('verificationCode', 'twoFactor') }),
    );
    await user.paste('123456');
    await user.click(button('verify', 'uploadDone'));
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    clean();
    await user.click(field('passwordAgain', 'uploadDone'));
    await user.paste('secret12');
    await user.click(button('verify', 'uploadDone'));
    await screen.findByText(pseudo('invalidCode', 'twoFactor'));
    screen.getByRole('link', { name: pseudo('logIn', 'upload') });
    clean();
  });

  it('the success step with nothing left to do, and a review without a policy', async () => {
    const done = open(uploadAt(100, { doneName: 'Maya' }));
    await screen.findByText(pseudo('successBody', 'uploadDone'));
    clean();
    done.unmount();
    open(uploadAt(3));
    await screen.findByText(pseudo('noPolicyFound'));
    clean();
  });

  it('a signed-in tenant uploads at /tenant/upload and is told so on the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp({
      route: '/tenant/upload',
      preloadedState: { ...signedInState(), ...uploadAt(0), ...inPseudo },
      handlers: {
        'GET /v2/tenantForExisting': ok({ ...tenant, user_exists: true }),
        [VALIDATE]: ok({ is_valid: true, outcome: 'valid', checks: [] }),
        'POST /v2/account/upload': ok({ success: true, thirdPartyPolicy: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: pseudo('uploadPdf', 'upload') }));
    await fill(user);
    clean();
    await user.click(button('continue'));
    await screen.findByRole('heading', { level: 1, name: pseudo('reviewTitle', 'upload') });
    clean();
    await user.click(button('continue'));
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    // The toast, in the app's language.
    await screen.findByText(pseudo('uploaded'));
  });
});
