import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { MODAL, audit, auditModal, closeModal, expectClean, writeFindings } from './axe';
import { launch } from './browser';
import { PHONE, TENANT, logIn, newPage, settle, visit } from './gates';

// Measured: axe-core (test/e2e/axe.ts) on the menus and dialogs of the routes, signed out and
// in; the routes themselves are audited in routes.e2e.ts (one visit per route for every gate), the
// flows' steps and dialogs in a11y.flows.e2e.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  writeFindings('menus');
});

describe('the gate itself', () => {
  it('fails on serious findings, those inside a frame included', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/nothing-here-a11y-probe');
    await page.setContent(`<!doctype html><html lang="en"><title>probe</title><main><h1>Probe</h1>
      <p style="color:#bbb;background:#fff">Grey on white</p>
      <img src="/icon.png">
      <iframe title="inner" srcdoc="<!doctype html><html lang=en><title>t</title><h1>In</h1><button></button>"></iframe>
    </main></html>`);
    await page.frameLocator('iframe').locator('button').waitFor();
    const finding = await audit(page, 'probe page (planted defects)');
    await context.close();
    const rules = finding.violations
      .filter((line) => line.startsWith('  ['))
      .map((line) => line.split(']')[1]!.split(':')[0]!.trim());
    expect(rules.sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(finding.failing).toBe(3);
  });
});

describe('signed out, phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await newPage(browser, PHONE)));
  afterAll(async () => context.close());

  it('the splash menu and the public pages’ site menu', async () => {
    await visit(page, '/');
    const open = () => page.getByRole('button', { name: 'Open menu' }).click();
    await auditModal(page, 'site menu on /', open);
    await closeModal(page);
    await visit(page, '/login');
    await auditModal(page, 'site menu on /login', open);
  });

  it('the onboarding menu and its restart question', async () => {
    await visit(page, '/onboarding');
    await auditModal(page, 'onboarding menu', () =>
      page.getByRole('button', { name: 'Open menu' }).click(),
    );
    await auditModal(page, 'onboarding restart question', () =>
      page.getByRole('button', { name: 'Restart' }).click(),
    );
    await closeModal(page);
  });

  it('onboarding: the account-exists question for a known e-mail', async () => {
    // A fresh load: the menu and question above leave nothing open.
    await settle(page, () => page.goto('/onboarding'));
    await page.getByRole('button', { name: "Let's Go" }).waitFor();
    const email = TENANT.email;
    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Thompson');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByLabel('Phone').pressSequentially('6085550199');
    await auditModal(page, 'onboarding account-exists question', () =>
      page.getByRole('button', { name: "Let's Go" }).click(),
    );
  });
});

describe('signed in as the demo tenant, phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, PHONE));
    await logIn(page);
  });
  afterAll(async () => context.close());

  it('the side menu', async () => {
    await visit(page, '/tenant/dashboard');
    await auditModal(page, 'signed-in side menu', () =>
      page.getByRole('button', { name: 'Open menu' }).click(),
    );
  });

  it('the change-password and two-factor set-up dialogs', async () => {
    await visit(page, '/tenant/account/security-settings#change-password');
    await page.locator(MODAL).waitFor();
    await settle(page); // the dialog's fade-in: axe would read half-faded colours
    expectClean(await audit(page, 'change-password dialog', MODAL));
    await visit(page, '/tenant/account/security-settings#2fa-setup');
    await page.locator(MODAL).waitFor();
    await settle(page);
    expectClean(await audit(page, 'two-factor set-up dialog', MODAL));
  });
});

describe('logging in, phone', () => {
  it('the two-factor dialog a tenant past the deadline meets', async () => {
    // Ethan must set two-factor up (or, once another test has, answer its challenge).
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/login?email=${encodeURIComponent(demoAccount('expired-only').email)}`);
    await auditModal(page, 'two-factor dialog at log-in', async () => {
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('dialog', { name: /Two-Factor Authentication/ }).waitFor();
    });
    await context.close();
  });
});
