// Lint rules, including the ones that keep the layers apart:
// shared/ is pure (no DOM, Node, Electron, React, MUI or Dexie), renderer/ never reaches
// into electron/, and nothing climbs across layers with ../../ paths.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const crossLayer = {
  group: ['../../*'],
  message: 'Import across layers through a module of that layer, not with ../../ paths.',
};

const nodeModules = [
  'fs', 'path', 'os', 'child_process', 'crypto', 'url', 'util', 'stream', 'http', 'https',
  'net', 'worker_threads', 'events', 'buffer', 'process', 'zlib', 'readline',
];

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [crossLayer] }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeModules.flatMap((m) => [
            { name: m, message: 'shared/ is pure: no Node modules.' },
            { name: `node:${m}`, message: 'shared/ is pure: no Node modules.' },
          ]),
          patterns: [
            crossLayer,
            { group: ['node:*'], message: 'shared/ is pure: no Node modules.' },
            { group: ['electron', 'electron/*'], message: 'shared/ is pure: no Electron.' },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'shared/ is pure: no React.' },
            { group: ['@mui/*', '@emotion/*'], message: 'shared/ is pure: no MUI.' },
            { group: ['dexie', 'dexie-*'], message: 'shared/ is pure: no Dexie.' },
            { group: ['**/renderer/**', '**/electron/**'], message: 'shared/ imports no other layer.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'indexedDB', 'process', 'require', 'Buffer', '__dirname'].map(
          (name) => ({ name, message: 'shared/ is pure: no DOM or Node globals.' }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded PRNG passed in.' },
        { object: 'Date', property: 'now', message: 'shared/ takes time as input; no wall clock.' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossLayer,
            { group: ['**/electron/**', 'electron', 'electron/*'], message: 'renderer/ never imports electron/; use the platform bridge.' },
            { group: ['node:*'], message: 'renderer/ runs in a browser: no Node modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Vitest's waitFor gives up after a second, which a busy 2-core machine overran: unit tests
    // wait through tests/unit/wait-until.ts, whose bound leaves room for the load.
    files: ['tests/unit/**/*.{ts,tsx}'],
    ignores: ['tests/unit/wait-until.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: 'Use waitUntil from tests/unit/wait-until.ts.' },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossLayer,
            { group: ['**/renderer/**'], message: 'electron/ never imports renderer/.' },
          ],
        },
      ],
    },
  },
  {
    // No import circles: a file imports only what stands below it (type-only imports count too,
    // since they tie files together for a reader just the same).
    files: ['shared/**/*.ts', 'renderer/**/*.{ts,tsx}', 'electron/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.base.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  prettier,
);
