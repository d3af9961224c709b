// Every route in Spanish (docs/i18n.md): a phone set to Spanish visits each page the route tables
// render (gates.ts), signed out and signed in, with axe and the layout probe; Spanish runs about a
// fifth longer than English, so this is where a clipped label or a sideways scroll shows. The
// staff console stays English (routes.e2e.ts measures it, with every route in English). Its own
// server: signing in in Spanish stores Spanish on the demo tenant's account, and the other files'
// mails to her must stay English.
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/db/demo';
import { audit, expectClean, writeFindings } from './axe';
import { PHONE, SIGNED_IN_PATHS, SIGNED_OUT_PATHS, TENANT, settle, visit } from './gates';
import { layoutProblems } from './layoutProbe';
import { useOwnServer } from './ownServer';

const own = useOwnServer('routes-es');
afterAll(() => writeFindings('pages-es'));

const tenantPaths = (paths: readonly string[]) => paths.filter((p) => !p.startsWith('/staff'));

describe.each([
  ['signed out', SIGNED_OUT_PATHS, false],
  ['signed in as Maya', SIGNED_IN_PATHS, true],
] as const)('%s, in Spanish', (_state, paths, signedIn) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await own.browser.newContext({
      baseURL: own.url,
      viewport: { width: PHONE.width, height: PHONE.height },
      isMobile: true,
      hasTouch: true,
      // navigator.languages and Accept-Language, as a phone set to Spanish sends them.
      locale: 'es-MX',
    });
    page = await context.newPage();
    // A page of the onboarding flow warns before it is left: the gate moves on.
    page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
    if (!signedIn) return;
    await settle(page, () => page.goto(`/login?email=${encodeURIComponent(TENANT.email)}`));
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/tenant/dashboard');
  });
  afterAll(async () => context.close());

  it.each(tenantPaths(paths))('%s', async (route) => {
    const landed = await visit(page, route);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const where = `${route}${landed === route ? '' : ` (at ${landed})`} in Spanish`;
    const problems = await page.evaluate(layoutProblems, PHONE.width);
    expect(problems.map((p) => `${where}: ${p}`)).toEqual([]);
    expectClean(await audit(page, `page ${where}`));
  });
});
