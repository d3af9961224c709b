import { DEFAULT_LOCALE } from '../domain/i18n/locales';
import { refusalsTexts } from '../domain/i18n/generated/en/refusals';
import { answersTexts } from '../domain/i18n/generated/en/answers';
import { plainTexts, type Phrase } from '../domain/i18n/texts';
import { sessionMessages } from '../domain/messages/session';
import { formatAnswer } from './answerLanguage';

/** The API's own refusals, in English (the `answers` catalog). */
export const answers = plainTexts(answersTexts);
/** The refusals no screen words itself (the `refusals` catalog). */
export const refusals = plainTexts(refusalsTexts);

/** The one error shape of openapi.yaml (`Error { message, code? }`), thrown from handlers. */
export class HttpError extends Error {
  /** The message as a catalog's, when it takes values: answered in the request's language. */
  readonly text?: Phrase;

  constructor(
    readonly statusCode: number,
    message: string | Phrase,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
    /** Response headers, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    // A refusal of what the client sent (4xx) is answered, not debugged: no stack trace, whose
    // capture cost about as much as the rest of a refused request.
    const limit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    try {
      super(typeof message === 'string' ? message : formatAnswer(DEFAULT_LOCALE, message));
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'HttpError';
    if (typeof message !== 'string') this.text = message;
  }
}

export const badRequest = (message: string | Phrase, code = 'BAD_REQUEST') =>
  new HttpError(400, message, code);
export const unauthorized = (message = sessionMessages.unauthorized, code = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);
export const notFound = (message = answers.notFound, code = 'NOT_FOUND') =>
  new HttpError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
/** A body of a media type the operation does not take (openapi.yaml: every body is JSON). */
export const unsupportedMediaType = () =>
  new HttpError(415, answers.jsonBody, 'UNSUPPORTED_MEDIA_TYPE');
