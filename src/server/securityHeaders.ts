/**
 * The security headers of every answer (helmet's: CSP, HSTS, frame and sniffing rules), computed
 * once. @fastify/helmet ran helmet's middleware on every request, which parsed the CSP
 * directives again each time: about 7 µs of a signed-in read's 100. Our
 * headers never vary per request (no nonces), so the middleware runs once at start against a
 * recording response, and a hook copies what it set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      done = true;
    },
  );
  // helmet's middleware is synchronous; anything else would leave headers unset.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
