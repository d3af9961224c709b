import type { Browser } from 'playwright-core';
import { demoAccount } from '../../src/server/db/demo';
import { MODAL, audit, expectClean } from './axe';
import { launch, waitForPersistedToken } from './browser';
import { signIn, staffSignIn } from './flows';
import { capturedMail, textOf, waitForMail } from './mail';

// The staff console against the real server: a tenant's session gets no further than
// the staff log-in; the demo staff member reviews Sofia's pending State Farm proof beside its PDF
// and approves it, and the management company's mail arrives with the PDF attached.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const SOFIA = demoAccount('third-party');
const MANAGER = 'insurance@prairiepine.example.com';

describe('staff console', () => {
  it("refuses a tenant's session: the staff log-in, and 401 from every staff call", async () => {
    const { context, page } = await signIn(browser, 'own-policy');
    await waitForPersistedToken(page, true);
    await page.goto('/staff');
    await page.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Uploaded proofs' }).count()).toBe(0);
    const statuses = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('persist:renters-portal') ?? '{}') as Record<
        string,
        string
      >;
      const token = (JSON.parse(stored.session ?? '{}') as { token?: string }).token ?? '';
      const ask = (headers: Record<string, string>) =>
        fetch('/v2/staff/proofs', { headers }).then((r) => r.status);
      return [token.length > 0, await ask({ Token: token }), await ask({ StaffToken: token })];
    });
    expect(statuses).toEqual([true, 401, 401]);
    await context.close();
  });

  it("approves Sofia's pending proof beside its PDF; the manager's mail carries the PDF", async () => {
    const { context, page } = await staffSignIn(browser);
    await page.getByRole('heading', { name: 'Uploaded proofs' }).waitFor();
    await page.getByRole('link', { name: /Review: Sofia Ramirez \(.*\), State Farm/ }).click();
    await page.getByRole('heading', { name: 'Sofia Ramirez: State Farm 98-BT-2201-5' }).waitFor();
    // The failing check first, with its reason; the PDF in its frame.
    await page.getByText(/less than the \$300,000 your property requires/).waitFor();
    const frame = page.locator('iframe[title^="The uploaded PDF"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noSideways).toBe(true);

    const since = capturedMail().length;
    await page.getByRole('button', { name: 'Approve' }).click();
    // Nothing is mailed on the first tap: a confirmation names the manager first.
    const confirm = page.getByRole('dialog', {
      name: 'Approve and send to Prairie & Pine Residential?',
    });
    await confirm.waitFor();
    expectClean(await audit(page, 'staff approval confirmation', MODAL));
    expect(capturedMail().length).toBe(since);
    await confirm.getByRole('button', { name: 'Approve and mail' }).click();
    await page
      .getByText('Approved. Sofia Ramirez and Prairie & Pine Residential have been mailed.')
      .waitFor();
    await page.getByText(/Approved by Alex Morgan/).waitFor();

    const manager = await waitForMail(MANAGER, since, /Sofia Ramirez has provided proof/);
    expect(manager.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(manager.raw).toMatch(/proof-of-insurance-98-BT-2201-5\.pdf/);
    const tenant = await waitForMail(SOFIA.email, since, /was approved/);
    expect(textOf(tenant.raw)).toContain('We have sent it to Prairie & Pine Residential.');

    // Sofia now sees it Approved.
    const sofia = await signIn(browser, 'third-party');
    await sofia.page.getByText('98-BT-2201-5').first().waitFor();
    await context.close();
    await sofia.context.close();
  });
});
