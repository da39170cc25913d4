import type { z } from 'zod';

/**
 * Scenario files are read with strict objects: a key the format does not know is refused, not
 * dropped, so a misspelt setting ("afterPreemption") cannot silently fall back to its default.
 * These helpers name the nearest known key, found by walking the schema along the path.
 */

/** Edit distance (insertions, deletions, substitutions), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = row;
  }
  return prev[t.length]!;
}

/** The known key closest to `key`, when it is close enough to be a likely misspelling. */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = editDistance(key, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(key.length / 3));
  return bestDistance <= limit ? best : undefined;
}

type AnySchema = z.core.$ZodType;

/** The schema itself with wrappers (optional, default, prefault, nullable, pipes) taken off. */
function unwrap(schema: AnySchema): AnySchema {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = s._zod.def as unknown as Record<string, unknown>;
    if ('innerType' in def && def.innerType) s = def.innerType as AnySchema;
    else if (def.type === 'pipe' && def.in) s = def.in as AnySchema;
    else break;
  }
  return s;
}

/** The object schema that applies to `input`, for a union of objects (by its discriminator). */
function pickOption(schema: AnySchema, input: unknown): AnySchema | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type !== 'union') return schema;
  const options = def.options as AnySchema[];
  const discriminator = def.discriminator as string | undefined;
  if (discriminator === undefined || typeof input !== 'object' || input === null) return undefined;
  const value = (input as Record<string, unknown>)[discriminator];
  return options.find((o) => {
    const shape = (unwrap(o)._zod.def as unknown as { shape?: Record<string, AnySchema> }).shape;
    const field = shape?.[discriminator];
    const values = field ? (field._zod as unknown as { values?: Set<unknown> }).values : undefined;
    return values?.has(value) ?? false;
  });
}

/**
 * The keys the object schema at `path` (inside `root`, read against `input`) accepts, or
 * undefined when the path cannot be followed.
 */
export function knownKeysAt(root: AnySchema, input: unknown, path: readonly PropertyKey[]): string[] | undefined {
  let schema: AnySchema | undefined = root;
  let value: unknown = input;
  for (let i = 0; ; i++) {
    if (schema === undefined) return undefined;
    schema = pickOption(unwrap(schema), value);
    if (schema === undefined) return undefined;
    schema = unwrap(schema);
    const def = schema._zod.def as unknown as Record<string, unknown>;
    if (i === path.length) {
      return def.type === 'object' ? Object.keys(def.shape as Record<string, unknown>) : undefined;
    }
    const part = path[i]!;
    if (def.type === 'object') {
      schema = (def.shape as Record<string, AnySchema>)[String(part)];
    } else if (def.type === 'array') {
      schema = def.element as AnySchema;
    } else {
      return undefined;
    }
    value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[part] : undefined;
  }
}
