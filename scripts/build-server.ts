/**
 * The server's half of `npm run build` (`npm run build:server` alone): src/server compiled to
 * plain JavaScript in dist/server, which `npm run serve` runs with `node` alone (no TypeScript
 * compiler at run time).
 *
 * esbuild bundles each process's entry point with its own sources (src/server and src/domain)
 * into one CommonJS file, as tsx compiles them from source; installed packages stay `require`s
 * of node_modules (`packages: 'external'`), so native ones (sharp, argon2) and those that read
 * files of their own (tesseract's data, the fonts, pdf.js) load as they do from source. One file
 * per process: the server (main.js), the proof reader host and the readers it forks
 * (src/server/proofs/reader/entries.ts names them and finds them beside its own bundle).
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { READER_BUNDLES } from '../src/server/proofs/reader/entries';

const root = resolve(__dirname, '..');
export const SERVER_DIR = resolve(root, 'dist/server');
/** What the build read and when it began: serverBuildIsCurrent() compares the sources to it. */
const MANIFEST = resolve(SERVER_DIR, 'inputs.json');
const reader = (file: string) => `src/server/proofs/reader/${file}`;

/**
 * Files the server reads beside its sources, put at the same place relative to the bundle as to
 * src/server (contract.ts reads generated/openapi.json from its __dirname, which is dist/server
 * once bundled). The migrations are read from src/server/db/migrations in the working directory,
 * as from source (db/client.ts), and the built client from dist/client.
 */
const COPIED = ['generated/openapi.json'];

/**
 * True when dist/server was built from the sources as they are now: no file the last build read
 * (its sources, the copied files, this script) has changed or gone since it began.
 */
export function serverBuildIsCurrent(): boolean {
  try {
    const { startedAt, inputs } = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
      startedAt: number;
      inputs: string[];
    };
    return inputs.every((file) => statSync(resolve(root, file)).mtimeMs <= startedAt);
  } catch {
    return false;
  }
}

/**
 * Each file is written beside its place and renamed over it, and only files no build wrote are
 * removed: a test server starting while another process rebuilds (two jest workers) reads
 * either build's file whole, never a half-written one.
 */
function writeWhole(file: string, contents: Uint8Array | string): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

export async function buildServer(): Promise<void> {
  const startedAt = Date.now();
  // Loaded here, not at the top: serverBuildIsCurrent() runs in every test server's start.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      [READER_BUNDLES.host.bundle]: reader(READER_BUNDLES.host.source),
      [READER_BUNDLES.child.bundle]: reader(READER_BUNDLES.child.source),
    },
    outdir: SERVER_DIR,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    packages: 'external',
    // Stack traces name the .ts lines (`node --enable-source-maps`). Node reads only the
    // mappings; the sources themselves stay in src/, so the maps do not carry a copy.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const written = new Set<string>();
  const write = (file: string, contents: Uint8Array | string) => {
    writeWhole(file, contents);
    written.add(file);
  };
  for (const output of result.outputFiles) write(output.path, output.contents);
  for (const file of COPIED) {
    write(resolve(SERVER_DIR, file), readFileSync(resolve(root, 'src/server', file)));
  }
  const inputs = [
    ...Object.keys(result.metafile.inputs),
    ...COPIED.map((file) => `src/server/${file}`),
    relative(root, __filename),
  ];
  write(MANIFEST, JSON.stringify({ startedAt, inputs }, null, 1));
  // A bundle renamed or removed since the last build does not linger.
  for (const name of readdirSync(SERVER_DIR, { recursive: true }).map(String)) {
    const file = join(SERVER_DIR, name);
    if (!written.has(file) && statSync(file).isFile() && !file.endsWith('.partial')) rmSync(file);
  }
  console.log(`Built the server into dist/server in ${Date.now() - startedAt} ms.`);
}

if (require.main === module) {
  buildServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
