/**
 * Prints the gzip size of the JavaScript `/` loads and of each route's own chunks, and fails
 * over the budgets of docs/performance.md (150 KB for `/`, 60 KB for any other route's extra
 * chunks). Reads the chunk graph from the production build's stats (dist/stats.json).
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_AREAS } from '../src/client/i18n/rootAreas';
import { DEFAULT_LOCALE, LOCALES } from '../src/domain/i18n/locales';
import { isSimpleCatalog, type CompiledCatalog } from '../src/domain/i18n/texts';

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
// In another language `/` also fetches its areas' catalogs, and Lingui's runtime when one of them
// has a plural or a select (docs/i18n.md): the same budget holds there.
/** The root areas' catalogs' script (rootAreas.ts, catalogs.ts): a build without it is wrong. */
function rootCatalogs() {
  const group = stats.namedChunkGroups['i18n-root'];
  if (!group) throw new Error('no chunk i18n-root: see src/client/i18n/rootAreas.ts');
  return group;
}
for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  const catalogs = ROOT_AREAS.map((area) => {
    const file = resolve(root, `src/domain/i18n/generated/${locale}/${area}.ts`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(file) as { default: CompiledCatalog }).default;
  });
  const extra = [
    ...(catalogs.every(isSimpleCatalog) ? [] : js(stats.namedChunkGroups.lingui)),
    // The root areas' catalogs in every other language: one script (catalogs.ts).
    ...js(rootCatalogs()),
  ];
  const size = total([...new Set([...rootAssets, ...extra])]);
  const over = size > ROOT_BUDGET;
  failed ||= over;
  console.log(
    `JavaScript loaded by / in ${locale}: ${kb(size)} gzip (budget ${kb(ROOT_BUDGET)})${over ? '  OVER BUDGET' : ''}`,
  );
}
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
