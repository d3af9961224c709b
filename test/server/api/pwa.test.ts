import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { useTestServer } from '../../helpers/server';

const publicDir = resolve(__dirname, '../../../public');

// A stand-in for dist/client with the real worker, offline page and logo from public/.
const clientDir = join(mkdtempSync(join(tmpdir(), 'dist-')), 'client');
mkdirSync(join(clientDir, 'brand'), { recursive: true });
writeFileSync(join(clientDir, 'index.html'), readFileSync(join(publicDir, 'index.html')));
for (const file of ['sw.js', 'offline.html', 'brand/logo.svg']) {
  copyFileSync(join(publicDir, file), join(clientDir, file));
}

const server = useTestServer({
  seed: false,
  config: { clientDir, brand: { name: 'Lakeshore & Co', logoFile: null } },
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('GET /manifest.webmanifest', () => {
  it("names the configured brand, starts at / standalone in the theme's colours", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      name: 'Lakeshore & Co · Renters insurance',
      short_name: 'Lakeshore & Co',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1b4b72',
      background_color: '#f5f7fa',
      lang: 'en',
    });
  });

  it('names and describes the app in the language of the phone that installs it', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.headers.vary).toBe('Accept-Language');
    expect(response.json()).toMatchObject({
      name: 'Lakeshore & Co · Seguro para inquilinos',
      short_name: 'Lakeshore & Co',
      description: expect.stringMatching(/^Seguro para inquilinos para tu hogar: cotiza/),
      lang: 'es',
    });
  });

  it('lists 192 and 512 px PNG icons and a maskable one, all in public/icons', async () => {
    const { icons } = (
      await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    ).json() as { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(publicDir, icon.src))).toEqual({ width, height });
    }
  });

  it('is linked from index.html with the theme colour and the apple-touch-icon', () => {
    const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<meta name="theme-color" content="#1b4b72" />');
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(pngSize(join(publicDir, touch ?? 'missing'))).toEqual({ width: 180, height: 180 });
  });
});

describe('the brand in index.html', () => {
  it("names the brand in the meta tags and the first paint's top bar, minified or not", async () => {
    const { brandedPage } = await import('../../../src/server/static');
    const html = brandedPage(readFileSync(join(publicDir, 'index.html'), 'utf8'), 'Lakeshore & Co');
    expect(html).toContain('<span class="boot-name">Lakeshore &#38; Co</span>');
    // The build's minified index.html, attribute quotes dropped.
    const minified = brandedPage(
      '<meta name=application-name content=Nestwell><meta name=apple-mobile-web-app-title content=Nestwell><div id=root><span class=boot-name>Nestwell</span></div>',
      'Lakeshore & Co',
    );
    expect(minified).toContain('<meta name="application-name" content="Lakeshore &#38; Co"');
    expect(minified).toContain(
      '<meta name="apple-mobile-web-app-title" content="Lakeshore &#38; Co"',
    );
    expect(minified).toContain('<span class="boot-name">Lakeshore &#38; Co</span>');
    expect(minified).not.toContain('Nestwell');
    const page = await server.app.inject({ method: 'GET', url: '/login' });
    expect(page.body).toContain('<span class="boot-name">Lakeshore &#38; Co</span>');
    expect(page.body).toContain('<title>Lakeshore &#38; Co · Renters insurance</title>');
  });

  it('titles and describes a page in the language it is sent in', async () => {
    const { pageInLanguage } = await import('../../../src/server/static');
    const index = readFileSync(join(publicDir, 'index.html'), 'utf8');
    const spanish = pageInLanguage(index, 'es', 'Lakeshore & Co');
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain('<title>Lakeshore &#38; Co · Seguro para inquilinos</title>');
    expect(spanish).toMatch(
      /<meta name="description" content="Seguro para inquilinos para tu hogar/,
    );
    expect(spanish).toContain(
      '<noscript>Este portal necesita JavaScript para funcionar.</noscript>',
    );
    expect(spanish).not.toContain('Renters insurance');
    // The build's minified page, its attributes unquoted.
    expect(
      pageInLanguage(
        '<html lang=en><meta name=description content=Renters><title>x</title>',
        'es',
        'N',
      ),
    ).toBe(
      '<html lang="es"><meta name="description" content="Seguro para inquilinos para tu hogar: cotiza en un minuto, cómpralo o sube la póliza que ya tienes."><title>N · Seguro para inquilinos</title>',
    );
    const page = await server.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-language': 'es' },
    });
    expect(page.body).toContain('<title>Lakeshore &#38; Co · Seguro para inquilinos</title>');
  });
});

describe('the service worker and the offline page', () => {
  it('serves /sw.js never cached, with a version for this build', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).not.toContain('__BUILD_ID__');
    expect(response.body).toMatch(/const VERSION = '[0-9a-f]{12}';/);
  });

  it('serves /offline.html with the brand, its logo inline and its one script allowed', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/offline.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>You are offline · Lakeshore &#38; Co</title>');
    expect(response.body).toContain('src="data:image/svg+xml;base64,');
    expect(response.body).not.toContain('{{');
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split(';')).toContain(`script-src 'sha256-${hash}'`);
  });

  it('holds the offline texts in every language, English shown until the script picks', async () => {
    const { body } = await server.app.inject({ method: 'GET', url: '/offline.html' });
    const section = (locale: string) =>
      new RegExp(
        `<section\\s+data-locale="${locale}"\\s+lang="${locale}"[^>]*>[\\s\\S]*?</section>`,
      ).exec(body)?.[0] ?? '';
    expect(section('en')).toContain('<h1>You are offline</h1>');
    expect(section('en')).not.toMatch(/\shidden\b/);
    expect(section('es')).toContain('<h1>No tienes conexión</h1>');
    expect(section('es')).toContain('>Intentar de nuevo</button>');
    expect(section('es')).toMatch(/data-title="No tienes conexión · Lakeshore &#38; Co"\s+hidden/);
  });

  it('writes no word into the offline page’s template: its texts are the catalog’s', () => {
    const template = readFileSync(resolve(__dirname, '../../../public/offline.html'), 'utf8');
    const body = template
      .slice(template.indexOf('<body>'), template.indexOf('<script>'))
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\{\{\w+\}\}/g, ' ');
    expect(body.trim()).toBe('');
    const title = /<title>([\s\S]*?)<\/title>/.exec(template)?.[1] ?? '';
    expect(title.replace(/\{\{\w+\}\}/g, '').replace(/[\s·]/g, '')).toBe('');
  });

  it('serves the manifest without a built client too', async () => {
    const { buildApp } = await import('../../../src/server/app');
    const app = await buildApp({
      config: { ...server.config, clientDir: null },
      db: server.handle.db,
      backgroundJobs: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(response.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
