/**
 * Makes sure Debian's Chromium is installed for the end-to-end tests. Playwright's own browser
 * download is never used (no network here but the package registries): `apt-get install
 * chromium` when missing, which needs root, as on the project's machines and CI.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags headless Chromium needs on this offline machine (no sandbox, GPU or downloads). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  console.log('Installing Debian Chromium for the end-to-end tests (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH))
    throw new Error('apt-get could not install chromium');
  return CHROMIUM_PATH;
}

if (require.main === module) {
  console.log(`Chromium: ${ensureChromium()}`);
}
