import type { Browser } from 'playwright-core';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { launch, phonePage, waitForPersistedToken } from './browser';
import { capturedMail, waitForCode } from './mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('logging in and out', () => {
  it('a demo tenant logs in from the splash page, sees the dashboard, and logs out', async () => {
    const maya = demoAccount('own-policy');
    const { context, page } = await phonePage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(maya.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Remember Me').check();
    await page.getByRole('button', { name: 'Log In' }).click();

    await page.getByText(`Authentication successful. Welcome, ${maya.firstName}!`).waitFor();
    await page.waitForURL('**/tenant/dashboard');
    await page.getByText(`Hi, ${maya.firstName}!`).waitFor();
    // The lease column comes from the real database.
    await page.getByText('The Willow').or(page.getByText('Lakeshore')).first().waitFor();
    await waitForPersistedToken(page, true);

    // A reload keeps the session (persisted store).
    await page.reload();
    await page.getByText(`Hi, ${maya.firstName}!`).waitFor();

    // The menu's conditions come from her real policy lists: an active policy shows the claim items.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Report a Claim' }).waitFor();
    await menu.getByRole('link', { name: 'Transactions' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await waitForPersistedToken(page, false);
    // The dashboard is gone for good: the route now redirects to /.
    await page.goto('/tenant/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a wrong password shows the server message and stays on /login', async () => {
    const { context, page } = await phonePage(browser);
    await page.goto(`/login?email=${encodeURIComponent(demoAccount('third-party').email)}`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Incorrect email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('signing up', () => {
  it('a visitor with an invited e-mail sees nothing of the tenant until the mailed code is entered; then lands signed in', async () => {
    // Jordan's record (seed): phone (919) 555-0174, 1820 Oberlin Rd, unit 2C, Oberlin Village,
    // Raleigh NC, with a lease. Whoever knows the e-mail types anything else.
    const invite = DEMO_INVITES[0]!;
    const tenantData = [
      /919\D*555\D*0174/,
      /Oberlin/i,
      /Raleigh/i,
      /2C\b/,
      /\blease\b/i,
      /Hi, Jordan/,
    ];
    const { context, page } = await phonePage(browser);
    // Every answer the page gets before the code is verified: none may carry the tenant's record.
    const answers: string[] = [];
    let verified = false;
    page.on('response', (response) => {
      if (verified || !new URL(response.url()).pathname.startsWith('/v2/')) return;
      void response.text().then(
        (text) => answers.push(`${response.url()} ${text}`),
        () => undefined,
      );
    });

    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(invite.name);
    await page.getByLabel('Email').fill(invite.email);
    await page.getByLabel('Phone').pressSequentially('6085550111');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(608) 555 - 0111');
    await page.getByLabel('Password', { exact: true }).fill('Welcome-Home-1');
    await page.getByLabel('Confirm Password').fill('Welcome-Home-1');
    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    const mailsBefore = capturedMail().length;
    await register.click();

    // Only the code step: where the code went, the code field, and nothing of the tenant.
    await page
      .getByText(
        `We sent a 6-digit code to ${invite.email}. Enter it to finish creating your account.`,
      )
      .waitFor();
    const code = page.getByLabel('Verification code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(new URL(page.url()).pathname).toBe('/signup');
    const shown = await page.locator('body').innerText();
    for (const pattern of tenantData)
      expect({ shown, pattern: String(pattern), found: pattern.test(shown) }).toMatchObject({
        found: false,
      });
    await waitForPersistedToken(page, false);

    // A wrong code first: the error shows and nothing opens.
    const right = await waitForCode(invite.email, mailsBefore);
    const wrong = right === '000000' ? '111111' : '000000';
    const verify = page.getByRole('button', { name: 'Verify' });
    await code.fill(wrong.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await code.fill(wrong);
    await verify.click();
    await page.getByText('Invalid verification code').waitFor();
    expect(await code.inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/signup');
    const afterWrong = await page.locator('body').innerText();
    for (const pattern of tenantData)
      expect({ pattern: String(pattern), found: pattern.test(afterWrong) }).toMatchObject({
        found: false,
      });
    // The check below reads real answers: register's and the wrong code's at least.
    expect(answers.some((a) => a.includes('/v2/account/register?'))).toBe(true);
    expect(answers.some((a) => a.includes('/v2/account/register/verify'))).toBe(true);
    for (const answer of answers)
      for (const pattern of [/Oberlin/i, /9195550174/, /lease_start/])
        expect({ answer, found: pattern.test(answer) }).toMatchObject({ found: false });

    // The right code: signed in, on the dashboard, with the tenant's own lease.
    verified = true;
    await code.fill(right);
    await verify.click();
    await page.waitForURL('**/tenant/dashboard');
    await page.getByText(`Hi, ${invite.name.split(' ')[0]}!`).waitFor();
    await waitForPersistedToken(page, true);
    // The login is linked to Jordan's record: the dashboard shows the partner property.
    await page
      .getByText(/Oberlin|Coastal Keystone/)
      .or(page.getByRole('img', { name: /Coastal Keystone/ }))
      .first()
      .waitFor();

    // The account works for logging in again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForPersistedToken(page, false);
    await page.goto(`/login?email=${encodeURIComponent(invite.email)}`);
    await page.getByLabel('Password').fill('Welcome-Home-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await context.close();
  });

  it('an email no manager listed gets the registration failure', async () => {
    const { context, page } = await phonePage(browser);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Sam Stranger');
    await page.getByLabel('Email').fill('sam.stranger@example.com');
    await page.getByLabel('Phone').pressSequentially('6085550111');
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page
      .getByText(
        'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
      )
      .waitFor();
    await context.close();
  });
});
