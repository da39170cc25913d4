/**
 * A backup is only worth writing if the app reads it back. Before a scenario goes into a
 * backup, it is read back alone with the very parser a restore uses; a scenario that does not
 * pass is repaired where it can be (its saved runs left out, since the scenario matters more
 * than its runs) or else left out and named, so one damaged record never makes the whole file
 * one that Restore refuses.
 */
import type { ScenarioIssue } from '@shared/scenario';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  parseBackupText,
  serialiseBackup,
  type BackupScenario,
} from './backup-format';

/** A scenario the backup could not hold whole: left out, or kept without its saved runs. */
export interface BackupLeftOut {
  name: string;
  /** `scenario`: not in the backup at all; `runs`: in the backup, its saved runs not. */
  part: 'scenario' | 'runs';
  /** The first problem a restore would have named (path inside this scenario). */
  issue: ScenarioIssue;
}

export interface RestorableScenario {
  scenario: BackupScenario | null;
  leftOut: BackupLeftOut | null;
}

/** The first problem a restore would have with this scenario alone, or null when it reads back. */
function restoreProblem(scenario: BackupScenario, unknownVersionId: string): ScenarioIssue | null {
  const text = serialiseBackup({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: 0,
    includesRuns: true,
    scenarios: [scenario],
  });
  const parsed = parseBackupText(text, unknownVersionId);
  if (parsed.ok) return null;
  const issue = parsed.issues[0] ?? { path: '', message: 'unreadable' };
  // "scenarios[0].versions[1]..." names a place in a file that will not exist; keep the part inside the scenario.
  return { ...issue, path: issue.path.replace(/^scenarios\[0\]\.?/, '') };
}

/** The scenario as a restore will read it: whole, without its runs, or not at all. */
export function restorableScenario(scenario: BackupScenario, unknownVersionId: string): RestorableScenario {
  const problem = restoreProblem(scenario, unknownVersionId);
  if (problem === null) return { scenario, leftOut: null };
  if (scenario.runs.length > 0) {
    const withoutRuns = { ...scenario, runs: [] };
    if (restoreProblem(withoutRuns, unknownVersionId) === null) {
      return { scenario: withoutRuns, leftOut: { name: scenario.name, part: 'runs', issue: problem } };
    }
  }
  return { scenario: null, leftOut: { name: scenario.name, part: 'scenario', issue: problem } };
}
