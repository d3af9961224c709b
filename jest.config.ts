/**
 * Loaded by ts-node without type-checking (the typecheck step checks this file): a type-checked
 * load built a TypeScript program at every jest start, about 10 CPU-seconds each time.
 *
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10"}}
 */
import type { Config } from 'jest';

// swc compiles TypeScript (and the few ESM-only dependencies) to CommonJS for jest.
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that must be transformed to run under jest's CommonJS runtime.
const esmOnly = [
  'fastify-openapi-glue',
  '@seriousme/openapi-schema-validator',
  'cookie',
  'content-disposition',
  '@lingui',
  '@messageformat',
];
const transformIgnorePatterns = [`node_modules/(?!(${esmOnly.join('|')})/)`];
const transform = { '^.+\\.(t|j|mj)sx?$': swc };

// Server and domain tests: an installed package is loaded by Node once per worker and shared by
// the worker's test files, instead of compiled again in every file's own module registry
// (test/environments/shared/nodeRequireTransform.mjs). The ESM-only ones still go through swc.
const mainContextTransform = {
  [`node_modules/(${esmOnly.join('|')})/.+\\.m?js$`]: swc,
  'node_modules/.+\\.c?js$': '<rootDir>/test/environments/shared/nodeRequireTransform.mjs',
  '^.+\\.(t|j|mj)sx?$': swc,
};

const config: Config = {
  // Jest's default is one worker less than the cores: one on this 2-core machine type. The test
  // files wait on PostgreSQL and PGlite as much as they compute, so two workers keep both cores
  // busy and halve the suite's time (docs/performance.md "Budgets": npm test under 10 minutes).
  maxWorkers: 2,
  // A client file's first test loads its lazy screens (compiling MUI on first use): under two
  // workers on two cores that alone once took over jest's default 5 s, and a screen test typing a
  // whole claim form (each keystroke re-renders it) took over 15 s beside the other worker.
  testTimeout: 30_000,
  // Server test files run in Node's own context (test/environments/mainContext.ts), where what a
  // file leaves behind is freed only with its worker: past this heap a worker is replaced after
  // its file. Without it a worker grew past 1 GB, spent its time collecting garbage and took over
  // jest's 500 ms to exit.
  workerIdleMemoryLimit: '700MB',
  // The longest files first (see the file).
  testSequencer: '<rootDir>/test/unitSequencer.mjs',
  projects: [
    {
      displayName: 'domain',
      testEnvironment: '<rootDir>/test/environments/mainContext.ts',
      testMatch: ['<rootDir>/test/domain/**/*.test.ts'],
      transform: mainContextTransform,
      transformIgnorePatterns: [],
    },
    {
      displayName: 'server',
      testEnvironment: '<rootDir>/test/environments/mainContext.ts',
      testMatch: ['<rootDir>/test/server/**/*.test.ts', '<rootDir>/test/tooling/**/*.test.ts'],
      transform: mainContextTransform,
      transformIgnorePatterns: [],
    },
    {
      displayName: 'client',
      // jsdom plus Node's own fetch, Request, Response and streams (RTK Query's fetchBaseQuery
      // needs them).
      testEnvironment: '<rootDir>/test/environments/jsdom.ts',
      testMatch: ['<rootDir>/test/client/**/*.test.tsx', '<rootDir>/test/client/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
