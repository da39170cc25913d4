import type { HeadroomDatabase } from './database';

/**
 * What every repository is built from. The clock and id source are injected so tests can
 * step time (autosave coalescing) and so nothing reads the wall clock behind their back.
 */
export interface StorageDeps {
  db: HeadroomDatabase;
  now: () => number;
  newId: () => string;
}
