/**
 * Makes sure Debian's Chromium and its headless shell are installed for the end-to-end tests.
 * Playwright's own browser download is never used (no network here but the package registries):
 * `apt-get install chromium chromium-headless-shell` when missing, which needs root, as on the
 * project's machines and CI.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * What the browser tests drive: Debian's chromium-headless-shell, the same Chromium (Blink, V8,
 * the same version from the same source package) without the full browser's window and UI
 * processes. The suite's browser tests took about 30% less processor time with it than with
 * `chromium --headless` (docs/performance.md). CHROMIUM_PATH picks another browser for both.
 */
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell'];

/** The flags headless Chromium needs on this offline machine (no sandbox, GPU or downloads). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (Lighthouse, screenshots, icons), installed with the test browser if missing. */
export function ensureChromium(): string {
  return ensureInstalled(CHROMIUM_PATH);
}

/** The browser the tests drive (TEST_BROWSER_PATH), installed if missing. */
export function ensureTestBrowser(): string {
  return ensureInstalled(TEST_BROWSER_PATH);
}

function ensureInstalled(path: string): string {
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${path} is missing: run "sudo apt-get install -y ${PACKAGES.join(' ')}" (or set CHROMIUM_PATH).`,
    );
  }
  console.log(
    `Installing Debian's Chromium for the browser tests (apt-get install ${PACKAGES.join(' ')})...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0 || !existsSync(path))
    throw new Error(`apt-get could not install ${PACKAGES.join(' ')}`);
  return path;
}

if (require.main === module) {
  console.log(`Chromium: ${ensureChromium()}; the tests' browser: ${ensureTestBrowser()}`);
}
