import type { Browser, Page } from 'playwright-core';
import { PRERENDERED_PATHS } from '../../src/domain/routes';
import { measureStep } from './axe';
import { BASE_URL, launch, phonePage } from './browser';
import { signIn, userInfo } from './flows';

// The server sends the signed-out pages as HTML the app rendered (src/server/
// prerender.ts) and the browser hydrates it: the page shows before the scripts run, and the
// first render keeps the server's elements instead of building them again.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Records, from before the page's scripts run, every element taken out of the app's root. */
async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedElements: string[] }).removedElements = removed;
    new MutationObserver((mutations) => {
      const root = document.getElementById('root');
      for (const mutation of mutations) {
        if (!root?.contains(mutation.target)) continue;
        for (const node of mutation.removedNodes) {
          if (node instanceof Element) removed.push(node.outerHTML.slice(0, 200));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Console errors and warnings, and uncaught errors (a failed hydration reports one). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

test.each([...PRERENDERED_PATHS])(
  '%s arrives rendered and is hydrated, not built again',
  async (path) => {
    const { context, page } = await phonePage(browser);
    const seen = problems(page);
    await watchRemovals(page);
    // The page as it arrives, before any script: its heading is in the HTML.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`data-prerendered="${path}"`);

    await page.goto(path);
    const heading = await page.evaluate(
      (text) => new DOMParser().parseFromString(text, 'text/html').querySelector('h1')?.textContent,
      html,
    );
    expect(heading).toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    // The app is running (its title effect ran) and removed none of the server's elements.
    await page.waitForFunction(() => !document.title.startsWith('Nestwell · Renters'));
    expect(await page.evaluate(() => (window as any).removedElements)).toEqual([]);
    expect(seen).toEqual([]);
    await context.close();
  },
);

test('a Spanish browser gets / in Spanish, hydrated, audited, and can switch to English', async () => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // Sets navigator.languages and the Accept-Language header, as a phone set to Spanish does.
    locale: 'es-MX',
  });
  const page = await context.newPage();
  const seen = problems(page);
  await watchRemovals(page);
  // The API request context sends no Accept-Language of its own: the page's is given.
  const html = await (
    await page.request.get('/', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })
  ).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Seguro para inquilinos para el lugar al que llamas hogar');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.title.startsWith('Seguro para inquilinos'));
  expect(await page.evaluate(() => (window as any).removedElements)).toEqual([]);
  // Spanish runs longer than English: axe and the layout probe (nothing clipped or sideways).
  await measureStep(page, '/ in Spanish');
  await page.getByRole('button', { name: 'Idioma: English' }).tap();
  await page.getByRole('heading', { level: 1, name: /Renters insurance/ }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  // The choice outlives the browser's language: the server's Spanish page is rendered afresh.
  await page.reload();
  await page.getByRole('link', { name: 'Get Started' }).waitFor();
  expect(seen).toEqual([]);
  await context.close();
});

test('a hydrated page answers taps: Get Started opens onboarding without reloading', async () => {
  const { context, page } = await phonePage(browser);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as any).samePage = true));
  await page.getByRole('link', { name: 'Get Started' }).tap();
  await page.waitForURL('**/onboarding');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as any).samePage)).toBe(true);
  await context.close();
});

test('a signed-in tenant opening / gets the dashboard, not the prerendered splash', async () => {
  const { context, page } = await signIn(browser, 'own-policy');
  const seen = problems(page);
  await page.goto('/');
  await page.waitForURL('**/tenant/dashboard');
  await page.getByText(/^Hi, /).waitFor();
  expect(await page.getByText('Renters insurance for the place you call home').count()).toBe(0);
  expect(seen).toEqual([]);
  await context.close();
});

test('a visitor coming back to /onboarding resumes where they were', async () => {
  const { context, page } = await phonePage(browser);
  await page.goto('/onboarding');
  // The first step answered: this browser keeps the answers and the step (persist.ts).
  await userInfo(page, 'prerender');
  await page.waitForFunction(() =>
    (localStorage.getItem('persist:renters-portal') ?? '').includes('Ellie'),
  );
  const seen = problems(page);
  await page.reload();
  // The server's page is a first visit's (step 1); this visitor sees their own step.
  await page.getByText('Hey Ellie! Enter the address you want coverage at.').waitFor();
  expect(await page.getByLabel('First Name').count()).toBe(0);
  expect(seen).toEqual([]);
  await context.close();
});

test('a prerendered form takes input only once hydrated, so nothing typed is lost', async () => {
  const { context, page } = await phonePage(browser);
  // A slow phone: the app's script arrives long after the page has painted.
  await page.route('**/assets/main.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'commit' });
  await page.getByLabel('Full Name').waitFor();
  const inert = () => page.evaluate(() => document.getElementById('root')!.hasAttribute('inert'));
  expect(await inert()).toBe(true);
  // Playwright, like a tap, waits until the field can take focus: after hydration.
  await page.getByLabel('Full Name').fill('Sam Stranger');
  expect(await inert()).toBe(false);
  await page.getByLabel('Email').fill('sam.stranger@example.com');
  await page.getByLabel('Phone').pressSequentially('6085550111');
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByLabel('Confirm Password').fill('secret-1');
  await page.getByRole('checkbox').check();
  expect(await page.getByRole('button', { name: 'Register' }).isEnabled()).toBe(true);
  await context.close();
});

/** What a tenant would paste or autofill, by the field's type: valid for every form here. */
const FILLS: Record<string, string> = {
  text: 'Ellie Tester',
  email: 'ellie.tester@example.com',
  tel: '6085550199',
  password: 'secret-12',
};

/**
 * Fills every text field of the page the moment its root stops being inert, in the same task, as
 * an autofill or a paste on a slow phone does: the fields must be live by then.
 */
async function fillWhenInteractive(page: Page): Promise<void> {
  await page.addInitScript((fills) => {
    const filled: string[] = [];
    (window as unknown as { filled: string[] }).filled = filled;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    new MutationObserver((mutations) => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('inert') || filled.length > 0) return;
      if (!mutations.some((m) => m.target === root && m.oldValue !== null)) return;
      for (const input of root.querySelectorAll<HTMLInputElement>('input')) {
        if (!(input.type in fills) || input.disabled) continue;
        setValue.call(input, fills[input.type]);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        filled.push(input.id);
      }
    }).observe(document, { attributes: true, attributeOldValue: true, subtree: true });
  }, FILLS);
}

test.each(['/onboarding', '/login', '/signup'])(
  '%s: fields filled the moment the page takes input keep their values',
  async (path) => {
    const { context, page } = await phonePage(browser);
    await fillWhenInteractive(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const filled = await page.evaluate(() => (window as any).filled as string[]);
    expect(filled.length).toBeGreaterThan(1);
    for (const id of filled) {
      // Leaving a field checks it against the form's own value: empty had it missed the text.
      await page.locator(`[id="${id}"]`).focus();
      await page.locator(`[id="${id}"]`).blur();
      expect([id, await page.locator(`[id="${id}"]`).getAttribute('aria-invalid')]).toEqual([
        id,
        'false',
      ]);
    }
    await context.close();
  },
);
