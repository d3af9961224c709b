/**
 * The jest environment of the server and domain tests: Node's own global context instead of a new
 * vm context per test file.
 *
 * Why: in a vm context every read of a global (Math, Object, Buffer, JSON…) goes through the
 * context's interceptor, 30 to 100 times slower than in Node's own context. Libraries with such
 * reads in hot loops (pngjs, drizzle's `is`, fontkit) ran up to 40 times slower under jest than in
 * production, and the server suite spent its time there rather than in our code.
 *
 * What stays: each test file still gets its own module registry (our modules are loaded afresh),
 * its own mocks and fake timers. What goes: globals a file sets stay for the worker's next file;
 * the server code sets none, and the files share one PGlite on purpose (src/server/db/testing.ts)
 * and the installed packages (shared/nodeRequireTransform.mjs). Client tests keep jsdom's context.
 *
 * How: jest compiles each module with vm.compileFunction in the environment's context; for this
 * environment's context the call is made without one, so the module runs in Node's context. The
 * context object itself (Node's global, contextified) is still what jest and ESM imports use.
 */
import vm from 'node:vm';
import { LegacyFakeTimers, ModernFakeTimers } from '@jest/fake-timers';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';

const mainContexts = new WeakSet<vm.Context>();
const compileFunction = vm.compileFunction;
vm.compileFunction = function (code, params, options) {
  if (options?.parsingContext && mainContexts.has(options.parsingContext)) {
    const { parsingContext: _main, ...rest } = options;
    return compileFunction.call(this, code, params, rest);
  }
  return compileFunction.call(this, code, params, options);
};

/**
 * Node's own require, read by test/environments/shared/nodeRequireTransform.mjs: a module loaded
 * through it is loaded once per worker, outside the test files' registries (jest's
 * `module.createRequire` loads into them).
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('renters.test.nodeRequire')] = require;

/** Read by src/server/db/testing.ts: test files of this worker share the global object. */
const SHARED_GLOBAL = Symbol.for('renters.test.sharedGlobal');
/** jest-worker's message that ends a worker (its types declare it without exporting it). */
const CHILD_MESSAGE_END = 2;
/** Where src/server/db/testing.ts keeps the PGlite no file is using. */
const IDLE_PGLITE = Symbol.for('renters.test.idlePglite');

// When jest ends this worker: the PGlite the last file left is closed (a live PGlite keeps a
// 10-second timer) and the worker exits once its output is flushed. Left to drain by itself, a
// worker that ran the server files (a heap near 1 GB) took 300 to 450 ms to exit, and jest force
// exits after 500 ms with a warning on every run. The listener goes with it: a 'message' listener
// keeps the IPC channel, and the worker, alive.
// Node's own exit, taken before jest wraps `process.exit` of each test file's global (here Node's
// own process) with a wrapper that prints 'process.exit called' as a test's mistake.
const exit = process.exit.bind(process);
process.on('message', function onEnd(message: unknown) {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
  process.off('message', onEnd);
  const idle = (globalThis as Record<symbol, Array<{ client: { close(): Promise<void> } }>>)[
    IDLE_PGLITE
  ];
  void Promise.allSettled((idle?.splice(0) ?? []).map(({ client }) => client.close())).then(() =>
    process.stdout.write('', () => process.stderr.write('', () => exit(0))),
  );
});

export default class MainContextEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const main = globalThis as unknown as typeof this.global & typeof globalThis;
    this.global = main;
    this.context = vm.createContext(globalThis);
    mainContexts.add(this.context);
    (globalThis as Record<symbol, unknown>)[SHARED_GLOBAL] = true;
    // Fake timers act on the global the tests' code reads.
    this.fakeTimers = new LegacyFakeTimers({
      config: config.projectConfig,
      global: main,
      moduleMocker: this.moduleMocker!,
      timerConfig: {
        idToRef: (id: number) => ({ id, ref: () => undefined, unref: () => undefined }),
        refToId: (timer: { id?: number } | undefined) => timer?.id,
      },
    });
    this.fakeTimersModern = new ModernFakeTimers({ config: config.projectConfig, global: main });
  }
}
