import type { Browser } from 'playwright-core';
import { declarationsPage, wrongPartyPage } from '../helpers/proofPdfs';
import { launch } from './browser';
import { fillUploadPolicy as fillPolicy, newTenantToPolicyStep, staffSignIn } from './flows';
import { capturedMail, textOf, waitForCode, waitForMail } from './mail';

// Issue 13, the upload wizard against the real server, its PDF checks and the e-mail proof: a new
// tenant at a partnered property uploads a good declarations page and ends signed in with it
// Pending; a page without the interested party shows the reasons and goes up anyway.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('upload wizard (issue 13)', () => {
  it('a new tenant uploads a good declarations page and ends signed in with it Pending', async () => {
    const email = `nia.${Date.now()}@example.com`;
    const { context, page } = await newTenantToPolicyStep(browser, email);
    const pdf = await declarationsPage({
      insured: 'Nia Reed',
      policyNumber: 'AM-5521',
      interestedParty: 'Lakeshore Property Management',
      mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
      location: '1402 Regent St, Unit 7C, Madison, WI 53711',
      period: '12/01/2026 to 12/01/2027',
    });
    await fillPolicy(page, pdf);
    await page.getByRole('heading', { name: 'Review your upload' }).waitFor();
    await page.getByLabel('Password').fill('secret12');
    const since = capturedMail().length;
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Nia, your policy has been successfully uploaded!').waitFor();
    // The new login opens once the e-mail is proven by the code mailed to it.
    const code = await waitForCode(email, since);
    const again = page.getByLabel('Enter the password you chose');
    if (await again.isVisible()) await again.fill('secret12');
    await page.getByRole('textbox', { name: /code/i }).fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await page.getByText('AM-5521').first().waitFor();
    await page.getByText('Pending review', { exact: true }).first().waitFor();
    await context.close();
  });

  it('a page without the interested party shows the reasons, goes up anyway, and staff reject it; the reason reaches the tenant', async () => {
    const email = `nia.anyway.${Date.now()}@example.com`;
    const { context, page } = await newTenantToPolicyStep(browser, email);
    const pdf = await wrongPartyPage();
    await fillPolicy(page, pdf);
    const dialog = page.getByRole('dialog', { name: 'Interested Party Error' });
    await dialog
      .getByText(/Lakeshore Property Management/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Upload Anyway' }).click();
    await page.getByRole('heading', { name: 'Review your upload' }).waitFor();
    await page.getByLabel('Password').fill('secret12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Nia, your policy has been successfully uploaded!').waitFor();
    await context.close();

    // Staff find it in the queue with the failed interested-party check, and reject it.
    const staff = await staffSignIn(browser);
    await staff.page
      .getByRole('link', { name: `Review: Nia Reed (${email}), Acme Mutual AM-5521` })
      .click();
    await staff.page.getByText("The tenant chose 'Upload Anyway' after a failed check.").waitFor();
    await staff.page.getByText('Someone Else Realty').first().waitFor();
    await staff.page.getByRole('button', { name: 'Reject' }).click();
    const rejecting = staff.page.getByRole('dialog', { name: 'Reject this proof' });
    const reason =
      'Your declarations page names Someone Else Realty as interested party; ask your insurer to list Lakeshore Property Management.';
    await rejecting.getByLabel('Reason for the tenant').fill(reason);
    const since = capturedMail().length;
    await rejecting.getByRole('button', { name: 'Reject and mail the tenant' }).click();
    await staff.page.getByText('Rejected. Nia Reed has been mailed the reason.').waitFor();
    const mail = await waitForMail(email, since, /Action needed/);
    expect(textOf(mail.raw).replace(/\s+/g, ' ')).toContain(`Reason: ${reason}`);
    await staff.context.close();
  });
});
