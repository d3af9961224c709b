import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { dataExportTexts as texts } from '../../src/domain/messages/dataExport';
import { demoAccount } from '../../src/server/db/demo';
import { audit, expectClean } from './axe';
import { launch } from './browser';
import { signIn, staffSignIn } from './flows';
import { capturedMail, textOf, waitForMail } from './mail';

// Account → Download My Data against the real server (docs/privacy.md "Your rights"): Daniel asks
// for a copy of his data, the server's own worker prepares it and mails the link through SMTP,
// the link downloads the ZIP in Chromium, and it holds his records; staff see the request.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const DANIEL = demoAccount('partner-policy');

describe('download my data', () => {
  it('Daniel asks for his data, gets the link by mail and downloads a ZIP of his records', async () => {
    const { context, page } = await signIn(browser, 'partner-policy');
    await page.goto('/tenant/account/download-my-data');
    await page.getByRole('heading', { name: 'Download My Data' }).waitFor();
    const since = capturedMail().length;
    await page.getByRole('button', { name: texts.request }).click();
    await page.getByRole('status').getByText(texts.requested).waitFor();
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noSideways).toBe(true);
    // The states the route gates do not reach (they visit before any request): axe-clean too.
    expectClean(await audit(page, 'download my data, being prepared'));

    // The server's worker prepares it and mails the link; the page polls until it is ready.
    const mail = await waitForMail(DANIEL.email, since, /Your data is ready to download/, 30_000);
    const link = textOf(mail.raw).match(/https?:\/\/[^\s"<>]+\/v2\/data-export\/[\w-]{43}/)![0];
    await page.getByText(texts.states.ready).waitFor({ timeout: 15_000 });
    expectClean(await audit(page, 'download my data, ready'));

    const download = page.waitForEvent('download');
    // Chromium turns the navigation into a download (Content-Disposition: attachment).
    await page.goto(link).catch(() => undefined);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^nestwell-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    const tenants = JSON.parse(strFromU8(entries['tables/tenants.json']!)) as Array<{
      first_name: string;
      last_name: string;
    }>;
    expect(tenants.map((t) => `${t.first_name} ${t.last_name}`)).toEqual([
      `${DANIEL.firstName} ${DANIEL.lastName}`,
    ]);
    expect(strFromU8(entries['README.txt']!)).toContain(`${DANIEL.firstName} ${DANIEL.lastName}`);
    const policies = JSON.parse(strFromU8(entries['tables/partner_policies.json']!)) as unknown[];
    expect(policies.length).toBeGreaterThan(0);
    await context.close();
  });

  it('staff see the request in the console', async () => {
    const { context, page } = await staffSignIn(browser, '/staff/data-requests');
    await page.getByRole('heading', { name: "Tenants' data requests" }).waitFor();
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: `${DANIEL.firstName} ${DANIEL.lastName}` }),
    });
    await card.getByText('Ready, link mailed').waitFor();
    await card.getByText(DANIEL.email).waitFor();
    expectClean(await audit(page, 'staff data requests'));
    await context.close();
  });
});
