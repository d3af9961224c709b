import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { pdfQrCode } from '../helpers/pdf';
import { BASE_URL, launch, phonePage } from './browser';

// A property manager checks an evidence of insurance: Maya downloads her EOI (GET /v2/eoi), the
// QR code printed on it is read from the PDF, and opening that address in the browser shows the
// policy as Active on the public /verify page, signed out.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${BASE_URL}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

describe('verifying an evidence of insurance', () => {
  it("Maya's EOI QR code opens the verify page, which says Active", async () => {
    const maya = demoAccount('own-policy');
    const login = await api('/v2/account/login?excludeTenant=true', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: maya.email, password: DEMO_PASSWORD, remember: false }),
    });
    const { token } = (await login.json()) as { token: string };
    const { policies } = (await (await api('/v2/policy', { headers: { token } })).json()) as {
      policies: Array<{ policyId: number; carrierPolicyNumber: string }>;
    };
    const policy = policies[0]!;
    const eoi = await api(`/v2/eoi?policy_id=${policy.policyId}`, { headers: { token } });
    expect(eoi.headers.get('content-type')).toBe('application/pdf');
    const url = await pdfQrCode(Buffer.from(await eoi.arrayBuffer()));
    expect(url).toMatch(new RegExp(`^${BASE_URL}/verify/[0-9A-Z]{12}$`));

    // A manager's phone, never signed in to the portal.
    const { context, page } = await phonePage(browser);
    await page.goto(url!);
    const status = page.getByRole('heading', { name: 'Active', level: 2 });
    await status.waitFor();
    expect(await status.isVisible()).toBe(true);
    expect(await page.getByText(policy.carrierPolicyNumber).isVisible()).toBe(true);
    expect(await page.getByText('This document is out of date', { exact: false }).count()).toBe(0);
    expect(await page.getByText(maya.lastName).count()).toBe(0);
    await context.close();
  });
});
