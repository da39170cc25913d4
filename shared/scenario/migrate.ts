import { CURRENT_SCHEMA_VERSION } from './scenario-schema';

/** Turns a document of version N into version N + 1. Each step is pure and total. */
export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * Steps keyed by the version they upgrade from. Version 1 is the first published format, so
 * the chain is empty today; the mechanism is exercised by tests with a chain of their own, and
 * the next format change adds its step here.
 */
export const SCENARIO_MIGRATIONS: Readonly<Record<number, Migration>> = {};

export type MigrationOutcome =
  | { ok: true; doc: Record<string, unknown>; fromVersion: number }
  | { ok: false; path: string; message: string };

export function migrateScenario(
  raw: unknown,
  migrations: Readonly<Record<number, Migration>> = SCENARIO_MIGRATIONS,
  currentVersion: number = CURRENT_SCHEMA_VERSION,
): MigrationOutcome {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, path: '', message: 'a scenario must be a JSON object' };
  }
  const version = (raw as Record<string, unknown>).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, path: 'schemaVersion', message: 'expected a whole number from 1 up (the scenario format version)' };
  }
  if (version > currentVersion) {
    return {
      ok: false,
      path: 'schemaVersion',
      message: `this file is format ${version}, newer than this Headroom reads (${currentVersion}); update Headroom`,
    };
  }
  let doc = raw as Record<string, unknown>;
  for (let v = version; v < currentVersion; v++) {
    const step = migrations[v];
    if (!step) return { ok: false, path: 'schemaVersion', message: `no upgrade from format ${v}` };
    doc = { ...step(doc), schemaVersion: v + 1 };
  }
  return { ok: true, doc, fromVersion: version };
}
