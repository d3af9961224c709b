import type { FastifyServerOptions } from 'fastify';

/**
 * Logs never contain passwords, tokens, codes or card data (ARCHITECTURE security baseline):
 * bodies are never logged, the Token header is redacted, and query strings are reduced to their
 * parameter names because some carry invitation tokens or email addresses.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactQuery(request.url), ip: request.ip };
      },
    },
  };
}

export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = new URLSearchParams(url.slice(at + 1)).keys();
  return `${url.slice(0, at)}?${[...new Set(names)].map((n) => `${n}=…`).join('&')}`;
}
