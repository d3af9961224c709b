import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { DESKTOP, PHONE, newPage, visit, type Size } from './gates';
import { staffSignIn } from './flows';
import { layoutProblems } from './layoutProbe';

// Measured: the staff console's queue and review, on a phone and a laptop, with nothing sideways,
// cut off or overlapping (test/e2e/layoutProbe.ts says exactly what is measured), and the probe
// itself. Every route of the route tables is measured in routes.e2e.ts.

const SIZES = [PHONE, DESKTOP];
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The problems on one route, each line prefixed with where it was seen. */
async function measure(page: Page, path: string, size: Size): Promise<string[]> {
  const landed = await visit(page, path);
  const where = `${size.name} ${size.width}px ${path}${landed === path ? '' : ` (at ${landed})`}`;
  return (await page.evaluate(layoutProblems, size.width)).map((p) => `${where}: ${p}`);
}

describe('the layout probe', () => {
  it('reports each kind of defect it looks for, and not what is hidden on purpose', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">
      <body style="margin:0;font:16px sans-serif">
        <div style="width:600px">wide</div>
        <p style="margin:0">first words</p><p style="margin:-18px 0 0">second words</p>
        <div style="overflow:hidden;width:50px;white-space:nowrap">clipped long text</div>
        <div style="overflow:hidden;width:50px;white-space:nowrap;text-overflow:ellipsis">fine, an ellipsis</div>
        <button style="position:absolute;left:370px;top:300px;width:60px">x</button>
        <span aria-hidden="true" style="position:absolute;top:0">hidden</span>
        <span style="opacity:0;position:absolute;top:0">transparent</span>
      </body>`);
    const found = await page.evaluate(layoutProblems, PHONE.width);
    await context.close();
    const kinds = found.map((line) => line.split(/[:(]| by \d/, 1)[0]!.trim());
    expect([...new Set(kinds)].sort()).toEqual(
      [
        'control outside the viewport',
        'page scrolls sideways',
        'text cut off by div',
        'text outside the viewport',
        'text overlaps text',
      ].sort(),
    );
    expect(found.join('\n')).not.toMatch(/hidden|transparent|ellipsis/);
  });
});

describe('layout of the staff console signed in, phone and desktop', () => {
  it('the queue and a proof beside its PDF fit, nothing cut off or overlapping', async () => {
    const staff = await staffSignIn(browser);
    const saved = await staff.page.evaluate(() => sessionStorage.getItem('staffSession'));
    await staff.context.close();
    const found: string[] = [];
    for (const size of SIZES) {
      const { context, page } = await newPage(browser, size);
      // The console keeps its session in this tab's sessionStorage: hand it to the new tab.
      await context.addInitScript((value) => sessionStorage.setItem('staffSession', value), saved!);
      const queue = await measure(page, '/staff', size);
      const href = await page
        .getByRole('link', { name: /^Review: / })
        .first()
        .getAttribute('href');
      found.push(...queue, ...(await measure(page, href!, size)));
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
