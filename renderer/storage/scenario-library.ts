import { parseScenario, type ScenarioIssue } from '@shared/scenario';
import { blankScenarioInput, isoDay, type BlankCurrency } from './blank-scenario';
import type { StorageDeps } from './deps';
import { matchesSearch, uniqueName } from './names';
import type { ScenarioRecord } from './records';
import { isDeleted } from './record-damage';
import { readAllScenarios, readLiveScenarios, readScenario } from './scenario-rows';
import {
  deleteScenarios,
  insertScenario,
  liveNames,
  requireScenario,
  requireVersion,
} from './writes';

export type CreateResult =
  { ok: true; scenario: ScenarioRecord } | { ok: false; issues: ScenarioIssue[] };

/** Newest first: the library opens on what the planner touched last. */
function byRecentEdit(a: ScenarioRecord, b: ScenarioRecord): number {
  return b.updatedAt - a.updatedAt || a.name.localeCompare(b.name);
}

/** The list of scenarios: what exists, under which name, and what is in the trash. */
export function createScenarioLibrary(deps: StorageDeps) {
  const { db } = deps;

  return {
    /** Live scenarios whose name contains `search` (case- and width-insensitive). */
    async list(search = ''): Promise<ScenarioRecord[]> {
      const rows = await readLiveScenarios(db);
      return rows
        .filter((s) => matchesSearch(s.name, search))
        .sort(byRecentEdit);
    },

    /** The trash, most recently deleted first. */
    async listDeleted(): Promise<ScenarioRecord[]> {
      const rows = await readAllScenarios(db);
      return rows
        .filter((s) => isDeleted(s))
        .sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0));
    },

    async get(id: string): Promise<ScenarioRecord | undefined> {
      return readScenario(db, id);
    },

    /** A new scenario from a template (a shipped example or any document); validated first. */
    async createFromTemplate(template: unknown, name?: string): Promise<CreateResult> {
      const input = name === undefined ? template : { ...(template as object), name };
      const parsed = parseScenario(input);
      if (!parsed.ok) return { ok: false, issues: parsed.issues };
      const document = parsed.scenario;
      const scenario = await db.transaction('rw', db.scenarios, db.versions, () =>
        insertScenario(deps, document, 'template', null),
      );
      return { ok: true, scenario };
    },

    /** A minimal scenario that already runs, for planners who start from nothing. */
    async createBlank(name: string, currency: BlankCurrency = 'USD'): Promise<ScenarioRecord> {
      const parsed = parseScenario(blankScenarioInput(name, isoDay(deps.now()), currency));
      // The blank document is ours; failing here is a programming error a unit test catches.
      if (!parsed.ok)
        throw new Error(`blank scenario is invalid: ${JSON.stringify(parsed.issues)}`);
      const document = parsed.scenario;
      return db.transaction('rw', db.scenarios, db.versions, () =>
        insertScenario(deps, document, 'blank', null),
      );
    },

    /** A copy of the current version (history and runs stay with the original). */
    async duplicate(id: string, name?: string): Promise<ScenarioRecord> {
      return db.transaction('rw', db.scenarios, db.versions, async () => {
        const source = await requireScenario(deps, id);
        const version = await requireVersion(deps, source.currentVersionId);
        const document = { ...version.document, name: name ?? source.name };
        return insertScenario(deps, document, 'duplicate', source.name);
      });
    },

    /**
     * Renames in place: the current version's document takes the new name without a new
     * version, because a name changes no number and must not make the last run look stale.
     */
    async rename(id: string, name: string): Promise<CreateResult> {
      return db.transaction('rw', db.scenarios, db.versions, async () => {
        const scenario = await requireScenario(deps, id);
        const version = await requireVersion(deps, scenario.currentVersionId);
        const others = (await liveNames(deps)).filter((n) => n !== scenario.name);
        const parsed = parseScenario({
          ...version.document,
          name: uniqueName(name.trim(), others),
        });
        if (!parsed.ok) return { ok: false as const, issues: parsed.issues };
        const newName = parsed.scenario.name;
        await db.versions.update(version.id, { document: { ...version.document, name: newName } });
        const updated: ScenarioRecord = { ...scenario, name: newName, updatedAt: deps.now() };
        await db.scenarios.put(updated);
        return { ok: true as const, scenario: updated };
      });
    },

    /** Moves to the trash; `restore` undoes it. Nothing is lost until `purge`. */
    async softDelete(id: string): Promise<void> {
      await db.transaction('rw', db.scenarios, async () => {
        await requireScenario(deps, id);
        await db.scenarios.update(id, { deletedAt: deps.now() });
      });
    },

    /**
     * Back from the trash. The trash reserves no names, so a scenario whose name was taken
     * meanwhile comes back as "Name (2)", renamed in place as `rename` does.
     */
    async restore(id: string): Promise<ScenarioRecord> {
      return db.transaction('rw', db.scenarios, db.versions, async () => {
        const scenario = await requireScenario(deps, id);
        if (!isDeleted(scenario)) return scenario;
        const name = uniqueName(scenario.name, await liveNames(deps));
        if (name !== scenario.name) {
          const version = await requireVersion(deps, scenario.currentVersionId);
          await db.versions.update(version.id, { document: { ...version.document, name } });
        }
        const restored: ScenarioRecord = { ...scenario, name, deletedAt: null };
        await db.scenarios.put(restored);
        return restored;
      });
    },

    /**
     * Deletes a scenario in the trash for good: its row, every version, every saved run, and
     * what it keeps outside the database (a stashed draft). A live scenario is left alone, so
     * a purge can never reach one restored meanwhile (in another window, say). Resolves
     * whether anything was purged.
     */
    async purge(id: string): Promise<boolean> {
      const purged = await db.transaction('rw', db.scenarios, db.versions, db.runs, async () => {
        const scenario = await readScenario(db, id);
        if (!scenario || !isDeleted(scenario)) return false;
        await deleteScenarios(deps, [id]);
        return true;
      });
      if (purged) deps.forgetOutside(id);
      return purged;
    },

    /**
     * Purges everything in the trash deleted at or before `before` (default: all of it), so
     * "Empty trash" removes what the planner saw and confirmed, not a scenario deleted since.
     * Resolves how many scenarios were purged.
     */
    async emptyTrash(before: number = Number.POSITIVE_INFINITY): Promise<number> {
      const ids = await db.transaction('rw', db.scenarios, db.versions, db.runs, async () => {
        const doomed = (await readAllScenarios(db)).filter(
          (s) => isDeleted(s) && (s.deletedAt ?? 0) <= before,
        );
        const doomedIds = doomed.map((s) => s.id);
        await deleteScenarios(deps, doomedIds);
        return doomedIds;
      });
      for (const id of ids) deps.forgetOutside(id);
      return ids.length;
    },
  };
}

export type ScenarioLibrary = ReturnType<typeof createScenarioLibrary>;
