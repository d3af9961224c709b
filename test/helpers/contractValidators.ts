/**
 * The compiled validator of each response of openapi.yaml, compiled once for the whole test run.
 *
 * Why: jest loads every module afresh for each test file, so an Ajv validator compiled in memory
 * served one file only, and every server and screen test file compiled again the answers it
 * checked (Ajv's code generation, about 50 ms a schema on the test machine; the six answers every
 * screen test mocks cost a third of a second a file). Each validator is now written once, as Ajv
 * standalone code, to node_modules/.cache/contract-validators/ under a key of the contract, of
 * this code and of Ajv's version, and loaded with Node's own `require`, whose modules (unlike
 * jest's) stay loaded for the worker's later files. Ajv itself is loaded the same way, and only
 * to compile: loading it in each screen test's jsdom context took a third of a second a file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import type addFormats from 'ajv-formats';
import type standaloneCode from 'ajv/dist/standalone';

export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const root = resolve(__dirname, '../..');
const nodeRequire = createRequire(join(root, 'package.json'));
let directory: string | undefined;
let ajv: Ajv | undefined;

function cacheDirectory(): string {
  if (!directory) {
    const hash = createHash('sha256');
    for (const file of [
      'src/server/generated/openapi.json',
      // How the schemas are resolved ($refs, nullable) and compiled.
      'test/helpers/contract.ts',
      'test/helpers/contractValidators.ts',
      'node_modules/ajv/package.json',
      'node_modules/ajv-formats/package.json',
    ]) {
      hash.update(readFileSync(join(root, file)));
    }
    const key = hash.digest('hex').slice(0, 20);
    directory = join(root, 'node_modules/.cache/contract-validators', key);
    mkdirSync(directory, { recursive: true });
  }
  return directory;
}

/** Ajv as the contract's schemas need it, with code kept for standaloneCode. */
export function contractAjv(): Ajv {
  if (!ajv) {
    const { default: AjvClass } = nodeRequire('ajv') as { default: typeof Ajv };
    const { default: formats } = nodeRequire('ajv-formats') as { default: typeof addFormats };
    ajv = new AjvClass({
      strict: false,
      allErrors: true,
      discriminator: true,
      code: { source: true },
    });
    formats(ajv);
  }
  return ajv;
}

/**
 * The validators this file has asked for, by name: looking each answer's up on disk again (a
 * path, an existsSync and a require) cost a fuzzer checking 20,000 answers some seconds.
 */
const loaded = new Map<string, Validator>();

/**
 * The validator named `name` (an operation and a status): loaded when a test file of this run
 * (or an earlier run on the same contract) compiled it, else compiled from `schema()` and saved.
 */
export function cachedValidator(name: string, schema: () => object): Validator {
  const known = loaded.get(name);
  if (known) return known;
  const validate = loadOrCompile(name, schema);
  loaded.set(name, validate);
  return validate;
}

function loadOrCompile(name: string, schema: () => object): Validator {
  const file = join(cacheDirectory(), `${name.replace(/[^\w.-]/g, '_')}.cjs`);
  if (existsSync(file)) return nodeRequire(file) as Validator;
  const compiler = contractAjv();
  const validate = compiler.compile(schema());
  // Written under another name first: the other jest worker may be reading or writing it too.
  const temporary = `${file}.${process.pid}.tmp`;
  mkdirSync(cacheDirectory(), { recursive: true });
  const { default: standalone } = nodeRequire('ajv/dist/standalone') as {
    default: typeof standaloneCode;
  };
  writeFileSync(temporary, standalone(compiler, validate));
  renameSync(temporary, file);
  return validate as Validator;
}
