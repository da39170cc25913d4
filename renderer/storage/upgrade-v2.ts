import type { Transaction } from 'dexie';
import type { RunRecord, ScenarioRecord, VersionRecord } from './records';
import { newId } from './ids';
import { runDamage } from './record-damage';
import { headlineOf } from './run-headline';
import { repairName, saneTime, type RepairedField } from './scenario-row';
import { emptyUpgradeReport, type SkipReason, type UpgradeReport } from './upgrade-report';

/**
 * Version ids given to v1 runs that we cannot tie to a document: v1 kept only the latest
 * document, so a run older than the last edit simulated something no longer stored. Such a
 * run reads as stale, which is the truth.
 */
export const UNKNOWN_VERSION_ID = 'unknown-v1-version';

/**
 * v1 -> v2: every inline document becomes version 1 of its scenario, the scenario row points
 * at it, and runs get a versionId. Runs in v1 carried no version, so a run counts as made from
 * the stored document only when it happened after the scenario's last edit.
 *
 * Every scenario whose document is there is kept: a name that is not text becomes text (or
 * "Untitled scenario (recovered)"), an unreadable time a sane one. Only rows with nothing to
 * recover (no scenario document; a run tied to no scenario or to no time) are set aside,
 * removed under their own key so none stays behind unconverted, and named in the report.
 */
export async function upgradeToV2(
  tx: Transaction,
  report: UpgradeReport = emptyUpgradeReport(),
  now: () => number = Date.now,
): Promise<void> {
  const scenarioRows = (await tx.table('scenarios').toArray()) as unknown[];
  const runRows = (await tx.table('runs').toArray()) as unknown[];
  const upgradedAt = now();

  const versions: VersionRecord[] = [];
  const scenarios: ScenarioRecord[] = [];
  const versionOf = new Map<string, { id: string; editedAt: number }>();
  const oldScenarioKeys: unknown[] = [];

  for (const row of scenarioRows) {
    const key = isObject(row) ? row.id : undefined;
    oldScenarioKeys.push(key);
    const converted = convertScenario(row, upgradedAt);
    if ('reason' in converted) {
      report.skipped.push({ table: 'scenarios', id: idOf(row), reason: converted.reason });
      continue;
    }
    const { scenario, version, repaired } = converted;
    if (versionOf.has(scenario.id)) {
      // Two rows whose keys read as the same text (42 and "42"): the second is a duplicate.
      report.skipped.push({ table: 'scenarios', id: idOf(row), reason: 'notScenarioRow' });
      continue;
    }
    if (repaired.length > 0) report.repaired.push({ table: 'scenarios', id: scenario.id, name: scenario.name, fields: repaired });
    versions.push(version);
    scenarios.push(scenario);
    versionOf.set(scenario.id, { id: version.id, editedAt: scenario.updatedAt });
  }

  const oldRunKeys: unknown[] = [];
  const runs: RunRecord[] = [];
  for (const row of runRows) {
    oldRunKeys.push(isObject(row) ? row.id : undefined);
    const reason = runRowDamage(row);
    if (reason !== null || !isObject(row)) {
      report.skipped.push({ table: 'runs', id: idOf(row), reason: reason ?? 'notRunRow' });
      continue;
    }
    const scenarioId = String(row.scenarioId);
    const createdAt = row.createdAt as number;
    const current = versionOf.get(scenarioId);
    const matches = current !== undefined && createdAt >= current.editedAt;
    runs.push({
      ...(row as unknown as RunRecord),
      id: String(row.id),
      scenarioId,
      versionId: matches ? current.id : UNKNOWN_VERSION_ID,
      results: row.results as RunRecord['results'],
    });
  }

  for (const scenario of scenarios) {
    const latest = runs
      .filter((r) => r.scenarioId === scenario.id)
      .reduce<RunRecord | undefined>(
        (a, b) => (a === undefined || b.createdAt > a.createdAt ? b : a),
        undefined,
      );
    // A run whose results are damaged is kept (the results screen names it) but gives no headline.
    scenario.lastRunHeadline = latest && runDamage(latest) === null ? headlineOf(latest) : null;
  }

  // Every old row goes under its own key (a number or a text over 80 characters included), so
  // none stays behind in v1 shape; the converted rows are then written under their text ids.
  await tx.table('versions').bulkAdd(versions);
  await tx.table('scenarios').bulkDelete(oldScenarioKeys.filter(isKey));
  await tx.table('scenarios').bulkPut(scenarios);
  await tx.table('runs').bulkDelete(oldRunKeys.filter(isKey));
  await tx.table('runs').bulkPut(runs);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isTime = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
/** What IndexedDB accepts as a key here: text or a number (NaN is not a key). */
const isKey = (v: unknown): v is string | number =>
  typeof v === 'string' || (typeof v === 'number' && !Number.isNaN(v));
/** A v1 id as the text v2 keys by: a number key is kept as its digits. */
const idText = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** The row's primary key as text, cut short, for the report. */
function idOf(row: unknown): string {
  const id = isObject(row) ? idText(row.id) : null;
  return id === null ? '(no id)' : id.slice(0, 80);
}

type ConvertedScenario =
  | { scenario: ScenarioRecord; version: VersionRecord; repaired: RepairedField[] }
  | { reason: SkipReason };

/** A v1 scenario row as a v2 row and its version 1, repaired where it can be. */
function convertScenario(row: unknown, upgradedAt: number): ConvertedScenario {
  if (!isObject(row)) return { reason: 'notScenarioRow' };
  const id = idText(row.id);
  if (id === null) return { reason: 'notScenarioRow' };
  const document = row.document;
  if (!isObject(document) || Array.isArray(document)) return { reason: 'noDocument' };

  const repaired: RepairedField[] = [];
  const name = repairName(row.name, document.name);
  if (name !== row.name) repaired.push('name');
  // v1 kept one version, the row itself: a damaged time takes the other one, else the upgrade's.
  const updated = saneTime(row.updatedAt);
  const created = saneTime(row.createdAt);
  const updatedAt = updated ?? created ?? upgradedAt;
  const createdAt = Math.min(created ?? updatedAt, updatedAt);
  if (updatedAt !== row.updatedAt || createdAt !== row.createdAt) repaired.push('time');
  const currency =
    typeof row.currency === 'string' ? row.currency : typeof document.currency === 'string' ? document.currency : 'USD';

  const version: VersionRecord = {
    id: newId(),
    scenarioId: id,
    number: 1,
    createdAt: updatedAt,
    updatedAt,
    origin: 'edit',
    note: null,
    // v1 only ever stored validated documents; they are carried over as they are, with the
    // name the row lists them by (the two must agree, as every later version keeps them).
    document: (document.name === name ? document : { ...document, name }) as VersionRecord['document'],
  };
  const scenario: ScenarioRecord = {
    id,
    name,
    currency,
    createdAt,
    updatedAt,
    currentVersionId: version.id,
    lastRunHeadline: null,
    deletedAt: null,
  };
  return { scenario, version, repaired };
}

function runRowDamage(row: unknown): SkipReason | null {
  if (!isObject(row) || idText(row.id) === null) return 'notRunRow';
  if (idText(row.scenarioId) === null) return 'noScenario';
  if (!isTime(row.createdAt)) return 'noRunTime';
  return null;
}
