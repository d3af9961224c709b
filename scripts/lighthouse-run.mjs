// One Lighthouse run, for scripts/lighthouse.ts, in plain Node: under tsx, Lighthouse's own
// functions get esbuild's `__name` helper, and those it runs inside the page then fail there
// ("__name is not defined"). Usage: node scripts/lighthouse-run.mjs <url> <chrome port> <out.json>
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

const [url, port, out] = process.argv.slice(2);
const answer = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
});
if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
writeFileSync(out, JSON.stringify(answer.lhr));
