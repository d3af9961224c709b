import type { Browser } from 'playwright-core';
import { demoAccount } from '../../src/server/db/demo';
import { audit, expectClean } from './axe';
import { launch, phonePage } from './browser';
import { signIn } from './flows';

// What docs/product.md describes and a product might skip, against the real server and its demo
// data on a phone: Priya's memberships and her locked renewal's wording, Daniel's menu and claim
// pages agreeing, the signed-in menu's outside links, and sign-up's e-mail check. Ethan's expired
// upload in Insurance History is checked in twoFactor.e2e.ts, right after his forced two-factor
// set-up (signing him in here would set it up first and take that journey from it). Runs before
// twoFactor.e2e.ts (name order), which turns on Priya's two-factor.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('product audit', () => {
  it('Priya, an association member, sees her membership and her renewal locked on', async () => {
    const { context, page } = await signIn(browser, 'association-member');
    await page.getByRole('heading', { name: 'Your Policies and Memberships', level: 2 }).waitFor();
    const membership = page.getByRole('region', { name: 'Renters Association of America' });
    await membership.getByText('HSR-FL-2517730').waitFor();
    await membership.getByText('Current', { exact: true }).waitFor();
    await membership.getByText('$200,000').waitFor();
    await membership.getByText('$30,000').waitFor();
    await membership.getByText('$17.92 a month').waitFor();
    expect(
      await membership.getByRole('link', { name: 'See Your Member Coupons' }).getAttribute('href'),
    ).toBe('/tenant/coupons');

    // Her renewal is locked on: the switch is on and its text says so, never "turned off".
    const toggle = page.getByRole('switch', { name: 'Auto-renewal' });
    expect(await toggle.isChecked()).toBe(true);
    expect(await toggle.isDisabled()).toBe(true);
    await page
      .getByText(/^Auto-renewal is on: your policy renews on \d{2}\/\d{2}\/\d{4}\./)
      .waitFor();
    expect(await page.getByText(/turned off/).count()).toBe(0);
    expectClean(await audit(page, 'dashboard with memberships'));
    await context.close();
  });

  it("Daniel's menu offers the claim pages and they send his claim to the partner carrier", async () => {
    const { context, page } = await signIn(browser, 'partner-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Report a Claim' }).click();
    await page.waitForURL('**/tenant/account/report-a-claim');
    await page.getByRole('heading', { name: 'Claims go to your insurance carrier' }).waitFor();
    await page.getByText(/Your policy NRP-IL-5520981 is with our partner carrier/).waitFor();
    expect(await page.getByText('You have no active policies').count()).toBe(0);
    const report = page.getByRole('link', { name: "Report a Claim on the Carrier's Website" });
    expect(await report.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await report.getAttribute('target')).toBe('_blank');
    expectClean(await audit(page, "report a claim on a partner carrier's policy"));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Claim History' }).click();
    await page.waitForURL('**/tenant/account/claim-history');
    await page.getByRole('link', { name: "See Your Claims on the Carrier's Website" }).waitFor();
    expect(await page.getByText('You have no active policies').count()).toBe(0);
    expectClean(await audit(page, "claim history of a partner carrier's policy"));
    await context.close();
  });

  it('the signed-in menu links to the marketing site, FAQ, blog, terms, contact and social pages', async () => {
    const { context, page } = await signIn(browser, 'own-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const [name, path] of [
      ['Our Website', /\/$|^https?:\/\/[^/]+$/],
      ['FAQ', /\/faq$/],
      ['Blog', /\/blog$/],
      ['Terms of Use', /\/terms$/],
      ['Contact Us', /\/contact$/],
      ['Facebook', /facebook\.com/],
    ] as const) {
      const link = menu.getByRole('link', { name });
      expect(await link.getAttribute('href')).toMatch(path);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    // Still one column on a phone: the longer menu scrolls down, never sideways.
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });

  it('sign-up says at the field when the e-mail is not an address', async () => {
    const { context, page } = await phonePage(browser);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(demoAccount('own-policy').email.replace('.com', ''));
    await page.getByLabel('Full Name').click();
    await page.getByText('Invalid email address').waitFor();
    expect(await page.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    await context.close();
  });
});
