// A jest transform for installed packages in the server and domain tests: the module jest would
// compile into each test file's own registry becomes a line that hands it to Node's require, so
// each package is compiled once per worker and shared by the worker's test files (the modules a
// package requires in turn never reach jest). Installed packages keep no per-test state the tests
// rely on; the code under test (src/) is still loaded afresh for every file.
//
// Jest also loads its own runner, environment and test framework through the project's
// transforms, by Node's require: those run the package's own code, as before. A module of a test
// file's registry is told apart by its `module`, a plain object there (a Module of Node's own
// otherwise); the require is the one test/environments/mainContext.ts hands over.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const REQUIRE = "globalThis[Symbol.for('renters.test.nodeRequire')]";
/** This file's own text is part of every cache key: an edit here invalidates jest's cache. */
const VERSION = createHash('sha1')
  .update(readFileSync(new URL(import.meta.url)))
  .digest('hex');

export default {
  getCacheKey(source, filename) {
    return createHash('sha1').update(VERSION).update(filename).update(source).digest('hex');
  },
  process(source, filename) {
    const own = source.replace(/^#!.*/, '');
    return {
      code:
        `const nodeRequire = ${REQUIRE};` +
        ` if (nodeRequire && Object.getPrototypeOf(module) === Object.prototype) module.exports = nodeRequire(${JSON.stringify(filename)});` +
        ` else (function () {${own}\n}).call(this);\n`,
    };
  },
};
