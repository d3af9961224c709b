import type { Browser } from 'playwright-core';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { launch, phonePage, waitForPersistedToken } from './browser';

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
  it('an invited tenant creates an account, lands on the dashboard, and can log in again', async () => {
    const invite = DEMO_INVITES[1]!;
    const { context, page } = await phonePage(browser);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(invite.name);
    await page.getByLabel('Email').fill(invite.email);
    await page.getByLabel('Phone').pressSequentially('4015550188');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(401) 555 - 0188');
    await page.getByLabel('Password', { exact: true }).fill('Welcome-Home-1');
    await page.getByLabel('Confirm Password').fill('Welcome-Home-1');
    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await register.click();
    await page.waitForURL('**/tenant/dashboard');
    await page.getByText(`Hi, ${invite.name.split(' ')[0]}!`).waitFor();

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
