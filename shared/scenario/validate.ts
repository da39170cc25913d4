import type { z } from 'zod';
import { migrateScenario } from './migrate';
import { Scenario } from './scenario-schema';

/** One thing wrong with a scenario, with the field it is about ("workloads[2].gpusPerJob"). */
export interface ScenarioIssue {
  path: string;
  message: string;
}

export type ScenarioParseResult =
  | { ok: true; scenario: Scenario; migratedFrom: number }
  | { ok: false; issues: ScenarioIssue[] };

/** Imported files are treated as hostile: big files are refused before they are parsed. */
export const MAX_SCENARIO_TEXT_LENGTH = 5 * 1024 * 1024;

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

function describe(issue: z.core.$ZodIssue): string {
  return issue.message;
}

/** Validates a parsed JSON value (after migrating it to the current format). */
export function parseScenario(raw: unknown): ScenarioParseResult {
  const migrated = migrateScenario(raw);
  if (!migrated.ok) return { ok: false, issues: [{ path: migrated.path, message: migrated.message }] };
  const result = Scenario.safeParse(migrated.doc);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 50).map((i) => ({ path: formatPath(i.path), message: describe(i) }));
    return { ok: false, issues };
  }
  return { ok: true, scenario: result.data, migratedFrom: migrated.fromVersion };
}

/** Validates the text of a scenario file. */
export function parseScenarioText(text: string): ScenarioParseResult {
  if (text.length > MAX_SCENARIO_TEXT_LENGTH) {
    return { ok: false, issues: [{ path: '', message: `the file is larger than ${MAX_SCENARIO_TEXT_LENGTH / 1024 / 1024} MB` }] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: '', message: `not valid JSON: ${detail}` }] };
  }
  return parseScenario(raw);
}

export function formatIssues(issues: readonly ScenarioIssue[]): string {
  return issues.map((i) => `${i.path || '(file)'}: ${i.message}`).join('\n');
}
