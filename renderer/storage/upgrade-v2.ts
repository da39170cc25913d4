import type { Transaction } from 'dexie';
import type { RunRecord, ScenarioRecord, VersionRecord } from './records';
import type { RunRowV1, ScenarioRowV1 } from './schema-v1';
import { newId } from './ids';
import { runDamage } from './record-damage';
import { headlineOf } from './run-headline';
import type { UpgradeReport } from './upgrade-report';

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
 */
export async function upgradeToV2(tx: Transaction, report: UpgradeReport = { skipped: [] }): Promise<void> {
  // A row that cannot be converted is left out and reported, never allowed to abort the
  // upgrade: one damaged run must not lock a planner out of the whole library.
  const oldScenarios = ((await tx.table('scenarios').toArray()) as unknown[]).filter((row): row is ScenarioRowV1 => {
    const reason = scenarioRowDamage(row);
    if (reason !== null) report.skipped.push({ table: 'scenarios', id: idOf(row), reason });
    return reason === null;
  });
  const oldRuns = ((await tx.table('runs').toArray()) as unknown[]).filter((row): row is RunRowV1 => {
    const reason = runRowDamage(row);
    if (reason !== null) report.skipped.push({ table: 'runs', id: idOf(row), reason });
    return reason === null;
  });

  const versions: VersionRecord[] = [];
  const scenarios: ScenarioRecord[] = [];
  const versionOf = new Map<string, { id: string; editedAt: number }>();

  for (const row of oldScenarios) {
    const version: VersionRecord = {
      id: newId(),
      scenarioId: row.id,
      number: 1,
      createdAt: row.updatedAt,
      updatedAt: row.updatedAt,
      origin: 'edit',
      note: null,
      // v1 only ever stored validated documents; they are carried over as they are.
      document: row.document as VersionRecord['document'],
    };
    versions.push(version);
    versionOf.set(row.id, { id: version.id, editedAt: row.updatedAt });
    scenarios.push({
      id: row.id,
      name: row.name,
      currency: row.currency,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      currentVersionId: version.id,
      lastRunHeadline: null,
      deletedAt: null,
    });
  }

  const runs: RunRecord[] = oldRuns.map((run) => {
    const current = versionOf.get(run.scenarioId);
    const matches = current !== undefined && run.createdAt >= current.editedAt;
    return {
      ...run,
      versionId: matches ? current.id : UNKNOWN_VERSION_ID,
      results: run.results as RunRecord['results'],
    };
  });

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

  const skippedRuns = report.skipped.filter((s) => s.table === 'runs').map((s) => s.id);
  const skippedScenarios = report.skipped.filter((s) => s.table === 'scenarios').map((s) => s.id);
  await tx.table('versions').bulkAdd(versions);
  await tx.table('scenarios').bulkDelete(skippedScenarios);
  await tx.table('scenarios').bulkPut(scenarios);
  await tx.table('runs').bulkDelete(skippedRuns);
  await tx.table('runs').bulkPut(runs);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isTime = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);

/** The row's primary key as text, cut short, for the report. */
function idOf(row: unknown): string {
  const id = isObject(row) ? row.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 80) : '(no id)';
}

function scenarioRowDamage(row: unknown): string | null {
  if (!isObject(row) || typeof row.id !== 'string') return 'not a scenario row';
  if (!isObject(row.document)) return 'no scenario document';
  if (typeof row.name !== 'string') return 'no name';
  if (!isTime(row.updatedAt) || !isTime(row.createdAt)) return 'no edit time';
  return null;
}

function runRowDamage(row: unknown): string | null {
  if (!isObject(row) || typeof row.id !== 'string') return 'not a run row';
  if (typeof row.scenarioId !== 'string') return 'no scenario';
  if (!isTime(row.createdAt)) return 'no run time';
  return null;
}
