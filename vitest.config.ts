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
  },
});
