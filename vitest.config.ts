import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
// Tests reach the app's layers through aliases, as lint forbids ../../ paths.
const electronDir = fileURLToPath(new URL('./electron', import.meta.url));
const rendererDir = fileURLToPath(new URL('./renderer', import.meta.url));

const ALL_TESTS = [
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/golden/**/*.test.ts',
  'tests/stat/**/*.test.ts',
];
/**
 * Files that use the stored library through fake IndexedDB, and files that replace a module
 * with vi.mock (Electron's main-process API, a file reader): a mock is bound when the module
 * is first loaded, so in a shared module graph the file that loads it first decides what every
 * later file gets (seen: the PDF window's tests failing only when another mock of 'electron'
 * was loaded before them in the same worker).
 */
const OWN_MODULES = [
  'tests/unit/storage/**/*.test.{ts,tsx}',
  // The library screens' tests that open a stored library (the library's pure helpers share).
  'tests/unit/library/import-errors-in-chinese.test.tsx',
  'tests/unit/library/trash-screen.test.tsx',
  'tests/unit/library/upgrade-notice-first-load.test.tsx',
  'tests/unit/editor/draft-autosave-*.test.tsx',
  'tests/unit/electron/**/*.test.ts',
  'tests/unit/hostile/backup-file-limit.test.ts',
  'tests/unit/hostile/csp.test.ts',
  // Measures the heap its own reading takes: another file's garbage in the same process moved it.
  'tests/unit/catalog/price-lists/large-offer-file.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@shared': sharedDir,
      '@headroom/electron': electronDir,
      '@headroom/renderer': rendererDir,
    },
  },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Every core: Vitest's default leaves one free, which on a two-core machine runs the
    // whole suite one file at a time.
    maxWorkers: availableParallelism(),
    pool: 'forks',
    // Removes what a test rendered after every test of every file (see the file).
    setupFiles: ['tests/unit/after-each-cleanup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ALL_TESTS,
          exclude: OWN_MODULES,
          // Each worker process loads the app's modules once for all the files it runs instead
          // of once a file: the suite spends half the time (most of it was importing MUI, zod
          // schemas and the simulator again for every file). These tests share no state
          // through modules: each makes its own stores and PRNGs.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'own-modules',
          include: OWN_MODULES,
          // Tests of the stored library (fake IndexedDB, Dexie's live queries) keep a fresh
          // module graph a file: shared, a live query of one file was seen answering another's.
          // So do the files that mock a module (see OWN_MODULES).
          isolate: true,
        },
      },
    ],
  },
});
