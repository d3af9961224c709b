/**
 * Renders the brand's logo (an SVG) into the PNG icons of the web app manifest and the
 * apple-touch-icon, under public/icons. The PNGs are committed, so a build needs no browser; run
 * `npm run icons` again after changing the logo, or with BRAND_LOGO_FILE set to the brand's own.
 *
 * Debian's Chromium (through playwright-core) draws the SVG, so the PNGs look exactly like the
 * favicon the browser shows.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { BRAND_COLOURS } from '../src/domain/brand';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './setup-chromium';

const root = resolve(__dirname, '..');
const outDir = resolve(root, 'public/icons');

interface Icon {
  file: string;
  size: number;
  /** Share of the side the logo takes, centred. */
  scale: number;
  /** A solid backdrop (maskable and Apple icons must be opaque); transparent otherwise. */
  backdrop: string | null;
}

export const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, scale: 1, backdrop: null },
  { file: 'icon-512.png', size: 512, scale: 1, backdrop: null },
  // Maskable: the platform crops to any shape inside the central 80% circle, so the logo sits
  // well within it on a full-bleed backdrop of the brand's colour.
  { file: 'maskable-512.png', size: 512, scale: 0.7, backdrop: BRAND_COLOURS.primary },
  // iOS fills transparency with black and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, scale: 0.84, backdrop: BRAND_COLOURS.primary },
];

function page(svg: string, icon: Icon): string {
  const logo = Math.round(icon.size * icon.scale);
  const background = icon.backdrop ?? 'transparent';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${icon.size}px; height: ${icon.size}px; background: ${background}; }
    body { display: grid; place-items: center; }
    svg { width: ${logo}px; height: ${logo}px; display: block; }
  </style></head><body>${svg}</body></html>`;
}

async function main(): Promise<void> {
  const logoFile = process.env.BRAND_LOGO_FILE || resolve(root, 'public/brand/logo.svg');
  const svg = readFileSync(logoFile, 'utf8').replace(/<\?xml[^>]*>/, '');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const icon of ICONS) {
      const tab = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await tab.setContent(page(svg, icon));
      await tab.screenshot({
        path: resolve(outDir, icon.file),
        omitBackground: icon.backdrop === null,
      });
      await tab.close();
      console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
    }
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
