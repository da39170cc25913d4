import type { Transaction } from 'dexie';
import type { RunRecord, ScenarioRecord, VersionRecord } from './records';
import type { RunRowV1, ScenarioRowV1 } from './schema-v1';
import { newId } from './ids';
import { headlineOf } from './run-headline';

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
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const oldScenarios = (await tx.table('scenarios').toArray()) as ScenarioRowV1[];
  const oldRuns = (await tx.table('runs').toArray()) as RunRowV1[];

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
    scenario.lastRunHeadline = latest ? headlineOf(latest) : null;
  }

  await tx.table('versions').bulkAdd(versions);
  await tx.table('scenarios').bulkPut(scenarios);
  await tx.table('runs').bulkPut(runs);
}
