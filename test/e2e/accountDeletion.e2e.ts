import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { accountDeletionTexts as texts } from '../../src/domain/messages/accountDeletion';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { audit, expectClean } from './axe';
import { phonePage } from './browser';
import { useOwnServer } from './ownServer';
import { signIn, staffSignIn } from './flows';
import { capturedMail, textOf, waitForMail } from './mail';

// Account → Delete My Account against the real server (docs/privacy.md "Your rights"): Maya,
// with an active policy, is refused with a link to it; Daniel (a partner carrier's policy,
// which does not block) asks, reads the code from the mail, confirms, lands signed out on the
// splash page and cannot sign in again. A server of its own: the shard's demo tenants stay.

jest.setTimeout(120_000);

const DANIEL = demoAccount('partner-policy');
const SHOTS = process.env.E2E_SCREENSHOTS ?? '';
const own = useOwnServer('deletion');

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('delete my account', () => {
  it('Maya is told to cancel her active policy first, with a link to it', async () => {
    const { context, page } = await signIn(own.browser, 'own-policy', own.url);
    await page.goto('/tenant/account/delete-my-account');
    await page.getByRole('heading', { name: 'Delete My Account' }).waitFor();
    await shot(page, 'delete-account');
    await page.getByRole('button', { name: texts.request }).click();
    await page.getByText(texts.activePoliciesTitle).waitFor();
    const link = page.getByRole('link', { name: /^Policy / }).first();
    expect(await link.getAttribute('href')).toBe('/tenant/account/your-policies');
    expect(await noSideways(page)).toBe(true);
    expectClean(await audit(page, 'delete my account, refused'));
    await shot(page, 'delete-account-refused');
    await context.close();
  });

  it('Daniel deletes his account with the mailed code and cannot sign in again', async () => {
    const { context, page } = await signIn(own.browser, 'partner-policy', own.url);
    await page.goto('/tenant/account/delete-my-account');
    await page.getByRole('heading', { name: 'Delete My Account' }).waitFor();
    const since = capturedMail(own.mailFile).length;
    await page.getByRole('button', { name: texts.request }).click();
    await page.getByRole('status').getByText(texts.codeSent(15)).waitFor();
    expect(await noSideways(page)).toBe(true);
    expectClean(await audit(page, 'delete my account, code sent'));
    await shot(page, 'delete-account-code');
    const mail = await waitForMail(
      DANIEL.email,
      since,
      /delete your account/,
      30_000,
      own.mailFile,
    );
    const code = /\b(\d{6})\b/.exec(textOf(mail.raw))![1]!;
    await page.getByLabel(texts.codeLabel).fill(code);
    await page.getByRole('button', { name: texts.confirm }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(texts.signedOut).waitFor();
    await shot(page, 'delete-account-done');
    await context.close();

    // The login is gone: the same e-mail and password sign nobody in.
    const again = await phonePage(own.browser, own.url);
    await again.page.goto(`/login?email=${encodeURIComponent(DANIEL.email)}`);
    await again.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await again.page.getByRole('button', { name: 'Log In' }).click();
    await again.page.getByRole('alert').first().waitFor();
    expect(new URL(again.page.url()).pathname).toBe('/login');
    await again.context.close();
  });

  it('staff see the deletion: ids, dates and counts, nothing personal', async () => {
    const { context, page } = await staffSignIn(own.browser, '/staff/account-deletions', own.url);
    await page.getByRole('heading', { name: 'Account deletions', level: 1 }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByText('Records kept') });
    await card.first().waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(DANIEL.lastName);
    expect(text).not.toContain('@');
    expect(await noSideways(page)).toBe(true);
    expectClean(await audit(page, 'staff account deletions'));
    await shot(page, 'staff-account-deletions');
    await context.close();
  });
});
