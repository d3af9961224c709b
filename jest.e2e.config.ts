/**
 * Loaded by ts-node without type-checking (the typecheck step checks this file): a type-checked
 * load built a TypeScript program at every jest start, about 10 CPU-seconds each time.
 *
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10"}}
 */
import type { Config } from 'jest';

// Browser tests run one file at a time against the server scripts/e2e.ts started.
const config: Config = {
  displayName: 'e2e',
  testEnvironment: '<rootDir>/test/environments/mainContext.ts',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  testTimeout: 60_000,
  // Name order, the same every run (see the file).
  testSequencer: '<rootDir>/test/e2e/sequencer.mjs',
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};

export default config;
