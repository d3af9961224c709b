import { resolve } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteHandlerMethod,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import rateLimit from '@fastify/rate-limit';
import helmet from '@fastify/helmet';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { errorHandler } from './errorHandler';
import { HttpError } from './errors';
import { allHandlers } from './handlers';
import { loggerOptions } from './logging';
import { securityHandlers } from './security';
import { serveClient } from './static';

type RouteHandler = RouteHandlerMethod;

export const SPEC_PATH = resolve(__dirname, '../../openapi.yaml');

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  now?: () => Date;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
}

function notImplemented(operationId: string) {
  return async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(501).send({
      message: `${operationId} is described in openapi.yaml but not built yet.`,
      code: 'NOT_IMPLEMENTED',
    });
}

/**
 * Routes come from openapi.yaml (fastify-openapi-glue): request validation and response
 * serialization use the contract's own schemas, and each operationId is bound to its handler.
 */
export async function buildApp({
  config,
  db,
  now = () => new Date(),
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // Data URLs of PDFs (upload wizard) are the largest bodies: 10 MB as base64.
    bodyLimit: 15 * 1024 * 1024,
    // Refuse unknown body fields instead of silently dropping them.
    ajv: { customOptions: { removeAdditional: false } },
  });
  const ctx: AppContext = { config, db, now };
  const handlers = allHandlers(ctx);

  app.decorateRequest('auth', null);
  app.setErrorHandler(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // MUI (emotion) injects style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // Left to the TLS front end: forcing https here breaks a plain-http demo on a LAN address.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  // PDFs only ever leave the server (evidence of insurance); uploads arrive as JSON data URLs.
  app.addContentTypeParser('application/pdf', (_request, _payload, done) =>
    done(
      new HttpError(415, 'Send the PDF as a JSON data URL.', 'UNSUPPORTED_MEDIA_TYPE'),
      undefined,
    ),
  );
  await app.register(openapiGlue, {
    specification: SPEC_PATH,
    securityHandlers: securityHandlers(ctx),
    operationResolver: (operationId: string) =>
      ((handlers as Record<string, RouteHandler | undefined>)[operationId] ??
        notImplemented(operationId)) as RouteHandler,
  });
  await serveClient(app, config.clientDir);
  return app;
}
