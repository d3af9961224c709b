import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { DemoRole } from '../../src/server/db/demo';
import { pdfQrCode, pdfText } from '../helpers/pdf';
import { BASE_URL, launch } from './browser';
import { signIn as signInAs } from './flows';
import { capturedMail, textOf } from './mail';

// The tenant's home (docs/product.md "Dashboard") against the real server and its demo data, on a
// phone: Maya's policy with its auto-renewal switch, her evidence of insurance read back and
// verified through its QR code, Priya's locked renewal, Sofia's uploaded policies against her
// lease, the cancel dialog's warning at a partner property, and a message to support.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const signIn = (role: DemoRole) => signInAs(browser, role);

async function waitForMail(match: (text: string, to: string[]) => boolean, since: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = capturedMail()
      .slice(since)
      .find((m) => match(textOf(m.raw), m.to));
    if (found) return found;
    if (Date.now() > deadline) throw new Error('the expected mail did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the dashboard (docs/product.md "Dashboard")', () => {
  it('Maya sees her policy, turns renewal off and on, downloads her EOI and its QR code verifies it', async () => {
    const { context, page } = await signIn('own-policy');
    const card = page.getByRole('region', { name: 'HomeShield Renters' });
    await card.getByText('HSR-WI-2604417').waitFor();
    await card.getByText('1402 Regent St, Unit 3B, Madison, WI 53711').waitFor();

    // Auto renewal off (asks first; the manager is told), then on again (outside 90 days).
    const mails = capturedMail().length;
    const toggle = card.getByRole('switch', { name: 'Auto-renewal' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    const confirm = page.getByRole('dialog', { name: 'Turn off auto-renewal?' });
    await confirm.getByRole('button', { name: 'Turn off auto-renewal' }).click();
    await page.getByText('Policy updated successfully!').first().waitFor();
    await page.waitForFunction(
      () => !(document.querySelector('[role="switch"]') as HTMLInputElement | null)?.checked,
    );
    await waitForMail(
      (text, to) =>
        to.includes('compliance@lakeshore-pm.example.com') && text.includes('HSR-WI-2604417'),
      mails,
    );
    await toggle.click();
    await page.waitForFunction(
      () => (document.querySelector('[role="switch"]') as HTMLInputElement | null)?.checked,
    );

    // The evidence of insurance, as a file: its text and its QR code.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Evidence of Insurance' }).click();
    const file = await (await download).path();
    const pdf = readFileSync(file!);
    const text = await pdfText(pdf);
    expect(text).toContain('HSR-WI-2604417');
    expect(text).toContain('Maya Thompson');
    expect(text).toContain('Lakeshore Property Management');
    expect(text).toContain('$100,000');
    const url = await pdfQrCode(pdf);
    expect(url).toMatch(new RegExp(`^${BASE_URL}/verify/[0-9A-Z]{12}$`));
    await page.goto(url!);
    await page.getByRole('heading', { name: 'Active', level: 2 }).waitFor();
    await context.close();
  });

  // Before twoFactor.e2e.ts turns on Priya's two-factor (the files run in name order).
  it("Priya's renewal, turned off within 90 days, is locked", async () => {
    const { context, page } = await signIn('association-member');
    const toggle = page.getByRole('switch', { name: 'Auto-renewal' });
    await toggle.waitFor();
    expect(await toggle.isDisabled()).toBe(true);
    await page
      .getByText(/contact support/)
      .first()
      .waitFor();
    await context.close();
  });

  it("Sofia's meeting policy comes first, her failing upload is flagged, the upcoming term in its modal", async () => {
    const { context, page } = await signIn('third-party');
    const approved = page.getByRole('region', { name: 'Lemonade' });
    const failing = page.getByRole('region', { name: 'State Farm' });
    await approved.getByText('Meets your lease').waitFor();
    // The one coverage status on each card.
    await approved.getByText('Active', { exact: true }).waitFor();
    // Flagged on the first screen, without opening 'View more'.
    await failing.getByText('Needs attention', { exact: true }).waitFor();
    await failing.getByText("Below your lease's $300,000 minimum").waitFor();
    const titles = await page.locator('section[aria-labelledby] h3').allTextContents();
    expect(titles.indexOf('Lemonade')).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('Lemonade')).toBeLessThan(titles.indexOf('State Farm'));
    expect(await failing.getByText('Meets your lease', { exact: true }).count()).toBe(0);
    // The lease card: the lease's address and its dates.
    const lease = page.locator('section', {
      has: page.getByRole('heading', { name: 'Your Lease' }),
    });
    await lease.getByText('2201 S Lamar Blvd, Unit 214, Austin, TX 78704').waitFor();
    expect(await lease.getByText('N/A', { exact: false }).count()).toBe(0);
    // The upload downloads as the tenant's own document, under its own name.
    expect(
      await failing.getByRole('button', { name: 'Download Evidence of Insurance' }).count(),
    ).toBe(0);
    const download = page.waitForEvent('download');
    await failing.getByRole('button', { name: 'Your uploaded document' }).click();
    expect((await download).suggestedFilename()).toBe('state-farm-declarations.pdf');
    await approved.getByRole('button', { name: /^Upcoming polic/ }).click();
    const upcoming = page.getByRole('dialog', { name: 'Upcoming policies' });
    await upcoming.getByText('Pending review', { exact: true }).first().waitFor();
    await context.close();
  });

  it('the cancel dialog at a partner property says the lease requires insurance', async () => {
    const { context, page } = await signIn('own-policy');
    const card = page.getByRole('region', { name: 'HomeShield Renters' });
    await card.getByText('Meets your lease').waitFor();
    await card.getByRole('button', { name: 'View more' }).click();
    await card.getByRole('button', { name: 'Cancel Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your policy' });
    await dialog
      .getByText(
        'Your lease requires renters insurance. If you cancel, we will tell Lakeshore Property Management that this policy ends on the day you choose.',
        { exact: false },
      )
      .waitFor();
    // Nothing is cancelled: the dialog closes as it opened.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('a tenant sends a message; it reaches support', async () => {
    const { context, page } = await signIn('own-policy');
    const mails = capturedMail().length;
    // Policy Enhancements' 'Ask about adding it' opens the same modal (coverageNames.e2e.ts).
    await page.getByRole('button', { name: 'Send us a Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us a message' });
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Billing/Charges' }).click();
    const message = 'Why did my November payment come out twice? Please check it.';
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your message has been sent!').waitFor();
    // What was sent stays in the dialog after the 1-second toast, until Close.
    const sent = page.getByRole('dialog', { name: 'Message sent' });
    await sent.getByText(message).waitFor();
    await sent.getByRole('button', { name: 'Close' }).click();
    await sent.waitFor({ state: 'detached' });
    const mail = await waitForMail(
      (text, to) => to.includes('support@example.com') && text.includes(message),
      mails,
    );
    expect(textOf(mail.raw)).toContain('maya.thompson@example.com');
    await context.close();
  });
});
