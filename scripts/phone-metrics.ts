/**
 * What scripts/dashboard-inp.ts measures in the page, kept apart from its journey: the phone
 * profile, the observers added before any of the page's code runs (long tasks, Event Timing,
 * LCP), the wait until the page is quiet, and the latency of one interaction as INP defines it.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile device (a Moto G Power): 412x823 CSS pixels at a ratio of 1.75. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
} as const;

/** Event Timing reports events of 16 ms and more (its minimum threshold); shorter ones are "<16". */
export const EVENT_THRESHOLD = 16;

interface PageRecord {
  longTasks: Array<[number, number]>;
  events: Array<{
    name: string;
    id: number;
    start: number;
    duration: number;
    processingStart: number;
    processingEnd: number;
  }>;
  lcp: number;
  /** The LCP element: its tag and the start of its text (or its image's name). */
  lcpElement: string;
  lastPointerDown: number;
  /** Clicks on download links (how the page saves a file). */
  downloads: number;
  /** When the awaited result of a tap first showed (watchResult), else -1. */
  resultAt: number;
}
declare global {
  interface Window {
    __phone: PageRecord;
  }
}

/**
 * Runs in the page before its own scripts: every observer is in place at time 0. Plain
 * JavaScript in a string: tsx gives the functions it compiles esbuild's `__name` helper, which
 * the page does not have (see scripts/lighthouse-run.mjs).
 */
const OBSERVE = `(() => {
  const record = {
    longTasks: [], events: [], lcp: 0, lcpElement: '', lastPointerDown: -1, downloads: 0, resultAt: -1,
  };
  window.__phone = record;
  const watch = (options, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe(options);
    } catch {}
  };
  watch({ type: 'longtask', buffered: true }, (e) => record.longTasks.push([e.startTime, e.duration]));
  watch({ type: 'largest-contentful-paint', buffered: true }, (e) => {
    record.lcp = e.startTime;
    const el = e.element;
    const what = e.url ? e.url.split('/').pop() : ((el && el.textContent) || '').trim().slice(0, 30);
    record.lcpElement = (el ? el.tagName.toLowerCase() : '?') + (what ? ' "' + what + '"' : '');
  });
  const onEvent = (e) => record.events.push({
    name: e.name, id: e.interactionId || 0, start: e.startTime, duration: e.duration,
    processingStart: e.processingStart, processingEnd: e.processingEnd,
  });
  watch({ type: 'event', buffered: true, durationThreshold: ${EVENT_THRESHOLD} }, onEvent);
  watch({ type: 'first-input', buffered: true }, onEvent);
  addEventListener('pointerdown', (e) => { record.lastPointerDown = e.timeStamp; }, { capture: true });
  addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.matches('a[download]')) record.downloads += 1;
  }, { capture: true });
})();`;

/** A context on the phone profile whose pages carry the observers, with a CDP session per page. */
export async function phoneContext(
  browser: Browser,
  baseURL: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL, storageState });
  await context.addInitScript({ content: OBSERVE });
  return context;
}

/** CPU slowdown (Lighthouse's mobile default is 4) and the main-thread time counters. */
export async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Performance.enable');
  return cdp;
}

/** Requests in flight, counted from the browser's side. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/**
 * Waits until the page is quiet: no request in flight and no long task for `quietMs`, up to
 * `maxMs`. Answers the page time of its last activity (the end of its last long task or
 * response), or of now when it never went quiet.
 */
export async function waitQuiet(
  page: Page,
  inFlight: () => number,
  { quietMs = 2000, maxMs = 30_000 } = {},
): Promise<number> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const { now, last } = await page.evaluate(() => {
      const ends = window.__phone.longTasks.map(([start, duration]) => start + duration);
      for (const r of performance.getEntriesByType('resource')) {
        ends.push((r as PerformanceResourceTiming).responseEnd);
      }
      return { now: performance.now(), last: Math.max(0, ...ends) };
    });
    if (inFlight() === 0 && now - last >= quietMs) return last;
    if (Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface LoadFigures {
  fcp: number;
  lcp: number;
  lcpElement: string;
  /** Sum of the long tasks (50 ms and more) until quiet. */
  longTaskMs: number;
  longTasks: number;
  /** Lighthouse's definition, from FCP to quiet: each long task's part after FCP beyond 50 ms. */
  tbt: number;
  /** Chromium's own count of main-thread task time (CDP Performance TaskDuration), all tasks. */
  mainThreadMs: number;
  scriptMs: number;
  quietAt: number;
}

/** The load's figures once the page is quiet (read before any tap: LCP stops at input). */
export async function loadFigures(page: Page, cdp: CDPSession, quietAt: number) {
  const record = await page.evaluate(() => ({
    longTasks: window.__phone.longTasks,
    lcp: window.__phone.lcp,
    lcpElement: window.__phone.lcpElement,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const tasks = record.longTasks.filter(([start]) => start <= quietAt);
  const tbt = tasks.reduce((sum, [start, duration]) => {
    const after = start + duration - Math.max(start, record.fcp);
    return sum + Math.max(0, after - 50);
  }, 0);
  const figures: LoadFigures = {
    fcp: record.fcp,
    lcp: record.lcp,
    lcpElement: record.lcpElement,
    longTaskMs: tasks.reduce((sum, [, duration]) => sum + duration, 0),
    longTasks: tasks.length,
    tbt,
    mainThreadMs: metric('TaskDuration'),
    scriptMs: metric('ScriptDuration'),
    quietAt,
  };
  return figures;
}

/** Waits until an element matching `selector` has exactly `text` (a cheap check, every 200 ms). */
export async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([css, want]) => [...document.querySelectorAll(css)].some((e) => e.textContent === want),
    [selector, text] as const,
    { polling: 200, timeout: 30_000 },
  );
}

/** The page time now, to tell this interaction's entries from earlier ones. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Resolves after the next frame has been produced (two animation frames). */
export const nextPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

export interface Interaction {
  /** The longest event entry of the interaction (INP's latency); null when under 16 ms. */
  latency: number | null;
  /** The events it was made of, as Event Timing reported them. */
  events: string[];
  /**
   * INP's three parts for its longest event: input delay (until its handlers ran), processing
   * (the handlers) and presentation delay (from the handlers' end to the next frame).
   */
  parts: { delay: number; processing: number; presentation: number } | null;
}

/**
 * The interactions that started after `since`, as INP groups them: event entries by
 * interactionId, the longest duration of each. Waits up to `waitMs` for the entries (they are
 * reported after the frame that follows the interaction); none means every event of it took
 * under 16 ms.
 */
export async function interactionsSince(
  page: Page,
  since: number,
  waitMs = 1500,
): Promise<Interaction[]> {
  await nextPaint(page);
  await page
    .waitForFunction((t) => window.__phone.events.some((e) => e.id > 0 && e.start >= t), since, {
      timeout: waitMs,
      polling: 100,
    })
    .catch(() => undefined);
  const events = await page.evaluate(
    (t) => window.__phone.events.filter((e) => e.id > 0 && e.start >= t),
    since,
  );
  const byId = new Map<number, Interaction>();
  for (const e of events) {
    const entry: Interaction = byId.get(e.id) ?? { latency: 0, events: [], parts: null };
    // The longest event; of equal ones (one frame), the one whose handlers took longest.
    const processing = e.processingEnd - e.processingStart;
    const latency = entry.latency ?? 0;
    if (
      e.duration > latency ||
      (e.duration === latency && processing > (entry.parts?.processing ?? -1))
    ) {
      entry.latency = Math.max(entry.latency ?? 0, e.duration);
      entry.parts = {
        delay: e.processingStart - e.start,
        processing,
        presentation: e.start + e.duration - e.processingEnd,
      };
    }
    entry.events.push(`${e.name} ${Math.round(e.duration)}`);
    byId.set(e.id, entry);
  }
  return byId.size ? [...byId.values()] : [{ latency: null, events: [], parts: null }];
}

/**
 * Watches, frame by frame, for a tap's result: `expression` (JavaScript run in the page) turns
 * true. A cheap check of our own rather than Playwright's locator polling, whose accessibility
 * queries would run on the page's main thread during the interaction and lengthen it.
 */
export async function watchResult(page: Page, expression: string): Promise<void> {
  await page.evaluate(`(() => {
    const record = window.__phone;
    record.resultAt = -1;
    const check = () => {
      if (${expression}) record.resultAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
}

/** Milliseconds from the tap's pointerdown to the frame its watched result first showed in. */
export async function resultTime(page: Page, timeoutMs = 15_000): Promise<number> {
  // A function, not a string: the page's CSP forbids eval, which a string's polling uses.
  await page.waitForFunction(() => window.__phone.resultAt >= 0, undefined, {
    timeout: timeoutMs,
    polling: 100,
  });
  return Number(await page.evaluate('window.__phone.resultAt - window.__phone.lastPointerDown'));
}
