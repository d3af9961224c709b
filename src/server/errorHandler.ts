import { sessionMessages } from '../domain/messages/session';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException, sqlStateOf } from './dbErrors';
import { answerIn, formatAnswer, requestLocale } from './answerLanguage';
import { HttpError, answers, unsupportedMediaType } from './errors';

interface WrappedErrors {
  errors?: unknown[];
}

/** The security handler's own HttpError travels inside the SecurityError fastify-openapi-glue throws. */
function unwrap(error: FastifyError & WrappedErrors): FastifyError | HttpError {
  const inner = error.errors?.filter((e): e is HttpError => e instanceof HttpError) ?? [];
  return inner.at(-1) ?? error;
}

/** Every error leaves as the contract's `Error { message, code }`; internals never leak. */
export function errorHandler(
  raw: FastifyError & WrappedErrors,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const error = unwrap(raw);
  // The message in the request's language (the client sends the app's): docs/i18n.md. No
  // `Vary` needed: refusals are no-store (cachePolicy.ts), and the shared answers' refusals (429,
  // 503) are not kept by a cache without one.
  const locale = requestLocale(request.headers['accept-language']);
  const say = (message: string) => answerIn(locale, message);
  // The operation, not the URL or the values, tells the log which request failed.
  const operation = request.routeOptions.config?.operationId;
  // A request that reached no operation (the not-found route refusing a body it could not
  // parse, a `..` in an id) gets no caching headers from app.ts: its refusal is never kept
  // either, like the not-found answer itself (static.ts) and the router's (input.ts).
  if (!operation) reply.header('cache-control', 'no-store');
  if (error instanceof HttpError) {
    // An outside service failed (mail): worth a log line (logging.ts strips values from errors).
    if (error.statusCode >= 500) {
      request.log.error({ err: error.cause ?? error, operation }, error.message);
    }
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send({
      message: error.text ? formatAnswer(locale, error.text) : say(error.message),
      code: error.code,
      ...error.extra,
    });
  }
  if (error.validation) {
    return reply.status(400).send({ message: say(error.message), code: 'VALIDATION_ERROR' });
  }
  const status = error.statusCode ?? 500;
  if (status === 415) {
    const { message, code } = unsupportedMediaType();
    return reply.status(415).send({ message: say(message), code });
  }
  if (status >= 400 && status < 500) {
    const message = status === 401 ? sessionMessages.unauthorized : error.message;
    return reply.status(status).send({ message: say(message), code: error.code ?? 'BAD_REQUEST' });
  }
  const state = sqlStateOf(error);
  if (isDataException(state)) {
    // The database refused a value of the request (too long, out of range, not its type).
    request.log.warn({ err: error, operation, sqlState: state }, 'database refused a value');
    return reply.status(400).send({ message: say(answers.invalidValue), code: 'VALIDATION_ERROR' });
  }
  request.log.error({ err: error, operation, sqlState: state }, 'request failed');
  return reply.status(500).send({ message: say(answers.internal), code: 'INTERNAL' });
}
