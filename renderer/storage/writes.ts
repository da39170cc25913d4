/**
 * Steps shared by the repositories. They expect to be called inside a Dexie transaction
 * that covers the tables they touch, so an operation made of several steps commits whole.
 */
import { Dexie } from 'dexie';
import type { Scenario } from '@shared/scenario';
import type { StorageDeps } from './deps';
import { RecordNotFoundError } from './errors';
import { uniqueName } from './names';
import { readLiveScenarios, readScenario } from './scenario-rows';
import type { ScenarioRecord, VersionOrigin, VersionRecord } from './records';

export async function requireScenario({ db }: StorageDeps, id: string): Promise<ScenarioRecord> {
  const scenario = await readScenario(db, id);
  if (!scenario) throw new RecordNotFoundError('scenario', id);
  return scenario;
}

export async function requireVersion({ db }: StorageDeps, id: string): Promise<VersionRecord> {
  const version = await db.versions.get(id);
  if (!version) throw new RecordNotFoundError('version', id);
  return version;
}

export async function nextVersionNumber({ db }: StorageDeps, scenarioId: string): Promise<number> {
  const last = await db.versions
    .where('[scenarioId+number]')
    .between([scenarioId, Dexie.minKey], [scenarioId, Dexie.maxKey])
    .last();
  return (last?.number ?? 0) + 1;
}

/** Names of scenarios in the library (the trash does not reserve names). */
export async function liveNames({ db }: StorageDeps): Promise<string[]> {
  return (await readLiveScenarios(db)).map((s) => s.name);
}

export async function appendVersion(
  deps: StorageDeps,
  scenarioId: string,
  document: Scenario,
  origin: VersionOrigin,
  note: string | null,
): Promise<VersionRecord> {
  const now = deps.now();
  const version: VersionRecord = {
    id: deps.newId(),
    scenarioId,
    number: await nextVersionNumber(deps, scenarioId),
    createdAt: now,
    updatedAt: now,
    origin,
    note,
    document,
  };
  await deps.db.versions.add(version);
  return version;
}

/** A new scenario with `document` as version 1, renamed "Name (2)" if the name is taken. */
export async function insertScenario(
  deps: StorageDeps,
  document: Scenario,
  origin: VersionOrigin,
  note: string | null,
): Promise<ScenarioRecord> {
  const name = uniqueName(document.name, await liveNames(deps));
  const id = deps.newId();
  const version = await appendVersion(deps, id, { ...document, name }, origin, note);
  const scenario: ScenarioRecord = {
    id,
    name,
    currency: document.currency,
    createdAt: version.createdAt,
    updatedAt: version.createdAt,
    currentVersionId: version.id,
    lastRunHeadline: null,
    deletedAt: null,
  };
  await deps.db.scenarios.add(scenario);
  return scenario;
}

/** Removes scenarios with every version and saved run of theirs, leaving no orphan row. */
export async function deleteScenarios({ db }: StorageDeps, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.versions.where('scenarioId').anyOf(ids).delete();
  await db.runs.where('scenarioId').anyOf(ids).delete();
  await db.scenarios.bulkDelete([...ids]);
}
