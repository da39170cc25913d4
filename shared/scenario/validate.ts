import { jsonTooDeep, jsonTooDeepEnglish } from '../json/json-depth';
import type { z } from 'zod';
import { cutMessage, cutText } from './cut-text';
import { MAX_SCENARIO_FILE_BYTES, tooLargeMessage, utf8ByteLength } from './file-bytes';
import { migrateScenario } from './migrate';
import { Scenario } from './scenario-schema';
import { knownKeysAt, nearestKey } from './unknown-keys';
import type { ScenarioIssue } from './scenario-issue';
import { checkWorkBounds } from './work-bounds';

export type { ScenarioIssue } from './scenario-issue';

export type ScenarioParseResult =
  | { ok: true; scenario: Scenario; migratedFrom: number }
  | { ok: false; issues: ScenarioIssue[] };

/** Imported files are treated as hostile: big files are refused before they are parsed (a limit in UTF-8 bytes). */
export const MAX_SCENARIO_TEXT_LENGTH = MAX_SCENARIO_FILE_BYTES;

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** What a value is, in zod's words ("undefined" when the field is missing). */
function received(issue: z.core.$ZodIssue): string {
  const input: unknown = 'input' in issue ? issue.input : undefined;
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** The parts of a zod issue an interface needs to word it itself; only plain JSON values. */
function paramsOf(issue: z.core.$ZodIssue): Record<string, unknown> | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return { expected: issue.expected, received: received(issue) };
    case 'too_small':
      return { minimum: Number(issue.minimum), inclusive: issue.inclusive ?? true, origin: issue.origin };
    case 'too_big':
      return { maximum: Number(issue.maximum), inclusive: issue.inclusive ?? true, origin: issue.origin };
    case 'invalid_format':
      return issue.pattern === undefined ? { format: issue.format } : { format: issue.format, pattern: issue.pattern };
    case 'invalid_value':
      return { values: issue.values.map((v) => (typeof v === 'bigint' ? Number(v) : v)) };
    case 'invalid_union':
      return issue.discriminator === undefined ? {} : { discriminator: issue.discriminator };
    case 'custom':
      return issue.params ? { ...issue.params } : undefined;
    default:
      return undefined;
  }
}

/** A zod issue as a ScenarioIssue (path, cut message, code and params), for any schema's issues. */
export function toIssue(issue: z.core.$ZodIssue): ScenarioIssue {
  const params = paramsOf(issue);
  const out: ScenarioIssue = { path: cutText(formatPath(issue.path)), message: cutMessage(issue.message), code: issue.code };
  if (params) {
    // Ids and names quoted in params are shown by interfaces: cut like the message.
    for (const [k, v] of Object.entries(params)) if (typeof v === 'string') params[k] = cutText(v);
    out.params = params;
  }
  return out;
}

/**
 * One issue per key the format does not know, at the key's own path, naming the nearest known
 * key when one is close ("did you mean afterPreemptions?").
 */
function unknownKeyIssues(issue: z.core.$ZodIssueUnrecognizedKeys, doc: unknown): ScenarioIssue[] {
  const known = knownKeysAt(Scenario, doc, issue.path) ?? [];
  return issue.keys.map((key) => {
    const suggestion = nearestKey(key, known);
    const message =
      suggestion === undefined
        ? `unknown field "${key}" (the scenario format has no such field)`
        : `unknown field "${key}": did you mean ${suggestion}?`;
    const params: Record<string, unknown> = { key: 'unknownField', field: key };
    if (suggestion !== undefined) params.suggestion = suggestion;
    return { path: formatPath([...issue.path, key]), message, code: 'unrecognized_keys', params };
  });
}

/** Validates a parsed JSON value (after migrating it to the current format). */
export function parseScenario(raw: unknown): ScenarioParseResult {
  const migrated = migrateScenario(raw);
  if (!migrated.ok) return { ok: false, issues: [{ path: cutText(migrated.path), message: cutMessage(migrated.message) }] };
  // reportInput: so an issue can say whether the value was missing or of the wrong type.
  const result = Scenario.safeParse(migrated.doc, { reportInput: true });
  if (!result.success) {
    const issues = result.error.issues
      .flatMap((i) => (i.code === 'unrecognized_keys' ? unknownKeyIssues(i, migrated.doc) : [toIssue(i)]))
      .slice(0, 50);
    return { ok: false, issues };
  }
  // Valid field by field can still be more work than a run can do: refused before any simulation.
  const tooMuch = checkWorkBounds(result.data);
  if (tooMuch.length > 0) return { ok: false, issues: tooMuch };
  return { ok: true, scenario: result.data, migratedFrom: migrated.fromVersion };
}

/** Validates the text of a scenario file. */
export function parseScenarioText(input: string): ScenarioParseResult {
  // The same limit as on the file's bytes: a string of n characters is at most 3n UTF-8 bytes.
  if (input.length > MAX_SCENARIO_TEXT_LENGTH || (input.length * 3 > MAX_SCENARIO_TEXT_LENGTH && utf8ByteLength(input) > MAX_SCENARIO_TEXT_LENGTH)) {
    return { ok: false, issues: [{ path: '', message: tooLargeMessage(null) }] };
  }
  // A byte-order mark is accepted wherever the text came from.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const deep = jsonTooDeep(text);
  if (deep) return { ok: false, issues: [{ path: '', message: jsonTooDeepEnglish(deep) }] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: '', message: cutMessage(`not valid JSON: ${detail}`) }] };
  }
  return parseScenario(raw);
}

export function formatIssues(issues: readonly ScenarioIssue[]): string {
  return issues.map((i) => `${cutText(i.path) || '(file)'}: ${cutMessage(i.message)}`).join('\n');
}
