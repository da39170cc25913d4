import { cutMessage, cutText, formatPath, parseScenario, type Scenario } from '@shared/scenario';
import { WhatIfAdjustments, emptyAdjustments } from './adjustments';
import { applyWhatIf } from './apply';

/**
 * `--set PATH=VALUE`: a field of the scenario by its path, so what-ifs can be scripted and swept.
 *
 *   simulation.runs=200                               a field
 *   workloads[0].gpusPerJob=16                        an element by position (from 0)
 *   workloads[id=chat].traffic.growthPerMonth=0.1     an element by the value of one of its fields
 *   catalog.offers[id=h100].prices.spot.perHour=1.9
 *   whatif.workloads.chat.curveScale=1.5              a what-if adjustment (see adjustments.ts):
 *   whatif.prices.spot=-0.3                           spot 30 % cheaper on every offer
 *
 * VALUE is read as JSON when it is JSON (numbers, true/false, arrays, objects, "quoted"
 * strings), else as the text itself.
 */
export type PathSegment = { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'match'; key: string; value: string };

export interface SetOverride {
  path: string;
  value: unknown;
  /** The argument as typed, for messages. */
  text: string;
}

export class SetPathError extends Error {}

const WHATIF_PREFIX = 'whatif.';

/**
 * Names that reach an object's prototype rather than a field of it: `__proto__.x=1` would
 * otherwise set `x` on every object in the program. No scenario or what-if field has them.
 */
const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Splits PATH=VALUE at the first "=" that is not inside brackets. */
export function parseSetArgument(text: string): SetOverride {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '=' && depth === 0) {
      const path = text.slice(0, i).trim();
      const raw = text.slice(i + 1);
      if (path === '') throw new SetPathError(`--set "${cutText(text)}": the path before "=" is empty`);
      // Read the path now, so a path that cannot be set is refused before anything is written.
      parsePath(path.startsWith(WHATIF_PREFIX) ? path.slice(WHATIF_PREFIX.length) : path);
      return { path, value: readValue(raw), text };
    }
  }
  throw new SetPathError(`--set "${cutText(text)}": expected PATH=VALUE, e.g. simulation.runs=200`);
}

function readValue(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Reads PATH into its steps; throws SetPathError on a path it cannot read or that reaches a prototype. */
export function parsePath(path: string): PathSegment[] {
  const out: PathSegment[] = [];
  const shown = cutText(path);
  const re = /([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[([A-Za-z_$][\w$]*)=([^\]]*)\]|(\.)/y;
  let pos = 0;
  let expectKey = true;
  while (pos < path.length) {
    re.lastIndex = pos;
    const m = re.exec(path);
    if (!m) throw new SetPathError(`cannot read the path "${shown}" at "${cutText(path.slice(pos))}"`);
    const named = m[1] ?? m[3];
    if (named !== undefined && FORBIDDEN_SEGMENTS.has(named))
      throw new SetPathError(`--set ${shown}: "${named}" cannot be set: it names no field of a scenario or a what-if`);
    if (m[1] !== undefined) {
      if (!expectKey) throw new SetPathError(`cannot read the path "${shown}" at "${cutText(path.slice(pos))}" (a "." is missing)`);
      out.push({ kind: 'key', key: m[1] });
      expectKey = false;
    } else if (m[2] !== undefined) {
      out.push({ kind: 'index', index: Number(m[2]) });
    } else if (m[3] !== undefined) {
      out.push({ kind: 'match', key: m[3], value: m[4]!.trim() });
    } else {
      if (expectKey) throw new SetPathError(`cannot read the path "${shown}" at "${cutText(path.slice(pos))}"`);
      expectKey = true;
    }
    pos = re.lastIndex;
  }
  if (out.length === 0 || expectKey) throw new SetPathError(`cannot read the path "${shown}"`);
  return out;
}

/** Top-level objects a scenario may leave out whole, so `--set priceTrends.onDemand=-20` works on any file. */
const OPTIONAL_OBJECTS = new Set(['priceTrends']);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Sets `value` at `segments` inside `root` (mutated). Every step but the last must exist; the
 * last may be a field not written yet (an optional one). Returns the concrete path (positions
 * instead of matches) for messages and checks.
 */
function setIn(root: unknown, segments: readonly PathSegment[], value: unknown, fullPath: string, createMissing: boolean): (string | number)[] {
  const path = cutText(fullPath);
  const concrete: (string | number)[] = [];
  let node: unknown = root;
  segments.forEach((seg, i) => {
    const last = i === segments.length - 1;
    const here = formatPath(concrete) || '(the scenario)';
    let key: string | number;
    if (seg.kind === 'key') {
      if (!isRecord(node)) throw new SetPathError(`--set ${path}: ${here} is not an object, so it has no field "${seg.key}"`);
      key = seg.key;
      // Own fields only: a step never walks up to a prototype (an inherited "toString" is no field).
      if (!last && !Object.hasOwn(node, key)) {
        if (!createMissing) throw new SetPathError(`--set ${path}: ${here} has no field "${seg.key}"`);
        Object.defineProperty(node, key, { value: {}, writable: true, enumerable: true, configurable: true });
      }
    } else {
      if (!Array.isArray(node)) throw new SetPathError(`--set ${path}: ${here} is not a list`);
      if (seg.kind === 'index') {
        if (seg.index >= node.length) throw new SetPathError(`--set ${path}: ${here} has ${node.length} entries, so there is no [${seg.index}]`);
        key = seg.index;
      } else {
        const found = node.findIndex((el) => isRecord(el) && Object.hasOwn(el, seg.key) && String(el[seg.key]) === seg.value);
        if (found < 0) {
          const known = cutText(node.filter((el) => isRecord(el) && Object.hasOwn(el, seg.key)).map((el) => String((el as Record<string, unknown>)[seg.key])).join(', '));
          throw new SetPathError(`--set ${path}: no entry of ${here} has ${seg.key} "${cutText(seg.value)}"${known ? ` (there are: ${known})` : ''}`);
        }
        key = found;
      }
    }
    concrete.push(key);
    const container = node as Record<string | number, unknown>;
    if (last) Object.defineProperty(container, key, { value, writable: true, enumerable: true, configurable: true });
    else node = container[key];
  });
  return concrete;
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const k of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, k)) return undefined;
    node = (node as Record<string | number, unknown>)[k];
  }
  return node;
}

/**
 * The scenario with every override applied, in order, then validated; a path that does not
 * exist, a field the format does not have, or a value the format refuses throws SetPathError
 * naming it. What-if adjustments (`whatif.` paths) apply after the plain fields.
 */
export function applySetOverrides(scenario: Scenario, overrides: readonly SetOverride[]): Scenario {
  if (overrides.length === 0) return scenario;
  // A scenario is plain JSON: a JSON copy is a deep copy.
  const doc = JSON.parse(JSON.stringify(scenario)) as Record<string, unknown>;
  const adjustments: Record<string, unknown> = emptyAdjustments();
  const plain: { o: SetOverride; at: (string | number)[] }[] = [];
  const adjusted: SetOverride[] = [];
  for (const o of overrides) {
    if (o.path.startsWith(WHATIF_PREFIX)) {
      const segments = parsePath(o.path.slice(WHATIF_PREFIX.length));
      setIn(adjustments, segments, o.value, o.path, true);
      adjusted.push(o);
    } else {
      const segments = parsePath(o.path);
      // Optional parts of the format that a file may leave out whole: written on first use.
      const first = segments[0];
      const creates = first?.kind === 'key' && OPTIONAL_OBJECTS.has(first.key);
      plain.push({ o, at: setIn(doc, segments, o.value, o.path, creates) });
    }
  }
  const parsed = parseScenario(doc);
  if (!parsed.ok) {
    const issue = parsed.issues[0]!;
    const culprit = plain.find(({ at }) => issue.path.startsWith(formatPath(at))) ?? plain[plain.length - 1];
    throw new SetPathError(`--set ${cutText(culprit?.o.text ?? '')}: the scenario refuses it: ${cutText(issue.path) || '(scenario)'}: ${cutMessage(issue.message)}`);
  }
  // The format refuses fields it does not know (above); a value that still did not survive was set on no field.
  for (const { o, at } of plain) {
    if (valueAt(parsed.scenario, at) === undefined && o.value !== undefined)
      throw new SetPathError(`--set ${cutText(o.path)}: "${cutText(String(at[at.length - 1]))}" is not a field of ${cutText(formatPath(at.slice(0, -1))) || 'the scenario'}`);
  }
  if (adjusted.length === 0) return parsed.scenario;
  const adj = WhatIfAdjustments.safeParse(adjustments);
  if (!adj.success) {
    const issue = adj.error.issues[0]!;
    const where = WHATIF_PREFIX + formatPath(issue.path);
    const keys = issue.code === 'unrecognized_keys' ? ` (${cutText(issue.keys.join(', '))})` : '';
    throw new SetPathError(`--set ${cutText(where)}: ${cutText(issue.message)}${keys}`);
  }
  const outcome = applyWhatIf(parsed.scenario, adj.data);
  if (!outcome.ok) {
    const issue = outcome.issues[0]!;
    throw new SetPathError(`--set ${cutText(WHATIF_PREFIX + issue.path)}: ${cutMessage(issue.message)}`);
  }
  return outcome.scenario;
}
