/**
 * Regenerates the code that comes from openapi.yaml:
 *   src/client/api/generated/api.ts   RTK Query endpoints and hooks (@rtk-query/codegen-openapi)
 *   src/client/api/generated/staffApi.ts  the staff console's (tag staff), on its own base API
 *   src/server/generated/openapi.ts   request/response types for the handlers (openapi-typescript)
 *   src/server/generated/openapi.json the contract itself as JSON, which the server and the tests
 *                                     read (parsing the YAML took about 0.15 s each time)
 * and the compiled message catalogs (scripts/codegen-messages.ts, docs/i18n.md).
 * With --check it writes nothing and fails when a committed file differs from what codegen makes,
 * so a contract change can never land without its generated code.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { messageFiles } from './codegen-messages';

const root = resolve(__dirname, '..');
const spec = resolve(root, 'openapi.yaml');
const banner =
  '/* eslint-disable */\n// Generated from openapi.yaml by `npm run codegen`. Do not edit.\n';

async function format(file: string, code: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(code, { ...options, filepath: file });
}

type Operation = { operation: { tags?: string[] } };
const tagged = (op: Operation, tag: string) => (op.operation.tags ?? []).includes(tag);
/** The staff console's calls (tag staff) carry a StaffToken, never a tenant's Token. */
const isStaff = (_name: string, op: Operation) => tagged(op, 'staff');

async function clientApi(): Promise<string> {
  const code = await generateEndpoints({
    schemaFile: spec,
    // Left relative to the output file: codegen only rewrites the path when it writes itself.
    apiFile: '../baseApi',
    apiImport: 'baseApi',
    exportName: 'generatedApi',
    hooks: true,
    tag: true,
    // Health and metrics (tag operations) are for load balancers and Prometheus, not the app.
    filterEndpoints: (name, op) => !isStaff(name, op) && !tagged(op, 'operations'),
  });
  return banner + String(code);
}

/** A separate API (its own base query and cache) so no tenant state can reach a staff call. */
async function staffApi(): Promise<string> {
  const code = await generateEndpoints({
    schemaFile: spec,
    apiFile: '../staffBaseApi',
    apiImport: 'staffBaseApi',
    exportName: 'generatedStaffApi',
    hooks: true,
    tag: true,
    filterEndpoints: isStaff,
  });
  return banner + String(code);
}

async function serverTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${spec}`), { alphabetize: false });
  return banner + astToString(ast);
}

async function specJson(): Promise<string> {
  return `${JSON.stringify(parse(readFileSync(spec, 'utf8')))}\n`;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const outputs: Array<[string, () => Promise<string>]> = [
    ['src/client/api/generated/api.ts', clientApi],
    ['src/client/api/generated/staffApi.ts', staffApi],
    ['src/server/generated/openapi.ts', serverTypes],
    ['src/server/generated/openapi.json', specJson],
    ...(await messageFiles()).map(([path, code]): [string, () => Promise<string>] => [
      path,
      async () => code,
    ]),
  ];
  let stale = 0;
  for (const [relative, make] of outputs) {
    const file = resolve(root, relative);
    const made = await make();
    const code = relative.endsWith('.json') ? made : await format(file, made);
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        /* missing counts as stale */
      }
      if (current !== code) {
        stale += 1;
        console.error(`stale: ${relative} differs from what its source generates`);
      }
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, code);
      console.log(`wrote ${relative}`);
    }
  }
  if (stale > 0) {
    console.error('Run `npm run codegen` and commit the result.');
    process.exit(1);
  }
  if (check) console.log('generated code is up to date with openapi.yaml and the catalogs');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
