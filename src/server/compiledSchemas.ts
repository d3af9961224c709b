import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's request validators (Ajv) and response serializers (fast-json-stringify), compiled
 * once per schema for every app this process builds. Compiling the contract's schemas takes
 * about 0.7 s; production builds one app, but the server tests build one or more per test file,
 * in processes that run many files, and spent a tenth of their time compiling the same schemas.
 *
 * A compiled function depends only on its schema, the part of the request it reads and the
 * compiler's options, which are the key. The cache is kept on the process's global, where test
 * files of one jest worker share it (test/environments/mainContext.ts).
 */
const CACHE = Symbol.for('renters.compiledSchemas');
const cache = ((globalThis as { [CACHE]?: Map<string, unknown> })[CACHE] ??= new Map());

type Factory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type BuildValidator = NonNullable<Factory['buildValidator']>;
type BuildSerializer = NonNullable<Factory['buildSerializer']>;

function cached<F>(key: string, build: () => F): F {
  let compiled = cache.get(key) as F | undefined;
  if (compiled === undefined) {
    compiled = build();
    cache.set(key, compiled);
  }
  return compiled;
}

const buildValidator = AjvCompiler() as unknown as BuildValidator;
const buildSerializer = SerializerSelector() as unknown as BuildSerializer;

/** For Fastify's `schemaController.compilersFactory`. */
export const compilersFactory: Factory = {
  buildValidator: ((externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options);
    const context = `v ${JSON.stringify(options?.customOptions)} ${JSON.stringify(externalSchemas)}`;
    return (route) =>
      cached(`${context} ${route.httpPart} ${JSON.stringify(route.schema)}`, () => compile(route));
  }) as BuildValidator,
  buildSerializer: (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    const context = `s ${JSON.stringify(options)} ${JSON.stringify(externalSchemas)}`;
    return (route) => cached(`${context} ${JSON.stringify(route.schema)}`, () => compile(route));
  },
};
