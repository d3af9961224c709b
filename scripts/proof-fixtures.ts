/**
 * Writes the declarations pages of test/fixtures/proofs and, beside each, a JSON file
 * with what the tenant typed and the true answer of every check.
 *
 *   npx tsx scripts/proof-fixtures.ts
 *
 * How each is made (scripts/proof-fixtures/cases.ts says which is which):
 * - pdfkit: five layouts drawn directly (two columns, ruled tables, label-value columns, a
 *   carrier's stacked capitals, a cover letter before the declarations), fonts Helvetica, Times
 *   and Courier;
 * - Chromium print to PDF (playwright-core page.pdf()) of three HTML layouts (CSS grid cards, a
 *   table, an evidence-of-insurance letter);
 * - scans: an HTML layout screenshotted by Chromium at 150 dpi, then turned a degree or so,
 *   blurred, speckled (seeded, so runs are identical) and greyed by sharp, saved as a JPEG and
 *   placed alone on a page by pdfkit: no text layer, as a scanner or a phone app makes it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { format } from 'prettier';
import sharp from 'sharp';
import { CASES, type FixtureCase, type Scan } from './proof-fixtures/cases';
import { htmlPage } from './proof-fixtures/html';
import { imagePdf, pdfkitPage } from './proof-fixtures/pdfkit';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './setup-chromium';

const OUT = resolve(__dirname, '../test/fixtures/proofs');

/** A seeded generator (mulberry32): the same speckles every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function scanOf(png: Buffer, scan: Scan, seed: number): Promise<Buffer> {
  const turned = await sharp(png)
    .flatten({ background: '#ffffff' })
    .grayscale()
    .rotate(scan.rotate, { background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  const rand = random(seed);
  // Paper tone and speckles, multiplied onto the page: dark dots where the noise says so.
  const paper = Buffer.alloc(width * height);
  for (let i = 0; i < paper.length; i += 1) {
    paper[i] =
      rand() < scan.noise ? 90 + Math.floor(rand() * 120) : scan.paper - Math.floor(rand() * 8);
  }
  // sharp resizes before it composites: the speckles go on in a pipeline of their own.
  const speckled = await sharp(turned.data)
    .composite([{ input: paper, raw: { width, height, channels: 1 }, blend: 'multiply' }])
    .png()
    .toBuffer();
  const jpeg = await sharp(speckled)
    .blur(scan.blur > 0.3 ? scan.blur : 0.3)
    .resize({ width: 1275, height: 1650, fit: 'fill' })
    .grayscale()
    .jpeg({ quality: 55 })
    .toBuffer();
  return imagePdf(jpeg);
}

async function make(c: FixtureCase, browser: Browser, index: number): Promise<Buffer> {
  if (c.layout.startsWith('pdfkit')) return pdfkitPage(c);
  const tab = await browser.newPage(
    c.scan ? { viewport: { width: 816, height: 1056 }, deviceScaleFactor: 150 / 96 } : {},
  );
  try {
    await tab.setContent(htmlPage(c));
    if (!c.scan) return await tab.pdf({ format: 'Letter', printBackground: true });
    await tab.addStyleTag({ content: 'body { margin: 0.6in !important; }' });
    return await scanOf(await tab.screenshot({ fullPage: false }), c.scan, 1000 + index);
  } finally {
    await tab.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const [index, c] of CASES.entries()) {
      const pdf = await make(c, browser, index);
      writeFileSync(resolve(OUT, `${c.id}.pdf`), pdf);
      const { page: _printed, layout: _layout, ...truth } = c;
      // Formatted as the repository's prettier check wants it.
      writeFileSync(
        resolve(OUT, `${c.id}.json`),
        await format(JSON.stringify(truth), { parser: 'json' }),
      );
      console.log(`${c.id}.pdf  ${(pdf.length / 1024).toFixed(0)} KB  ${c.made}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
