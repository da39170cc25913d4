/**
 * Validation of the document being edited, with the scenario format's own rules
 * (parseScenario), grouped so each field can find its issues by path.
 */
import {
  parseScenario,
  scenarioWarnings,
  type ScenarioIssue,
  type ScenarioWarning,
} from '@shared/scenario';
import { deadlineWarnings } from '@shared/analysis';

export interface DraftValidation {
  ok: boolean;
  issues: readonly ScenarioIssue[];
  /** Issues by the exact path of the field they are about ("workloads[0].gpusPerJob"). */
  byPath: ReadonlyMap<string, readonly ScenarioIssue[]>;
  /** What a valid scenario will do that may surprise (empty while it has problems). */
  warnings: readonly ScenarioWarning[];
}

export function validateDraft(document: unknown): DraftValidation {
  const result = parseScenario(document);
  const issues = result.ok ? [] : result.issues;
  const byPath = new Map<string, ScenarioIssue[]>();
  for (const issue of issues) {
    const list = byPath.get(issue.path);
    if (list) list.push(issue);
    else byPath.set(issue.path, [issue]);
  }
  const warnings = result.ok
    ? [...scenarioWarnings(result.scenario), ...deadlineWarnings(result.scenario)]
    : [];
  return { ok: result.ok, issues, byPath, warnings };
}

/** True when `path` is `prefix` itself or a field inside it ("workloads[1]" holds "workloads[1].name"). */
export function isWithin(path: string, prefix: string): boolean {
  if (prefix === '') return true;
  if (!path.startsWith(prefix)) return false;
  const next = path.charAt(prefix.length);
  return next === '' || next === '.' || next === '[';
}

export function issuesWithin(issues: readonly ScenarioIssue[], prefix: string): ScenarioIssue[] {
  return issues.filter((issue) => isWithin(issue.path, prefix));
}
