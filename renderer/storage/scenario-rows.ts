/**
 * Reading scenario rows from the database, always through readScenarioRow. "Live scenarios"
 * has one definition here, so the library list, the names a new scenario must avoid and a
 * backup can never disagree about which scenarios exist.
 */
import type { HeadroomDatabase } from './database';
import type { ScenarioRecord } from './records';
import { isLive, readScenarioRow } from './scenario-row';

/*
 * Chained with Dexie's own `then` rather than written as async functions: inside a
 * transaction each extra native `await` layer risks losing the transaction's zone, which
 * commits it early (PrematureCommitError).
 */

/** Every scenario row, repaired for reading. */
export function readAllScenarios(db: HeadroomDatabase): Promise<ScenarioRecord[]> {
  return db.scenarios.toArray().then((rows) => rows.map(readScenarioRow));
}

/** The scenarios the library lists: every row not in the trash. */
export function readLiveScenarios(db: HeadroomDatabase): Promise<ScenarioRecord[]> {
  return readAllScenarios(db).then((rows) => rows.filter(isLive));
}

/** One scenario row, repaired for reading, or undefined when there is none. */
export function readScenario(db: HeadroomDatabase, id: string): Promise<ScenarioRecord | undefined> {
  return db.scenarios.get(id).then((row) => (row === undefined ? undefined : readScenarioRow(row)));
}
