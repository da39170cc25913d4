import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@shared': sharedDir } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/golden/**/*.test.ts', 'tests/stat/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
