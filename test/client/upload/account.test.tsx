import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addressMessages,
  uploadMessages,
  uploadTexts,
  validationMessages,
} from '../../../src/domain/messages';
import { enter } from '../enter';
import { renderApp, type ApiHandler } from '../render';
import { suggestion } from '../onboarding/fixtures';
import { newTenantAnswers, ok, tenantFound, uploadAt } from './fixtures';

const LOOKUP = 'GET /v2/thirdPartyPolicy/emailExists';

function start(handlers: Record<string, ApiHandler> = {}, state = uploadAt(0)) {
  return renderApp({ route: '/upload', preloadedState: state, handlers });
}

/**
 * The new tenant's personal form is typed key by key (its phone mask as typed); the other text
 * here is pasted whole (enter.ts): the e-mail looked up, the support and property-request forms
 * and the address whose suggestions address.test.tsx types.
 */
async function lookUp(user: ReturnType<typeof userEvent.setup>, email: string) {
  await enter(user, await screen.findByLabelText(uploadTexts.email), email);
  await user.click(screen.getByRole('button', { name: uploadMessages.findAccount }));
}

describe('upload wizard steps 0 and 1 (docs/product.md "Upload wizard", "States", "Validation", "Messages")', () => {
  it('step 0 explains the interested party and Upload PDF opens the account lookup', async () => {
    const user = userEvent.setup();
    const app = start();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Send your proof of insurance' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/must be listed as Interested Party/)).toHaveTextContent(
      'PO Box 620, Middleton, WI 53562',
    );
    expect(screen.getByText(/may not be accepted/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: uploadTexts.progress })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await user.click(screen.getByRole('button', { name: 'Upload PDF' }));
    expect(
      await screen.findByRole('heading', { name: uploadTexts.findAccountTitle }),
    ).toBeVisible();
    expect(app.store.getState().upload.step).toBe(1);
  });

  it('an invalid e-mail gets the docs/product.md "Validation" text and is not looked up', async () => {
    const user = userEvent.setup();
    const app = start({}, uploadAt(1));
    await lookUp(user, 'maya@');
    expect(
      await screen.findByText('This email address is invalid. Please enter a valid email address.'),
    ).toBeVisible();
    expect(app.calls.some((c) => c.path.endsWith('emailExists'))).toBe(false);
  });

  it("an existing login without mismatch says 'log in' with a link carrying the e-mail", async () => {
    const user = userEvent.setup();
    const app = start(
      { [LOOKUP]: ok({ email_user: { user_mismatch: false }, tenant: { user_exists: true } }) },
      uploadAt(1),
    );
    await lookUp(user, 'maya@example.com');
    expect(await screen.findByText(uploadMessages.userExists)).toBeVisible();
    expect(app.calls.find((c) => c.path.endsWith('emailExists'))?.query.get('email')).toBe(
      'maya@example.com',
    );
    await user.click(screen.getByRole('link', { name: uploadTexts.logIn }));
    await waitFor(() => expect(app.path()).toBe('/login?email=maya%40example.com'));
  });

  it('a mismatch is an account issue whose "click here" opens the contact dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    start(
      {
        [LOOKUP]: ok({ email_user: { user_mismatch: true }, tenant: { user_exists: true } }),
        'POST /v2/send-message': (r) => {
          sent.push(r.body);
          return [200, { success: true }];
        },
      },
      uploadAt(1),
    );
    await lookUp(user, 'maya@example.com');
    const alert = await screen.findByText(/There appears to be an issue/);
    expect(alert).toHaveTextContent(uploadMessages.accountIssue);
    await user.click(within(alert).getByRole('button', { name: 'click here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send us a message' });
    await enter(user, within(dialog).getByLabelText('Email'), 'maya@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await enter(
      user,
      within(dialog).getByLabelText('Message'),
      'I cannot find my account, please help me.',
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Attach a diagnostics snapshot' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          email: 'maya@example.com',
          subject: 'Other - Upload wizard',
          msg: 'I cannot find my account, please help me.',
          // Ticked, the wizard's answers go with it, from the upload wizard.
          diagnostics: expect.objectContaining({
            meta: expect.objectContaining({ from: 'upload' }),
            store: expect.objectContaining({
              upload: expect.objectContaining({ step: 1, phase: 'email' }),
            }),
          }),
        },
      ]),
    );
  });

  it('a login without a tenant is an account issue too', async () => {
    const user = userEvent.setup();
    start({ [LOOKUP]: ok({ email_user: { user_mismatch: false } }) }, uploadAt(1));
    await lookUp(user, 'maya@example.com');
    expect(await screen.findByText(/There appears to be an issue/)).toBeVisible();
  });

  it('a tenant with a lease goes on to the policy step; back returns to step 0', async () => {
    const user = userEvent.setup();
    // A visitor gets only the first name and the lease's id and manager (openapi TenantFound).
    const app = start({ [LOOKUP]: ok({ tenant: tenantFound }) }, uploadAt(1));
    await lookUp(user, 'maya@example.com');
    expect(await screen.findByRole('heading', { name: "Hey Maya, let's continue!" })).toBeVisible();
    expect(app.store.getState().upload).toMatchObject({ step: 2, hadLease: true });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Send your proof of insurance' }),
    ).toBeVisible();
  });

  it('nothing found: personal (docs/product.md "Validation" rules) then rental, then the policy step; a network error fails', async () => {
    const user = userEvent.setup();
    const app = start(
      {
        [LOOKUP]: ok({}),
        'GET /v2/util/addressSuggestions': ok({ suggestions: [suggestion] }),
        'GET /v2/propertyManagers/tppList': ok({
          managementCompanies: ['Lakeshore Property Group', 'Oak Realty'],
        }),
      },
      uploadAt(1),
    );
    await lookUp(user, 'nia@example.com');
    const personal = await screen.findByRole('form', { name: uploadTexts.personalTitle });
    expect(within(personal).getByLabelText(uploadTexts.email)).toHaveValue('nia@example.com');
    await user.click(within(personal).getByRole('button', { name: uploadTexts.next }));
    expect(await within(personal).findByText(validationMessages.firstNameRequired)).toBeVisible();
    expect(within(personal).getByText(validationMessages.phoneRequired)).toBeVisible();
    await user.type(within(personal).getByLabelText(uploadTexts.firstName), 'Nia');
    await user.type(within(personal).getByLabelText(uploadTexts.lastName), 'Reed');
    await user.type(within(personal).getByLabelText(uploadTexts.phone), '6085550199');
    expect(within(personal).getByLabelText(uploadTexts.phone)).toHaveValue('(608) 555 - 0199');
    await user.click(within(personal).getByRole('button', { name: uploadTexts.next }));

    expect(await screen.findByRole('heading', { name: uploadTexts.rentalTitle })).toBeVisible();
    await user.click(screen.getByRole('button', { name: uploadTexts.next }));
    expect(await screen.findByText(addressMessages.selectFromDropdown)).toBeVisible();
    expect(screen.getByText('Management Company is required')).toBeVisible();
    await enter(user, screen.getByLabelText('Address'), '1200 Reg');
    await user.click(
      await screen.findByRole('option', { name: suggestion.description }, { timeout: 3000 }),
    );
    await enter(user, screen.getByLabelText(uploadTexts.unit), '3');
    await user.click(screen.getByRole('combobox', { name: uploadTexts.managementCompany }));
    await user.click(await screen.findByRole('option', { name: 'Oak Realty' }));
    await user.click(screen.getByRole('button', { name: uploadTexts.next }));
    expect(await screen.findByRole('heading', { name: "Hey Nia, let's continue!" })).toBeVisible();
    expect(app.store.getState().upload).toMatchObject({
      step: 2,
      hadLease: false,
      personal: { firstName: 'Nia', lastName: 'Reed', email: 'nia@example.com' },
      rental: { streetAddress: '1200 Regent St', unit: '3', propertyManager: 'Oak Realty' },
    });
    // docs/product.md "States": back from 2 without a lease returns to step 1 (the rental part).
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: uploadTexts.rentalTitle })).toBeVisible();
  });

  it("'Can't find your address? Click Here' sends a property request to support", async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    start(
      {
        'GET /v2/propertyManagers/tppList': ok({ managementCompanies: ['Oak Realty'] }),
        'POST /v2/requestAddition': (r) => {
          requests.push(r.body);
          return [200, { success: true }];
        },
      },
      uploadAt(1, { phase: 'rental', personal: newTenantAnswers.personal }),
    );
    await user.click(await screen.findByRole('button', { name: addressMessages.cantFindAddress }));
    const dialog = await screen.findByRole('dialog', { name: uploadTexts.contactTitle });
    expect(within(dialog).getByLabelText(uploadTexts.firstName)).toHaveValue('Nia');
    await user.click(within(dialog).getByRole('button', { name: uploadTexts.contactSend }));
    expect(await within(dialog).findByText(validationMessages.streetRequired)).toBeVisible();
    await enter(user, within(dialog).getByLabelText(uploadTexts.address), '9 Elm St, Madison, WI');
    await enter(
      user,
      within(dialog).getByLabelText(uploadTexts.managementCompanyName),
      'Elm Homes',
    );
    await enter(
      user,
      within(dialog).getByLabelText(uploadTexts.managementCompanyAddress),
      '1 Elm Plaza',
    );
    await user.click(within(dialog).getByRole('button', { name: uploadTexts.contactSend }));
    expect(await within(dialog).findByText(uploadTexts.contactSent)).toBeVisible();
    expect(requests).toEqual([
      {
        kind: 'property',
        firstName: 'Nia',
        lastName: 'Reed',
        email: 'nia@example.com',
        streetAddress: '9 Elm St, Madison, WI',
        managementCompanyName: 'Elm Homes',
        managementCompanyAddress: '1 Elm Plaza',
        message:
          'Upload Error - Account Not Found - Elm Homes\nResident: Nia Reed\nEmail: nia@example.com\nAddress: 9 Elm St, Madison, WI\nManagement company address: 1 Elm Plaza',
      },
    ]);
  });

  it('a network error on the lookup shows the failure screen', async () => {
    const user = userEvent.setup();
    start({ [LOOKUP]: () => [503, { message: 'down' }] }, uploadAt(1));
    await lookUp(user, 'maya@example.com');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });
});
