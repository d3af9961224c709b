import type { Browser, Page } from 'playwright-core';
import { launch, phonePage, waitForPersistedToken } from './browser';
import { checkoutToAccountCreation, visitorToQuote } from './flows';
import { capturedMail, waitForCode } from './mail';

// "What will I pay?": the price on the quote stays in view and moves with each
// choice; the figure the payment step says is due today is what Transactions records, and the
// next payment is told there.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Whether the element's box lies inside the page's viewport. */
const inView = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe('money a person can check', () => {
  it('an add-on changes the price in view; what is due today is what Transactions records', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    const email = await visitorToQuote(page, 'money');
    const premium = page.getByTestId('premium');
    expect(await premium.textContent()).toBe('$115.50 / year');

    // The switch far down the page says what it adds; the price bar is in view while it is.
    const fraud = page.getByRole('switch', { name: 'Identity Fraud' });
    await fraud.scrollIntoViewIfNeeded();
    expect(await page.getByTestId('addon-price-identityFraud').textContent()).toBe(
      'Adds $18.00 a year',
    );
    expect(await inView(page, 'price-bar')).toBe(true);
    await fraud.check();
    await page.getByText('$133.50 / year').waitFor();
    expect(await page.getByTestId('price-change').textContent()).toBe('Up $18.00 a year');
    expect(await inView(page, 'premium')).toBe(true);
    // No sideways scroll with the bar.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Choose your payment option').waitFor();
    const monthly = page.getByRole('region', { name: 'Monthly plan' });
    // $133.50: Monthly down payment $22.30 + the 5% card fee $1.12.
    await monthly.getByText('$23.42 today by card: $22.30 premium + $1.12 card fee').waitFor();
    await monthly.getByText(/^Then 10 payments of \$12\.12 from \d\d\/\d\d\/\d{4}$/).waitFor();
    const annual = page.getByRole('region', { name: 'Annual plan' });
    await annual.getByText('$140.18 today by card: $133.50 premium + $6.68 card fee').waitFor();
    await annual.getByText('Save $4.44 compared to Monthly, card fees included').waitFor();
    const dueToday = (await monthly.getByText('Due today').locator('xpath=..').textContent())!;
    expect(dueToday).toBe('Due today$23.42');
    const later = (await monthly.getByTestId('later-payments').textContent())!;
    const nextDate = later.slice(-10);

    await monthly.getByRole('button', { name: 'Choose Monthly' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const mailsBefore = await checkoutToAccountCreation(page, {
      mailCount: () => capturedMail().length,
    });
    await page.getByLabel('Password', { exact: true }).fill('Renters-Buyer-1');
    await page.getByLabel('Confirm Password').fill('Renters-Buyer-1');
    await page.getByRole('checkbox').check();
    await page.getByLabel('Verification code').fill(await waitForCode(email, mailsBefore));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await waitForPersistedToken(page, true);

    // The dashboard tells the next payment; Transactions records today's as the payment step said.
    const notice = page.getByTestId('payment-notice');
    await notice.getByText(`$12.12 on ${nextDate}`).waitFor();
    await notice.getByRole('link', { name: 'See all payments' }).click();
    await page.waitForURL('**/tenant/transactions');
    const history = page.getByRole('heading', { name: 'Payment history' }).locator('xpath=../..');
    await history.getByText('$23.42').waitFor();
    await page.getByText(`$12.12 on ${nextDate}`).waitFor();
    await page.getByText('Payment 2 of 11', { exact: false }).waitFor();
    await context.close();
  });
});
