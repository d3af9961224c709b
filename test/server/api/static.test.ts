import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestServer } from '../../helpers/server';

// A tiny stand-in for dist/client, so serving is tested without building the client.
const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
const clientDir = join(distDir, 'client');
mkdirSync(join(clientDir, 'assets'), { recursive: true });
// The build's chunk graph: the entry, and the login route's own chunks (one shared with others).
writeFileSync(
  join(distDir, 'stats.json'),
  JSON.stringify({
    entrypoints: { main: { assets: [{ name: 'assets/main.0123456789.js' }] } },
    namedChunkGroups: {
      login: {
        assets: [
          { name: 'assets/42.aaaaaaaaaa.js' },
          { name: 'assets/login.bbbbbbbbbb.js' },
          { name: 'assets/main.0123456789.js' },
        ],
      },
      splash: { assets: [{ name: 'assets/splash.cccccccccc.js' }] },
    },
  }),
);
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(clientDir, 'assets', 'main.0123456789.js'), 'console.log(1)');

const server = useTestServer({ seed: false, config: { clientDir } });

describe('serving the client', () => {
  it.each(['/', '/login', '/tenant/account/claim-history', '/anything/else'])(
    'answers index.html for the page %s, never cached',
    async (url) => {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it("hints the route's own chunks so they load alongside the entry", async () => {
    const login = await server.app.inject({ method: 'GET', url: '/login?email=a%40b.c' });
    expect(login.body).toContain(
      '<link rel="preload" as="script" href="/assets/42.aaaaaaaaaa.js">',
    );
    expect(login.body).toContain(
      '<link rel="preload" as="script" href="/assets/login.bbbbbbbbbb.js">',
    );
    expect(login.body).not.toContain('href="/assets/main.0123456789.js"'); // the entry has its own tag
    const splash = await server.app.inject({ method: 'GET', url: '/' });
    expect(splash.body).toContain('href="/assets/splash.cccccccccc.js"');
    // Redirecting and signed-in-only paths get the plain page.
    for (const url of ['/tenant/dashboard', '/no/such/page']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('rel="preload"');
    }
  });

  it('caches content-hashed assets for a year', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with JSON, not the page', async () => {
    for (const url of ['/v2/nothing', '/version/x', '/sandbox/nothing']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('refuses a PDF request body with 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      headers: { 'content-type': 'application/pdf' },
      payload: '%PDF-1.4',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('the content security policy and the tokenization service', () => {
  it('lets the page post to an external tokenization host, and only to it', async () => {
    const { externalOrigins } = await import('../../../src/server/app');
    expect(externalOrigins(['/sandbox/carrier/payments'])).toEqual([]);
    expect(externalOrigins(['https://pay.carrier.example/api/payments'])).toEqual([
      'https://pay.carrier.example',
    ]);
  });

  it("the sandbox default keeps connect-src 'self'", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split(';')).toContain("connect-src 'self'");
  });
});
