import type { Browser } from 'playwright-core';
import { declarationsPage, proofPdf, wrongPartyPage } from '../helpers/proofPdfs';
import { auditModal, closeModal, measureStep, writeFindings } from './axe';
import { launch, phonePage } from './browser';
import { fillUploadPolicy as fillPolicy, newTenantToPolicyStep, staffSignIn } from './flows';
import { settle } from './gates';
import { capturedMail, textOf, waitForCode, waitForMail } from './mail';

// The upload wizard against the real server, its PDF checks and the e-mail proof: a new
// tenant at a partnered property uploads a good declarations page and ends signed in with it
// Pending; a page without the interested party shows the reasons and goes up anyway.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  writeFindings('upload');
});

describe('upload wizard', () => {
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
    // A required step follows: the page never says it is safe to leave, nor resets.
    await page.getByText('One more step: confirm your e-mail below').waitFor();
    expect(await page.getByText(/safe to close/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reset the form' }).count()).toBe(0);
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
    // The accessibility and layout gates measure each step, the property request and the
    // 'Interested Party Error' dialog as the tenant meets them (test/e2e/axe.ts).
    const { context, page } = await newTenantToPolicyStep(browser, email, async (p, step) => {
      await measureStep(p, `upload wizard ${step} step`);
      if (step !== 'rental') return;
      await auditModal(p, 'upload property request dialog', () =>
        p.getByRole('button', { name: /Click Here/ }).click(),
      );
      await closeModal(p);
    });
    const pdf = await wrongPartyPage();
    await fillPolicy(page, pdf);
    const dialog = page.getByRole('dialog', { name: 'Interested Party Error' });
    await dialog
      .getByText(/Lakeshore Property Management/)
      .first()
      .waitFor();
    await auditModal(page, 'upload Interested Party Error dialog', () => dialog.waitFor());
    await dialog.getByRole('button', { name: 'Upload Anyway' }).click();
    await page.getByRole('heading', { name: 'Review your upload' }).waitFor();
    await measureStep(page, 'upload wizard review step');
    await page.getByLabel('Password').fill('secret12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Nia, your policy has been successfully uploaded!').waitFor();
    await context.close();

    // Staff find it in the queue with the failed interested-party check, and reject it.
    const staff = await staffSignIn(browser);
    await staff.page.getByRole('heading', { name: 'Uploaded proofs' }).waitFor();
    await measureStep(staff.page, 'staff queue');
    await settle(staff.page, () =>
      staff.page
        .getByRole('link', { name: `Review: Nia Reed (${email}), Acme Mutual AM-5521` })
        .click(),
    );
    await staff.page.getByText("The tenant chose 'Upload Anyway' after a failed check.").waitFor();
    await staff.page.getByText('Someone Else Realty').first().waitFor();
    await staff.page.locator('iframe[title^="The uploaded PDF"]').waitFor();
    await measureStep(staff.page, 'staff proof review');
    await auditModal(staff.page, 'staff reject dialog', () =>
      staff.page.getByRole('button', { name: 'Reject' }).click(),
    );
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

  it('at a partner property the company is filled in; a page without a readable liability goes to review with what passed and what could not be read', async () => {
    const email = `nia.review.${Date.now()}@example.com`;
    const { context, page } = await phonePage(browser);
    await page.goto('/upload');
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    const progress = async () => Number(await bar.getAttribute('aria-valuenow'));
    expect(await progress()).toBe(0);
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await page.getByLabel('Email').fill(email);
    const atEmail = await progress();
    expect(atEmail).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Find account' }).click();
    const personal = page.getByRole('form', { name: 'Tell us about yourself' });
    await personal.getByLabel('First Name').fill('Nia');
    await personal.getByLabel('Last Name').fill('Reed');
    await personal.getByLabel('Phone').fill('6085550199');
    expect(await progress()).toBeGreaterThan(atEmail);
    await personal.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Where do you rent?' }).waitFor();
    await page.getByLabel('Address').fill('1402 Regent');
    await page
      .getByRole('option', { name: /1402 Regent St/ })
      .first()
      .click();
    // The quote flow's partner property: its company is filled in, nothing chosen by hand.
    const company = page.getByRole('combobox', { name: 'Management Company' });
    for (let i = 0; i < 50 && (await company.inputValue()) === ''; i += 1) {
      await page.waitForTimeout(100);
    }
    expect(await company.inputValue()).toBe('Lakeshore Property Management');
    await page.getByLabel('Unit').fill('7C');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: "Hey Nia, let's continue!" }).waitFor();
    const pdf = await proofPdf([
      'Renters Insurance Declarations',
      'Named insured: Nia Reed',
      'Policy number: AM-5521',
      'Policy period: 12/01/2026 to 12/01/2027',
      'Insured location: 1402 Regent St, Unit 7C, Madison, WI 53711',
      'Interested party:',
      'Lakeshore Property Management',
      'PO Box 620',
      'Middleton, WI 53562',
    ]);
    await fillPolicy(page, pdf);
    await page.getByRole('heading', { name: 'Review your upload' }).waitFor();
    expect(await progress()).toBeLessThan(100);
    const found = page.getByRole('region', { name: 'What we found on your document' });
    await found.getByText(/our team will check it by hand before it is sent/).waitFor();
    const unread = found.getByRole('region', { name: 'What we could not read' });
    await unread.getByText('Personal liability', { exact: true }).waitFor();
    await unread.getByText(/We could not read the personal liability limit/).waitFor();
    const passed = found.getByRole('region', { name: 'What we confirmed' });
    await passed.getByText('Your property manager as Interested Party').waitFor();
    await passed.getByText('Policy number', { exact: true }).waitFor();
    await page.getByLabel('Password').fill('secret12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Nia, your policy has been successfully uploaded!').waitFor();
    expect(await progress()).toBe(100);
    await context.close();

    // Staff see it as needing review, the liability to check by hand.
    const staff = await staffSignIn(browser);
    await staff.page
      .getByRole('link', { name: `Review: Nia Reed (${email}), Acme Mutual AM-5521` })
      .click();
    await staff.page.getByText('Needs review: check by hand').waitFor();
    await staff.page
      .getByText('Not found on the page — check by hand. Required for the lease.')
      .waitFor();
    await staff.context.close();
  });
});
