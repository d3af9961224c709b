import { MAX_CLAIM_PHOTO_BYTES } from '../domain/claims/photos';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteHandlerMethod,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { bankLinkFromConfig } from './adapters/bankLink';
import type { BankLinkProvider } from './adapters/bankLink/interface';
import { carrierFromConfig } from './adapters/carrier';
import { filesFromConfig } from './adapters/files';
import type { Carrier } from './adapters/carrier/interface';
import { mailerFromConfig, type Mailer } from './adapters/mail';
import { paymentsFromConfig } from './adapters/payments';
import type { PaymentsProvider } from './adapters/payments/interface';
import { LOOKUP_OPERATIONS, lookupLimit } from './auth/lookupLimit';
import { appSecrets } from './auth/secrets';
import { sessionCache } from './auth/sessionCache';
import { twoFactorService } from './auth/twoFactor';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { cacheHeaders } from './cachePolicy';
import { compilersFactory } from './compiledSchemas';
import { useDataUrlJsonParser } from './dataUrlBody';
import { contractOperations, loadSpec } from './contract';
import type { Db } from './db/client';
import { listenForChanges, type ChangeListener } from './db/changes';
import { readCache } from './db/readCache';
import { evidenceSettings, setEvidenceDefaults } from './documents/evidence';
import { errorHandler } from './errorHandler';
import { HttpError, refusals, unsupportedMediaType } from './errors';
import { createJobs, type Jobs } from './jobs/worker';
import { createMetrics } from './metrics';
import { configureProofReaders } from './proofs/readers';
import { closeProofReader } from './proofs/verify';
import { allHandlers } from './handlers';
import { clientErrorHandler, frameworkErrors, refuseNulBytes, requireDeclaredBody } from './input';
import { AccessLog, loggerOptions } from './logging';
import { APP_TIME_HEADER } from '../domain/appTime';
import { appClock } from './clock';
import { securityHandlers } from './security';
import { securityHeaders } from './securityHeaders';
import { serveReplayFile } from './replayFile';
import { serveClient } from './static';
import { versionRange } from './handlers/system';
import { publicSettings } from './handlers/util';

type RouteHandler = RouteHandlerMethod;

const SHUTTING_DOWN = 'The server is restarting. Please try again in a moment.';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  now?: () => Date;
  /**
   * How the jobs worker delivers mail; by default from the configuration (SMTP_URL, else the
   * outbox table). Handlers never call it: they queue with `ctx.mail.send(message, tx)`.
   */
  mail?: Mailer;
  /** The carrier; by default from the configuration (CARRIER_PROVIDER, the sandbox). */
  carrier?: Carrier;
  /** The stored payment method's provider; by default from PAYMENTS_PROVIDER (the sandbox). */
  payments?: PaymentsProvider;
  /** Bank linking; by default from BANK_LINK_PROVIDER (the sandbox link flow). */
  bankLink?: BankLinkProvider;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /**
   * Run the jobs worker's loop (mail delivery, purchase recovery, queue maintenance): true by
   * default. Tests turn it off and call `app.jobs.drain()` / `app.jobs.recoverPurchases()`.
   */
  backgroundJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs worker of this app (jobs/worker.ts). */
    jobs: Jobs;
    /** What changed in the database reaches this app's caches (db/changes.ts). */
    dataChanges: ChangeListener;
  }
}

/**
 * Operations whose handler reads the validation error itself, to answer with the form's own
 * messages (docs/product.md "Validation" password change, claim form) instead of the schema
 * validator's.
 */
const OWN_VALIDATION_MESSAGES = new Set(['updatePassword', 'submitClaim']);

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
/** The origins of absolute URLs (a relative URL is our own origin, already 'self'). */
export function externalOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export async function buildApp({
  config,
  db,
  now = () => new Date(),
  mail,
  carrier,
  payments,
  bankLink,
  logStream,
  backgroundJobs = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One line per request, when it ends (logging.ts).
    logController: new AccessLog(),
    // request.ip is the client's address behind a proxy only when the proxy is trusted.
    trustProxy: config.trustProxy,
    // Data URLs of PDFs (upload wizard) are the largest bodies: 10 MB as base64.
    bodyLimit: 15 * 1024 * 1024,
    // Refuse unknown body fields instead of silently dropping them.
    ajv: { customOptions: { removeAdditional: false } },
    // The contract's schemas compiled once per process, not once per app (compiledSchemas.ts).
    schemaController: { compilersFactory },
    // Unreadable URLs and requests Node refuses (431, 400, 408) answer in the API's format.
    frameworkErrors,
    clientErrorHandler,
    // Answered below in the API's format (Fastify's own 503 body is not).
    return503OnClosing: false,
  });
  // The app's one clock (clock.ts): in sandbox mode it can be moved forward for every replica.
  const clock = appClock({ db, base: now, sandbox: config.services.payments === 'sandbox' });
  await clock.refresh();
  const metrics = createMetrics();
  const jobs = createJobs({
    metrics: metrics.jobs,
    db,
    now: clock.now,
    clock,
    transport: mail ?? mailerFromConfig(config, db, clock.now),
    log: app.log,
    background: backgroundJobs,
    brandName: config.brand.name,
  });
  const secrets = appSecrets(config.appSecret);
  const ctx: AppContext = {
    config,
    db,
    now: clock.now,
    clock,
    mail: jobs.mail,
    jobs,
    secrets,
    carrier: carrier ?? carrierFromConfig(config, db),
    payments: payments ?? paymentsFromConfig(config, db, secrets, app.log),
    bankLink: bankLink ?? bankLinkFromConfig(config, db),
    files: filesFromConfig(db),
    sessions: sessionCache(config.session.cacheSeconds * 1000),
    reads: readCache(config.readCacheSeconds * 1000),
    metrics,
  };
  metrics.onScrape(() => jobs.mailWaiting());
  // What changed in the database, whoever changed it: both caches forget it (db/changes.ts).
  const changes = await listenForChanges(db, {
    onChange(change) {
      ctx.reads.changed(change);
      ctx.sessions.changed(change);
    },
    onListening(listening) {
      ctx.reads.setListening(listening);
    },
    onError(error) {
      app.log.warn({ err: error }, 'not hearing database changes: nothing is kept meanwhile');
    },
  });
  app.decorate('dataChanges', changes);
  app.addHook('onClose', () => changes.close());
  // An EOI issued by a caller that passes no settings (documents/evidence.ts) uses this app's.
  setEvidenceDefaults(evidenceSettings(config, ctx.carrier));
  await jobs.start(ctx);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // The proof reader processes (every read of an uploaded PDF runs in one) take this
  // server's limits, and end with it, as does this process's OCR worker if one was started.
  configureProofReaders({
    ...config.proofReader,
    onLost: (event) => app.log.warn(event, 'a proof reader was stopped: the PDF was refused'),
  });
  app.addHook('onClose', () => closeProofReader());
  if (!config.appSecret) {
    app.log.warn(
      'APP_SECRET is not set: two-factor secrets and codes use a development key. Set APP_SECRET in production.',
    );
  }
  const handlers = allHandlers(ctx);
  const lookups = lookupLimit(ctx);
  // The route config of every operation: the token kinds its `Token` header may carry.
  const routeConfig = new Map(
    contractOperations().map((op) => [
      op.operationId,
      {
        operationId: op.operationId,
        tag: op.tag,
        tokenKinds: op.tokenKinds,
        anonymous: op.anonymous,
        bodyRequired: op.bodyRequired,
        bodyMediaTypes: op.bodyMediaTypes,
        cacheHeaders: cacheHeaders(op),
      },
    ]),
  );

  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);
  app.setErrorHandler(errorHandler);
  // helmet's security headers on every answer, the shutdown's 503 included.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // MUI (emotion) injects style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The staff console shows an uploaded PDF it fetched (with its StaffToken) in a frame.
        'frame-src': ["'self'", 'blob:'],
        // The browser posts card data straight to the carrier's tokenization service
        // (docs/product.md "Calls").
        'connect-src': ["'self'", ...externalOrigins([config.services.tokenizationUrl])],
        // Left to the TLS front end: forcing https here breaks a plain-http demo on a LAN address.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Shutting down (main.ts): a request arriving on a kept-alive connection is told to go
  // elsewhere; the answers of the requests in flight close their connection, so their clients
  // do not send another one here.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // The hooks every request passes are callback-style and one per stage: each async hook cost a
  // promise and a turn of the microtask queue per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    if (!closing) return done();
    // Answered here: done() is not called, so the request goes no further.
    void reply
      .status(503)
      .header('connection', 'close')
      .send({ message: SHUTTING_DOWN, code: 'SHUTTING_DOWN' });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      requireDeclaredBody(request);
      refuseNulBytes(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    // What a cache may keep (cachePolicy.ts): set here, last, so it holds for every answer of the
    // operation (errors, the security handlers' 401 and 403, a 429, the shutdown's 503) and no
    // handler can loosen it.
    const cache = request.routeOptions.config.cacheHeaders;
    if (cache) reply.headers(cache);
    // A moved sandbox clock (clock.ts): the screens judge dates by the server's time, not the
    // browser's (client/app/appClock.ts). Never sent while the clock is the machine's.
    if (ctx.clock.offsetMs() !== 0) reply.header(APP_TIME_HEADER, ctx.now().toISOString());
    // Whatever a signed-in caller changed (log-out, password, two-factor, e-mail), this replica
    // stops trusting the sessions it kept for that account once the answer is ready: after the
    // handler's transaction, before the caller can send its next request (auth/sessionCache.ts).
    if (request.auth && request.method !== 'GET' && request.method !== 'HEAD') {
      ctx.sessions.forgetAccount(request.auth.accountId);
      ctx.reads.forgetAccount(request.auth.accountId);
    }
    done(null, payload);
  });
  // Every answer, refusals included, counted under its operation (metrics.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const operation = request.routeOptions.config.operationId ?? 'unrouted';
    metrics.request(operation, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // Only JSON bodies: Fastify's own text/plain parser would hand a handler a string that the
  // route schema (application/json only) never validated. Any other body answers 415. A refusing
  // parser rather than none: the contract answers text/plain (GET /metrics), and
  // fastify-openapi-glue warns at every start about a media type without a parser.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', (_request, _payload, done) =>
    done(unsupportedMediaType(), undefined),
  );
  // Fastify's JSON parser, but an upload's PDF data URL is kept as bytes for a proof reader to
  // decode, never parsed or decoded in this thread (dataUrlBody.ts).
  useDataUrlJsonParser(app);
  // PDFs only ever leave the server (evidence of insurance); uploads arrive as JSON data URLs.
  // (Declared so fastify-openapi-glue finds a parser for every media type of the contract.)
  app.addContentTypeParser('application/pdf', (_request, _payload, done) =>
    done(new HttpError(415, refusals.pdfAsDataUrl, 'UNSUPPORTED_MEDIA_TYPE'), undefined),
  );
  // ZIPs only leave the server (a tenant's copy of their data); nothing takes one in.
  app.addContentTypeParser('application/zip', (_request, _payload, done) =>
    done(unsupportedMediaType(), undefined),
  );
  // Claim photos arrive as raw image bytes, one per request, at most 10 MB:
  // a larger body is refused while it streams in (413), before anything is buffered whole.
  // The bytes are checked by content in the handler, never trusted by this header.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/heic'],
    { parseAs: 'buffer', bodyLimit: MAX_CLAIM_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );
  await app.register(openapiGlue, {
    specification: loadSpec(),
    securityHandlers: securityHandlers(ctx, twoFactorService(ctx)),
    // Route options, not just a handler: the glue spreads them into the route after its own
    // method, url and schema (its type wrongly asks for those too).
    operationResolver: (operationId: string) =>
      ({
        handler: ((handlers as Record<string, RouteHandler | undefined>)[operationId] ??
          notImplemented(operationId)) as RouteHandler,
        config: routeConfig.get(operationId),
        attachValidation: OWN_VALIDATION_MESSAGES.has(operationId),
        // Not preHandler: the glue runs the security handlers as the route's preHandler, which
        // this would replace (a signed-in caller of a lookup was then taken for a visitor).
        ...(LOOKUP_OPERATIONS.has(operationId) ? { preValidation: lookups } : {}),
      }) as unknown as RouteOptions,
  });
  if (config.replayFile) serveReplayFile(app, config.replayFile);
  // Both answers are the same for everyone and for the process's life: computed once.
  await serveClient(app, config.clientDir, config.brand, {
    version: versionRange(ctx),
    settings: publicSettings(ctx),
  });
  return app;
}
