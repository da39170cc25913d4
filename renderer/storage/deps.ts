import type { HeadroomDatabase } from './database';

/**
 * What every repository is built from. The clock and id source are injected so tests can
 * step time (autosave coalescing) and so nothing reads the wall clock behind their back.
 */
export interface StorageDeps {
  db: HeadroomDatabase;
  now: () => number;
  newId: () => string;
  /**
   * Forgets what a scenario keeps outside the database (the editor's stashed draft), called
   * once a purge has committed so a purged scenario leaves nothing behind.
   */
  forgetOutside: (scenarioId: string) => void;
}
