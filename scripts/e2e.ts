/**
 * End-to-end tests: playwright-core drives Debian's Chromium against the production build
 * served by the real server (fresh embedded database with the demo data) on a free port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './setup-chromium';
import { startServer } from './serve-for-tests';

async function main(): Promise<number> {
  const root = resolve(__dirname, '..');
  const chromium = ensureChromium();
  if (!existsSync(resolve(root, 'dist/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  const server = await startServer();
  try {
    const jest = spawnSync(
      process.execPath,
      [
        resolve(root, 'node_modules/jest/bin/jest.js'),
        '--config',
        'jest.e2e.config.ts',
        '--runInBand',
        ...process.argv.slice(2),
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: server.url, CHROMIUM_PATH: chromium },
      },
    );
    return jest.status ?? 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
