/**
 * The library backup file: every scenario with all its versions, and optionally its saved
 * runs, in one JSON document with a format name and version of its own. A backup comes back
 * from disk, mail or a colleague's USB stick, so reading one treats it as hostile: the text is
 * size-limited, every field is bounded, and every scenario document goes through the same
 * validation and migration chain as an imported scenario file.
 */
import { z } from 'zod';
import { parseScenario, toIssue, type Scenario, type ScenarioIssue } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import { MAX_OPEN_BACKUP_BYTES } from '@shared/platform/desktop-api';
import { jsonTooDeep, jsonTooDeepEnglish } from '@shared/json/json-depth';
import { RunAnalysesSchema } from '../analyses-schema';
import { VERSION_COMMENT_MAX, VERSION_LABEL_MAX, type VersionOrigin } from '../records';
import type { RunAnalyses } from '../run-analyses';

export const BACKUP_FORMAT = 'headroom-library-backup';
/**
 * 2: a saved run may carry the analyses kept with it (`analyses`). A format-1 file (runs
 * without analyses) still reads; an older app refuses a format-2 file as newer than it reads,
 * rather than as damaged.
 */
export const BACKUP_FORMAT_VERSION = 2;
export const BACKUP_FILE_EXTENSION = '.headroom-backup.json';

/** The app opens no backup larger than this (see MAX_OPEN_BACKUP_BYTES), so none is made larger. */
export const MAX_BACKUP_BYTES = MAX_OPEN_BACKUP_BYTES;
/** A text within the byte cap has at most as many characters (UTF-8 takes a byte or more each). */
export const MAX_BACKUP_TEXT_LENGTH = MAX_BACKUP_BYTES;
export const MAX_BACKUP_SCENARIOS = 2_000;
export const MAX_VERSIONS_PER_SCENARIO = 5_000;
export const MAX_RUNS_PER_SCENARIO = 100;
/** Problems listed at most; past this the file is clearly not a backup worth reading further. */
const MAX_PROBLEMS = 50;

/** Epoch milliseconds between 1970 and the year 9999: anything else is damage. */
const Timestamp = z.int().min(0).max(253_402_300_799_999);
const Id = z.string().min(1).max(100);
const ORIGINS = [
  'blank',
  'template',
  'import',
  'duplicate',
  'edit',
  'restore',
] as const satisfies readonly VersionOrigin[];

const BackupVersion = z.strictObject({
  id: Id,
  number: z.int().min(1).max(1_000_000),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  origin: z.enum(ORIGINS),
  note: z.string().max(255).nullable(),
  /** The planner's name and note of the version; absent in older backups and until set. */
  label: z.string().max(VERSION_LABEL_MAX).optional(),
  comment: z.string().max(VERSION_COMMENT_MAX).optional(),
  /** Checked by parseScenario (with migration) after the envelope passes. */
  document: z.unknown(),
});

const Distribution = z.looseObject({ p50: z.number() });

/**
 * What storage and the library read from a run's results. The rest (charts, jobs, daily
 * series) is kept as it is: it is large, and the results screen reads it defensively.
 */
const BackupResults = z.looseObject({
  scenarioName: z.string().max(1_000),
  currency: z.string().max(10),
  startDate: z.string().max(40),
  horizonDays: z.int().min(0).max(100_000),
  runs: z.int().min(1).max(1_000_000),
  baseSeed: z.int().min(0).max(2_147_483_647),
  strategies: z
    .array(
      z.looseObject({
        strategyId: z.string().max(200),
        name: z.string().max(1_000),
        totalCost: Distribution,
        meetsTargets: z.boolean(),
      }),
    )
    .max(200),
  recommendation: z
    .looseObject({ strategyId: z.string().max(200), basis: z.string().max(100) })
    .nullable(),
});

const BackupRun = z.strictObject({
  id: Id,
  /** A version of the same scenario, or the marker of a run older than any stored version. */
  versionId: Id,
  createdAt: Timestamp,
  runs: z.int().min(1).max(1_000_000),
  baseSeed: z.int().min(0).max(2_147_483_647),
  durationMs: z.number().min(0).max(1e10),
  results: BackupResults,
  /** The analyses kept with the run (optimiser, sensitivity, what-if); absent when none were. */
  analyses: RunAnalysesSchema.optional(),
});

const BackupScenario = z.strictObject({
  id: Id,
  name: z.string().min(1).max(200),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  currentVersionId: Id,
  versions: z.array(BackupVersion).min(1).max(MAX_VERSIONS_PER_SCENARIO),
  runs: z.array(BackupRun).max(MAX_RUNS_PER_SCENARIO),
});

const BackupEnvelope = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.int().min(1),
  createdAt: Timestamp,
  includesRuns: z.boolean(),
  scenarios: z.array(BackupScenario).max(MAX_BACKUP_SCENARIOS),
});

export interface BackupVersion {
  id: string;
  number: number;
  createdAt: number;
  updatedAt: number;
  origin: VersionOrigin;
  note: string | null;
  label?: string;
  comment?: string;
  document: Scenario;
}

export interface BackupRun {
  id: string;
  versionId: string;
  createdAt: number;
  runs: number;
  baseSeed: number;
  durationMs: number;
  results: ScenarioResults;
  analyses?: RunAnalyses;
}

export interface BackupScenario {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  currentVersionId: string;
  versions: BackupVersion[];
  runs: BackupRun[];
}

export interface LibraryBackup {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  createdAt: number;
  includesRuns: boolean;
  scenarios: BackupScenario[];
}

export type BackupParseResult =
  { ok: true; backup: LibraryBackup } | { ok: false; issues: ScenarioIssue[] };

/**
 * The backup as a file: one JSON document (`jq` reads it). Not indented: indentation makes a
 * library of many versions a third larger, and the file has a size cap.
 */
export function serialiseBackup(backup: LibraryBackup): string {
  return `${JSON.stringify(backup)}\n`;
}

/** `key` (with values) lets the restore dialog word the problem in the interface language. */
function problem(
  path: string,
  message: string,
  key: string,
  values: Record<string, number> = {},
): BackupParseResult {
  return { ok: false, issues: [{ path, message, code: 'custom', params: { key, ...values } }] };
}

function keyed(
  path: string,
  message: string,
  key: string,
  values: Record<string, number> = {},
): ScenarioIssue {
  return { path, message, code: 'custom', params: { key, ...values } };
}

/** The envelope's own checks that zod cannot express: every reference inside one scenario holds. */
function referenceIssues(
  scenarios: readonly z.infer<typeof BackupScenario>[],
  unknownVersionId: string,
): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  scenarios.forEach((scenario, s) => {
    const at = `scenarios[${s}]`;
    const versionIds = new Set<string>();
    const numbers = new Set<number>();
    scenario.versions.forEach((version, v) => {
      if (versionIds.has(version.id)) {
        issues.push(
          keyed(`${at}.versions[${v}].id`, 'the same version id twice', 'backupVersionIdTwice'),
        );
      }
      if (numbers.has(version.number)) {
        issues.push(
          keyed(
            `${at}.versions[${v}].number`,
            `version number ${version.number} appears twice`,
            'backupVersionNumberTwice',
            {
              number: version.number,
            },
          ),
        );
      }
      versionIds.add(version.id);
      numbers.add(version.number);
    });
    if (!versionIds.has(scenario.currentVersionId)) {
      issues.push(
        keyed(`${at}.currentVersionId`, 'names no version of this scenario', 'backupNoSuchVersion'),
      );
    }
    const runIds = new Set<string>();
    scenario.runs.forEach((run, r) => {
      if (runIds.has(run.id)) {
        issues.push(keyed(`${at}.runs[${r}].id`, 'the same run id twice', 'backupRunIdTwice'));
      }
      runIds.add(run.id);
      if (run.versionId !== unknownVersionId && !versionIds.has(run.versionId)) {
        issues.push(
          keyed(
            `${at}.runs[${r}].versionId`,
            'names no version of this scenario',
            'backupNoSuchVersion',
          ),
        );
      }
    });
  });
  return issues;
}

/**
 * Reads a backup file's text. Nothing here touches the database: the whole file is checked
 * first, so a restore either adds everything it holds or nothing at all. Problems come back
 * with the path of the field they are about, scenario documents' own issues prefixed with
 * where the version sits ("scenarios[2].versions[0].document.workloads[1].gpusPerJob").
 */
export function parseBackupText(text: string, unknownVersionId: string): BackupParseResult {
  if (text.length > MAX_BACKUP_TEXT_LENGTH) {
    const limitMb = MAX_BACKUP_TEXT_LENGTH / 1024 / 1024;
    return problem(
      '',
      `the file is larger than ${limitMb} MB, the most a backup may be`,
      'backupTooLarge',
      {
        limitMb,
      },
    );
  }
  // A backup of brackets alone is refused before JSON.parse builds every level of it.
  const deep = jsonTooDeep(text);
  if (deep) return problem('', jsonTooDeepEnglish(deep), 'notJson');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return problem('', `not valid JSON: ${detail.slice(0, 200)}`, 'notJson');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return problem('', 'not a Headroom library backup (expected a JSON object)', 'notBackup');
  }
  const head = raw as Record<string, unknown>;
  if (head.format !== BACKUP_FORMAT) {
    const single = 'schemaVersion' in head;
    const hint = single ? ' — this looks like a single scenario file; use Import file… for it' : '';
    return problem(
      'format',
      `not a Headroom library backup${hint}`,
      single ? 'backupIsScenarioFile' : 'notBackup',
    );
  }
  const version = head.formatVersion;
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_FORMAT_VERSION) {
    return problem(
      'formatVersion',
      `this backup is format ${version}, newer than this Headroom reads (${BACKUP_FORMAT_VERSION}); update Headroom`,
      'backupNewerFormat',
      { version, current: BACKUP_FORMAT_VERSION },
    );
  }

  // reportInput: so an issue can say whether the value was missing or of the wrong type.
  const envelope = BackupEnvelope.safeParse(raw, { reportInput: true });
  if (!envelope.success) {
    return {
      ok: false,
      // With zod's code and parameters, so the dialog words them as the editor does.
      issues: envelope.error.issues.slice(0, MAX_PROBLEMS).map(toIssue),
    };
  }
  const references = referenceIssues(envelope.data.scenarios, unknownVersionId);
  if (references.length > 0) return { ok: false, issues: references.slice(0, MAX_PROBLEMS) };

  const issues: ScenarioIssue[] = [];
  const scenarios: BackupScenario[] = [];
  for (const [s, scenario] of envelope.data.scenarios.entries()) {
    const versions: BackupVersion[] = [];
    for (const [v, version] of scenario.versions.entries()) {
      const parsed = parseScenario(version.document);
      if (parsed.ok) {
        versions.push({ ...version, document: parsed.scenario });
        continue;
      }
      const at = `scenarios[${s}].versions[${v}].document`;
      for (const issue of parsed.issues) {
        issues.push({ ...issue, path: issue.path ? `${at}.${issue.path}` : at });
      }
      if (issues.length >= MAX_PROBLEMS)
        return { ok: false, issues: issues.slice(0, MAX_PROBLEMS) };
    }
    scenarios.push({
      ...scenario,
      versions,
      runs: scenario.runs.map(({ analyses, ...run }) => ({
        ...run,
        results: run.results as unknown as ScenarioResults,
        // Checked above field by field; the types of the analyses are wider than their schemas.
        ...(analyses ? { analyses: analyses as unknown as RunAnalyses } : {}),
      })),
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    backup: {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: envelope.data.createdAt,
      includesRuns: envelope.data.includesRuns,
      scenarios,
    },
  };
}
