/**
 * `npm run screens`: phone-size screenshots (390 x 844) of the screens the README shows, from the
 * production build served by the real server with the demo data, into docs/screens/<name>.png.
 * Builds first when there is no build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { logIn, newPage, settle, visit, type Size } from '../test/e2e/gates';
import { userInfo } from '../test/e2e/flows';
import { CHROMIUM_FLAGS, ensureChromium } from './setup-chromium';
import { startServer } from './serve-for-tests';
import { DEMO_EVIDENCE_CODE } from '../src/server/db/demo';

const PHONE_1X: Size = { name: 'phone', width: 390, height: 844, mobile: true, scale: 1 };

async function main(): Promise<void> {
  const root = resolve(__dirname, '..');
  const out = resolve(root, 'docs/screens');
  if (!existsSync(resolve(root, 'dist/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  mkdirSync(out, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: CHROMIUM_FLAGS,
  });
  const shoot = async (page: Page, name: string) => {
    await settle(page);
    await page.screenshot({ path: resolve(out, `${name}.png`), fullPage: true });
    console.log(`docs/screens/${name}.png`);
  };
  try {
    const visitor = await newPage(browser, PHONE_1X, undefined, server.url);
    for (const [name, path] of [
      ['splash', '/'],
      ['login', '/login'],
      ['signup', '/signup'],
      ['upload', '/upload'],
      ['accessibility', '/accessibility'],
      ['verify', `/verify/${DEMO_EVIDENCE_CODE}`],
    ] as const) {
      await visit(visitor.page, path);
      await shoot(visitor.page, name);
    }
    // The quote flow as test/e2e/flows.ts walks it, at the sandbox's Madison address.
    const { page } = visitor;
    await visit(page, '/onboarding');
    await userInfo(page, 'screens');
    await shoot(page, 'onboarding-address');
    await page.getByLabel('Address').pressSequentially('260 Washington St');
    await page.getByRole('option', { name: /260 Washington St, Madison, WI/ }).click();
    await page.getByRole('heading', { name: 'Your address' }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Fill with test answers' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByTestId('premium').waitFor();
    await shoot(page, 'quote');
    await visitor.context.close();

    const tenant = await newPage(browser, PHONE_1X, undefined, server.url);
    await logIn(tenant.page);
    // The welcome toast would cover the header.
    const toast = tenant.page.getByText(/Authentication successful/);
    await toast.waitFor({ timeout: 5000 }).catch(() => undefined);
    await toast.waitFor({ state: 'hidden' });
    await visit(tenant.page, '/tenant/dashboard');
    await shoot(tenant.page, 'dashboard');
    await visit(tenant.page, '/tenant/transactions');
    await shoot(tenant.page, 'transactions');
    await tenant.context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
