// One Lighthouse run, for scripts/lighthouse.ts, in plain Node: under tsx, Lighthouse's own
// functions get esbuild's `__name` helper, and those it runs inside the page then fail there
// ("__name is not defined").
// Usage: node scripts/lighthouse-run.mjs <url> <chrome port> <out.json> [cpu slowdown]
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const MOBILE_THROTTLING = throttling.mobileSlow4G;

const [url, port, out, slowdown] = process.argv.slice(2);
const answer = await lighthouse(url, {
  port: Number(port),
  // Lighthouse's mobile default is a 4x slower CPU than this machine's; a larger factor stands
  // for a slower phone (or a slower machine running the same check).
  ...(slowdown
    ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: Number(slowdown) } }
    : {}),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
});
if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
writeFileSync(out, JSON.stringify(answer.lhr));
