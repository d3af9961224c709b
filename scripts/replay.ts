/**
 * `npm run replay -- FILE`: opens a tenant's diagnostics snapshot (a file they downloaded, or one
 * copied from the staff console) locally, as support sees it. Builds the client when
 * there is no build, starts the real server on a free port with an in-memory database and the
 * file, and prints the address of the replay; Ctrl-C stops it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { cleanSnapshot } from '../src/domain/diagnostics/snapshot';
import { startServer } from './serve-for-tests';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run replay -- path/to/diagnostics.json');
    process.exit(2);
  }
  const path = resolve(process.cwd(), file);
  // Read and cleaned here first, so a wrong file says so before anything starts.
  const snapshot = cleanSnapshot(JSON.parse(readFileSync(path, 'utf8')));
  const root = resolve(__dirname, '..');
  if (!existsSync(resolve(root, 'dist/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const { url, stop } = await startServer({ REPLAY_FILE: path });
  console.log(
    `Replay of a snapshot taken ${snapshot.meta.takenAt || 'at an unknown time'} on ${snapshot.meta.route} ` +
      `(build ${snapshot.meta.build.id || 'unknown'}, store v${snapshot.meta.persistVersion}):\n\n  ${url}/replay\n\n` +
      `Open it in a browser ${snapshot.meta.screen.width ? `about ${snapshot.meta.screen.width} px wide ` : ''}(a phone-size window shows it as the tenant saw it). Ctrl-C stops the server.`,
  );
  const shutdown = () => void stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
