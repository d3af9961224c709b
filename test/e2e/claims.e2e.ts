import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { audit, expectClean } from './axe';
import { launch } from './browser';
import { signIn } from './flows';
import { capturedMail, textOf } from './mail';

// docs/product.md "Account pages" report-a-claim and claim-history, "Account pages", with photos,
// against the real server: Maya reports a property claim with two photos on a phone, in steps with
// her phone, address and name filled in, sees the confirmation and the claim in her claim history
// with its number, the Submitted status and both thumbnails, and her closed claim's outcome; and
// support's mail carries the two photos.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#3a7bd5' } })
    [format]()
    .toBuffer();

describe('claims with photos', () => {
  it('Maya reports a property claim with two photos and sees it in history; support gets both', async () => {
    const { context, page } = await signIn(browser, 'own-policy');

    await page.goto('/tenant/account/report-a-claim');
    await page.getByRole('heading', { name: 'Report a Claim' }).waitFor();

    // Step 1: what happened, the day from a date picker (yesterday: never a future day).
    await page.getByRole('heading', { name: 'Step 1 of 4: What happened' }).waitFor();
    // Nothing answered: each step's docs/product.md "Validation" messages, read by axe as well.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('A time is required').waitFor();
    expectClean(await audit(page, 'claim step 1 with its messages'));
    await page.getByRole('group', { name: 'Type of claim' }).getByLabel('Property Claim').check();
    const date = page.getByLabel('Date of the loss');
    const today = await date.getAttribute('max');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await date.fill(yesterday);
    await page.getByLabel('About what time? (optional)').fill('06:15');
    await page.getByLabel('How did the loss or damage occur?').fill('The water heater burst');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the damage, the three Yes/No answers and the photos.
    await page.getByRole('heading', { name: 'Step 2 of 4: The damage' }).waitFor();
    await page.getByLabel('Describe the property damage/loss').fill('A soaked rug and bookshelf');
    for (const [legend, answer] of [
      ['Is your home habitable?', 'Yes'],
      ['Have you vacated your home?', 'No'],
      ['Was a police report filed?', 'No'],
    ] as const) {
      await page.getByRole('group', { name: legend }).getByLabel(answer, { exact: true }).check();
    }
    await page.getByTestId('claim-photo-input').setInputFiles([
      { name: 'rug.png', mimeType: 'image/png', buffer: await image('png') },
      { name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: await image('jpeg') },
    ]);
    await page.getByRole('button', { name: 'Add photos (2/10)' }).waitFor();
    expectClean(await audit(page, 'claim step 2'));
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: what the app knows is filled in: her phone, the policy's address, her name.
    await page.getByRole('heading', { name: 'Step 3 of 4: Contact and payment' }).waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe('(608) 555 - 0142');
    expect(await page.getByLabel('Address where the loss happened').inputValue()).toMatch(
      /^1402 Regent St, Unit 3B, Madison, WI 53711/,
    );
    expect(await page.getByLabel('Payee').inputValue()).toBe('Maya Thompson');
    await page.getByText(/Who should receive the payment/).waitFor();
    expectClean(await audit(page, 'claim step 3'));
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: her answers to check, the day as MM/DD/YYYY.
    await page.getByRole('heading', { name: 'Step 4 of 4: Check and send' }).waitFor();
    const [y, mo, d] = yesterday.split('-');
    await page.getByText(`${mo}/${d}/${y} at 6:15 AM`).waitFor();
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noSideways).toBe(true);
    expectClean(await audit(page, 'claim review'));

    const mails = capturedMail().length;
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await page.getByText('Your claim has been submitted!').first().waitFor();
    await page.waitForURL('**/tenant/account/claim-history');

    // The confirmation stays at the top after the 1-second toast: number, day, next steps.
    const confirmation = page.getByRole('region', { name: 'Claim received' });
    await confirmation
      .getByText(/^We received your claim CLM-\d{4}-\d{6} on \d{2}\/\d{2}\/\d{4}\.$/)
      .waitFor();
    await confirmation
      .getByText(/calls you at \(608\) 555 - 0142 within 2 business days/)
      .waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByText('Your claim has been submitted!').count()).toBe(0);
    expect(await confirmation.isVisible()).toBe(true);
    expectClean(await audit(page, 'claim history with the confirmation'));

    const photos = page.getByRole('list', { name: /^Photos of claim CLM-\d{4}-\d{6}$/ }).first();
    await photos.waitFor();
    const label = (await photos.getAttribute('aria-label')) ?? '';
    const number = label.replace('Photos of claim ', '');
    await page.getByRole('heading', { name: `Claim ${number}` }).waitFor();
    // The newest claim comes first: its timeline says Submitted.
    await page.getByText('Status: Submitted').first().waitFor();
    await page
      .getByText(/^Property Claim · Filed \d{2}\/\d{2}\/\d{4}$/)
      .first()
      .waitFor();
    expect(await confirmation.textContent()).toContain(number);
    // Her closed claim from last season says how it ended.
    await page.getByText(/^Outcome: Paid \$500\.00 on \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.waitForFunction((name) => {
      const list = document.querySelector(`[aria-label="${name}"]`);
      const imgs = [...(list?.querySelectorAll('img') ?? [])];
      return imgs.length === 2 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    }, label);

    // Two mails carry the number, in no set order: support's with the photos and Maya's receipt.
    const deadline = Date.now() + 15_000;
    const about = (to: string) =>
      capturedMail()
        .slice(mails)
        .find((m) => m.to.includes(to) && textOf(m.raw).includes(number));
    let mail;
    while (!(mail = about('support@example.com')) || !about('maya.thompson@example.com')) {
      if (Date.now() > deadline) throw new Error('support or Maya did not get the claim');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const images = [...mail.raw.matchAll(/content-type:\s*image\/(png|jpeg)/gi)].map((m) =>
      m[1]!.toLowerCase(),
    );
    expect(images).toEqual(['png', 'jpeg']);
    await context.close();
  });
});
