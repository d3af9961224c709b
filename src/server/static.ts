import { answers } from './errors';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveRoute } from '../domain/routes';
import type { AppConfig } from './config';
import { acceptLanguageTags, LOCALES, pickLocale, type Locale } from '../domain/i18n/locales';
import { pwaTexts } from '../domain/i18n/generated/en/pwa';
import { textsIn } from './answerLanguage';
import { prerenderedPages, withPrerendered } from './prerender';
import { servePwa } from './pwa';

const API_PATH = /^\/(v2|version|sandbox)(\/|$|\?)/;

interface ChunkGraph {
  entrypoints?: Record<string, { assets: Array<{ name: string }> }>;
  namedChunkGroups?: Record<string, { assets: Array<{ name: string }> }>;
}

/**
 * The scripts each signed-out route needs beyond the entry, from the build's chunk graph
 * (dist/stats.json, written by webpack.config.ts). Signed-out screens are built as chunks of the
 * same name (src/client/app/screens.ts); signed-in routes are not known to the server (the token
 * lives in the browser), so they get no hints.
 */
function routeScripts(clientDir: string): (pathname: string) => string[] {
  const statsFile = resolve(clientDir, '../stats.json');
  if (!existsSync(statsFile)) return () => [];
  const graph = JSON.parse(readFileSync(statsFile, 'utf8')) as ChunkGraph;
  const js = (assets: Array<{ name: string }> = []) =>
    assets.map((a) => a.name).filter((name) => name.endsWith('.js'));
  const entry = new Set(js(graph.entrypoints?.main?.assets));
  return (pathname) => {
    const route = resolveRoute(pathname, false);
    if (route.kind !== 'render') return [];
    return js(graph.namedChunkGroups?.[route.screen]?.assets).filter((name) => !entry.has(name));
  };
}

/**
 * Serves the built single-page client. Hashed assets are cached for a year; pages never, so a
 * deploy is picked up on the next load. Every page is index.html, with preload hints for the
 * route's own chunks so they download alongside the entry instead of after it (faster first
 * paint on phones); the client's router then decides (docs/product.md "Screens and routes"
 * redirects happen there).
 */
/**
 * index.html with the brand's name in the application-name the client reads and the
 * top bar shown before the scripts run, and the boot data (GET /version's and GET
 * /v2/util/settings' answers) as a JSON script element the client reads before its first render
 * (src/client/app/boot.ts). Not executed, so the CSP without inline scripts allows it.
 */
export function brandedPage(html: string, brandName: string, boot: unknown = null): string {
  const name = escapeHtml(brandName);
  const bootScript =
    boot === null
      ? ''
      : `<script id="boot-data" type="application/json">${scriptJson(boot)}</script>`;
  // The production build's index.html is minified: attribute quotes are dropped where HTML
  // allows (`<meta name=application-name content=Nestwell>`), so quotes are optional here.
  // Replacements are functions: a `$&` in a brand's name stays text.
  const meta = (metaName: string) =>
    new RegExp(`<meta name="?${metaName}"? content=(?:"[^"]*"|[^\\s>]*)`);
  return html
    .replace('</head>', () => `${bootScript}</head>`)
    .replace(meta('application-name'), () => `<meta name="application-name" content="${name}"`)
    .replace(
      meta('apple-mobile-web-app-title'),
      () => `<meta name="apple-mobile-web-app-title" content="${name}"`,
    )
    .replace(
      /<span class="?boot-name"?\s*>[^<]*<\/span\s*>/,
      () => `<span class="boot-name">${name}</span>`,
    );
}

/**
 * A page in `locale`: its `lang`, the title and description a tab, a link's preview or a search
 * result show before the scripts run, and what it says without them (the `pwa` catalog).
 */
export function pageInLanguage(html: string, locale: Locale, brandName: string): string {
  const t = textsIn(locale, pwaTexts);
  const description = /<meta\s+name="?description"?\s+content=(?:"[^"]*"|[^\s>]*)/;
  return html
    .replace(/<html(?: lang="?[\w-]*"?)?/, `<html lang="${locale}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(t('appName', { brand: brandName }))}</title>`,
    )
    .replace(
      description,
      () => `<meta name="description" content="${escapeHtml(t('appDescription'))}"`,
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeHtml(t('noScript'))}</noscript>`,
    );
}

/**
 * Pages compressed as the scripts are (a prerendered page is 25 KB of markup and styles: several
 * round trips of a phone's slow link uncompressed, one compressed). A page's text depends only on
 * its screen, so the few distinct ones are compressed once and kept.
 */
const encodedPages = new Map<string, { br: Buffer; gzip: Buffer }>();
function encodedPage(body: string): { br: Buffer; gzip: Buffer } {
  let encoded = encodedPages.get(body);
  if (!encoded) {
    encoded = {
      br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    };
    // Bounded whatever happens: distinct pages are a few dozen (screens × prerendered or not).
    if (encodedPages.size >= 200) encodedPages.clear();
    encodedPages.set(body, encoded);
  }
  return encoded;
}

function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const offered = (name: string) =>
    accepted.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return coding?.trim() === name && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    });
  if (offered('br')) return 'br';
  if (offered('gzip')) return 'gzip';
  return null;
}

/** JSON that cannot end its script element or start a comment (`<`, `>` and `&` escaped). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** BRAND_LOGO_FILE, else the built-in logo the build copies from public/brand. */
function logoFile(brand: Brand, clientDir: string | null): string | null {
  return brand.logoFile ?? (clientDir ? join(clientDir, 'brand/logo.svg') : null);
}

/**
 * The brand's logo at /brand/logo.svg (also the favicon): BRAND_LOGO_FILE when set, else the
 * built-in one the build copies from public/brand. Not hashed, so revalidated on each load.
 */
function serveLogo(app: FastifyInstance, brand: Brand, clientDir: string | null): void {
  const file = logoFile(brand, clientDir);
  if (!file || !existsSync(file)) return;
  const svg = readFileSync(file);
  app.get('/brand/logo.svg', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('image/svg+xml').send(svg),
  );
}

type Brand = AppConfig['brand'];

export async function serveClient(
  app: FastifyInstance,
  clientDir: string | null,
  brand: Brand,
  boot: unknown = null,
): Promise<void> {
  serveLogo(app, brand, clientDir);
  servePwa(app, clientDir, brand, logoFile(brand, clientDir));
  const index = clientDir ? join(clientDir, 'index.html') : null;
  const hasClient = index !== null && existsSync(index);
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below; `send`'s default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = /\.[0-9a-f]{8,}\./.test(path);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const html = hasClient && index ? brandedPage(readFileSync(index, 'utf8'), brand.name, boot) : '';
  // The page in each language, written once: a request only picks one.
  const pages = new Map(LOCALES.map((l) => [l, pageInLanguage(html, l, brand.name)]));
  const scriptsFor = hasClient && clientDir ? routeScripts(clientDir) : () => [];
  const prerendered =
    hasClient && clientDir
      ? prerenderedPages(clientDir, { boot, brandName: brand.name }, app.log)
      : () => Promise.resolve(null);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const path = url.split(/[?#]/, 1)[0] ?? '/';
    const hints = scriptsFor(path)
      .map((name) => `<link rel="preload" as="script" href="/${name}">`)
      .join('');
    // The browser's language (docs/i18n.md): the page is rendered and labelled in it.
    const locale = pickLocale(acceptLanguageTags(request.headers['accept-language']));
    const prerender = url === path ? await prerendered(path, locale) : null;
    const inLanguage = pages.get(locale) ?? html;
    const page = prerender ? withPrerendered(inLanguage, path, prerender, locale) : inLanguage;
    const body = hints ? page.replace('</head>', `${hints}</head>`) : page;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language');
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(encodedPage(body)[encoding]);
  };
  if (hasClient) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !API_PATH.test(request.url);
    if (hasClient && wantsPage) return sendPage(request, reply);
    // An API call that reached no operation: never kept, like the operations' own answers
    // (cachePolicy.ts); its URL may hold a token.
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ message: answers.notFound, code: 'NOT_FOUND' });
  });
}
