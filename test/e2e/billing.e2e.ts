import type { Page } from 'playwright-core';
import { base32Decode, hotp } from '../../src/server/auth/totp';
import { DEMO_PASSWORD, DEMO_STAFF, demoAccount } from '../../src/server/db/demo';
import { useOwnServer } from './ownServer';
import { signIn } from './flows';
import { capturedMail, textOf, waitForMail } from './mail';

// Billing in Chromium, in sandbox mode with the clock moved: Maya saves a card that declines
// every charge, a day passes and her next installment is declined: the dashboard tells her, with
// its next try and the way to fix it, and so does a mail. She saves a good card: the payment is
// charged at once, Transactions lists it as paid and the receipt mail comes; the alert is gone.
//
// The clock moves the whole app, so this file has a server, database and mail sink of its own:
// the shard's other files keep their dates.

jest.setTimeout(180_000);

const MAYA = demoAccount('own-policy');
const own = useOwnServer('billing');

/** The demo staff member's session (the clock's controls are staff's), by the API. */
async function staffToken(): Promise<string> {
  const code = hotp(base32Decode(DEMO_STAFF.totpSecret), Math.floor(Date.now() / 30_000));
  const answer = await fetch(`${own.url}/v2/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_PASSWORD, code }),
  });
  if (!answer.ok) throw new Error(`staff log-in: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

async function moveClock(staff: string, days: number): Promise<string> {
  const answer = await fetch(`${own.url}/sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', stafftoken: staff },
    body: JSON.stringify({ days }),
  });
  if (!answer.ok) throw new Error(`clock: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { now: string }).now;
}

async function saveCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card Number' }).fill(number);
  await page.getByRole('textbox', { name: 'Month (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Year (YYYY)' }).fill('2031');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await page
    .getByTestId('current-payment-method')
    .getByText(`Visa ending in ${number.slice(-4)}`)
    .waitFor();
}

const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe('the policy year in the sandbox, with the clock moved', () => {
  it("Maya's declined installment is shown and mailed; a good card pays it at once", async () => {
    const staff = await staffToken();
    let { context, page } = await signIn(own.browser, 'own-policy', own.url);
    // Her next installment, due tomorrow, on the dashboard.
    const next = page.getByTestId('payment-notice').getByText(/^\$[\d.]+ on \d\d\/\d\d\/\d{4}$/);
    const [amount, due] = (await next.first().textContent())!.split(' on ');
    await page.goto('/tenant/account/update-payment-method');
    await saveCard(page, '4000000000000341');
    await context.close();

    // A day on (a session of hours ends with it): the installment is charged and declined.
    const today = (await moveClock(staff, 1)).slice(0, 10);
    expect(mmddyyyy(today)).toBe(due);
    const mailsBefore = capturedMail(own.mailFile).length;
    ({ context, page } = await signIn(own.browser, 'own-policy', own.url));
    const alert = page.getByTestId('payment-alert-retrying');
    await alert.getByText(`Your payment of ${amount} due ${due}`, { exact: false }).waitFor();
    await alert.getByText('We will try again on', { exact: false }).waitFor();
    const declined = await waitForMail(MAYA.email, 0, /did not go through/, 15_000, own.mailFile);
    expect(textOf(declined.raw)).toContain('update-payment-method');

    // Fixing the card tries the payment again at once (the next billing round, within seconds).
    await alert.getByRole('link', { name: 'Update payment method' }).click();
    await page.waitForURL('**/update-payment-method');
    await saveCard(page, '4242424242424242');
    const receipt = await waitForMail(
      MAYA.email,
      mailsBefore,
      /Payment received/,
      30_000,
      own.mailFile,
    );
    expect(textOf(receipt.raw)).toContain(`We received your payment of ${amount}`);

    await page.goto('/tenant/transactions');
    await page.getByText(/Payment \d+ of 11 received\. Thank you!/).waitFor();
    await page.goto('/tenant/dashboard');
    await page.getByText(`Hi, ${MAYA.firstName}!`).waitFor();
    await page.getByTestId('payment-notice').waitFor();
    expect(await page.getByTestId('payment-alert-retrying').count()).toBe(0);
    await context.close();
  });
});
