/**
 * What makes the portal installable and usable offline: the web app manifest (from the configured
 * brand), the service worker (public/sw.js) and the offline page (public/offline.html).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BRAND_COLOURS } from '../domain/brand';
import { pwaTexts } from '../domain/i18n/generated/en/pwa';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n/locales';
import { requestLocale, textsIn } from './answerLanguage';
import type { AppConfig } from './config';

type Brand = AppConfig['brand'];

/** The icons scripts/icons.ts renders into public/icons (copied to the build by webpack). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The manifest in `locale` (a phone installing the app asks in its own language). */
export function webManifest(brand: Brand, locale: Locale = DEFAULT_LOCALE) {
  const t = textsIn(locale, pwaTexts);
  return {
    id: '/',
    name: t('appName', { brand: brand.name }),
    // Under an icon on a home screen: about 12 characters fit.
    short_name: brand.name,
    description: t('appDescription'),
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOURS.primary,
    background_color: BRAND_COLOURS.page,
    icons: MANIFEST_ICONS,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The offline page's one inline script (the Try again button) is allowed by its hash: the page
 * must work with nothing else loaded, and the app's policy allows no inline script.
 */
function offlinePolicy(html: string): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const hash = createHash('sha256').update(script).digest('base64');
  return [
    "default-src 'self'",
    `script-src 'sha256-${hash}'`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join(';');
}

/** The template's block written once per language, between these markers. */
const LOCALE_BLOCK = /<!--locale-->\n?([\s\S]*?)[ \t]*<!--\/locale-->/;

/**
 * The offline page with the brand's name and its logo inline (it must show with no network), and
 * its texts in every language the product speaks (the `offline` catalog): English shown, the
 * others hidden until the page's script shows the app's.
 */
export function brandedOfflinePage(html: string, brandName: string, logoSvg: Buffer | null) {
  const name = escapeHtml(brandName);
  const logo = logoSvg ? `data:image/svg+xml;base64,${logoSvg.toString('base64')}` : '';
  const inLanguage = (template: string, locale: Locale) => {
    const t = textsIn(locale, pwaTexts) as (key: string) => string;
    return template
      .replaceAll('{{LOCALE}}', locale)
      .replaceAll('{{HIDDEN}}', locale === DEFAULT_LOCALE ? '' : ' hidden')
      .replace(/\{\{(title|noConnection|check|retry)\}\}/g, (_, key: string) => escapeHtml(t(key)));
  };
  const block = LOCALE_BLOCK.exec(html)?.[1] ?? '';
  return html
    .replace(LOCALE_BLOCK, () => LOCALES.map((locale) => inLanguage(block, locale)).join(''))
    .replaceAll('{{TITLE}}', () => escapeHtml(textsIn(DEFAULT_LOCALE, pwaTexts)('title')))
    .replaceAll('{{BRAND_NAME}}', () => name)
    .replaceAll('{{BRAND_LOGO}}', () => logo);
}

export function servePwa(
  app: FastifyInstance,
  clientDir: string | null,
  brand: Brand,
  logoFile: string | null,
): void {
  const manifests = new Map(LOCALES.map((l) => [l, JSON.stringify(webManifest(brand, l))]));
  app.get('/manifest.webmanifest', (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .type('application/manifest+json; charset=utf-8')
      .send(manifests.get(requestLocale(request.headers['accept-language']))),
  );
  if (!clientDir) return;

  const workerFile = join(clientDir, 'sw.js');
  const indexFile = join(clientDir, 'index.html');
  if (existsSync(workerFile) && existsSync(indexFile)) {
    // The cache version is a hash of this build's index.html (it names every hashed entry
    // asset), the worker's own code and the brand: a new build or brand changes the worker's
    // bytes, so browsers install it and its activate step drops the previous build's caches.
    // No build step is needed, and a worker served without this substitution still works.
    const source = readFileSync(workerFile, 'utf8');
    const buildId = createHash('sha256')
      .update(readFileSync(indexFile))
      .update(source)
      .update(brand.name)
      .digest('hex')
      .slice(0, 12);
    const worker = source.replaceAll('__BUILD_ID__', buildId);
    app.get('/sw.js', (_request, reply) =>
      reply
        // Browsers check for a new worker on navigations; never let a cache answer that.
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(worker),
    );
  }

  const offlineFile = join(clientDir, 'offline.html');
  if (existsSync(offlineFile)) {
    const logo = logoFile && existsSync(logoFile) ? readFileSync(logoFile) : null;
    const page = brandedOfflinePage(readFileSync(offlineFile, 'utf8'), brand.name, logo);
    const policy = offlinePolicy(page);
    app.get('/offline.html', (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', policy)
        .type('text/html; charset=utf-8')
        .send(page),
    );
  }
}
