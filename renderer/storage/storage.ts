import { browserStashStorage, clearStash } from '../editor/draft/draft-stash';
import { createLibraryBackup } from './backup/library-backup';
import { HeadroomDatabase } from './database';
import type { StorageDeps } from './deps';
import { newId } from './ids';
import { createRunRepository } from './run-repository';
import { createScenarioLibrary } from './scenario-library';
import { createScenarioTransfer } from './scenario-transfer';
import { createVersionHistory } from './version-history';

export interface StorageOptions {
  now?: () => number;
  newId?: () => string;
  /** Autosave coalescing window (see DEFAULT_COALESCE_MS). */
  coalesceMs?: number;
  /** Runs kept per scenario (see DEFAULT_RUNS_KEPT). */
  runsKept?: number;
  /** What purging a scenario also clears outside the database (default: nothing). */
  forgetOutside?: (scenarioId: string) => void;
}

/** All repositories over one database; screens reach them through `useStorage()`. */
export function createStorage(db: HeadroomDatabase, options: StorageOptions = {}) {
  const deps: StorageDeps = {
    db,
    now: options.now ?? Date.now,
    newId: options.newId ?? newId,
    forgetOutside: options.forgetOutside ?? (() => undefined),
  };
  return {
    db,
    library: createScenarioLibrary(deps),
    versions: createVersionHistory(
      deps,
      options.coalesceMs === undefined ? {} : { coalesceMs: options.coalesceMs },
    ),
    runs: createRunRepository(
      deps,
      options.runsKept === undefined ? {} : { keep: options.runsKept },
    ),
    transfer: createScenarioTransfer(deps),
    backup: createLibraryBackup(deps),
  };
}

export type HeadroomStorage = ReturnType<typeof createStorage>;

let appStorage: HeadroomStorage | undefined;

/**
 * The app's storage over the `headroom` database, made on first use: Dexie opens lazily, so
 * importing this module in a test or in a page without IndexedDB does no I/O. A purged
 * scenario's stashed editor draft (in localStorage) goes with it.
 */
export function getAppStorage(): HeadroomStorage {
  appStorage ??= createStorage(new HeadroomDatabase(), {
    forgetOutside: (scenarioId) => clearStash(browserStashStorage(), scenarioId),
  });
  return appStorage;
}
