import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../domain/i18n/locales';
import { PRERENDERED_PATHS } from '../domain/routes';

/** dist/prerender/prerender.js: src/client/prerender.tsx, built for Node by `npm run build`. */
interface PrerenderBuild {
  prerenderPage(
    url: string,
    page: { boot: unknown; brandName: string; locale: Locale },
  ): Promise<{ html: string; head: string }>;
}

export interface PrerenderedPage {
  html: string;
  head: string;
}

/**
 * The signed-out pages of PRERENDERED_PATHS as the app renders them for a first visit, from the
 * build's prerender bundle: a tenant's phone paints the page from the HTML and the client
 * hydrates it (src/client/main.tsx), instead of building and styling it after the scripts run
 * (docs/performance.md). Each page is rendered once, on its first request, with the boot data
 * and brand the server writes into every page for its whole life, once per language. Without the bundle (a server
 * started before a build) or if a render fails, pages are sent as the plain shell: the client
 * renders them as before.
 */
export function prerenderedPages(
  clientDir: string,
  page: { boot: unknown; brandName: string },
  log: FastifyBaseLogger,
): (address: string, locale: Locale) => Promise<PrerenderedPage | null> {
  const file = resolve(clientDir, '../prerender/prerender.js');
  if (!existsSync(file)) return () => Promise.resolve(null);
  const rendered = new Map<string, Promise<PrerenderedPage | null>>();
  let build: PrerenderBuild | null = null;
  return (address, locale) => {
    // A query (a log-in link's e-mail, a renewal) makes it another page than the first visit's.
    if (!PRERENDERED_PATHS.includes(address)) return Promise.resolve(null);
    const key = `${locale} ${address}`;
    let result = rendered.get(key);
    if (!result) {
      result = (async () => {
        build ??= createRequire(__filename)(file) as PrerenderBuild;
        return await build.prerenderPage(address, { ...page, locale });
      })().catch((error: unknown) => {
        log.warn(
          { err: error, address, locale },
          'prerender failed: the page is sent as the shell',
        );
        return null;
      });
      rendered.set(key, result);
    }
    return result;
  };
}

/**
 * index.html with a prerendered page in its root element (in place of the top bar drawn before
 * the scripts), marked with the address and language it was rendered for and inert until
 * hydrated, and its styles in the head.
 */
export function withPrerendered(
  html: string,
  address: string,
  page: PrerenderedPage,
  locale: Locale,
): string {
  return html
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      /<div id="?root"?>[\s\S]*<\/body>/,
      // inert until the client has hydrated it (src/client/app/hydration.ts): a field typed into
      // before then would keep text the form's state never saw.
      () =>
        `<div id="root" data-prerendered="${address}" data-locale="${locale}" inert>${page.html}</div></body>`,
    );
}
