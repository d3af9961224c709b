import type { Browser } from 'playwright-core';
import { measureStep, writeFindings } from './axe';
import { launch, phonePage } from './browser';
import { staffSignIn, visitorToQuote } from './flows';

// A replay end to end: a visitor stuck on the quote step asks for help from the
// onboarding menu, the diagnostics snapshot goes with the message, and support opens it in the
// staff console and sees the same quote under the same open dialog, replayed by the real client
// without a call that fetches or changes anything.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  writeFindings('replay');
});

describe('diagnostics replay', () => {
  it('a tenant stuck on the quote sends a snapshot; staff replay it and see the same quote', async () => {
    const tenant = await phonePage(browser);
    const email = await visitorToQuote(tenant.page, 'replay');
    const premium = await tenant.page.getByTestId('premium').textContent();
    expect(premium).toMatch(/^\$[\d,.]+ \/ year$/);

    await tenant.page.getByRole('button', { name: 'Open menu' }).click();
    await tenant.page.getByRole('button', { name: 'Get help' }).click();
    const dialog = tenant.page.getByRole('dialog', { name: 'Send us a message' });
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await tenant.page.getByRole('option', { name: 'Other' }).click();
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('The price does not change when I pick another plan. What is wrong?');
    // Asked, never assumed: the box starts unticked and the tenant ticks it.
    const attach = dialog.getByRole('checkbox', { name: 'Attach a diagnostics snapshot' });
    expect(await attach.isChecked()).toBe(false);
    await attach.check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await tenant.page.getByText('Your message has been sent!').waitFor();
    await tenant.context.close();

    const staff = await staffSignIn(browser);
    const asked: string[] = [];
    staff.page.on('request', (r) => asked.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await staff.page.getByRole('link', { name: 'Diagnostics snapshots' }).click();
    const card = staff.page.locator('li', { hasText: email });
    await card.waitFor();
    await measureStep(staff.page, 'staff snapshot list');
    await card.getByRole('link', { name: /^Replay: / }).click();
    const frame = staff.page.frameLocator('iframe[title$="screen, replayed"]');
    await frame.getByText(/read-only, nothing is sent/).waitFor();
    // The help dialog the tenant wrote from is open again, as it was on their screen; behind it,
    // the same quote.
    const helpAgain = frame.getByRole('dialog', { name: 'Send us a message' });
    await helpAgain.waitFor();
    if (process.env.REPLAY_SHOTS) {
      await staff.page.screenshot({ path: `${process.env.REPLAY_SHOTS}/replay-dialog.png` });
    }
    // By the keyboard: the frame is the tenant's screen size, taller than the staff's viewport.
    await helpAgain.getByRole('button', { name: 'Close' }).press('Enter');
    await helpAgain.waitFor({ state: 'detached' });
    await frame.getByTestId('premium').waitFor();
    expect(await frame.getByTestId('premium').textContent()).toBe(premium);
    // The replay, the tenant app inside its frame included, passes the gates too.
    await measureStep(staff.page, 'staff snapshot replay');
    if (process.env.REPLAY_SHOTS) {
      await staff.page.screenshot({
        path: `${process.env.REPLAY_SHOTS}/replay.png`,
        fullPage: true,
      });
    }

    // The replay asked for nothing of the tenant's and changed nothing.
    const fromReplay = asked.filter((a) => a.includes('/v2/') && !a.includes('/v2/staff/'));
    expect(fromReplay.filter((a) => !a.startsWith('GET '))).toEqual([]);
    expect(
      fromReplay.filter((a) => !['GET /v2/util/settings', 'GET /v2/logoURL'].includes(a)),
    ).toEqual([]);
    await staff.context.close();
  });
});
