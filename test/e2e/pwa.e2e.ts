import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phonePage } from './browser';

// The portal is installable (a valid manifest) and opens offline through its service
// worker, while API answers never come from a cache.

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await phonePage(browser));
});
afterAll(async () => {
  await browser.close();
});

/** Every URL held in the service worker's caches, by path. */
async function cachedPaths(): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('links a valid manifest whose icons load', async () => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(themeColor).toBe('#1b4b72');
  // Chromium's own verdict: the manifest parses cleanly and the app can be installed.
  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest', {});
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where nothing installs; nothing else may fail.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
  await cdp.detach();
});

test('the service worker activates and takes control of the page', async () => {
  const state = await page.evaluate(async () => {
    // `ready` resolves once a worker is active, which may still be 'activating' on a busy machine.
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state === 'activating') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => {
          if (worker.state !== 'activating') resolve();
        }),
      );
    }
    return worker.state;
  });
  expect(state).toBe('activated');
  // Installed from the shell's own tags: the entry script loaded before the worker existed.
  const entry = await page.locator('script[src^="/assets/main."]').getAttribute('src');
  expect(await cachedPaths()).toEqual(expect.arrayContaining(['/', '/offline.html', entry]));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Online, under the worker: the app's API calls (/version, /v2/...) pass through it.
  await page.reload();
  await page.getByText('Get Started').first().waitFor();
});

test('offline, a reload of / still shows the app', async () => {
  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByText('Get Started').first().waitFor();
  } finally {
    await context.setOffline(false);
  }
});

test('offline, a page never visited shows the offline page, and Try again reloads', async () => {
  await context.setOffline(true);
  try {
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByText('Create Your Account').first().waitFor();
});

test('the offline page speaks the language the tenant chose in the app', async () => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language: Español' }).click();
  await page.getByRole('button', { name: 'Idioma: English' }).waitFor();
  await context.setOffline(true);
  try {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'No tienes conexión' }).waitFor();
    expect(await page.getByRole('button', { name: 'Intentar de nuevo' }).isVisible()).toBe(true);
    expect(await page.getByText('You are offline').isVisible()).toBe(false);
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
      'es',
      expect.stringMatching(/^No tienes conexión · /),
    ]);
  } finally {
    await context.setOffline(false);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Idioma: English' }).click();
  await page.getByRole('button', { name: 'Language: Español' }).waitFor();
});

test('offline without the cached shell, a reload of / shows the offline page', async () => {
  await page.goto('/');
  await page.getByText('Get Started').first().waitFor();
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete('/');
  });
  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  } finally {
    await context.setOffline(false);
  }
});

test('API answers are never cached', async () => {
  const api: Array<{ path: string; fromWorker: boolean }> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/(v2|version)(\/|$)/.test(path)) {
      api.push({ path, fromWorker: response.fromServiceWorker() });
    }
  });
  await page.goto('/');
  await page.getByText('Get Started').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The page is under the worker, and its API calls still go to the server. (`/` itself calls
  // none: it renders from the boot data in the page.)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.evaluate(async () => {
    for (const path of ['/version', '/v2/util/settings', '/version']) await fetch(path);
  });
  expect(api.map((a) => a.path)).toEqual(['/version', '/v2/util/settings', '/version']);
  expect(api.filter((a) => a.fromWorker)).toEqual([]);
  const paths = await cachedPaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/offline.html']));
  expect(paths.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(paths.filter((p) => /^\/(v2|version|sandbox)(\/|$)/.test(p))).toEqual([]);
});
