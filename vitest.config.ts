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
/** Files that use the stored library through fake IndexedDB. */
const OWN_MODULES = [
  'tests/unit/storage/**/*.test.{ts,tsx}',
  'tests/unit/library/**/*.test.{ts,tsx}',
  'tests/unit/editor/draft-autosave-*.test.tsx',
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
          isolate: true,
        },
      },
    ],
  },
});
