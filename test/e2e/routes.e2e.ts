import type { Browser, BrowserContext, Page } from 'playwright-core';
import { audit, expectClean, writeFindings } from './axe';
import { launch } from './browser';
import {
  DESKTOP,
  PHONE,
  SIGNED_IN_PATHS,
  SIGNED_OUT_PATHS,
  logIn,
  newPage,
  settle,
  visit,
  type Size,
} from './gates';
import { layoutProblems } from './layoutProbe';

// Every route, visited once per state on a phone: where it lands and a text proving which screen
// rendered (docs/product.md "Screens and routes"); on each route the route tables render
// (gates.ts), axe (test/e2e/axe.ts) and the layout probe (test/e2e/layoutProbe.ts), with the
// probe at laptop size beside it. One visit serves the three gates.

type Landing = [route: string, path: string, text: string];

const SIGNED_OUT: Landing[] = [
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
const SIGNED_IN: Landing[] = [
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

interface Visit {
  route: string;
  /** Where a tenant typing the route lands, and a text of that screen. */
  lands?: { path: string; text: string };
  /** A route the tables render: the axe and layout gates measure it. */
  gated: boolean;
}

/** One visit per route of the landing table and of the rendered routes, the table's order first. */
function visitsOf(landings: Landing[], rendered: string[]): Array<[string, Visit]> {
  const visits: Visit[] = landings.map(([route, path, text]) => ({
    route,
    lands: { path, text },
    gated: rendered.includes(route),
  }));
  for (const route of rendered)
    if (!landings.some(([listed]) => listed === route)) visits.push({ route, gated: true });
  return visits.map((v) => [v.route, v]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  writeFindings('pages');
});

/** The layout probe's problems on the page, each prefixed with where they were seen. */
async function layoutOf(page: Page, size: Size, route: string, landed: string): Promise<string[]> {
  const where = `${size.name} ${size.width}px ${route}${landed === route ? '' : ` (at ${landed})`}`;
  return (await page.evaluate(layoutProblems, size.width)).map((p) => `${where}: ${p}`);
}

describe.each([
  ['signed out', SIGNED_OUT, SIGNED_OUT_PATHS, false],
  ['signed in as Maya', SIGNED_IN, SIGNED_IN_PATHS, true],
] as const)('%s (docs/product.md "Screens and routes")', (_state, landings, rendered, signedIn) => {
  let phone: { context: BrowserContext; page: Page };
  let desktop: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    phone = await newPage(browser, PHONE);
    const session = signedIn ? await logIn(phone.page) : undefined;
    desktop = await newPage(browser, DESKTOP, session);
  });
  afterAll(async () => Promise.all([phone.context.close(), desktop.context.close()]));

  it.each(visitsOf([...landings], [...rendered]))('%s', async (route, { lands, gated }) => {
    const { page } = phone;
    // A route the gates measure is reached as the app's own links reach it (gates.ts `visit`: a
    // history entry, no new boot of the app: a third of the time of a full load per route); one
    // only listed for where it lands, with a full load, as a tenant typing the address.
    if (gated) await visit(page, route);
    else await settle(page, () => page.goto(route));
    if (lands) {
      await page.waitForURL((url) => url.pathname === lands.path);
      await page.getByRole('main').getByText(lands.text, { exact: true }).first().waitFor();
    }
    const landed = new URL(page.url()).pathname;
    if (!gated) return;
    const [phoneLayout, desktopLayout] = await Promise.all([
      layoutOf(page, PHONE, route, landed),
      visit(desktop.page, route).then((at) => layoutOf(desktop.page, DESKTOP, route, at)),
    ]);
    expect([...phoneLayout, ...desktopLayout]).toEqual([]);
    expectClean(await audit(page, `page ${route}${landed === route ? '' : ` (at ${landed})`}`));
  });

  if (!signedIn) return;
  it(`Transactions (docs/product.md "Transactions and coupons"): Maya's payments from the database, the declined one in words`, async () => {
    const { page } = phone;
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
