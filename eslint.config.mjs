// Lint rules that keep the layout of docs/contributing.md ("Where things live") true: feature
// folders stay apart, src/domain stays pure (no I/O, no React), client and server never import each
// other, no import cycles, no source file over 400 lines.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureZones = features.map((name) => ({
  target: `./src/client/features/${name}`,
  from: './src/client/features',
  except: [`./${name}`],
  message:
    'A feature never imports another feature: move what they share to components/, app/ or src/domain.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '.data/**',
      '**/generated/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      // Without these import-x reads only .js files, and import-x/no-cycle silently passed every
      // .ts and .tsx file (as in its flat `typescript` config).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Its defaults skip type-only imports; a type two files share still moves to its own file.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain imports nothing outside itself.',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'crypto'],
              message: 'src/domain does no I/O.',
            },
            {
              group: ['react', 'react-*', '@mui/*', '@reduxjs/*', 'redux*'],
              message: 'src/domain has no React or Redux.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/domain does no I/O.' },
        { name: 'window', message: 'src/domain runs on the server too.' },
        { name: 'document', message: 'src/domain runs on the server too.' },
        { name: 'localStorage', message: 'src/domain does no I/O.' },
        { name: 'process', message: 'src/domain reads no environment.' },
      ],
    },
  },
  {
    // Handlers parse, call a service or a repository, and answer: every query is a function of
    // src/server/repositories/ (docs/contributing.md "Adding a repository query"). A row's type
    // may still be imported from the schema.
    files: ['src/server/handlers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'Queries live in src/server/repositories/: call a repository function.',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*', '**/db/prepared'],
              message: 'Queries live in src/server/repositories/: call a repository function.',
            },
            {
              group: ['**/db/schema', '**/db/tables/*'],
              allowTypeImports: true,
              message:
                'Handlers reach the tables through src/server/repositories/ (a row type may be imported with `import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Components read server data through the generated hooks, never fetch().',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['Suspense'],
              message:
                'Use components/Suspense: a prerendered page stays inert until each boundary is live.',
            },
          ],
        },
      ],
    },
  },
  {
    // Files stay small (docs/contributing.md): a source file past 400 lines is split by meaning
    // (see the table files of src/server/db/tables). Generated code is ignored above; tests may be
    // longer.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read answers' JSON and assert on its exact content.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Nothing imports a test file, so no cycle can pass through one; a cycle among the modules it
    // imports is reported on those modules. Walking their graph again from each of the 300 test
    // files was half of ESLint's rule time.
    files: ['test/**/*.test.{ts,tsx}', 'test/e2e/**/*.e2e.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  prettier,
);
