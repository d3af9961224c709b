/** The one error shape of openapi.yaml (`Error { message, code? }`), thrown from handlers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new HttpError(400, message, code);
export const unauthorized = (message = 'Unauthorized access', code = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') =>
  new HttpError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
/** A body of a media type the operation does not take (openapi.yaml: every body is JSON). */
export const unsupportedMediaType = () =>
  new HttpError(415, 'Send the request body as application/json.', 'UNSUPPORTED_MEDIA_TYPE');
