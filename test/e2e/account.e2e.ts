import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import type { DemoRole } from '../../src/server/db/demo';
import { launch } from './browser';
import { signIn as signInAs } from './flows';

// The account's personal information (docs/product.md "Account pages", "Validation") and the
// association's coupons ("Transactions and coupons") against the real server and its demo data, on
// a phone. Priya signs in here before twoFactor.e2e.ts turns on her two-factor (files run in name
// order).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const signIn = (role: DemoRole) => signInAs(browser, role);

/** The QR code image's pixels, read in the page, decoded here. */
async function decodeQr(page: Page, selector: string): Promise<string> {
  const pixels = await page.locator(selector).evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  });
  const found = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height);
  if (!found) throw new Error('no QR code on the screen');
  return found.data;
}

describe('personal information (docs/product.md "Account pages", "Validation")', () => {
  it('Maya updates her billing address: special characters refused, Heads up!, saved', async () => {
    const { context, page } = await signIn('own-policy');
    await page.goto('/tenant/account/personal-information');
    const street = page.getByRole('textbox', { name: 'Street Address' });
    await street.fill('88 Lake St; Apt 2');
    await street.blur();
    await page
      .getByText(
        'Street Address cannot contain special characters such as _ * @ # $ % & ( ) < > ? / \\ { } [ ] | ; : + ` ~ , ^ "',
      )
      .waitFor();
    await street.fill('Lakeview Terrace 88');
    await page.getByRole('button', { name: 'Update & Save' }).click();
    const headsUp = page.getByRole('dialog', { name: 'Heads up!' });
    await headsUp.waitFor();
    await headsUp.getByRole('button', { name: 'Yes, save this address' }).click();
    await page.getByText('Account updated successfully!').first().waitFor();

    await page.reload();
    await page.getByRole('textbox', { name: 'Street Address' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Street Address' }).inputValue()).toBe(
      'Lakeview Terrace 88',
    );
    await context.close();
  });
});

describe('coupons (docs/product.md "Transactions and coupons")', () => {
  it('Priya redeems a coupon: the QR code is the redemption URL, valid once, redeemed after', async () => {
    const { context, page } = await signIn('association-member');
    await page.goto('/tenant/coupons');
    const redeem = page.getByRole('button', { name: 'Redeem Coupon' });
    await redeem.first().waitFor();
    const before = await redeem.count();
    await redeem.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Show this code to the cashier', { exact: false }).waitFor();
    const img = 'img[alt="QR code to redeem the coupon"]';
    await page.locator(img).waitFor();
    const url = await decodeQr(page, img);
    expect(url).toMatch(/\/coupons\/redeem\?id=\d+&token=[^&]+$/);
    const session = await page.evaluate(() => {
      const raw = localStorage.getItem('persist:renters-portal') ?? '{}';
      return (JSON.parse(JSON.parse(raw).session ?? 'null') as { token: string } | null)?.token;
    });
    expect(session).toBeTruthy();
    expect(url).not.toContain(session!);

    // The cashier's phone opens the URL: valid the first time, already redeemed after.
    const cashier = await browser.newContext();
    const till = await cashier.newPage();
    await till.goto(url);
    await till.getByText('Coupon valid. Apply the discount.').waitFor();
    await till.getByText('Priya N.').waitFor();
    await till.reload();
    await till.getByText('This coupon has already been redeemed.').waitFor();
    await cashier.close();

    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Redeem Coupon')
          .length === count,
      before - 1,
    );
    expect(await page.getByText('Redeemed', { exact: true }).count()).toBe(2);
    await context.close();
  });
});
