/**
 * One migrated in-memory PGlite per test file (it takes about a second to start), seeded once and
 * put back to the seeded rows before each test, and the real app built on it. `call` injects a request and checks
 * the answer against openapi.yaml before the test looks at it.
 *
 * With `postgres: true` the same runs on a throw-away PostgreSQL database when DATABASE_URL is
 * set (see `postgresUrl`; files skip such suites otherwise).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import {
  saveDatabaseState,
  savedDatabaseState,
  type SavedDatabaseState,
} from '../../src/server/db/savedStates';
import { resetDatabase } from '../../src/server/db/testing';
import { assertMatchesContract } from './contract';
import { openPglite, openThrowawayPostgres, type OpenedDatabase } from './databases';

export interface Answer {
  statusCode: number;
  body: string;
  /** The body's bytes (a PDF). */
  rawPayload: Buffer;
  headers: Record<string, unknown>;
  json: () => any;
}

/** What a finished two-factor set-up left the test: the secret and codes to pass challenges. */
export interface TotpSetup {
  secret: string;
  backupCodes: string[];
  /** The session token confirm answered (set-up token only). */
  token?: string;
}

export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: AppConfig;
  clock: { now: Date };
  call(options: InjectOptions & { url: string }): Promise<Answer>;
  login(email: string, password: string, remember?: boolean): Promise<string>;
  /** Moves the server's clock. */
  advance(ms: number): void;
  /** The 6-digit code an authenticator app (otpauth) shows now, `steps` 30-second steps away. */
  totp(secret: string, steps?: number): string;
  /** enableTwoFactor totp + confirmTwoFactor with a code from otpauth, using `token`. */
  setUpTotp(token: string): Promise<TotpSetup>;
  /**
   * Logs in as a tenant would, through two-factor: a set-up requirement is met with an
   * authenticator (otpauth), a challenge answered with the secret set up earlier in the test.
   */
  signIn(email: string, password: string): Promise<string>;
  /** The newest outbox mail to `to`. */
  lastMail(to: string): Promise<typeof mailOutbox.$inferSelect | undefined>;
  /** The 6-digit code in the newest outbox mail to `to`. */
  mailedCode(to: string): Promise<string>;
  /**
   * Registers as a visitor would: POST /account/register, then verifyRegistration with the code
   * mailed to the e-mail. Answers the verification (the session), or the refused registration.
   */
  registerWithCode(payload: {
    fullName: string;
    email: string;
    phone: string;
    password: string;
  }): Promise<Answer>;
}

/** The PostgreSQL server to test on, when one is configured. */
export const postgresUrl = process.env.DATABASE_URL || undefined;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '' }), clientDir: null, ...overrides };
}

/** Call at the top of a describe/file: sets up beforeAll/beforeEach/afterAll hooks. */
export function useTestServer(
  options: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    postgres?: boolean;
    /** Where the app logs (with `config.logLevel`); tests read the lines. */
    logStream?: { write(line: string): void };
  } = {},
): TestServer {
  const server = { clock: { now: new Date() } } as TestServer;
  const secrets = new Map<string, string>();
  let database: OpenedDatabase | null = null;
  beforeAll(async () => {
    if (options.postgres) {
      if (!postgresUrl) throw new Error('postgres: true needs DATABASE_URL');
      database = await openThrowawayPostgres(postgresUrl, { migrated: true });
    } else {
      database = await openPglite();
    }
    server.handle = database.handle;
    server.config = testConfig(options.config);
    server.app = await buildApp({
      config: server.config,
      db: server.handle.db,
      now: () => server.clock.now,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      // No timers in tests: they deliver queued mail with server.app.jobs.drain().
      backgroundJobs: false,
    });
    await server.app.ready();
  }, 30_000);
  // The seeded rows of the file's first test, put back before each later one: the same world a
  // running server has minutes after its seed. A new UTC day seeds again (the demo's dates are
  // whole days from its seed).
  let saved: { day: string; state: SavedDatabaseState } | null = null;
  beforeEach(async () => {
    server.clock.now = new Date();
    secrets.clear();
    const day = server.clock.now.toISOString().slice(0, 10);
    if (saved?.day === day) {
      await saved.state.restore();
      // PostgreSQL: the caches hear of the restore before the test reads (db/changes.ts).
      await server.app.dataChanges.sync();
      return;
    }
    // The worker's previous files may have left this very world saved in the shared PGlite.
    const seeded = options.seed ?? true;
    const label = `${day} ${seeded ? 'demo' : 'empty'}`;
    let state = await savedDatabaseState(server.handle, label);
    if (state) {
      await state.restore();
    } else {
      await resetDatabase(server.handle.db);
      if (seeded) await seedDemoData(server.handle.db, { now: server.clock.now });
      state = await saveDatabaseState(server.handle, label);
    }
    saved = { day, state };
    await server.app.dataChanges.sync();
  }, 30_000);
  afterAll(async () => {
    await server.app?.close();
    await database?.done();
  });
  server.call = async (request) => {
    const response = await server.app.inject(request);
    await assertMatchesContract(request.method ?? 'GET', request.url, response);
    return response;
  };
  server.login = async (email, password, remember = false) => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/login?excludeTenant=false',
      payload: { email, password, remember },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json().token as string;
  };
  server.advance = (ms) => {
    server.clock.now = new Date(server.clock.now.getTime() + ms);
  };
  server.totp = (secret, steps = 0) =>
    new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(secret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    }).generate({ timestamp: server.clock.now.getTime() + steps * 30_000 });
  server.setUpTotp = async (token) => {
    const enabled = await server.call({
      method: 'POST',
      url: '/v2/2fa/enable',
      headers: { token },
      payload: { method: 'totp' },
    });
    if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
    const secret = enabled.json().secret as string;
    const confirmed = await server.call({
      method: 'POST',
      url: '/v2/2fa/confirm',
      headers: { token },
      payload: { code: server.totp(secret) },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
    const body = confirmed.json();
    // The code just used may not be used again: later challenges start at the next step.
    server.advance(30_000);
    return { secret, backupCodes: body.backup_codes, token: body.token };
  };
  server.signIn = async (email, password) => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email, password },
    });
    if (response.statusCode === 200) return response.json().token as string;
    const body = response.json();
    if (body.code === 'TWO_FACTOR_SETUP_REQUIRED') {
      const setup = await server.setUpTotp(body.setup.token);
      secrets.set(email, setup.secret);
      return setup.token!;
    }
    const secret = secrets.get(email);
    if (body.code === 'TWO_FACTOR_CHALLENGE' && secret) {
      const passed = await server.call({
        method: 'POST',
        url: '/v2/2fa/challenge',
        headers: { token: body.challenge.token },
        payload: { code: server.totp(secret) },
      });
      server.advance(30_000);
      if (passed.statusCode === 200) return passed.json().token as string;
    }
    throw new Error(`sign-in failed: ${response.body}`);
  };
  server.lastMail = async (to) => {
    const [row] = await server.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };
  server.mailedCode = async (to) => {
    const mail = await server.lastMail(to);
    const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };
  server.registerWithCode = async (payload) => {
    const started = await server.call({ method: 'POST', url: '/v2/account/register', payload });
    if (started.statusCode !== 202) return started;
    return server.call({
      method: 'POST',
      url: '/v2/account/register/verify?excludeTenant=false',
      payload: {
        verification_token: started.json().verification_token,
        code: await server.mailedCode(started.json().email),
      },
    });
  };
  return server;
}
