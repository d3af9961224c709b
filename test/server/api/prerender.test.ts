import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestServer } from '../../helpers/server';

// A stand-in for the build: index.html, and a prerender bundle that records what it was asked
// (the real one is src/client/prerender.tsx, walked in a browser by test/e2e/prerender.e2e.ts).
const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
const clientDir = join(distDir, 'client');
mkdirSync(clientDir, { recursive: true });
mkdirSync(join(distDir, 'prerender'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><noscript>JS</noscript>' +
    '<div id=root><div class=boot-bar>Nestwell</div></div></body></html>',
);
const calls = join(distDir, 'calls.log');
writeFileSync(
  join(distDir, 'prerender', 'prerender.js'),
  `const { appendFileSync } = require('node:fs');
exports.prerenderPage = async (url, page) => {
  appendFileSync(${JSON.stringify(calls)}, page.locale + ' ' + url + '\\n');
  if (url === '/signup') throw new Error('a screen that cannot render on a server');
  return {
    html: '<main lang="' + page.locale + '"><h1>' + page.brandName + ' ' + url + '</h1><p>' + page.boot.settings.supportEmail + '</p></main>',
    head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  };
};`,
);

const server = useTestServer({
  seed: false,
  config: { clientDir, brand: { name: 'Lakeshore & Co', logoFile: null } },
});

const get = (url: string, encoding?: string, language?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
  });

describe('prerendered signed-out pages', () => {
  it("sends the page's markup in the root, marked with its address, inert until hydrated, and its styles", async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root" data-prerendered="/login" data-locale="en" inert><main lang="en"><h1>Lakeshore & Co /login</h1>',
    );
    // Rendered with the boot data the page carries, so the browser's render agrees with it.
    expect(response.body).toMatch(/<p>[^<]+@[^<]+<\/p>/);
    expect(response.body).toContain('<style data-emotion="css abc">');
    expect(response.body.indexOf('data-emotion')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).not.toContain('boot-bar');
  });

  it('renders each page once for the life of the server', async () => {
    await Promise.all([get('/upload'), get('/upload'), get('/upload')]);
    await get('/upload');
    const asked = readFileSync(calls, 'utf8').split('\n');
    expect(asked.filter((line) => line === 'en /upload')).toHaveLength(1);
  });

  it("renders and labels the page in the browser's language, once per language", async () => {
    for (const language of ['es-MX,es;q=0.9,en;q=0.8', 'es', 'fr-FR, es;q=0.5']) {
      const response = await get('/onboarding', undefined, language);
      expect(response.body).toContain('<html lang="es">');
      expect(response.body).toContain(
        '<div id="root" data-prerendered="/onboarding" data-locale="es" inert><main lang="es">',
      );
      expect(response.headers.vary).toMatch(/accept-language/i);
    }
    for (const language of [undefined, 'en-US', 'de-DE,fr;q=0.8', 'es;q=0, en', '*;q=abc']) {
      const response = await get('/onboarding', undefined, language);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('data-locale="en" inert><main lang="en">');
    }
    const asked = readFileSync(calls, 'utf8').split('\n');
    expect(asked.filter((line) => line === 'es /onboarding')).toHaveLength(1);
    expect(asked.filter((line) => line === 'en /onboarding')).toHaveLength(1);
    // Every page is labelled, the plain shell too.
    expect((await get('/tenant/dashboard', undefined, 'es')).body).toContain('<html lang="es">');
  });

  it.each(['/login?email=a%40b.c', '/onboarding?entry=raa', '/tenant/dashboard', '/verify/ABC'])(
    'sends %s as the plain shell: another page than a first visit sees',
    async (url) => {
      const response = await get(url);
      expect(response.body).toContain('<div id=root><div class=boot-bar>');
      expect(response.body).not.toContain('data-prerendered');
    },
  );

  it('sends the plain shell when the render fails', async () => {
    const response = await get('/signup');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root><div class=boot-bar>');
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('compresses pages for Accept-Encoding %s', async (accepted, expected) => {
    const response = await get('/', accepted);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const body = response.rawPayload;
    const text =
      expected === 'br'
        ? brotliDecompressSync(body).toString('utf8')
        : expected === 'gzip'
          ? gunzipSync(body).toString('utf8')
          : body.toString('utf8');
    expect(text).toContain('data-prerendered="/"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
