/**
 * Debian's Chromium through playwright-core (never Playwright's own browser download), with the
 * flags this offline machine needs, and a phone-sized page: tenants mostly use phones.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/setup-chromium';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-quic'],
  });
}

export async function phonePage(
  browser: Browser,
  baseURL: string = BASE_URL,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    // Pixel ratio 1, as gates.ts PHONE says why.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits until redux-persist has written the session token to localStorage (or removed it). */
export async function waitForPersistedToken(page: Page, present: boolean): Promise<void> {
  await page.waitForFunction((want) => {
    const raw = localStorage.getItem('persist:renters-portal');
    if (!raw) return !want;
    const session = JSON.parse(JSON.parse(raw).session ?? 'null') as {
      token: string | null;
    } | null;
    return Boolean(session?.token) === want;
  }, present);
}
