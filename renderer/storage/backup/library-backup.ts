import type { ScenarioIssue } from '@shared/scenario';
import type { StorageDeps } from '../deps';
import type { RunRecord, ScenarioRecord, VersionRecord } from '../records';
import { hasAnalyses, readRunAnalyses } from '../run-analyses';
import { headlineOf } from '../run-headline';
import { UNKNOWN_VERSION_ID } from '../upgrade-v2';
import { readLiveScenarios } from '../scenario-rows';
import { saneTime } from '../scenario-row';
import { liveNames } from '../writes';
import {
  BACKUP_FILE_EXTENSION,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MAX_BACKUP_BYTES,
  parseBackupText,
  serialiseBackup,
  type BackupScenario,
  type LibraryBackup,
} from './backup-format';
import { planRestore, type RestoreCounts, type RestoredName } from './restore-plan';
import { restorableScenario, type BackupLeftOut } from './restorable';

export type { BackupLeftOut } from './restorable';

export interface BackupCounts {
  scenarios: number;
  versions: number;
  runs: number;
}

export type MadeBackup =
  | {
      ok: true;
      text: string;
      fileName: string;
      counts: BackupCounts;
      /** Scenarios (or their runs) the backup could not hold in a form Restore reads back. */
      leftOut: BackupLeftOut[];
    }
  /** Larger than the app reads back: saving it would make a backup that cannot be restored. */
  | { ok: false; reason: 'tooLarge'; sizeBytes: number; limitBytes: number; counts: BackupCounts };

export type RestoreResult =
  | { ok: true; added: RestoreCounts; renamed: RestoredName[]; scenarioIds: string[] }
  | { ok: false; issues: ScenarioIssue[] };

/** `2026-01-05` for the file name, in UTC so the same instant names the same file everywhere. */
function day(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

function toBackupScenario(
  scenario: ScenarioRecord,
  versions: readonly VersionRecord[],
  runs: readonly RunRecord[],
): BackupScenario {
  return {
    id: scenario.id,
    name: scenario.name,
    createdAt: scenario.createdAt,
    updatedAt: scenario.updatedAt,
    currentVersionId: scenario.currentVersionId,
    versions: [...versions]
      .sort((a, b) => a.number - b.number)
      .map(({ id, number, createdAt, updatedAt, origin, note, label, comment, document }) => ({
        id,
        number,
        createdAt: timeOr(createdAt, scenario.updatedAt),
        updatedAt: timeOr(updatedAt, scenario.updatedAt),
        origin,
        note: typeof note === 'string' ? note.slice(0, MAX_NOTE_LENGTH) : null,
        ...(label === undefined ? {} : { label }),
        ...(comment === undefined ? {} : { comment }),
        document,
      })),
    runs: [...runs]
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((run) => {
        const { id, versionId, createdAt, runs: count, baseSeed, durationMs, results } = run;
        // Only whole analyses travel: a damaged one would make the backup refuse to restore.
        const analyses = readRunAnalyses(run);
        return {
          id,
          versionId,
          createdAt: timeOr(createdAt, scenario.updatedAt),
          runs: count,
          baseSeed,
          durationMs,
          results,
          ...(hasAnalyses(analyses) ? { analyses } : {}),
        };
      }),
  };
}

/** A time a backup can hold: a damaged one becomes `fallback` (the scenario's own edit time). */
const timeOr = (value: number, fallback: number): number => saneTime(value) ?? fallback;

/** The longest note the backup format holds (an import note is a file name, cut to fit). */
const MAX_NOTE_LENGTH = 255;

/**
 * Backing up and restoring the whole library. A backup holds the live scenarios (the trash
 * is left out: it is what the planner chose to throw away). A restore only ever adds.
 */
export function createLibraryBackup(deps: StorageDeps) {
  const { db } = deps;

  return {
    /** The library as one backup file, read in one transaction so it is a consistent snapshot. */
    async makeBackup(options: { includeRuns: boolean }): Promise<MadeBackup> {
      const leftOut: BackupLeftOut[] = [];
      const backup: LibraryBackup = await db.transaction(
        'r',
        db.scenarios,
        db.versions,
        db.runs,
        async () => {
          // Exactly the scenarios the library lists, read as the library reads them.
          const scenarios = (await readLiveScenarios(db)).sort(
            (a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id),
          );
          const ids = scenarios.map((s) => s.id);
          const versions = await db.versions.where('scenarioId').anyOf(ids).toArray();
          const runs = options.includeRuns
            ? await db.runs.where('scenarioId').anyOf(ids).toArray()
            : [];
          return {
            format: BACKUP_FORMAT,
            formatVersion: BACKUP_FORMAT_VERSION,
            createdAt: deps.now(),
            includesRuns: options.includeRuns,
            scenarios: scenarios.flatMap((s) => {
              const checked = restorableScenario(
                toBackupScenario(
                  s,
                  versions.filter((v) => v.scenarioId === s.id),
                  runs.filter((r) => r.scenarioId === s.id),
                ),
                UNKNOWN_VERSION_ID,
              );
              if (checked.leftOut) leftOut.push(checked.leftOut);
              return checked.scenario ? [checked.scenario] : [];
            }),
          };
        },
      );
      const counts: BackupCounts = {
        scenarios: backup.scenarios.length,
        versions: backup.scenarios.reduce((n, s) => n + s.versions.length, 0),
        runs: backup.scenarios.reduce((n, s) => n + s.runs.length, 0),
      };
      const text = serialiseBackup(backup);
      // The cap on reading a file is in bytes, and a Chinese name takes three bytes a character.
      const sizeBytes = new TextEncoder().encode(text).length;
      if (sizeBytes > MAX_BACKUP_BYTES) {
        return { ok: false, reason: 'tooLarge', sizeBytes, limitBytes: MAX_BACKUP_BYTES, counts };
      }
      return {
        ok: true,
        text,
        fileName: `headroom-library-${day(backup.createdAt)}${BACKUP_FILE_EXTENSION}`,
        counts,
        leftOut,
      };
    },

    /**
     * Adds what a backup file holds. The file is checked whole before the transaction opens,
     * and everything is written in one transaction, so a damaged file (or a refusal from the
     * browser half way) leaves the library exactly as it was. Nothing already stored is
     * overwritten: a taken id gets a new one, a taken name a " (2)" suffix.
     */
    async restoreBackupText(text: string): Promise<RestoreResult> {
      const parsed = parseBackupText(text, UNKNOWN_VERSION_ID);
      if (!parsed.ok) return parsed;
      return db.transaction('rw', db.scenarios, db.versions, db.runs, async () => {
        const plan = planRestore(parsed.backup, {
          scenarioIds: new Set((await db.scenarios.toCollection().primaryKeys()) as string[]),
          versionIds: new Set((await db.versions.toCollection().primaryKeys()) as string[]),
          runIds: new Set((await db.runs.toCollection().primaryKeys()) as string[]),
          names: await liveNames(deps),
          newId: deps.newId,
          unknownVersionId: UNKNOWN_VERSION_ID,
          headlineOf,
        });
        await db.versions.bulkAdd(plan.versions);
        await db.runs.bulkAdd(plan.runs);
        await db.scenarios.bulkAdd(plan.scenarios);
        return {
          ok: true as const,
          added: plan.counts,
          renamed: plan.renamed,
          scenarioIds: plan.scenarios.map((s) => s.id),
        };
      });
    },
  };
}

export type LibraryBackupStore = ReturnType<typeof createLibraryBackup>;
