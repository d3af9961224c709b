import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import ts from 'typescript';

// Every package the code imports is declared in package.json: an import that works only because
// another package happens to bring it along breaks on that package's next release.

const root = resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The package a bare specifier names: `@scope/name` or `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

test('every package imported by the code, its scripts and its tests is declared', () => {
  const undeclared = new Map<string, string>();
  for (const file of ['src', 'scripts', 'test'].flatMap((dir) => sources(join(root, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.') || fileName.startsWith('/') || fileName.startsWith('node:'))
        continue;
      const name = packageOf(fileName);
      if (builtinModules.includes(name) || declared.has(name)) continue;
      undeclared.set(name, file.slice(root.length + 1));
    }
  }
  expect(Object.fromEntries(undeclared)).toEqual({});
});
