/**
 * `npm run inp`: the signed-in dashboard on a phone. Debian's Chromium on Lighthouse's
 * mobile device (412x823 at 1.75, touch) with the CPU slowed down through CDP, against the
 * production build served by the real server (in-memory PGlite with the demo data). Maya (an
 * active policy of ours, payments, the dashboard's buttons) signs in once through the login
 * page; then, per action and run, a fresh context with her saved session opens
 * /tenant/dashboard (a navigation, cold cache) and the script measures:
 *
 * - the load, from navigation start until the page is quiet (no request in flight and no long
 *   task for 2 s): FCP, LCP, the long tasks (count and sum), total blocking time (from FCP) and
 *   Chromium's own count of main-thread task time (CDP Performance TaskDuration);
 * - then one tap on a card's action, as INP defines its latency: Event Timing entries
 *   (durationThreshold 16 ms, and first-input) grouped by interactionId, the longest of each;
 *   the visit's INP is its worst interaction (the tap, and the tap that closes a dialog).
 *
 * Prints medians over the runs and exits 1 when an action's median INP is over 200 ms (the
 * issue's bar). Options: --runs N (default 3), --cpu N (CPU slowdown, default 4), --profile
 * (a CPU profile of each visit of the first run, the load and the tap apart, by source file
 * through the build's source maps; the profiler's own cost shows in that run's figures),
 * --only TEXT (the actions whose name has TEXT).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../src/server/db/demo';
import { waitForPersistedToken } from '../test/e2e/browser';
import {
  EVENT_THRESHOLD,
  PHONE,
  interactionsSince,
  loadFigures,
  pageNow,
  phoneContext,
  resultTime,
  throttle,
  trackRequests,
  waitForText,
  waitQuiet,
  watchResult,
  type Interaction,
  type LoadFigures,
} from './phone-metrics';
import { attribute, startProfile, stopProfile } from './cpu-profile';
import { startServer } from './serve-for-tests';
import { CHROMIUM_FLAGS, ensureChromium } from './setup-chromium';

const INP_BUDGET = 200;
const TENANT = demoAccount('own-policy');
const PRODUCT = 'HomeShield Renters';
const POLICY_NUMBER = 'HSR-WI-2604417';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
}
const runs = option('--runs', 3);
const cpu = option('--cpu', 4);
const profiling = process.argv.includes('--profile');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]?.toLowerCase()
  : undefined;
const DIST = resolve(__dirname, '../dist/client');

/**
 * A tap on the dashboard: what is tapped, the in-page check (JavaScript) that turns true when its
 * result shows, what Playwright then confirms, and the tap that puts the page back, if any.
 */
interface Action {
  name: string;
  target: (page: Page) => Locator;
  result: string;
  /** After the figures are read: Playwright's check that the right thing showed. */
  confirm?: (page: Page) => Promise<unknown>;
  /** The tap saves a file: the download must arrive. */
  downloads?: boolean;
  close?: { target: (page: Page) => Locator; closed: (page: Page) => Promise<unknown> };
}

const card = (page: Page) => page.getByRole('region', { name: PRODUCT });
const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name } : {});
/** A button with this text is on the page (within `scope`, a CSS selector). */
const button = (text: string, scope = '') =>
  `[...document.querySelectorAll('${scope} button')].some((b) => b.textContent === ${JSON.stringify(text)})`;

const RENEWAL_DIALOG = 'Turn off auto-renewal?';
const ALL_ACTIONS: Action[] = [
  {
    name: 'View more (policy card)',
    target: (page) => card(page).getByRole('button', { name: 'View more' }),
    // The policy's changes come with its details (OwnPolicyActions, loaded on first open).
    result: button('Add Someone', 'section'),
    confirm: (page) => card(page).getByRole('button', { name: 'Add Someone' }).waitFor(),
  },
  {
    name: 'Auto-renewal switch (asks)',
    target: (page) => card(page).getByRole('switch', { name: 'Auto-renewal' }),
    result: button('Keep auto-renewal', '[role="dialog"]'),
    confirm: (page) => dialog(page, RENEWAL_DIALOG).waitFor(),
    close: {
      target: (page) =>
        dialog(page, RENEWAL_DIALOG).getByRole('button', { name: 'Keep auto-renewal' }),
      closed: (page) => dialog(page, RENEWAL_DIALOG).waitFor({ state: 'hidden' }),
    },
  },
  {
    name: 'Download Evidence of Insurance',
    target: (page) => card(page).getByRole('button', { name: 'Download Evidence of Insurance' }),
    // The page saves the file through a download link (EoiButton).
    result: 'window.__phone.downloads > 0',
    downloads: true,
  },
  {
    name: 'Send us a Message (dialog)',
    target: (page) => page.getByRole('button', { name: 'Send us a Message' }),
    result: button('Send', '[role="dialog"]'),
    confirm: (page) => dialog(page).getByRole('button', { name: 'Send', exact: true }).waitFor(),
    close: {
      target: (page) => dialog(page).getByRole('button', { name: 'Close' }),
      closed: (page) => dialog(page).waitFor({ state: 'hidden' }),
    },
  },
];

const ACTIONS = ALL_ACTIONS.filter((a) => !only || a.name.toLowerCase().includes(only));

/** Signs Maya in through the login page (unthrottled) and answers her saved session. */
async function signIn(browser: Browser, url: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: url });
  const page = await context.newPage();
  await page.goto(`/login?email=${encodeURIComponent(TENANT.email)}`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/tenant/dashboard');
  await page.getByText(`Hi, ${TENANT.firstName}!`).waitFor();
  await card(page).waitFor();
  await waitForPersistedToken(page, true);
  // What a returning tenant's browser holds: the session and the lists it last saw.
  await page.waitForFunction(() => {
    const raw = localStorage.getItem('persist:renters-portal');
    const slices = raw ? (JSON.parse(raw) as Record<string, string>) : {};
    const policies = JSON.parse(slices.policies ?? 'null') as {
      active?: { lastFetched: number | null };
    } | null;
    return Boolean(policies?.active?.lastFetched);
  });
  const state = await context.storageState();
  await context.close();
  return state;
}

interface Visit {
  load: LoadFigures;
  tap: Interaction[];
  closing: Interaction[];
  /** From the tap's pointerdown until its result showed (about: Playwright polls for it). */
  resultMs: number;
}

/** One fresh visit of the dashboard, quiet, then one action. */
async function visit(
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  action: Action,
  profile: boolean,
): Promise<Visit> {
  const context = await phoneContext(browser, url, state);
  try {
    const page = await context.newPage();
    const cdp = await throttle(page, cpu);
    const inFlight = trackRequests(page);
    if (profile) await startProfile(cdp);
    await page.goto('/tenant/dashboard', { waitUntil: 'load' });
    // Cheap checks while the load is measured: Playwright's locators poll the page's main
    // thread with accessibility queries, each a long task of its own on a slowed-down CPU.
    await waitForText(page, 'h1', `Hi, ${TENANT.firstName}!`);
    await waitForText(page, 'section h3', PRODUCT);
    const load = await loadFigures(page, cdp, await waitQuiet(page, inFlight));
    if (profile) {
      console.log(
        `CPU profile, load (${action.name} visit):\n${attribute(await stopProfile(cdp), DIST)}`,
      );
    }
    await card(page).getByText(POLICY_NUMBER).waitFor();
    await waitQuiet(page, inFlight, { quietMs: 1000 });
    if (profile) await startProfile(cdp);

    // Nothing of Playwright's polls in the page from here until the entries are read.
    const target = action.target(page);
    await target.scrollIntoViewIfNeeded();
    await watchResult(page, action.result);
    const before = await pageNow(page);
    const download = action.downloads ? page.waitForEvent('download') : null;
    await target.tap();
    const tap = await interactionsSince(page, before);
    const resultMs = await resultTime(page);
    await download;
    await action.confirm?.(page);
    if (profile) {
      console.log(
        `CPU profile, tap: ${action.name}, to its result:\n${attribute(await stopProfile(cdp), DIST)}`,
      );
    }
    let closing: Interaction[] = [];
    if (action.close) {
      await waitQuiet(page, inFlight, { quietMs: 1000 });
      const closeTarget = action.close.target(page);
      await closeTarget.scrollIntoViewIfNeeded();
      const beforeClose = await pageNow(page);
      await closeTarget.tap();
      closing = await interactionsSince(page, beforeClose);
      await action.close.closed(page);
    }
    return { load, tap, closing, resultMs };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const ms = (value: number) => `${Math.round(value)} ms`;
/** An interaction under Event Timing's 16 ms threshold counts as 16 (an upper bound). */
const latency = (i: Interaction[]) => Math.max(...i.map((x) => x.latency ?? EVENT_THRESHOLD));
const inp = (v: Visit) => Math.max(latency(v.tap), v.closing.length ? latency(v.closing) : 0);
/** The longest interaction's parts: input delay, event handlers, until the next frame. */
const parts = (i: Interaction[]) => {
  const worst = [...i].sort((a, b) => (b.latency ?? 0) - (a.latency ?? 0))[0]?.parts;
  return worst
    ? `(delay ${ms(worst.delay)}, handlers ${ms(worst.processing)}, to the frame ${ms(worst.presentation)})`
    : '';
};
const shown = (value: number) => (value <= EVENT_THRESHOLD ? `<${EVENT_THRESHOLD}` : ms(value));

async function main(): Promise<number> {
  const root = resolve(__dirname, '..');
  if (!existsSync(resolve(root, 'dist/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  const cores = availableParallelism();
  const loadBefore = loadavg()[0] ?? 0;
  const server = await startServer({ LOGIN_ATTEMPTS_PER_ADDRESS: '500' }, { output: 'quiet' });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const visits = new Map<string, Visit[]>(ACTIONS.map((a) => [a.name, []]));
  try {
    const state = await signIn(browser, server.url);
    for (let run = 1; run <= runs; run += 1) {
      for (const action of ACTIONS) {
        const v = await visit(browser, server.url, state, action, profiling && run === 1);
        visits.get(action.name)!.push(v);
        console.log(
          `run ${run}, ${action.name}: tap ${shown(latency(v.tap))} ` +
            `${parts(v.tap)} [${v.tap.flatMap((i) => i.events).join(', ')}]` +
            (v.closing.length ? `, closing ${shown(latency(v.closing))}` : '') +
            `, result ${ms(v.resultMs)}; load: main thread ${ms(v.load.mainThreadMs)}, ` +
            `long tasks ${ms(v.load.longTaskMs)} (${v.load.longTasks}), TBT ${ms(v.load.tbt)}, ` +
            `FCP ${ms(v.load.fcp)}, LCP ${ms(v.load.lcp)} (${v.load.lcpElement}), ` +
            `quiet at ${ms(v.load.quietAt)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const all = [...visits.values()].flat();
  const loads = all.map((v) => v.load);
  const med = (pick: (l: LoadFigures) => number) => ms(median(loads.map(pick)));
  console.log(
    `\nSigned-in dashboard (${TENANT.firstName}, /tenant/dashboard) on a phone: ` +
      `${PHONE.viewport.width}x${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}, touch, ` +
      `CPU slowdown ${cpu}x (CDP Emulation.setCPUThrottlingRate; Lighthouse's mobile default is 4x). ` +
      'No network throttling: the server is local.',
  );
  console.log(
    `Machine: load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} ` +
      `after, ${cores} cores; ${runs} run(s) per action, each a fresh visit (cold cache).`,
  );
  if (loadBefore > cores) console.log('The machine was busy: the figures read high.');
  console.log(`\nLoad, navigation start until quiet (median of ${loads.length} visits):`);
  console.log('| main thread (all tasks) | script | long tasks | TBT | FCP | LCP | quiet at |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${med((l) => l.mainThreadMs)} | ${med((l) => l.scriptMs)} | ${med((l) => l.longTaskMs)} ` +
      `(${median(loads.map((l) => l.longTasks))}) | ${med((l) => l.tbt)} | ${med((l) => l.fcp)} | ` +
      `${med((l) => l.lcp)} | ${med((l) => l.quietAt)} |`,
  );
  console.log(`\nInteractions (medians of ${runs}; INP: the visit's worst interaction):`);
  console.log('| tap | its latency | INP of the visit | tap to result (about) | runs (INP) |');
  console.log('| --- | --- | --- | --- | --- |');
  const medians: number[] = [];
  for (const action of ACTIONS) {
    const vs = visits.get(action.name)!;
    const worst = median(vs.map(inp));
    medians.push(worst);
    console.log(
      `| ${action.name} | ${shown(median(vs.map((v) => latency(v.tap))))} | ${shown(worst)} | ` +
        `${ms(median(vs.map((v) => v.resultMs)))} | ${vs.map((v) => shown(inp(v))).join(', ')} |`,
    );
  }
  const overall = Math.max(...medians);
  console.log(`\nINP (the worst action's median): ${shown(overall)}; bar ${INP_BUDGET} ms.`);
  if (overall > INP_BUDGET) {
    console.log('Over the bar.');
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
