/**
 * Edits of a token-planned workload's size classes that keep the rest of the scenario in step: a
 * per-class serving profile and a placement's size-class routes name classes by name, so a class
 * renamed or removed takes its rates and its place in the routes with it; a class added leaves
 * its rate for the planner to give and joins the last route.
 */
import { roundedShares } from '@shared/scenario';
import type { DraftDocument } from '../draft/draft-document';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { withRouteClassAdded, withRouteClassRemoved, withRouteClassRenamed } from '../draft/size-class-routes';

type Row = Record<string, unknown>;

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : [];
}

export function llmPath(index: number): FieldPath {
  return ['workloads', index, 'llm'];
}

/** Sum of the shares that are numbers (text being typed counts as nothing). */
export function shareSum(classes: unknown): number {
  return rows(classes).reduce((sum, c) => sum + (finiteNumber(c.share) ?? 0), 0);
}

/**
 * Shares scaled to sum to 1, each to 4 decimals (0.01 %), the largest taking the rounding so
 * the sum is exactly 1. Null when there is nothing to scale (every share zero or not a number).
 */
export function scaledShares(classes: unknown): number[] | null {
  return roundedShares(rows(classes).map((c) => finiteNumber(c.share) ?? 0));
}

export function withSharesScaled(doc: DraftDocument, index: number): DraftDocument {
  const path = [...llmPath(index), 'sizeClasses'];
  const classes = rows(getIn(doc, path));
  const shares = scaledShares(classes);
  if (!shares) return doc;
  return setIn(doc, path, classes.map((c, i) => ({ ...c, share: shares[i] })));
}

/** "Class 2", "Class 3", …: the first of `base n` not taken. */
export function freeClassName(classes: unknown, base: string): string {
  const taken = new Set(rows(classes).map((c) => c.name));
  for (let n = rows(classes).length + 1; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** A new class at share 0 (the planner gives it a share), sized like the last one. */
export function withClassAdded(doc: DraftDocument, index: number, base: string): DraftDocument {
  const path = [...llmPath(index), 'sizeClasses'];
  const classes = rows(getIn(doc, path));
  const last = classes[classes.length - 1];
  const added = {
    name: freeClassName(classes, base),
    share: 0,
    promptTokens: finiteNumber(last?.promptTokens) ?? 1000,
    outputTokens: finiteNumber(last?.outputTokens) ?? 250,
  };
  const withClass = setIn(doc, path, [...classes, added]);
  return withRouteClassAdded(withClass, getIn(doc, ['workloads', index, 'id']), added.name);
}

/** Applies `update` to the rates of every per-class profile. */
function mapRates(doc: DraftDocument, index: number, update: (rates: Row[]) => Row[]): DraftDocument {
  const path = [...llmPath(index), 'profiles'];
  const profiles = rows(getIn(doc, path));
  let changed = false;
  const next = profiles.map((p) => {
    const profile = getIn(p, ['profile']);
    if (getIn(profile, ['kind']) !== 'ratePerClass') return p;
    changed = true;
    return setIn(p, ['profile', 'rates'], update(rows(getIn(profile, ['rates']))));
  });
  return changed ? setIn(doc, path, next) : doc;
}

export function withClassRemoved(doc: DraftDocument, index: number, row: number): DraftDocument {
  const path = [...llmPath(index), 'sizeClasses'];
  const classes = rows(getIn(doc, path));
  if (classes.length <= 1 || row < 0 || row >= classes.length) return doc;
  const name = classes[row]!.name;
  const removed = setIn(doc, path, classes.filter((_c, i) => i !== row));
  const tidied = mapRates(removed, index, (rates) => rates.filter((r) => r.className !== name));
  // A duplicate of the name (being fixed) stays routed where the name was.
  const stillNamed = rows(getIn(removed, path)).some((c) => c.name === name);
  if (stillNamed || typeof name !== 'string') return tidied;
  return withRouteClassRemoved(tidied, getIn(doc, ['workloads', index, 'id']), name);
}

/** The class's new name, and its rates under it. */
export function withClassRenamed(doc: DraftDocument, index: number, row: number, name: string): DraftDocument {
  const path = [...llmPath(index), 'sizeClasses', row, 'name'];
  const old = getIn(doc, path);
  const renamed = setIn(doc, path, name);
  if (typeof old !== 'string' || old === name) return renamed;
  // Another class of the old name (a duplicate being fixed) keeps the rates.
  const stillNamed = rows(getIn(renamed, [...llmPath(index), 'sizeClasses'])).some((c) => c.name === old);
  if (stillNamed) return renamed;
  const rated = mapRates(renamed, index, (rates) => rates.map((r) => (r.className === old ? { ...r, className: name } : r)));
  return withRouteClassRenamed(rated, getIn(doc, ['workloads', index, 'id']), old, name);
}

/** The rate a per-class profile gives a class: its row's index in `rates`, or -1. */
export function rateRow(rates: unknown, className: unknown): number {
  return rows(rates).findIndex((r) => r.className === className);
}

/** Sets the requests/s of a class in a per-class profile, adding its row when missing. */
export function withClassRate(rates: unknown, className: string, value: unknown): Row[] {
  const list = rows(rates);
  const at = rateRow(list, className);
  if (at < 0) return [...list, { className, requestsPerSecond: value }];
  return list.map((r, i) => (i === at ? { ...r, requestsPerSecond: value } : r));
}
