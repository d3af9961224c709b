/**
 * What the measured gates (layout, a11y, keyboard) and scripts/screens.ts share: the addresses to
 * visit, read from the route tables so a new screen is checked the day it is added, the sizes,
 * one log-in per account, and a wait for a page that has finished loading.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { renderedPaths } from '../../src/domain/routes';
import { DEMO_EVIDENCE_CODE, DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { BASE_URL, waitForPersistedToken } from './browser';

/**
 * Values for route parameters the tables leave open. An unknown invitation token: the page must
 * hold up with it, and no demo invitation is touched. The seeded verification code of Maya's
 * evidence of insurance: the verify page is measured with a real answer.
 */
export const ROUTE_SAMPLES = {
  token: 'sample-invite-token',
  code: DEMO_EVIDENCE_CODE,
  // The staff console's review page: signed out of the console it shows the staff log-in.
  policyId: '1',
  snapshotId: '1',
} as const;

/** Public routes, visited signed out. */
export const SIGNED_OUT_PATHS = renderedPaths(false, ROUTE_SAMPLES);
/** Signed-in routes (public ones that still render signed in included), visited as the tenant. */
export const SIGNED_IN_PATHS = renderedPaths(true, ROUTE_SAMPLES);

/**
 * The tenant the signed-in routes are measured as: an active own-carrier policy, so every menu
 * entry and account sub-page has content; two-factor not yet mandatory, so no overlay.
 */
export const TENANT = demoAccount('own-policy');

export interface Size {
  name: string;
  width: number;
  height: number;
  mobile: boolean;
  scale: number;
}
/**
 * A phone's screen in CSS pixels, where layout and contrast are measured. Drawn at a pixel ratio
 * of 1: a phone's 2 or 3 only rasterizes the same layout more finely, and cost the browser tests
 * about 8% more processor time.
 */
export const PHONE: Size = { name: 'phone', width: 390, height: 844, mobile: true, scale: 1 };
export const DESKTOP: Size = { name: 'desktop', width: 1366, height: 900, mobile: false, scale: 1 };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function newPage(
  browser: Browser,
  size: Size,
  storageState?: StorageState,
  baseURL: string = BASE_URL,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.scale,
    isMobile: size.mobile,
    hasTouch: size.mobile,
    storageState,
  });
  const page = await context.newPage();
  // A page of the onboarding flow warns before it is left (docs/product.md "Onboarding flow"): the
  // gates move on.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  return { context, page };
}

/** Logs the demo tenant in and answers the session (persisted store) for other contexts. */
export async function logIn(page: Page, email: string = TENANT.email): Promise<StorageState> {
  await page.goto(`/login?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/tenant/dashboard');
  await waitForPersistedToken(page, true);
  return page.context().storageState();
}

/**
 * Runs `action` (a navigation, a click) and waits until the page has settled: no request in
 * flight for a moment, no spinner, no lazy chunk pending, fonts loaded and no transition running
 * (a drawer sliding in, a dialog fading).
 */
export async function settle(
  page: Page,
  action: () => Promise<unknown> = async () => undefined,
  quietMs = 100,
): Promise<void> {
  const pending = new Set<unknown>();
  let last = Date.now();
  const start = (r: unknown) => {
    pending.add(r);
    last = Date.now();
  };
  const end = (r: unknown) => {
    pending.delete(r);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await action();
    await page.waitForLoadState('load');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const busy = await page.evaluate(
        () =>
          // A spinner or a skeleton is loading; a progress bar with a value (the upload
          // wizard's steps) is not.
          document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root') !==
            null ||
          // A looping animation (the focus ripple's pulse) never ends: only finite ones count.
          document
            .getAnimations()
            .some(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            ),
      );
      if (!busy && pending.size === 0 && Date.now() - last >= quietMs) break;
      if (Date.now() > deadline) break;
      await page.waitForTimeout(25);
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * Goes to a path and waits until it has settled; answers the path it landed on. Once the app is
 * running, the move is the router's own (a history entry and a popstate, as the browser's Back
 * and Forward do), which skips booting the app again for every route: the gates stay quick. A
 * full load is used for the first page, a path with a hash (read once, on load) and to leave the
 * onboarding flow, whose back guard answers popstate with its leave question.
 */
export async function visit(page: Page, path: string): Promise<string> {
  const inApp = await page
    .evaluate(
      () =>
        (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
        !(window.history.state as { onboardingGuard?: boolean } | null)?.onboardingGuard,
    )
    .catch(() => false);
  if (!inApp || path.includes('#') || !page.url().startsWith('http')) {
    await settle(page, () => page.goto(path));
  } else {
    await settle(page, () =>
      page.evaluate((to) => {
        const state = window.history.state as { idx?: number } | null;
        window.history.pushState(
          { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 },
          '',
          to,
        );
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, path),
    );
  }
  return new URL(page.url()).pathname;
}
