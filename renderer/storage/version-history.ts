import { parseScenario, type ScenarioIssue } from '@shared/scenario';
import { sameDocument } from './canonical';
import type { StorageDeps } from './deps';
import {
  VERSION_COMMENT_MAX,
  VERSION_LABEL_MAX,
  type ScenarioRecord,
  type VersionRecord,
} from './records';
import { appendVersion, requireScenario, requireVersion } from './writes';

/**
 * Edits this close to the start of the current version go into it rather than a new one, so
 * a minute of typing is one step in the history, not sixty.
 */
export const DEFAULT_COALESCE_MS = 60_000;

export type AutosaveResult =
  /** The document equals the current version: nothing written. */
  | { status: 'unchanged'; version: VersionRecord }
  /** Folded into the current version (a recent plain edit nothing has run yet). */
  | { status: 'coalesced'; version: VersionRecord }
  | { status: 'saved'; version: VersionRecord }
  /**
   * The current version is not the one the writer last saw (another window saved in
   * between): nothing written, so neither side's edits are overwritten unasked. `version` is
   * the current one.
   */
  | { status: 'conflict'; version: VersionRecord }
  /** The document does not validate: nothing written; the editor shows the issues. */
  | { status: 'invalid'; issues: ScenarioIssue[] };

/** A version as one writer last saw it: its id and when it was last written. */
export interface SeenVersion {
  versionId: string;
  updatedAt: number;
}

export interface AutosaveOptions {
  /**
   * The version this document was edited from. When the current version is no longer it
   * (same id and write time), the save is refused as a conflict.
   */
  base?: SeenVersion;
  /** Always a new version, never folded into the current one (keeping another writer's edit in the history). */
  newVersion?: boolean;
}

export interface VersionHistoryOptions {
  coalesceMs?: number;
}

/** True when `version` is not the one `seen` describes. */
export function changedSince(
  version: Pick<VersionRecord, 'id' | 'updatedAt'>,
  seen: SeenVersion,
): boolean {
  return version.id !== seen.versionId || version.updatedAt !== seen.updatedAt;
}

/** Each scenario's history of documents: autosave, list and restore. */
export function createVersionHistory(deps: StorageDeps, options: VersionHistoryOptions = {}) {
  const { db } = deps;
  const coalesceMs = options.coalesceMs ?? DEFAULT_COALESCE_MS;

  /** Points the scenario row at `version` and mirrors the name and currency it lists by. */
  async function makeCurrent(scenario: ScenarioRecord, version: VersionRecord): Promise<void> {
    await db.scenarios.put({
      ...scenario,
      name: version.document.name,
      currency: version.document.currency,
      currentVersionId: version.id,
      updatedAt: version.updatedAt,
    });
  }

  /**
   * Coalescing may only rewrite a version that is a plain edit (milestones such as an import
   * or a restore stay as they were, and so does one the planner named or annotated), written
   * to less than the window ago, and that no saved run points at: a run's version must keep
   * meaning the document that was simulated. The window runs from the last edit, not the
   * first: one editing session, however long, is one version; a quiet spell or a run ends it.
   */
  async function canCoalesceInto(version: VersionRecord, now: number): Promise<boolean> {
    if (version.origin !== 'edit' || now - version.updatedAt >= coalesceMs) return false;
    if ((version.label ?? '') !== '' || (version.comment ?? '') !== '') return false;
    return (await db.runs.where('versionId').equals(version.id).count()) === 0;
  }

  return {
    async autosave(
      scenarioId: string,
      document: unknown,
      options: AutosaveOptions = {},
    ): Promise<AutosaveResult> {
      const parsed = parseScenario(document);
      if (!parsed.ok) return { status: 'invalid', issues: parsed.issues };
      const next = parsed.scenario;
      return db.transaction(
        'rw',
        db.scenarios,
        db.versions,
        db.runs,
        async (): Promise<AutosaveResult> => {
          const scenario = await requireScenario(deps, scenarioId);
          const current = await requireVersion(deps, scenario.currentVersionId);
          if (sameDocument(current.document, next))
            return { status: 'unchanged', version: current };
          if (options.base !== undefined && changedSince(current, options.base))
            return { status: 'conflict', version: current };
          const now = deps.now();
          if (options.newVersion !== true && (await canCoalesceInto(current, now))) {
            const version: VersionRecord = { ...current, document: next, updatedAt: now };
            await db.versions.put(version);
            await makeCurrent(scenario, version);
            return { status: 'coalesced', version };
          }
          const version = await appendVersion(deps, scenarioId, next, 'edit', null);
          await makeCurrent(scenario, version);
          return { status: 'saved', version };
        },
      );
    },

    /**
     * Sets the planner's name and note of a version. Neither the document nor the write time
     * changes: a name is not an edit, and another window editing this version must not see a
     * conflict. Empty text clears the field.
     */
    async describe(
      versionId: string,
      text: { label: string; comment: string },
    ): Promise<VersionRecord> {
      return db.transaction('rw', db.versions, async () => {
        const version = await requireVersion(deps, versionId);
        const { label: _label, comment: _comment, ...rest } = version;
        const label = text.label.trim().slice(0, VERSION_LABEL_MAX);
        const comment = text.comment.trim().slice(0, VERSION_COMMENT_MAX);
        const next: VersionRecord = {
          ...rest,
          ...(label === '' ? {} : { label }),
          ...(comment === '' ? {} : { comment }),
        };
        await db.versions.put(next);
        return next;
      });
    },

    /** Newest first. */
    async list(scenarioId: string): Promise<VersionRecord[]> {
      const versions = await db.versions.where('scenarioId').equals(scenarioId).toArray();
      return versions.sort((a, b) => b.number - a.number);
    },

    async get(versionId: string): Promise<VersionRecord | undefined> {
      return db.versions.get(versionId);
    },

    /**
     * Makes an earlier document current again by copying it into a new version, so history
     * only grows and restoring can itself be undone by restoring the version before it.
     */
    async restore(versionId: string): Promise<VersionRecord> {
      return db.transaction('rw', db.scenarios, db.versions, async () => {
        const old = await requireVersion(deps, versionId);
        const scenario = await requireScenario(deps, old.scenarioId);
        const current = await requireVersion(deps, scenario.currentVersionId);
        if (sameDocument(current.document, old.document)) return current;
        const version = await appendVersion(
          deps,
          old.scenarioId,
          old.document,
          'restore',
          String(old.number),
        );
        await makeCurrent(scenario, version);
        return version;
      });
    },
  };
}

export type VersionHistory = ReturnType<typeof createVersionHistory>;
