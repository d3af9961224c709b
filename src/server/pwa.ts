/**
 * What makes the portal installable and usable offline: the web app manifest (from the configured
 * brand), the service worker (public/sw.js) and the offline page (public/offline.html).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BRAND_COLOURS } from '../domain/brand';
import type { AppConfig } from './config';

type Brand = AppConfig['brand'];

/** The icons scripts/icons.ts renders into public/icons (copied to the build by webpack). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webManifest(brand: Brand) {
  return {
    id: '/',
    name: `${brand.name} · Renters insurance`,
    // Under an icon on a home screen: about 12 characters fit.
    short_name: brand.name,
    description:
      'Renters insurance for your home: get a quote in a minute, buy it, or upload the policy you already have.',
    lang: 'en',
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

/** The offline page with the brand's name and its logo inline (it must show with no network). */
export function brandedOfflinePage(html: string, brandName: string, logoSvg: Buffer | null) {
  const name = escapeHtml(brandName);
  const logo = logoSvg ? `data:image/svg+xml;base64,${logoSvg.toString('base64')}` : '';
  return html.replaceAll('{{BRAND_NAME}}', () => name).replaceAll('{{BRAND_LOGO}}', () => logo);
}

export function servePwa(
  app: FastifyInstance,
  clientDir: string | null,
  brand: Brand,
  logoFile: string | null,
): void {
  const manifest = JSON.stringify(webManifest(brand));
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(manifest),
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
