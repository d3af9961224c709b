import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { signIn } from './flows';

// docs/product.md "Account pages" update-payment-method with the default sandbox payments provider,
// against the real server: Maya replaces her card, once declined, once through 3-D Secure, and
// Transactions shows the card on file. Test cards: docs/payments-sandbox.md.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('update payment method (sandbox provider)', () => {
  it('Maya replaces her card: a decline, then 3-D Secure completed; Transactions shows it', async () => {
    const { context, page } = await signIn(browser, 'own-policy');
    await page.goto('/tenant/account/update-payment-method');
    const current = page.getByTestId('current-payment-method');
    await current.getByText('Visa ending in 4242').waitFor();

    const enter = async (number: string) => {
      await page.getByRole('textbox', { name: 'Card Number' }).fill(number);
      await page.getByRole('textbox', { name: 'Month (MM)' }).fill('12');
      await page.getByRole('textbox', { name: 'Year (YYYY)' }).fill('2031');
      await page.getByRole('textbox', { name: 'CVV' }).fill('123');
      await page.getByRole('button', { name: 'Save card' }).click();
    };

    await enter('4000000000000002');
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(await current.textContent()).toBe('Visa ending in 4242');

    // The issuer asks for 3-D Secure: failed first, nothing saved; then completed.
    await enter('4000002500003155');
    let challenge = page.getByRole('dialog', { name: 'Confirm it is you' });
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await page
      .getByRole('alert')
      .getByText('We are unable to authenticate your payment method', { exact: false })
      .waitFor();
    expect(await current.textContent()).toBe('Visa ending in 4242');

    await page.getByRole('button', { name: 'Save card' }).click();
    challenge = page.getByRole('dialog', { name: 'Confirm it is you' });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByText('Payment method succesfully updated.').first().waitFor();
    await current.getByText('Visa ending in 3155').waitFor();
    expect(await page.getByRole('textbox', { name: 'Card Number' }).inputValue()).toBe('');

    // A plain card replaces it; the card on file survives a reload and shows in Transactions.
    await enter('5555555555554444');
    await current.getByText('Mastercard ending in 4444').waitFor();
    await page.goto('/tenant/transactions');
    await page
      .getByTestId('current-payment-method')
      .getByText('Mastercard ending in 4444')
      .waitFor();
    await context.close();
  });
});
