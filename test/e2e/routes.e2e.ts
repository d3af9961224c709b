import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { launch, phonePage, waitForPersistedToken } from './browser';

// Every route of docs/product.md "Screens and routes": where it lands and a text proving which
// screen rendered.
const SIGNED_OUT: Array<[string, string, string]> = [
  ['/', '/', 'Get Started'],
  ['/onboarding', '/onboarding', 'We will get you an awesome quote, often in a minute or less!'],
  ['/raa', '/raa', 'Renters Association of America'],
  [
    '/onboarding/some-invite-token',
    '/onboarding/some-invite-token',
    'We will get you an awesome quote, often in a minute or less!',
  ],
  ['/login', '/login', 'Remember Me'],
  ['/signup', '/signup', 'Create Your Account'],
  ['/upload', '/upload', 'Send your proof of insurance'],
  ['/tenant/dashboard', '/', 'Get Started'],
  ['/tenant/account/security-settings', '/', 'Get Started'],
  ['/something/else', '/', 'Get Started'],
];

// Signed in, Maya's details are complete, so onboarding starts at the address step (docs/product.md
// "States").
const SIGNED_IN: Array<[string, string, string]> = [
  ['/', '/tenant/dashboard', 'Hi, Maya!'],
  ['/login', '/tenant/dashboard', 'Hi, Maya!'],
  ['/onboarding', '/tenant/onboarding', 'Hey Maya! Enter the address you want coverage at.'],
  ['/upload', '/tenant/upload', 'Send your proof of insurance'],
  ['/signup', '/signup', 'Create Your Account'],
  ['/tenant/dashboard', '/tenant/dashboard', 'Hi, Maya!'],
  ['/tenant/transactions', '/tenant/transactions', 'Transactions'],
  // Maya is not a renters association member: the coupons page sends her to the dashboard.
  ['/tenant/coupons', '/tenant/dashboard', 'Hi, Maya!'],
  ['/tenant/onboarding', '/tenant/onboarding', 'Hey Maya! Enter the address you want coverage at.'],
  ['/tenant/upload', '/tenant/upload', 'Send your proof of insurance'],
  ['/tenant/account', '/tenant/account', 'Personal Information'],
  [
    '/tenant/account/personal-information',
    '/tenant/account/personal-information',
    'Personal Information',
  ],
  ['/tenant/account/security-settings', '/tenant/account/security-settings', 'Security Settings'],
  [
    '/tenant/account/update-payment-method',
    '/tenant/account/update-payment-method',
    'Update Payment Method',
  ],
  ['/tenant/account/your-policies', '/tenant/account/your-policies', 'Your Policies'],
  ['/tenant/account/report-a-claim', '/tenant/account/report-a-claim', 'Report a Claim'],
  ['/tenant/account/claim-history', '/tenant/account/claim-history', 'Claim History'],
  ['/tenant/account/insurance-history', '/tenant/account/insurance-history', 'Insurance History'],
  ['/tenant/account/download-my-data', '/tenant/account/download-my-data', 'Download My Data'],
  ['/tenant/account/delete-my-account', '/tenant/account/delete-my-account', 'Delete My Account'],
  ['/tenant/account/nope', '/tenant/dashboard', 'Hi, Maya!'],
  ['/tenant/nope', '/tenant/dashboard', 'Hi, Maya!'],
  ['/something/else', '/tenant/dashboard', 'Hi, Maya!'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function lands(page: Page, route: string, path: string, text: string) {
  await page.goto(route);
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('main').getByText(text, { exact: true }).first().waitFor();
}

describe('signed out (docs/product.md "Screens and routes")', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await phonePage(browser)));
  afterAll(async () => context.close());

  it.each(SIGNED_OUT)('%s lands on %s', async (route, path, text) => {
    await lands(page, route, path, text);
  });
});

describe('signed in (docs/product.md "Screens and routes")', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await phonePage(browser));
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoAccount('own-policy').email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tenant/dashboard');
    await waitForPersistedToken(page, true);
  });
  afterAll(async () => context.close());

  it.each(SIGNED_IN)('%s lands on %s', async (route, path, text) => {
    await lands(page, route, path, text);
  });

  it(`Transactions (docs/product.md "Transactions and coupons"): Maya's payments from the database, the declined one in words`, async () => {
    await page.goto('/tenant/transactions');
    const history = page.getByRole('list');
    await history.getByRole('listitem').first().waitFor();
    expect(await history.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    const failed = history.getByRole('listitem').filter({ hasText: 'Failed' });
    expect(await failed.count()).toBe(1);
    await failed.getByText('Your card was declined (insufficient funds).').waitFor();
    // Her card on file (paymentMethod.e2e.ts, run before, replaces the seeded one).
    const method = page.getByTestId('current-payment-method');
    await method.waitFor();
    expect(await method.textContent()).toMatch(/^(Visa|Mastercard) ending in \d{4}$/);
  });
});
