// The files the reader host and the readers run, and how Node starts them. From source (tsx,
// jest) they are host.ts and child.ts beside this file. Compiled (`npm run build`,
// scripts/build-server.ts) every process's entry is a bundle of its own in dist/server, named
// below, and this module is inlined into a bundle there, so __dirname is that folder.
import { resolve } from 'node:path';

/** The bundles' names in dist/server (scripts/build-server.ts builds one per name). */
export const READER_BUNDLES = {
  host: { bundle: 'proof-reader-host', source: 'host.ts' },
  child: { bundle: 'proof-reader', source: 'child.ts' },
} as const;

const compiled = __filename.endsWith('.js');

/** The entry file of the reader host ('host') or of a reader ('child'). */
export function readerEntry(name: keyof typeof READER_BUNDLES): string {
  const entry = READER_BUNDLES[name];
  return resolve(__dirname, compiled ? `${entry.bundle}.js` : entry.source);
}

/**
 * Node's options for a process running `file`: a TypeScript file needs tsx's CommonJS hooks
 * before it loads (the server from source, jest's stand-ins); a compiled one needs nothing but
 * its source map, so that a stack trace it prints names the .ts lines, as the server's do.
 */
export function entryExecArgv(file: string): string[] {
  return file.endsWith('.ts')
    ? ['--require', require.resolve('tsx/cjs')]
    : ['--enable-source-maps'];
}
