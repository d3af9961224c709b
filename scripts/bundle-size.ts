/**
 * Prints the gzip size of the JavaScript `/` loads and of each route's own chunks, and fails
 * over the budgets of docs/performance.md (150 KB for `/`, 60 KB for any other route's extra
 * chunks). Reads the chunk graph from the production build's stats (dist/stats.json).
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const ROOT_BUDGET = 150 * KB;
const ROUTE_BUDGET = 60 * KB;

const root = resolve(__dirname, '..');
const dist = resolve(root, 'dist/client');
const statsFile = resolve(root, 'dist/stats.json');

interface ChunkGroup {
  assets: Array<{ name: string }>;
}
interface Stats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

if (!existsSync(statsFile)) {
  console.error('dist/stats.json is missing: run `npm run build` first.');
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Stats;
const gz = new Map<string, number>();
const sizeOf = (asset: string) => {
  if (!gz.has(asset))
    gz.set(asset, gzipSync(readFileSync(resolve(dist, asset)), { level: 9 }).length);
  return gz.get(asset) ?? 0;
};
const js = (group: ChunkGroup | undefined) =>
  (group?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.js'));
const total = (assets: string[]) => assets.reduce((sum, a) => sum + sizeOf(a), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const entry = js(stats.entrypoints.main);
// `/` shows the splash screen, so its lazy chunk loads with the entry.
const rootAssets = [...new Set([...entry, ...js(stats.namedChunkGroups.splash)])];
const rootSize = total(rootAssets);
let failed = rootSize > ROOT_BUDGET;

console.log(
  `JavaScript loaded by /: ${kb(rootSize)} gzip (budget ${kb(ROOT_BUDGET)})${rootSize > ROOT_BUDGET ? '  OVER BUDGET' : ''}`,
);
console.log('Extra JavaScript per route (gzip, beyond the entry):');
const shell = js(stats.namedChunkGroups.shell);
const shellRoutes = new Set(['dashboard', 'transactions', 'coupons', 'account']);
for (const [name, group] of Object.entries(stats.namedChunkGroups).sort()) {
  if (name === 'main' || name === 'shell') continue;
  const own = js(group).concat(shellRoutes.has(name) ? shell : []);
  const extra = [...new Set(own)].filter((a) => !entry.includes(a));
  const size = total(extra);
  const over = size > ROUTE_BUDGET;
  failed ||= over;
  console.log(
    `  ${name.padEnd(14)} ${kb(size).padStart(9)}${shellRoutes.has(name) ? ' (with the signed-in shell)' : ''}${over ? '  OVER BUDGET' : ''}`,
  );
}
if (failed) {
  console.error('Bundle size budget exceeded (docs/performance.md "Budgets").');
  process.exit(1);
}
