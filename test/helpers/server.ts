/**
 * One migrated in-memory PGlite per test file (it takes about a second to start), emptied and
 * re-seeded before each test, and the real app built on it. `call` injects a request and checks
 * the answer against openapi.yaml before the test looks at it.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { openTestDatabase, resetDatabase } from '../../src/server/db/testing';
import { assertMatchesContract } from './contract';

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => any;
}

export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: AppConfig;
  clock: { now: Date };
  call(options: InjectOptions & { url: string }): Promise<{
    statusCode: number;
    json: () => any;
    body: string;
    headers: Record<string, unknown>;
  }>;
  login(email: string, password: string, remember?: boolean): Promise<string>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIR: '' }), clientDir: null, ...overrides };
}

/** Call at the top of a describe/file: sets up beforeAll/beforeEach/afterAll hooks. */
export function useTestServer(
  options: { seed?: boolean; config?: Partial<AppConfig> } = {},
): TestServer {
  const server = { clock: { now: new Date() } } as TestServer;
  beforeAll(async () => {
    server.handle = await openTestDatabase();
    server.config = testConfig(options.config);
    server.app = await buildApp({
      config: server.config,
      db: server.handle.db,
      now: () => server.clock.now,
    });
    await server.app.ready();
  }, 30_000);
  beforeEach(async () => {
    server.clock.now = new Date();
    await resetDatabase(server.handle.db);
    if (options.seed ?? true) await seedDemoData(server.handle.db, { now: server.clock.now });
  }, 30_000);
  afterAll(async () => {
    await server.app?.close();
    await server.handle?.close();
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
  return server;
}
