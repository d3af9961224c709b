import type { Browser, Page, Request } from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { launch, phonePage, waitForPersistedToken } from './browser';
import { userInfo } from './flows';
import { capturedMail, textOf, waitForCode } from './mail';
import type { CapturedMail } from '../../scripts/smtp-sink';

// docs/product.md "Onboarding flow" steps 6-13 and "Second-policy page" against the real server,
// its sandbox carrier and its sandbox tokenization service (docs/carrier-sandbox.md): a purchase
// charges once, the card number only goes to the tokenization service, and the bought policy is the
// tenant's.

const CARD = '4242424242424242';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Every request the page sends, with its body. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** The first captured mail matching, waiting for the server's mail to arrive (sent after the purchase). */
async function waitForMail(
  match: (mail: CapturedMail) => boolean,
  since = 0,
): Promise<CapturedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = capturedMail().slice(since).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('the expected mail did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('persist:renters-portal') ?? '{}';
    const session = JSON.parse(JSON.parse(raw).session ?? 'null') as { token: string } | null;
    return session?.token ?? '';
  });
}

describe('buying a policy (docs/product.md "Onboarding flow" steps 6-13)', () => {
  it('a new visitor buys Monthly by card, creates the account and GET /policy shows it; a double-pressed Purchase charges once', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    const requests = recordRequests(page);
    // The Willow (Lakeshore Property Management) in Madison, a unit without a policy.
    await page.goto('/onboarding');
    await userInfo(page, 'buy');
    await page.getByLabel('Address').pressSequentially('1402 Regent');
    await page.getByRole('option', { name: /1402 Regent St, Madison, WI/ }).click();
    await page.getByLabel('Unit').fill('7A');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText("It looks like we've partnered with your property management company")
      .waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText('Please answer the following questions to help us get you a quote.')
      .waitFor();
    await page.getByRole('button', { name: 'Fill with test answers' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByTestId('premium').waitFor();
    const email: string = await page.evaluate(() => {
      const raw = localStorage.getItem('persist:renters-portal') ?? '{}';
      return (JSON.parse(JSON.parse(raw).onboarding) as { userInfo: { email: string } }).userInfo
        .email;
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 6: the plans with the docs/product.md "Limits" math; Monthly.
    await page.getByText('Choose your payment option').waitFor();
    await page.getByRole('button', { name: 'Choose Monthly' }).click();

    // Step 7 (the Willow does not skip roommates): a roommate.
    await page.getByRole('button', { name: 'Add Roommate/Spouse' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('First Name').fill('Rae');
    await editor.getByLabel('Last Name').fill('Mate');
    await editor.getByLabel('Email').fill(`rae-${Date.now()}@example.com`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 8: the manager is suggested as interested party.
    await page.getByText('Add an interested party?').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 9: checkout; names, e-mail and phone come from step 1.
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Date of Birth').fill('1990-04-12');
    await page.getByLabel('Card Number').fill(CARD);
    await page.getByLabel('Month (MM)').fill('12');
    await page.getByLabel('Year (YYYY)').fill(String(new Date().getFullYear() + 3));
    await page.getByLabel('CVV').fill('123');
    const tokenized = page.waitForResponse((r) => r.url().includes('/v1/tokenize'));
    await page.getByRole('button', { name: 'Review Details' }).click();
    expect((await (await tokenized).json()).responseMessage).toBe('Success');

    // Step 10: Purchase pressed twice sends one purchase and hides.
    await page.getByText('Review Your Renters Insurance').waitFor();
    const purchase = page.getByRole('button', { name: 'Purchase' });
    await purchase.dblclick();
    await page.getByText('Thanks for choosing Nestwell!').waitFor();
    const issueCalls = requests.filter((r) => r.url().endsWith('/v2/issuePolicy'));
    expect(issueCalls).toHaveLength(1);
    const issued = (await (await issueCalls[0]!.response())!.json()) as {
      transactionDetails: { policyId: string };
    };
    const policyNumber = issued.transactionDetails.policyId;
    await page.getByText(policyNumber).waitFor();

    // The card number went to the tokenization service only, never to our API.
    const withCard = requests.filter((r) => (r.postData() ?? '').includes(CARD));
    expect(withCard.map((r) => new URL(r.url()).pathname)).toEqual([
      '/sandbox/carrier/payments/v1/tokenize',
    ]);

    // A retried purchase (the same request again, twice at once) answers the same policy.
    const body = issueCalls[0]!.postDataJSON() as unknown;
    const retries = await Promise.all(
      [0, 1].map(() => page.request.post('/v2/issuePolicy', { data: body })),
    );
    for (const retry of retries) {
      expect(retry.status()).toBe(200);
      expect((await retry.json()).transactionDetails.policyId).toBe(policyNumber);
    }

    // The management company was told, with the evidence of insurance attached.
    const notice = await waitForMail(
      (m) =>
        m.to.includes('compliance@lakeshore-pm.example.com') &&
        textOf(m.raw).includes(policyNumber),
    );
    expect(notice.raw).toMatch(/application\/pdf/);
    const receipt = await waitForMail(
      (m) => m.to.includes(email.toLowerCase()) && textOf(m.raw).includes(policyNumber),
    );
    expect(receipt.raw).not.toContain(CARD);

    // Steps 11-12: the buyer proves the purchase's e-mail with the code mailed when account
    // creation opens, creates the login and lands on the dashboard signed in.
    const mailsBefore = capturedMail().length;
    await page.getByRole('button', { name: 'Create Your Account' }).click();
    await page.getByText('Create an account to access your coverage details').waitFor();
    await page.getByText(`We sent a 6-digit code to ${email}.`, { exact: false }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Renters-Buyer-1');
    await page.getByLabel('Confirm Password').fill('Renters-Buyer-1');
    await page.getByRole('checkbox').check();
    const createAccount = page.getByRole('button', { name: 'Create Account' });
    expect(await createAccount.isDisabled()).toBe(true); // no code yet
    await page.getByLabel('Verification code').fill(await waitForCode(email, mailsBefore));
    await createAccount.click();
    await page.waitForURL('**/tenant/dashboard');
    await waitForPersistedToken(page, true);

    // GET /policy shows the one policy bought, with the roommate.
    const answer = await page.request.get('/v2/policy?inactiveOnly=false', {
      headers: { Token: await storedToken(page) },
    });
    const { policies } = (await answer.json()) as {
      policies: Array<{ carrierPolicyNumber: string; roommates: Array<{ firstName: string }> }>;
    };
    expect(policies.map((p) => p.carrierPolicyNumber)).toEqual([policyNumber]);
    expect(policies[0]!.roommates.map((r) => r.firstName)).toEqual(['Rae']);
    await page.getByText('Hi, Ellie!').waitFor();
    expect(email).toMatch(/@example\.com$/);

    // The dashboard shows the policy just bought at once, and the lease it was bought for.
    const card = page.getByRole('region').filter({ hasText: policyNumber });
    await card.waitFor();
    await page
      .getByText(/^\d{2}\/\d{2}\/\d{4} – /)
      .first()
      .waitFor();

    // Moving it: the carrier's price at the new address before confirming; the manager is told.
    const openDetails = async (button: string) => {
      if (!(await card.getByRole('button', { name: button }).isVisible()))
        await card.getByRole('button', { name: 'View more' }).click();
      await card.getByRole('button', { name: button }).click();
    };
    let since = capturedMail().length;
    await openDetails('Change Address');
    const move = page.getByRole('dialog', { name: 'Move your policy to a new address' });
    await move.getByLabel('Street Address').fill('380 Spring St');
    await move.getByLabel('City').fill('Madison');
    await move.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Wisconsin' });
    await move.getByLabel('Zip').fill('53703');
    await move.getByRole('button', { name: 'Continue' }).click();
    await move.getByText('Yearly premium at the new address').waitFor();
    await move.getByRole('button', { name: 'Move my policy' }).click();
    await page.getByText('Your policy address has been updated').waitFor();
    await card.getByText('380 Spring St, Madison, WI 53703', { exact: true }).waitFor();
    // The lease it was bought for is at the old address: the card says it no longer covers it.
    await card
      .getByText('Not for your lease: it covers 380 Spring St, Madison, WI 53703')
      .waitFor();
    const moved = await waitForMail(
      (m) =>
        m.to.includes('compliance@lakeshore-pm.example.com') &&
        textOf(m.raw).includes('380 Spring St'),
      since,
    );
    expect(moved.raw).toMatch(/application\/pdf/);

    // Cancelling it: the refund before confirming; the card then says Cancelled.
    since = capturedMail().length;
    await openDetails('Cancel Policy');
    const cancel = page.getByRole('dialog', { name: 'Cancel your policy' });
    await cancel.getByRole('combobox', { name: 'Reason for cancelling' }).click();
    await page.getByRole('option', { name: 'I found other insurance' }).click();
    await cancel.getByRole('button', { name: 'Continue' }).click();
    await cancel.getByText('Refund to your payment method').waitFor();
    await cancel.getByRole('button', { name: 'Cancel my policy' }).click();
    await page.getByText('Your policy has been cancelled!').waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await waitForMail(
      (m) =>
        m.to.includes('compliance@lakeshore-pm.example.com') &&
        textOf(m.raw).includes(policyNumber),
      since,
    );

    // Buying again within 24 hours, at another address: the pending-transaction page
    // (docs/product.md "Messages"), and a signed-in buyer goes back to the dashboard from it.
    await page.goto('/onboarding');
    await page.waitForURL('**/tenant/onboarding');
    await page.getByText('Hey Ellie! Enter the address you want coverage at.').waitFor();
    await page.getByLabel('Address').pressSequentially('260 Washington St');
    await page.getByRole('option', { name: /260 Washington St, Madison, WI/ }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText(/there is already a pending transaction for your email address/).waitFor();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await context.close();
  });
});

describe('a tenant who already has a policy (docs/product.md "Second-policy page")', () => {
  it('sees the second-policy page at the insured address and can send a message', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    const maya = demoAccount('own-policy');
    await page.goto(`/login?email=${encodeURIComponent(maya.email)}`);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await page.goto('/onboarding');
    await page.waitForURL('**/tenant/onboarding');
    await page.getByText('Hey Maya! Enter the address you want coverage at.').waitFor();
    await page.getByLabel('Address').pressSequentially('1402 Regent');
    await page.getByRole('option', { name: /1402 Regent St, Madison, WI/ }).click();
    await page.getByLabel('Unit').fill('3B');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByText('Wait a minute, Maya').waitFor();
    await page
      .getByText(/auto-renews on/)
      .first()
      .waitFor();
    await page
      .getByText(/Lakeshore/)
      .first()
      .waitFor();

    const sent = page.waitForResponse((r) => r.url().endsWith('/v2/second-policy-message'));
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Address Change/Update' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await (await sent).json()).success).toBe(true);
    await page.getByRole('button', { name: 'Ok' }).waitFor();
    await context.close();
  });
});

describe('the renters association (docs/product.md "Screens and routes" /raa)', () => {
  it('a signed-in tenant joins from /raa and the coupons entry appears in the menu', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    const daniel = demoAccount('partner-policy');
    await page.goto(`/login?email=${encodeURIComponent(daniel.email)}`);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Renters Association of America' }).count()).toBe(
      0,
    );
    await page.keyboard.press('Escape');

    await page.goto('/raa');
    await page.waitForURL('**/tenant/onboarding?entry=raa');
    await page
      .getByRole('checkbox', {
        name: 'I agree to join the Renters Association of America and accept its terms',
      })
      .check();
    const joined = page.waitForResponse((r) => r.url().endsWith('/v2/account/raa'));
    await page.getByRole('button', { name: "Let's Go" }).click();
    expect((await (await joined).json()).account.rentersAssociationMember).toBe(true);
    await page.getByText('Hey Daniel! Enter the address you want coverage at.').waitFor();

    await page.goto('/tenant/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Renters Association of America' }).click();
    await page.waitForURL('**/tenant/coupons');
    await context.close();
  });
});
