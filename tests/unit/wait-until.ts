import { vi } from 'vitest';

/**
 * How long a unit test waits for an outcome that settles on another schedule (IndexedDB's, a
 * worker's, React's). Vitest's `vi.waitFor` gives up after one second: on a 2-core machine kept
 * busy by other work, the editor's save under a refused write took longer than that and a
 * passing test failed. The bound only decides how long a real failure takes to be reported.
 */
const WAIT = { timeout: 20_000, interval: 20 } as const;

/** Retries `check` until it stops throwing (or its promise resolves), as `vi.waitFor` does. */
export function waitUntil<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, WAIT);
}
