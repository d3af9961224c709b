import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { pdfQrCode, pdfText } from '../helpers/pdf';
import { BASE_URL, launch, phonePage, waitForPersistedToken } from './browser';
import { checkoutToAccountCreation, userInfo } from './flows';
import { capturedMail, textOf, waitForCode, waitForMail } from './mail';

// "Covered?": a visitor buys a policy that starts tomorrow; the dashboard, the manager's
// mail, the evidence of insurance and the public verify page all say it starts on that day, in
// the same words, and none says it is active yet.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const MANAGER = 'compliance@lakeshore-pm.example.com';

describe('one coverage status on every screen', () => {
  it('a policy bought today for tomorrow says "Starts on" its date everywhere', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    // The Willow (Lakeshore Property Management) in Madison, a unit without a policy.
    await page.goto('/onboarding');
    const email = await userInfo(page, 'starts');
    await page.getByLabel('Address').pressSequentially('1402 Regent');
    await page.getByRole('option', { name: /1402 Regent St, Madison, WI/ }).click();
    await page.getByLabel('Unit').fill('9C');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText("It looks like we've partnered with your property management company")
      .waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText('Please answer the following questions to help us get you a quote.')
      .waitFor();
    // The test answers start the policy tomorrow, the earliest day (docs/product.md "Limits").
    await page.getByRole('button', { name: 'Fill with test answers' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByTestId('premium').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Choose your payment option').waitFor();
    await page.getByRole('button', { name: 'Choose Annual' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The account, proven by the code mailed when account creation opens.
    const issued = page.waitForResponse((r) => r.url().endsWith('/v2/issuePolicy'));
    const mailsBefore = await checkoutToAccountCreation(page, {
      mailCount: () => capturedMail().length,
    });
    const policyNumber = (
      (await (await issued).json()) as { transactionDetails: { policyId: string } }
    ).transactionDetails.policyId;
    await page.getByLabel('Password', { exact: true }).fill('Renters-Buyer-1');
    await page.getByLabel('Confirm Password').fill('Renters-Buyer-1');
    await page.getByRole('checkbox').check();
    await page.getByLabel('Verification code').fill(await waitForCode(email, mailsBefore));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await waitForPersistedToken(page, true);

    // The dashboard: the card's period starts later than today, and its badge says when.
    const card = page.getByRole('region').filter({ hasText: policyNumber });
    const period = card.getByText(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    await period.waitFor();
    const start = (await period.textContent())!.slice(0, 10);
    const [mm, dd, yyyy] = start.split('/');
    expect(
      `${yyyy}-${mm}-${dd}` > new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    ).toBe(true);
    await card.getByText(`Starts on ${start}`, { exact: true }).waitFor();
    expect(await card.getByText('Active', { exact: true }).count()).toBe(0);

    // The manager's notice says the tenant will be insured from that day.
    const notice = await waitForMail(MANAGER, 0, new RegExp(policyNumber));
    const noticeText = textOf(notice.raw).replace(/\s+/g, ' ');
    expect(noticeText).toContain(`will be insured at`);
    expect(noticeText).toContain(`from ${start}`);
    expect(noticeText).not.toContain('is now insured');

    // The evidence of insurance: its status on the day it is made.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Evidence of Insurance' }).click();
    const pdf = readFileSync((await (await download).path())!);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(`Starts on ${start}. The policy will be in force from ${start} to`);
    expect(text).not.toContain('was in force on the date it was issued');

    // The verify page its QR code opens, signed out, on a manager's phone.
    const url = await pdfQrCode(pdf);
    expect(url).toMatch(new RegExp(`^${BASE_URL}/verify/[0-9A-Z]{12}$`));
    await context.close();
    const manager = await phonePage(browser);
    await manager.page.goto(url!);
    const status = manager.page.getByRole('heading', { name: `Starts on ${start}`, level: 2 });
    await status.waitFor();
    expect(await status.isVisible()).toBe(true);
    await manager.page
      .getByText(`The policy will be in force from ${start} to`, { exact: false })
      .waitFor();
    expect(await manager.page.getByRole('heading', { name: 'Active' }).count()).toBe(0);
    await manager.context.close();
  });
});
