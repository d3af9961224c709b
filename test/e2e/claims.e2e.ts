import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { signIn } from './flows';
import { capturedMail, textOf } from './mail';

// SPEC §2.10 report-a-claim and claim-history, §2.13, with photos (beyond the spec), against the
// real server: Maya reports a property claim with two photos on a phone, sees it in her claim
// history with its number, the Submitted status and both thumbnails, and support's mail carries
// the two photos.

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
    await page.getByRole('group', { name: 'Type of claim' }).getByLabel('Property Claim').check();
    await page.getByLabel('Phone').fill('608-555-0142');
    await page.getByLabel('Address where the loss happened').fill('1402 Regent St, Unit 3B');
    await page.getByLabel('When did it happen?').fill('This morning around 6 am');
    await page.getByLabel('How did the loss or damage occur?').fill('The water heater burst');
    await page.getByLabel('Describe the property damage/loss').fill('A soaked rug and bookshelf');
    await page.getByLabel('Payee').fill('Maya Thompson');
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

    const mails = capturedMail().length;
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await page.getByText('Your claim has been submitted!').first().waitFor();
    await page.waitForURL('**/tenant/account/claim-history');

    const photos = page.getByRole('list', { name: /^Photos of claim CLM-\d{4}-\d{6}$/ }).first();
    await photos.waitFor();
    const label = (await photos.getAttribute('aria-label')) ?? '';
    const number = label.replace('Photos of claim ', '');
    await page.getByRole('heading', { name: `Claim ${number}` }).waitFor();
    // The newest claim comes first: its timeline says Submitted.
    await page.getByText('Status: Submitted').first().waitFor();
    await page
      .getByText(/^Property Claim · Filed /)
      .first()
      .waitFor();
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
