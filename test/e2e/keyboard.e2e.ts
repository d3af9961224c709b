import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { DESKTOP, newPage, settle } from './gates';

// Measured: from / to a price with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// arrows and typing; no clicks), checking at every focus stop that focus can be seen: an outline
// or a box shadow on the element (or the wrapper that draws its ring) that it does not have
// unfocused. Unfocused styles are read when focus moves on, so nothing is blurred on purpose.

/** Outline and shadow of the focused element and its three nearest ancestors. */
function focusLook(): { name: string; look: string[]; shown: boolean; path: string } {
  const el = document.activeElement as HTMLElement | null;
  const chain: HTMLElement[] = [];
  for (let e = el; e && chain.length < 4 && e !== document.body; e = e.parentElement) chain.push(e);
  const look = chain.map((e) => {
    const s = getComputedStyle(e);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
  });
  const shown = chain.some((e) => {
    const s = getComputedStyle(e);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  });
  const input = el as HTMLInputElement | null;
  const labelledBy = el
    ?.getAttribute('aria-labelledby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  const name = (
    el?.getAttribute('aria-label') ??
    (labelledBy || input?.labels?.[0]?.textContent) ??
    el?.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .replace(/\s*\*$/, '')
    .trim();
  const path = chain
    .map((e) => e.tagName.toLowerCase() + (e.classList[0] ? `.${e.classList[0]}` : ''))
    .reverse()
    .join(' > ');
  // Kept to read its unfocused look once focus has moved on.
  (window as unknown as { __lastFocused?: HTMLElement | null }).__lastFocused = el;
  return { name, look, shown, path };
}

/** The look of the element focused before, now that focus has left it. */
function previousLook(): string[] {
  const el = (window as unknown as { __lastFocused?: HTMLElement | null }).__lastFocused;
  const chain: HTMLElement[] = [];
  for (let e = el ?? null; e && chain.length < 4 && e !== document.body; e = e.parentElement)
    chain.push(e);
  return chain.map((e) => {
    const s = getComputedStyle(e);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

class Walk {
  readonly problems: string[] = [];
  stops = 0;
  /** Presses that took focus out of the page (past the last control of a page or step). */
  outOfPage = 0;
  private last: { name: string; look: string[]; path: string } | null = null;
  constructor(private readonly page: Page) {}

  /** Presses a key that moves focus, then checks the new stop and the one just left. */
  private async move(key: 'Tab' | 'Shift+Tab') {
    await this.page.keyboard.press(key);
    // Past the last control focus goes to the browser's own toolbar: not a stop on the page.
    if (await this.page.evaluate(() => document.activeElement === document.body)) {
      this.outOfPage += 1;
      this.last = null;
      return { name: '', look: [], path: 'browser' };
    }
    // Tab inside one control (a date field's month, day and year) is not a new stop.
    const same = await this.page.evaluate(
      () =>
        document.activeElement ===
        (window as unknown as { __lastFocused?: Element | null }).__lastFocused,
    );
    if (same && this.last) return this.last;
    if (this.last) {
      const before = await this.page.evaluate(previousLook);
      if (before.join() === this.last.look.join())
        this.problems.push(
          `focus on ${this.last.path} "${this.last.name}" looks the same as without it`,
        );
    }
    const now = await this.page.evaluate(focusLook);
    this.stops += 1;
    if (!now.shown)
      this.problems.push(`no visible focus on ${now.path} "${now.name}": ${now.look.join(' / ')}`);
    this.last = now;
    return now;
  }

  /** Tabs (forwards or back) until the focused element's name matches. */
  async to(name: string | RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 40): Promise<void> {
    for (let i = 0; i < max; i += 1) {
      const { name: focused } = await this.move(key);
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`"${String(name)}" not reached with ${key} in ${max} presses`);
  }

  /** Presses a key on the focused element (Enter, Space, an arrow) and lets the page settle. */
  async press(key: string) {
    await settle(this.page, () => this.page.keyboard.press(key));
    this.last = null;
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }
}

describe('keyboard only', () => {
  it('from / to a price: every stop reachable by Tab and visibly focused', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const walk = new Walk(page);
    await settle(page, () => page.goto('/'));

    await walk.to('Get Started');
    await walk.press('Enter');
    await page.getByText('We will get you an awesome quote, often in a minute or less!').waitFor();

    const email = `e2e-keyboard-${Date.now()}@example.com`;
    await walk.to('First Name');
    await walk.type('Kira');
    await walk.to('Last Name');
    await walk.type('Keys');
    await walk.to('Email');
    await walk.type(email);
    await walk.to('Confirm Email');
    await walk.type(email);
    await walk.to('Phone');
    await walk.type('6085550123');
    // Back once and forth again: Shift+Tab works as well.
    await walk.to('Confirm Email', 'Shift+Tab');
    await walk.to("Let's Go");
    await walk.press('Enter');
    await page.getByText('Hey Kira! Enter the address you want coverage at.').waitFor();

    // The sandbox's address search (test/e2e/flows.ts): type, arrow to the suggestion, Enter.
    await walk.to('Address');
    await walk.type('260 Washington St');
    await page.getByRole('option', { name: /260 Washington St, Madison, WI/ }).waitFor();
    await walk.press('ArrowDown');
    await walk.press('Enter');
    // The picked address shows as a card (no drawn map offline).
    await page.getByRole('heading', { name: 'Your address' }).waitFor();
    await walk.to('Continue');
    await walk.press('Enter');

    await page
      .getByText('Please answer the following questions to help us get you a quote.')
      .waitFor();
    await walk.to('Fill with test answers');
    await walk.press('Space');
    await walk.to('Continue');
    await walk.press('Enter');

    const premium = page.getByTestId('premium');
    await premium.waitFor();
    expect(await premium.textContent()).toMatch(/^\$[\d,]+(\.\d\d)? \/ year$/);
    // The price's own controls are reachable too.
    await walk.to('Continue');
    expect({ stops: walk.stops > 10, problems: walk.problems }).toEqual({
      stops: true,
      problems: [],
    });
    await context.close();
  });
});
