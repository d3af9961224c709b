// helmet's security headers on every answer (src/server/securityHeaders.ts: computed once at
// start instead of per request): API answers, errors and unknown routes alike (pages:
// static.test.ts).
import { useTestServer } from '../../helpers/server';

const server = useTestServer({ seed: false });

const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['an API answer', 'GET', '/version', 200],
    ['a refused call', 'GET', '/v2/account', 401],
    ['a validation error', 'POST', '/v2/account/login', 400],
    ['an unknown API route', 'GET', '/v2/nothing-here', 404],
  ] as const)('are on %s', async (_what, method, url, status) => {
    const response = await server.app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
    const policy = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "frame-src 'self' blob:",
      "object-src 'none'",
      "frame-ancestors 'self'",
    ]) {
      expect(policy.split(';')).toContain(directive);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
