import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestServer } from '../../helpers/server';

// A tiny stand-in for dist/client, so serving is tested without building the client.
const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
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
