/**
 * Reading and writing a JSON document by field path, without mutating it: every write
 * copies only the objects and arrays along the path, so unchanged parts keep their identity
 * (React skips them, and undo history stays small).
 */
import { formatPath } from '@shared/scenario';

/** A field's place in the scenario document: ['workloads', 2, 'gpusPerJob']. */
export type FieldPath = readonly (string | number)[];

/** The path as validation issues name it: "workloads[2].gpusPerJob". */
export function pathKey(path: FieldPath): string {
  return formatPath(path);
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** The value at `path`, or undefined when any step of it is missing. */
export function getIn(doc: unknown, path: FieldPath): unknown {
  let here: unknown = doc;
  for (const step of path) {
    if (!isContainer(here)) return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}

function setStep(container: unknown, step: string | number, value: unknown): unknown {
  if (Array.isArray(container) && typeof step === 'number') {
    const copy = container.slice();
    copy[step] = value;
    return copy;
  }
  const copy: Record<string, unknown> = isContainer(container) ? { ...container } : {};
  // An optional field left empty is absent from the document, as in a scenario file.
  if (value === undefined) delete copy[String(step)];
  else copy[String(step)] = value;
  return copy;
}

/**
 * A copy of `doc` with `value` at `path` (undefined removes an object key). Missing objects
 * along the path are created, so a first price or a first override can be typed straight in.
 * Returns `doc` itself when the value is already there.
 */
export function setIn<T>(doc: T, path: FieldPath, value: unknown): T {
  if (path.length === 0) return value as T;
  if (Object.is(getIn(doc, path), value)) return doc;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  const child = getIn(doc, [step]);
  return setStep(doc, step, rest.length === 0 ? value : setIn(child, rest, value)) as T;
}

/** A copy of `doc` with the array at `path` replaced by `update(array)`. */
export function updateArray<T>(
  doc: T,
  path: FieldPath,
  update: (items: readonly unknown[]) => unknown[],
): T {
  const current = getIn(doc, path);
  return setIn(doc, path, update(Array.isArray(current) ? current : []));
}

export function insertAt<T>(doc: T, path: FieldPath, index: number, item: unknown): T {
  return updateArray(doc, path, (items) => [...items.slice(0, index), item, ...items.slice(index)]);
}

export function appendTo<T>(doc: T, path: FieldPath, item: unknown): T {
  return updateArray(doc, path, (items) => [...items, item]);
}

export function removeAt<T>(doc: T, path: FieldPath, index: number): T {
  return updateArray(doc, path, (items) => items.filter((_item, i) => i !== index));
}

/**
 * Moves the item at `from` to `to` (clamped to the array), e.g. to reorder pools. A move that
 * goes nowhere returns `doc` itself, so it never becomes an empty undo step.
 */
export function moveItem<T>(doc: T, path: FieldPath, from: number, to: number): T {
  const current = getIn(doc, path);
  if (!Array.isArray(current) || !Number.isInteger(from) || Number.isNaN(to)) return doc;
  const target = Math.max(0, Math.min(current.length - 1, Math.trunc(to)));
  if (from < 0 || from >= current.length || from === target) return doc;
  return updateArray(doc, path, (items) => {
    const copy = items.slice();
    const [moved] = copy.splice(from, 1);
    copy.splice(target, 0, moved);
    return copy;
  });
}
