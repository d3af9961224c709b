/**
 * `npm run lint:api`: the contract checked by Redocly's rules (redocly.yaml), through its library
 * rather than its CLI: the CLI prints a Node.js 20 deprecation banner on every run, and a
 * passing `npm test` prints no warnings. Problems are printed as the CLI's stylish format; any
 * error or warning fails.
 */
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

async function main(): Promise<void> {
  const config = await loadConfig();
  const ref = process.argv[2] ?? 'openapi.yaml';
  const problems = await lint({ ref, config });
  const totals = getTotals(problems);
  if (problems.length > 0) {
    formatProblems(problems, { format: 'stylish', totals, version: 'openapi-core' });
  }
  if (totals.errors > 0 || totals.warnings > 0) process.exit(1);
  console.log(`${ref}: valid`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
