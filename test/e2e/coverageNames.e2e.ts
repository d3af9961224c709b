import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { signIn } from './flows';
import { capturedMail, textOf } from './mail';

// "What is covered?": Maya's dashboard names every enhancement of her policy in words
// with the limits her evidence PDF and a quote give (the coverage table), never a code; what her
// policy lacks is not promised as an add-on: she asks support, and the message reaches it.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Every endorsement code of docs/product.md "Limits" and the ones the product writes: none may show. */
const CODES = /SEWER_Sump|QBE_PetDam|BEDBUG|EQUIP|EARTHQUAKE|ID_FRAUD|WATER_LIAB|FLOOD/;

describe("Maya's enhancements, in words", () => {
  it('her card and Policy Enhancements name each with its limit, never a code', async () => {
    const { context, page } = await signIn(browser, 'own-policy');
    const card = page.getByRole('region', { name: 'HomeShield Renters' });
    await card.getByText('HSR-WI-2604417').waitFor();
    await card.getByRole('button', { name: 'View more' }).click();
    await card.getByText('Water Backup: up to $5,000').waitFor();
    await card.getByText('Bed Bug: up to $500').waitFor();

    const included = page.getByRole('list', { name: 'On your policy', exact: true });
    await included.waitFor();
    const names = await included.getByRole('heading').allTextContents();
    expect(names).toEqual(['Water Backup', 'Bed Bug']);
    expect(await included.textContent()).toContain('Covers up to $5,000');
    const lacking = page.getByRole('list', { name: 'Not on your policy' });
    expect(await lacking.getByRole('heading').allTextContents()).toEqual([
      'Pet Damage',
      'Electronics and Food Spoilage',
    ]);
    expect(await page.locator('body').innerText()).not.toMatch(CODES);
    await context.close();
  });

  it("'Ask about adding it' sends support a message about that coverage", async () => {
    const { context, page } = await signIn(browser, 'own-policy');
    const since = capturedMail().length;
    await page.getByRole('button', { name: 'Ask about adding it: Pet Damage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us a message' });
    await dialog.getByText('Update My Policy Coverages').waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your message has been sent!').waitFor();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = capturedMail()
        .slice(since)
        .find((m) => textOf(m.raw).includes('whether Pet Damage can be added'));
      if (mail) {
        expect(mail.to).toContain('support@example.com');
        expect(textOf(mail.raw)).toContain('HSR-WI-2604417');
        break;
      }
      if (Date.now() > deadline) throw new Error('the message did not reach support');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await context.close();
  });
});
