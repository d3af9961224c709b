import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadMessages, uploadTexts, validationMessages } from '../../../src/domain/messages';
import { account, signedInState, thirdPartyPolicy } from '../fixtures';
import { renderApp, type ApiHandler } from '../render';
import {
  PDF_DATA_URL,
  newTenantAnswers,
  ok,
  pdf,
  policy,
  tenant,
  tenantFound,
  uploadAt,
} from './fixtures';

const UPLOAD = 'POST /v2/thirdPartyPolicy/upload';
const stored = { ...thirdPartyPolicy, id: 5, provider: 'Acme Mutual', is_complete: false };

function start(
  state: ReturnType<typeof uploadAt>,
  handlers: Record<string, ApiHandler> = {},
  route = '/upload',
) {
  return renderApp({ route, preloadedState: state, handlers });
}

/** After a reload the file is gone: the review asks for it again. */
async function pickFileAgain(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText(uploadTexts.fileAgain)).toBeVisible();
  await user.upload(screen.getByLabelText(uploadTexts.choosePdf), pdf());
}

const newTenantAtReview = uploadAt(3, {
  ...newTenantAnswers,
  lookupEmail: 'nia@example.com',
  policy,
  fileName: 'declarations.pdf',
  override: true,
});

describe('upload wizard review, success and failure (docs/product.md "Upload wizard", "States", "Validation", "Messages")', () => {
  it('resumes a saved review, asks for the file and a password (docs/product.md "Validation"), and uploads the "Records" payload', async () => {
    const user = userEvent.setup();
    const app = start(newTenantAtReview, {
      [UPLOAD]: ok({ success: true, thirdPartyPolicy: null, token: 'one-time' }),
      'POST /v2/account/password/code': ok({
        success: true,
        message: 'Verification code sent to your email!',
        seconds_remaining: 60,
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: uploadTexts.reviewTitle }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: uploadTexts.tenantInfo })).toBeVisible();
    expect(screen.getByText('nia@example.com')).toBeVisible();
    expect(screen.getByText('5 Oak St, 3, Madison, WI 53703')).toBeVisible();
    expect(screen.getByText('AM-123')).toBeVisible();
    expect(screen.getByText('$300,000')).toBeVisible();
    expect(screen.getByText('06/01/2026')).toBeVisible();
    await pickFileAgain(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(validationMessages.passwordRequired)).toBeVisible();
    await user.type(screen.getByLabelText(uploadTexts.password), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(validationMessages.passwordMin7)).toBeVisible();
    await user.type(screen.getByLabelText(uploadTexts.password), '7');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Nia, your policy has been successfully uploaded!',
      }),
    ).toBeVisible();
    // A required next step follows: never 'safe to close', and no 'Reset the form'.
    expect(screen.getByText(uploadMessages.successVerify)).toBeVisible();
    expect(screen.getByText(uploadMessages.successNextStep)).toBeVisible();
    expect(screen.queryByText(/safe to close/)).toBeNull();
    expect(screen.queryByRole('button', { name: uploadMessages.resetForm })).toBeNull();
    expect(screen.getByRole('heading', { name: uploadTexts.verifyTitle })).toBeVisible();
    expect(
      await screen.findByText('Your insurance has been uploaded successfully!'),
    ).toBeInTheDocument();
    expect(app.calls.find((c) => c.path.endsWith('/thirdPartyPolicy/upload'))?.body).toEqual({
      tenantEmail: 'nia@example.com',
      leaseId: null,
      selectedFile: PDF_DATA_URL,
      selectedFileName: 'declarations.pdf',
      override: true,
      startDate: '2026-06-01',
      endDate: '2027-06-01',
      carrierName: 'Acme Mutual',
      policyNumber: 'AM-123',
      liabilityCoverage: 300000,
      address: '5 Oak St',
      city: 'Madison',
      state: 'WI',
      zip_code: '53703',
      unit: '3',
      firstName: 'Nia',
      lastName: 'Reed',
      propertyManager: 'Lakeshore Property Group',
      newPassword: '1234567',
    });
    expect(app.store.getState().upload.newUser).toEqual({
      email: 'nia@example.com',
      token: 'one-time',
    });
  });

  it("a visitor uploads for a found tenant's lease knowing only the first name and the lease's id", async () => {
    const user = userEvent.setup();
    const app = start(
      uploadAt(3, {
        tenant: tenantFound,
        hadLease: true,
        lookupEmail: 'maya@example.com',
        policy,
        fileName: 'declarations.pdf',
      }),
      { [UPLOAD]: ok({ success: true, thirdPartyPolicy: null, token: 'one-time' }) },
    );
    expect(await screen.findByRole('heading', { name: uploadTexts.tenantInfo })).toBeVisible();
    expect(screen.getByText('Maya')).toBeVisible();
    expect(screen.getByText('maya@example.com')).toBeVisible();
    expect(screen.getByText('Lakeshore Property Group')).toBeVisible();
    // No last name or address row: the lookup did not answer them.
    expect(screen.queryByText(uploadTexts.lastName)).toBeNull();
    expect(screen.queryByText(uploadTexts.address)).toBeNull();
    await pickFileAgain(user);
    await user.type(screen.getByLabelText(uploadTexts.password), '1234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Maya, your policy has been successfully uploaded!',
      }),
    ).toBeVisible();
    expect(app.calls.find((c) => c.path.endsWith('/thirdPartyPolicy/upload'))?.body).toEqual({
      tenantEmail: 'maya@example.com',
      leaseId: 41,
      selectedFile: PDF_DATA_URL,
      selectedFileName: 'declarations.pdf',
      override: false,
      startDate: '2026-06-01',
      endDate: '2027-06-01',
      carrierName: 'Acme Mutual',
      policyNumber: 'AM-123',
      liabilityCoverage: 300000,
      firstName: 'Maya',
      propertyManager: 'Lakeshore Property Group',
      newPassword: '1234567',
    });
  });

  it('a new user proves the e-mail with the mailed code, sets the password and is signed in', async () => {
    const user = userEvent.setup();
    const passwords: unknown[] = [];
    const app = start(
      uploadAt(100, { doneName: 'Nia', newUser: { email: 'nia@example.com', token: 'one-time' } }),
      {
        'POST /v2/account/password/code': (r) => {
          expect(r.headers.get('Token')).toBe('one-time');
          return [
            200,
            {
              success: true,
              message: 'Verification code sent to your email!',
              seconds_remaining: 60,
            },
          ];
        },
        'POST /v2/account/password': (r) => {
          passwords.push(r.body);
          return [200, { message: 'Password updated successfully!' }];
        },
        'POST /v2/account/login': ok({
          token: 'session',
          account: { ...account, email: 'nia@example.com' },
          message: 'Logged in.',
        }),
        'GET /v2/account': ok(account),
      },
    );
    expect(await screen.findByRole('heading', { name: uploadTexts.verifyTitle })).toBeVisible();
    expect(await screen.findByText('Verification code sent to your email!')).toBeVisible();
    // After a reload the chosen password is asked again (it is never stored).
    await user.type(screen.getByLabelText(uploadTexts.passwordAgain), 'secret12');
    await user.type(screen.getByRole('textbox', { name: /code/i }), '123456');
    await user.click(screen.getByRole('button', { name: uploadTexts.verify }));
    await waitFor(() => expect(app.store.getState().session.token).toBe('session'));
    expect(passwords).toEqual([{ newPassword: 'secret12', code: '123456' }]);
    expect(app.calls.find((c) => c.path === '/v2/account/login')?.body).toEqual({
      email: 'nia@example.com',
      password: 'secret12',
      remember: false,
    });
    expect(app.store.getState().upload.step).toBe(0);
  });

  it('a signed-in tenant with a lease skips step 1, uploads to /account/upload and goes to /', async () => {
    const user = userEvent.setup();
    const app = start(
      { ...signedInState(), ...uploadAt(0) },
      {
        'GET /v2/tenantForExisting': ok({ ...tenant, user_exists: true }),
        'POST /v2/thirdPartyPolicy/validate': ok({ is_valid: true, outcome: 'valid' }),
        'POST /v2/account/upload': ok({ success: true, thirdPartyPolicy: stored }),
      },
      '/tenant/upload',
    );
    await user.click(await screen.findByRole('button', { name: 'Upload PDF' }));
    expect(await screen.findByRole('heading', { name: "Hey Maya, let's continue!" })).toBeVisible();
    const form = screen.getByRole('form', { name: uploadTexts.policyInfo });
    await user.type(within(form).getByLabelText(uploadTexts.provider), 'Acme Mutual');
    fireEvent.change(within(form).getByLabelText(uploadTexts.startDate), {
      target: { value: '2026-06-01' },
    });
    await user.type(within(form).getByLabelText(uploadTexts.policyNumber), 'AM-123');
    await user.type(within(form).getByLabelText(uploadTexts.liabilityCoverage), '300000');
    await user.upload(within(form).getByLabelText(uploadTexts.choosePdf), pdf());
    for (const box of within(form).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: uploadTexts.reviewTitle });
    expect(screen.queryByLabelText(uploadTexts.password)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.calls.find((c) => c.path === '/v2/account/upload')?.body).toMatchObject({
      leaseId: 41,
      override: false,
      carrierName: 'Acme Mutual',
      liabilityCoverage: 300000,
    });
    expect(app.store.getState().upload.step).toBe(0);
  });

  it('a failed upload shows the failure screen with the support e-mail and phone', async () => {
    const user = userEvent.setup();
    start(newTenantAtReview, { [UPLOAD]: ok({ success: false }) });
    await pickFileAgain(user);
    await user.type(screen.getByLabelText(uploadTexts.password), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    expect(screen.getByText(/An error occurred while uploading your policy\./)).toHaveTextContent(
      'support@example.com or (608) 555-0100',
    );
    // 'Reset the form' starts over.
    await user.click(screen.getByRole('button', { name: 'Reset the form' }));
    expect(
      await screen.findByRole('heading', { name: 'Send your proof of insurance' }),
    ).toBeVisible();
  });

  it('an e-mail that already has a login is told to log in (409)', async () => {
    const user = userEvent.setup();
    start(newTenantAtReview, {
      [UPLOAD]: () => [409, { code: 'ACCOUNT_EXISTS', message: 'exists' }],
    });
    await pickFileAgain(user);
    await user.type(screen.getByLabelText(uploadTexts.password), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(uploadMessages.userExists)).toBeVisible();
  });

  it("review without a policy: 'No policy found. Please try again.'; an unknown step has its text", async () => {
    const first = start(uploadAt(3));
    expect(await screen.findByText('No policy found. Please try again.')).toBeVisible();
    first.unmount();
    start(uploadAt(7 as never));
    expect(
      await screen.findByText('An unknown error has occurred. Please refresh and try again.'),
    ).toBeVisible();
  });
});
