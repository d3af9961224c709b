import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  uploadFieldMessages as u,
  uploadMessages,
  uploadTexts,
} from '../../../src/domain/messages';
import { enter } from '../enter';
import { renderApp, type ApiHandler } from '../render';
import { PDF_DATA_URL, newTenantAnswers, ok, pdf, tenant, uploadAt } from './fixtures';

const VALIDATE = 'POST /v2/thirdPartyPolicy/validate';
const atPolicy = uploadAt(2, { tenant, hadLease: true, lookupEmail: tenant.tenant_email });

function start(handlers: Record<string, ApiHandler> = {}, state = atPolicy) {
  return renderApp({ route: '/upload', preloadedState: state, handlers });
}

/**
 * Fills the form: its text typed key by key when `typed` (the test that the typed values are what
 * is checked), otherwise pasted whole (enter.ts), for the tests of what follows the form.
 */
async function fill(user: ReturnType<typeof userEvent.setup>, typed = false) {
  const form = await screen.findByRole('form', { name: uploadTexts.policyInfo });
  const put = (label: string, text: string) =>
    typed
      ? user.type(within(form).getByLabelText(label), text)
      : enter(user, within(form).getByLabelText(label), text);
  fireEvent.change(within(form).getByLabelText(uploadTexts.startDate), {
    target: { value: '2026-06-01' },
  });
  await put(uploadTexts.provider, 'Acme Mutual');
  await put(uploadTexts.policyNumber, 'AM-123');
  await put(uploadTexts.liabilityCoverage, '300000');
  await user.upload(within(form).getByLabelText(uploadTexts.choosePdf), pdf());
  await user.click(within(form).getByRole('checkbox', { name: /as Interested Party/ }));
  await user.click(within(form).getByRole('checkbox', { name: /in liability coverage/ }));
  return form;
}

const failing = {
  is_valid: false,
  outcome: 'invalid',
  readBy: 'text',
  checks: [
    {
      field: 'policyNumber',
      verdict: 'pass',
      found: 'AM-123',
      expected: 'AM-123',
      reason: 'The policy number matches.',
    },
    {
      field: 'interestedParty',
      verdict: 'fail',
      found: null,
      expected: 'Lakeshore Property Group LLC',
      reason: 'Lakeshore Property Group LLC is not listed as Interested Party.',
    },
    {
      field: 'liability',
      verdict: 'caution',
      found: '$250,000',
      expected: '$300,000',
      reason: 'Liability reads $250,000; your manager requires $300,000.',
    },
  ],
};

describe('upload wizard step 2: the policy (docs/product.md "Upload wizard", "States", "Validation", "Messages")', () => {
  it('greets the tenant, states each rule, and proposes the end date a year after the start', async () => {
    const user = userEvent.setup();
    const app = start();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Hey Maya, let's continue!" }),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: uploadTexts.policyInfo });
    // The confirmations name the lease's interested party, its address and the manager's minimum.
    expect(
      within(form).getByRole('checkbox', {
        name: 'My policy lists Lakeshore Property Group LLC as Interested Party with the mailing address PO Box 620, Middleton, WI 53562.',
      }),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', {
        name: 'My policy has at least $300,000 in liability coverage.',
      }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    for (const text of [
      u.startDateRequired,
      u.endDateRequired,
      u.providerRequired,
      u.policyNumberRequired,
      u.liabilityRequired,
      'Please select a file',
    ])
      expect(await within(form).findByText(text)).toBeVisible();
    expect(within(form).getAllByText(u.confirmRequired)).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText(uploadTexts.startDate), {
      target: { value: '2026-06-01' },
    });
    expect(within(form).getByLabelText(uploadTexts.endDate)).toHaveValue('2027-06-01');
    fireEvent.change(within(form).getByLabelText(uploadTexts.startDate), {
      target: { value: '2026-07-15' },
    });
    expect(within(form).getByLabelText(uploadTexts.endDate)).toHaveValue('2027-07-15');
    await user.type(within(form).getByLabelText(uploadTexts.liabilityCoverage), '99999');
    await user.tab();
    expect(await within(form).findByText(u.liabilityRange)).toBeVisible();
    expect(app.calls.some((c) => c.path.endsWith('/validate'))).toBe(false);
    // The draft is kept for a reload.
    expect(app.store.getState().upload.policy).toMatchObject({
      startDate: '2026-07-15',
      liabilityCoverage: '99999',
    });
  });

  it("a file that is not a PDF: 'File must be a PDF.'", async () => {
    const user = userEvent.setup({ applyAccept: false });
    start();
    const form = await screen.findByRole('form', { name: uploadTexts.policyInfo });
    await user.upload(
      within(form).getByLabelText(uploadTexts.choosePdf),
      new File(['x'], 'lease.docx'),
    );
    expect(await within(form).findByText('File must be a PDF.')).toBeVisible();
  });

  it('a valid policy is checked with the file and what was typed, then goes to review', async () => {
    const user = userEvent.setup();
    const app = start({
      [VALIDATE]: ok({ is_valid: true, outcome: 'valid', readBy: 'text', checks: [] }),
    });
    const form = await fill(user, true);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: uploadTexts.reviewTitle })).toBeVisible();
    expect(app.calls.find((c) => c.path.endsWith('/validate'))?.body).toEqual({
      selectedFile: PDF_DATA_URL,
      selectedFileName: 'declarations.pdf',
      leaseId: 41,
      tenantEmail: 'maya@example.com',
      startDate: '2026-06-01',
      endDate: '2027-06-01',
      carrierName: 'Acme Mutual',
      policyNumber: 'AM-123',
      liabilityCoverage: 300000,
      address: '1200 Regent St',
      city: 'Madison',
      state: 'WI',
      zip_code: '53715',
      unit: '2B',
      firstName: 'Maya',
      lastName: 'Thompson',
    });
    expect(app.store.getState().upload).toMatchObject({ step: 3, override: false });
  });

  it("a failed check opens 'Interested Party Error' with the reasons; Cancel stays, 'Upload Anyway' overrides", async () => {
    const user = userEvent.setup();
    const app = start({ [VALIDATE]: ok(failing) });
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interested Party Error' });
    expect(within(dialog).getByText("Hold on, let's double check something...")).toBeVisible();
    // What needs fixing first (failures, then doubts), each named in the tenant's
    // words with its reason, then what was confirmed.
    const items = (name: string) =>
      within(within(dialog).getByRole('region', { name }))
        .getAllByRole('listitem')
        // The mark before each item is decoration (aria-hidden); the heading says it all.
        .map((li) => li.textContent!.replace(/^[✗?✓]/, ''));
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['What needs fixing', 'What we confirmed']);
    expect(items('What needs fixing')).toEqual([
      'Your property manager as Interested PartyLakeshore Property Group LLC is not listed as Interested Party.',
      'Personal liabilityLiability reads $250,000; your manager requires $300,000.',
    ]);
    expect(items('What we confirmed')).toEqual(['Policy numberThe policy number matches.']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.store.getState().upload.step).toBe(2);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Upload Anyway' }));
    expect(await screen.findByRole('heading', { name: uploadTexts.reviewTitle })).toBeVisible();
    expect(app.store.getState().upload).toMatchObject({ step: 3, override: true });
  });

  it('a failed check call shows the docs/product.md "Messages" validation error', async () => {
    const user = userEvent.setup();
    start({ [VALIDATE]: () => [400, { message: 'bad' }] });
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText(uploadMessages.validateError)).toBeVisible();
  });

  it('a new tenant names the chosen company; back goes to the rental part', async () => {
    const user = userEvent.setup();
    const app = start(
      {
        [VALIDATE]: ok({ is_valid: true, outcome: 'valid' }),
        'GET /v2/propertyManagers/tppList': ok({
          managementCompanies: ['Lakeshore Property Group'],
        }),
      },
      uploadAt(2, { ...newTenantAnswers, lookupEmail: 'nia@example.com', phase: 'rental' }),
    );
    const form = await fill(user);
    expect(
      within(form).getByRole('checkbox', {
        name: /Lakeshore Property Group as Interested Party with the mailing address PO Box 620, Middleton, WI 53562/,
      }),
    ).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /at least \$100,000/ })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: uploadTexts.reviewTitle });
    expect(app.calls.find((c) => c.path.endsWith('/validate'))?.body).toMatchObject({
      propertyManager: 'Lakeshore Property Group',
      tenantEmail: 'nia@example.com',
      address: '5 Oak St',
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: "Hey Nia, let's continue!" });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: uploadTexts.rentalTitle })).toBeVisible();
  });
});

describe('upload wizard step 2: checking, the minimum, needs review', () => {
  it("shows 'Checking your document…' while the PDF is checked", async () => {
    const user = userEvent.setup();
    let answer: (value: [number, unknown]) => void = () => undefined;
    start({
      [VALIDATE]: () =>
        new Promise<[number, unknown]>((resolve) => {
          answer = resolve;
        }),
    });
    const form = await fill(user);
    expect(screen.queryByText('Checking your document…')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Checking your document…');
    answer([200, { is_valid: true, outcome: 'valid', readBy: 'text', checks: [] }]);
    expect(await screen.findByRole('heading', { name: uploadTexts.reviewTitle })).toBeVisible();
  });

  it('refuses a typed liability below the lease minimum at once, naming both amounts', async () => {
    const user = userEvent.setup();
    const app = start();
    const form = await fill(user);
    const field = within(form).getByLabelText(uploadTexts.liabilityCoverage);
    await user.clear(field);
    await enter(user, field, '100000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(
      await within(form).findByText(
        'This property requires at least $300,000 of liability coverage. Your policy shows $100,000.',
      ),
    ).toBeVisible();
    expect(app.calls.some((c) => c.path.endsWith('/validate'))).toBe(false);
  });

  it("shows the server's refusal for a company whose minimum the form did not know", async () => {
    const user = userEvent.setup();
    const message =
      'This property requires at least $500,000 of liability coverage. Your policy shows $300,000.';
    start({ [VALIDATE]: () => [400, { message, code: 'LIABILITY_BELOW_MINIMUM' }] });
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText(message)).toBeVisible();
  });

  it('a page that needs review goes on to review (no override), with what was read and not', async () => {
    const user = userEvent.setup();
    const checks = [
      {
        field: 'interestedParty',
        verdict: 'pass',
        found: 'Lakeshore Property Group LLC',
        expected: 'Lakeshore Property Group LLC',
        reason: 'Your management company is listed as interested party.',
      },
      {
        field: 'liability',
        verdict: 'unknown',
        found: null,
        expected: 'at least $300,000',
        reason: 'We could not read the personal liability limit on the page.',
      },
    ];
    const app = start({
      [VALIDATE]: ok({ is_valid: false, outcome: 'needsReview', readBy: 'text', checks }),
    });
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: uploadTexts.reviewTitle })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.store.getState().upload).toMatchObject({
      step: 3,
      override: false,
      proof: { outcome: 'needsReview' },
    });
    expect(screen.getByText(/our team will check it by hand/)).toBeVisible();
    const unread = screen.getByRole('region', { name: 'What we could not read' });
    expect(within(unread).getByText('Personal liability')).toBeVisible();
    expect(
      within(unread).getByText('We could not read the personal liability limit on the page.'),
    ).toBeVisible();
    const passed = screen.getByRole('region', { name: 'What we confirmed' });
    expect(within(passed).getByText('Your property manager as Interested Party')).toBeVisible();
  });

  it('switching language on the review asks for the same checks in it, and keeps the rest', async () => {
    const user = userEvent.setup();
    // The server writes each reason in the request's language (Accept-Language).
    const reasons = {
      en: ['Your management company is listed as interested party.', 'We could not read it.'],
      es: ['Tu administradora figura como parte interesada.', 'No pudimos leerlo.'],
    };
    const answer: ApiHandler = ({ headers }) => {
      const [pass, unknown] = reasons[headers.get('Accept-Language') === 'es' ? 'es' : 'en'];
      return [
        200,
        {
          is_valid: false,
          outcome: 'needsReview',
          readBy: 'text',
          checks: [
            { field: 'interestedParty', verdict: 'pass', reason: pass },
            { field: 'liability', verdict: 'unknown', reason: unknown },
          ],
        },
      ];
    };
    const app = start({ [VALIDATE]: answer });
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(reasons.en[1]!)).toBeVisible();
    expect(app.store.getState().upload.proof?.locale).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Language: Español' }));
    expect(await screen.findByText(reasons.es[1]!)).toBeVisible();
    expect(screen.getByText(reasons.es[0]!)).toBeVisible();
    expect(screen.queryByText(reasons.en[1]!)).toBeNull();
    const upload = app.store.getState().upload;
    expect(upload).toMatchObject({ step: 3, override: false, proof: { outcome: 'needsReview' } });
    expect(upload.proof?.locale).toBe('es');
    expect(upload.policy?.policyNumber).toBe('AM-123');
    // Asked once in each language: switching does not repeat the check.
    const asked = app.calls.filter((c) => c.path.endsWith('/thirdPartyPolicy/validate'));
    expect(asked.map((c) => c.headers.get('Accept-Language'))).toEqual(['en', 'es']);
  });
});
