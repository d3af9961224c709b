import { LogController, type FastifyServerOptions } from 'fastify';
import { isDrizzleQueryError, sqlStateOf } from './dbErrors';

/**
 * Logs never contain passwords, tokens, codes, card data or personal data (docs/security.md
 * "Logs"): bodies and headers are never logged (a request is written as its method,
 * URL, address and operation only), URLs lose their query values and any path segment that may
 * be a token, and errors lose every value they carry (see `serializeError`). One set of options
 * for every logger: the app's and each request's. (pino's `redact` of the Token, Authorization
 * and Cookie headers went: the request serializer never writes headers, and redacting the
 * request of every access line cost a fiftieth of a quote on the server's thread.)
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: {
        method: string;
        url: string;
        ip?: string;
        routeOptions?: { config?: { operationId?: string } };
      }) {
        const operation = request.routeOptions?.config?.operationId;
        return {
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
          ...(operation ? { operation } : {}),
        };
      },
      err: serializeError,
    },
  };
}

/**
 * One access line per request, written when it ends: its method, URL, operation and address with
 * its status and time ('request completed', or 'request errored' at error level). Fastify's own
 * controller writes the request in a second line on arrival; at ten thousand quotes a second
 * those two lines were about a tenth of a quote's time on the server's thread. The
 * arrival line stays, at debug level (LOG_LEVEL=debug), for finding requests that never end: the
 * shutdown test reads it.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController['requestCompleted']>
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The URL as it may be logged: path segments that may be tokens and query values replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return redactPath(url);
  return redactQuery(`${redactPath(url.slice(0, at))}${url.slice(at)}`);
}

export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = new URLSearchParams(url.slice(at + 1)).keys();
  return `${url.slice(0, at)}?${[...new Set(names)].map((n) => `${n}=…`).join('&')}`;
}

/**
 * Path segments after these carry a token or code (invitation links `/onboarding/{token}`, and
 * whatever link a mail may carry later: verification, reset, sign-in links).
 */
export const TOKEN_PARENTS: ReadonlySet<string> = new Set([
  'onboarding',
  // The mailed link to a copy of a tenant's data (`/v2/data-export/{token}`).
  'data-export',
  'invite',
  'invitation',
  'verify',
  'verification',
  'confirm',
  'reset',
  'token',
  'tokens',
  'magic',
  'unsubscribe',
]);
/**
 * A long segment of letters and digits without a dot (assets have one) looks like a generated
 * secret; route names (`onboardingCompletion`) have no digits.
 */
const looksSecret = (segment: string) =>
  segment.length >= 20 &&
  /^[A-Za-z0-9_~%+=-]+$/.test(segment) &&
  /\d/.test(segment) &&
  /[A-Za-z]/.test(segment);

export function redactPath(path: string): string {
  // Built again only when a segment is replaced: most paths hold no token (every request's
  // access line passes here).
  const segments = path.split('/');
  let parent = '';
  let replaced = false;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment && (TOKEN_PARENTS.has(parent.toLowerCase()) || looksSecret(segment))) {
      segments[i] = '…';
      replaced = true;
    }
    parent = segment;
  }
  return replaced ? segments.join('/') : path;
}

const EMAIL = /[^\s"'<>()[\]{}:,;]+@[^\s"'<>()[\]{}:,;]+/g;
/** Quoted text in a message is usually a value (`invalid input syntax …: "abc"`, JSON snippets). */
const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`/g;

interface SerializedError {
  type: string;
  message: string;
  code?: string;
  sqlState?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  /** The frames only: the first line of `Error.stack` repeats the message, values and all. */
  stack: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

/**
 * pino's `err` serializer. Database errors keep only their SQLSTATE and the names of what failed
 * (table, column, constraint): Drizzle's DrizzleQueryError lists every query parameter in its
 * message and `params`, and the driver's message, `detail` and `where` quote values (names,
 * e-mails, message texts). Other errors keep their message without e-mail addresses and quoted
 * text. Nothing else is copied (no `detail`, `params`, `query`, `response`…); the `cause` chain
 * goes through the same rules.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') {
    return { type: typeof error, message: scrub(String(error)), stack: '' };
  }
  const e = error as Error & Record<string, unknown>;
  const type = typeof e.name === 'string' ? e.name : (e.constructor?.name ?? 'Error');
  const state = sqlStateOf(e);
  const own = typeof e.severity === 'string' && state !== undefined;
  const fromDatabase = own || isDrizzleQueryError(e);
  const message = fromDatabase
    ? own
      ? `database error ${state}`
      : 'database query failed'
    : scrub(typeof e.message === 'string' ? e.message : '');
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : '';
  const names = (key: 'table' | 'column' | 'constraint' | 'routine') =>
    own && typeof e[key] === 'string' ? { [key]: e[key] as string } : {};
  const code = typeof e.code === 'string' && !own ? { code: scrub(e.code).slice(0, 64) } : {};
  return {
    type,
    message,
    ...code,
    ...(state ? { sqlState: state } : {}),
    ...names('table'),
    ...names('column'),
    ...names('constraint'),
    ...names('routine'),
    stack: frames ? `${type}: ${message}\n${frames}` : '',
    ...(e.cause !== undefined && depth < 5 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(QUOTED, '"…"');
}
