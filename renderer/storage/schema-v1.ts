/**
 * The first released shape of the database, frozen: a scenario row held its document inline
 * and runs were not tied to a version. Kept so the v1 -> v2 upgrade (and its test) can
 * declare exactly what users' browsers still hold. Never edit these types or stores.
 */
import type { Dexie } from 'dexie';

export interface ScenarioRowV1 {
  id: string;
  name: string;
  currency: string;
  createdAt: number;
  updatedAt: number;
  document: unknown;
}

export interface RunRowV1 {
  id: string;
  scenarioId: string;
  createdAt: number;
  runs: number;
  baseSeed: number;
  results: unknown;
  durationMs: number;
}

export const STORES_V1 = {
  scenarios: 'id, name, updatedAt',
  runs: 'id, scenarioId, [scenarioId+createdAt]',
} as const;

export function declareV1(db: Dexie): void {
  db.version(1).stores(STORES_V1);
}
