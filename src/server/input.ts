/**
 * Guards on what a request may carry, for every operation at once (Input): no NUL byte
 * in any string, URL and socket-level refusals in the API's `Error { message, code }` format.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answers, HttpError, refusals, unsupportedMediaType } from './errors';
import { answerIn, requestLocale } from './answerLanguage';

/**
 * Whether any string (or object key) in `value` holds U+0000: the common case, without paths.
 * Bytes (a claim photo's body) are not text and are not walked.
 */
function holdsNulByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const key in item) {
        if (key.includes('\u0000')) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The first place in `value` where a string (or an object key) holds U+0000, as a path. Walked
 * with a list, not recursion: a body may nest deeper than the call stack. Paths are only built
 * once a NUL is known to be there (building one per value cost every request's allocations).
 */
export function nulBytePath(value: unknown): string | null {
  if (!holdsNulByte(value)) return null;
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, at] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at || '/';
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${at}/${i}`]);
    } else if (item && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item).reverse()) {
        if (key.includes('\u0000')) return `${at}/${key.replaceAll('\u0000', '\\0')}`;
        pending.push([child, `${at}/${key}`]);
      }
    }
  }
  return null;
}

/**
 * Run at preValidation (app.ts): PostgreSQL cannot store U+0000 in text (it answers an error,
 * which was a 500), and no field of the contract has a use for it. Every string of the body, query
 * and path the operation declares is checked, before the schema, the security handler and the
 * handler. Parts an operation does not declare are never read, so they are left alone.
 */
export function refuseNulBytes(request: FastifyRequest): void {
  const schema = request.routeOptions.schema ?? {};
  const parts: Array<[string, unknown, unknown]> = [
    ['params', schema.params, request.params],
    ['querystring', schema.querystring, request.query],
    ['body', schema.body, request.body],
  ];
  for (const [name, declared, value] of parts) {
    if (!declared) continue;
    const path = nulBytePath(value);
    if (path) {
      throw new HttpError(
        400,
        `${name}${path === '/' ? '' : path} must not contain a NUL character`,
        'VALIDATION_ERROR',
      );
    }
  }
}

/**
 * Run at preValidation (app.ts), the body an operation's contract declares:
 * - Fastify validates a body only against the media types the route's schema lists, and parses
 *   any type the app has a parser for: a JSON operation sent `Content-Type: image/png` (the claim
 * photos' parser) reached its handler as unvalidated bytes (a 500, found by the contract fuzzer). A
 * body of a media type the operation does not declare is a 415. (A type no parser takes is a 415
 * before this.)
 * - A POST with no body at all reached handlers that read its fields (a 500): an operation whose
 *   contract requires a body answers 400 without one.
 */
export function requireDeclaredBody(request: FastifyRequest): void {
  const { bodyRequired, bodyMediaTypes } = request.routeOptions.config;
  if (request.body !== undefined && bodyMediaTypes && bodyMediaTypes.length > 0) {
    const header = request.headers['content-type'] ?? '';
    const mediaType = header.split(';', 1)[0]!.trim().toLowerCase();
    if (!bodyMediaTypes.includes(mediaType)) {
      throw unsupportedMediaType();
    }
  }
  if (bodyRequired && request.body === undefined) {
    throw new HttpError(400, refusals.bodyRequired, 'VALIDATION_ERROR');
  }
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding) or a path
 * parameter longer than any id (FST_ERR_MAX_PARAM_LENGTH, Fastify's own 414) is a 400 in the
 * API's format; Fastify's own bodies would echo the URL, which may carry a token.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // No operation was reached, so app.ts's caching headers are not set: never kept either.
    return reply
      .status(400)
      .header('cache-control', 'no-store')
      .send({
        message: answerIn(requestLocale(request.headers['accept-language']), refusals.badAddress),
        code: 'VALIDATION_ERROR',
      });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: answers.internal, code: 'INTERNAL' });
}

const CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'The request headers are too large.',
    code: 'HEADERS_TOO_LARGE',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive.',
    code: 'REQUEST_TIMEOUT',
  },
};

/**
 * Fastify's `clientErrorHandler`: Node refuses some requests before Fastify sees them (headers
 * over 16 KB: 431; a request that does not parse as HTTP: 400; a request too slow to arrive: 408).
 * The answer is still the API's `Error { message, code }`, written straight to the socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone; nothing can be written to it.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request is not valid HTTP.',
    code: 'BAD_REQUEST',
  };
  const body = JSON.stringify({ message: known.message, code: known.code });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // end, not write + destroy: the answer is flushed before the connection closes.
  socket.end(
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}
