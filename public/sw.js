/**
 * The portal's service worker: the app opens offline, and every API answer stays live.
 *
 * - Install: caches the app shell (the page `/` and the scripts it loads, read from its
 *   <script> and preload tags), the logo and the offline page.
 * - Pages (navigations): the network first; offline, the cached copy of that page (the shell, or
 *   a page visited before), else /offline.html.
 * - /assets/*: content-hashed and immutable, so the cache first.
 * - Never cached, never answered here: the API (/v2/*, /version), the carrier sandbox
 *   (/sandbox/*), the live verification page (/verify/*), other origins and any non-GET.
 *
 * Versions: the server replaces __BUILD_ID__ with a hash of the build's index.html and this file
 * (src/server/pwa.ts), so every build serves different worker bytes. The browser then installs
 * the new worker, whose caches carry the new id, and its activate step deletes every older
 * cache. Served unsubstituted (a plain static server), it still works with one fixed version.
 */
const VERSION = '__BUILD_ID__';
const PREFIX = 'portal-';
const PAGES = `${PREFIX}pages-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const NEVER_CACHED = /^\/(v2|version|sandbox|verify)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGES);
      await pages.addAll(['/', OFFLINE_PAGE, '/brand/logo.svg']);
      const shell = await pages.match('/');
      const html = shell ? await shell.text() : '';
      // index.html is minified: attribute quotes are optional (`<script defer src=/assets/…>`).
      const assetUrl = /(?:src|href)=["']?(\/assets\/[^"'\s>]+)/g;
      const scripts = [...html.matchAll(assetUrl)].map((m) => m[1]);
      await (await caches.open(ASSETS)).addAll([...new Set(scripts)]);
      // The new build takes over at once: its pages and assets are already cached.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [PAGES, ASSETS];
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !current.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else {
    event.respondWith(fetch(request).catch(() => cachedOrError(request)));
  }
});

/** Every page is the same shell (index.html); it is kept by path, whatever the query. */
async function page(request, url) {
  const cache = await caches.open(PAGES);
  const key = url.pathname;
  try {
    const response = await fetch(request);
    const isPage = (response.headers.get('content-type') || '').startsWith('text/html');
    // A redirected response may not answer a later navigation (the browser refuses it).
    if (response.ok && response.type === 'basic' && !response.redirected && isPage) {
      await cache.put(key, response.clone());
    }
    return response;
  } catch {
    return (await cache.match(key)) || (await cache.match(OFFLINE_PAGE)) || Response.error();
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function cachedOrError(request) {
  return (await caches.match(request)) || Response.error();
}
