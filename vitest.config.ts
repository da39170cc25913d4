import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
// Tests reach the app's layers through aliases, as lint forbids ../../ paths.
const electronDir = fileURLToPath(new URL('./electron', import.meta.url));
const rendererDir = fileURLToPath(new URL('./renderer', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@shared': sharedDir,
      '@headroom/electron': electronDir,
      '@headroom/renderer': rendererDir,
    },
  },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/golden/**/*.test.ts',
      'tests/stat/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    // Every core: Vitest's default leaves one free, which on a two-core machine runs the
    // whole suite one file at a time.
    maxWorkers: availableParallelism(),
    // Each worker process loads the app's modules once for all the files it runs instead of
    // once a file: the suite spends half the time (most of it was importing MUI, zod schemas
    // and the simulator again for every file). Tests share no state through modules (each
    // makes its own stores, PRNGs and fake IndexedDB), and `vi.mock` of Electron is hoisted
    // per file. Threads would be faster still, but fake IndexedDB's live queries cross
    // between files in one thread; processes (forks) keep them apart.
    pool: 'forks',
    isolate: false,
  },
});
