/**
 * Writes the corpus of declarations pages into test/fixtures/proofs/corpus: each PDF
 * and, beside it, a JSON file with what the tenant typed and the true answer of every check (the
 * shape of the fixtures of test/fixtures/proofs, test/server/proofs/truth.ts), plus `holdout`.
 *
 *   npx tsx scripts/proof-corpus/main.ts
 *
 * Deterministic: fixed PDF dates, seeded speckles, the same Chromium. Three ways of making a page
 * (./cases.ts says which layout each uses):
 * - pdfkit draws it (./pdfkit.ts);
 * - Chromium prints HTML to PDF (./html.ts, playwright-core page.pdf());
 * - a scan: the HTML page screenshotted by Chromium at 150, 200 or 300 dpi, turned, blurred,
 *   speckled on greyed paper by sharp, then saved as a greyscale JPEG or a 1-bit PNG and placed
 *   alone on a pdfkit page (no text layer: the reader must OCR it).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../setup-chromium';
import { truthOf } from './build';
import { CORPUS } from './cases';
import { htmlPage, HTML_LAYOUTS } from './html';
import type { CorpusCase, Scan } from './model';
import { imagePdf, pdfkitPage, PDFKIT_LAYOUTS } from './pdfkit';

export const CORPUS_DIR = resolve(__dirname, '../../test/fixtures/proofs/corpus');

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

/**
 * Chromium stamps the time of printing into the PDF: the same date instead (same length, so the
 * cross-reference offsets stay right) keeps the committed files identical from run to run.
 */
function fixedDates(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  return Buffer.from(
    text.replace(
      /\/(CreationDate|ModDate) \(D:\d{14}([^)]*)\)/g,
      (_m, key: string, zone: string) => `/${key} (D:20260101000000${zone})`,
    ),
    'latin1',
  );
}

/** A page's seed from its id: adding a page does not change the others' speckles. */
function seedOf(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

async function scanOf(png: Buffer, scan: Scan, seed: number): Promise<Buffer> {
  const turned = await sharp(png)
    .flatten({ background: '#ffffff' })
    .grayscale()
    .rotate(scan.rotate, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  const rand = random(seed);
  const paper = Buffer.alloc(width * height);
  for (let i = 0; i < paper.length; i += 1) {
    paper[i] =
      rand() < scan.noise ? 90 + Math.floor(rand() * 120) : scan.paper - Math.floor(rand() * 8);
  }
  const speckled = await sharp(turned.data, { raw: { width, height, channels: 1 } })
    .composite([{ input: paper, raw: { width, height, channels: 1 }, blend: 'multiply' }])
    .png()
    .toBuffer();
  const sized = sharp(speckled)
    .blur(Math.max(0.3, scan.blur))
    .resize({ width: Math.round(8.5 * scan.dpi), height: Math.round(11 * scan.dpi), fit: 'fill' })
    .grayscale();
  const image =
    scan.encoding === 'bilevel'
      ? await sized
          .threshold(150)
          .png({ palette: true, colours: 2, compressionLevel: 9 })
          .toBuffer()
      : await sized.jpeg({ quality: scan.dpi >= 300 ? 30 : 50 }).toBuffer();
  return imagePdf(image);
}

async function make(c: CorpusCase, browser: Browser): Promise<Buffer> {
  if (PDFKIT_LAYOUTS[c.layout]) {
    if (c.scan) throw new Error(`${c.id}: scans are made from HTML layouts`);
    return pdfkitPage(c);
  }
  if (!HTML_LAYOUTS[c.layout]) throw new Error(`${c.id}: no layout ${c.layout}`);
  const tab = await browser.newPage(
    c.scan ? { viewport: { width: 816, height: 1056 }, deviceScaleFactor: c.scan.dpi / 96 } : {},
  );
  try {
    await tab.setContent(htmlPage(c));
    if (!c.scan) return fixedDates(await tab.pdf({ format: 'Letter', printBackground: true }));
    await tab.addStyleTag({ content: 'body { margin: 0.6in !important; }' });
    return await scanOf(await tab.screenshot({ fullPage: false }), c.scan, seedOf(c.id));
  } finally {
    await tab.close();
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(CORPUS_DIR, { recursive: true });
  if (only.length === 0) {
    // Pages no longer in the list go: the directory is exactly the corpus.
    for (const f of readdirSync(CORPUS_DIR)) rmSync(resolve(CORPUS_DIR, f));
  }
  const ids = new Set<string>();
  for (const c of CORPUS) {
    if (ids.has(c.id)) throw new Error(`Duplicate id ${c.id}`);
    ids.add(c.id);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const c of CORPUS) {
      if (only.length > 0 && !only.some((o) => c.id.startsWith(o))) continue;
      const pdf = await make(c, browser);
      writeFileSync(resolve(CORPUS_DIR, `${c.id}.pdf`), pdf);
      writeFileSync(
        resolve(CORPUS_DIR, `${c.id}.json`),
        await format(JSON.stringify(truthOf(c)), {
          ...(await resolveConfig(resolve(CORPUS_DIR, `${c.id}.json`))),
          parser: 'json',
        }),
      );
      console.log(
        `${c.id.padEnd(40)} ${(pdf.length / 1024).toFixed(0).padStart(4)} KB  ${c.fresh ? 'fresh  ' : c.holdout ? 'holdout' : 'dev    '}  valid ${c.isValid}`,
      );
    }
  } finally {
    await browser.close();
  }
  const readme = resolve(CORPUS_DIR, 'README.md');
  writeFileSync(
    readme,
    await format(corpusReadme(), { ...(await resolveConfig(readme)), parser: 'markdown' }),
  );
}

/** How each page was made and what is wrong with it, for a person browsing the directory. */
function corpusReadme(): string {
  const how = (c: CorpusCase) =>
    c.scan
      ? `scan ${c.scan.dpi} dpi, ${c.scan.rotate}°, ${c.scan.encoding === 'bilevel' ? '1-bit PNG' : 'JPEG'}`
      : PDFKIT_LAYOUTS[c.layout]
        ? 'pdfkit'
        : 'Chromium print';
  const why = (c: CorpusCase) =>
    c.isValid
      ? 'valid'
      : Object.entries(c.truth)
          .filter(([, t]) => t.verdict === 'fail')
          .map(([field]) => `${field} fails`)
          .join(', ');
  const rows = [...CORPUS]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map(
      (c) =>
        `| ${c.id} | ${c.layout} | ${how(c)} | ${c.fresh ? 'fresh' : c.holdout ? 'holdout' : 'dev'} | ${why(c)} | ${c.made.replace(/\|/g, '/')} |`,
    );
  const layouts = new Set(CORPUS.map((c) => c.layout));
  const held = new Set(CORPUS.filter((c) => c.holdout && !c.fresh).map((c) => c.layout));
  const fresh = CORPUS.filter((c) => c.fresh);
  const freshLayouts = new Set(fresh.map((c) => c.layout));
  return [
    '# Declarations-page corpus',
    '',
    `Written by \`npx tsx scripts/proof-corpus/main.ts\` (do not edit by hand: the truth files are`,
    'checked against the generator by test/server/proofs/corpusFiles.test.ts). Each page is a PDF with',
    'its truth beside it: what the tenant typed (`expected`), the true verdict and value of every check',
    "(`truth`), `isValid` (the product's verdict rule over the true verdicts), the layout, and `holdout`.",
    '',
    `${CORPUS.length} pages in ${layouts.size} layouts; ${held.size} layouts (${CORPUS.filter((c) => c.holdout && !c.fresh).length} pages) are held out`,
    'from the reader\'s development. A second held-out set, `fresh` (`"holdout": true, "fresh": true`),',
    `adds ${freshLayouts.size} layouts (${fresh.length} pages), each unlike every other layout here, made after the reader was`,
    'developed (scripts/proof-corpus/cases-fresh.ts): nobody has tuned the reader on them. Layouts are',
    'modelled on public sample pages of carriers (layout',
    'only: names, numbers, people and addresses are invented; no text is copied). Accuracy:',
    '`npx tsx scripts/proof-accuracy.ts`.',
    '',
    '| Page | Layout | Made by | Set | Truth | What it is |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
