// PGlite's module, loaded once per jest worker by Node itself rather than once per test file in
// the file's own module registry (jest.config.ts, moduleNameMapper of the server project).
module.exports = globalThis[Symbol.for('renters.test.nodeRequire')]('@electric-sql/pglite');
