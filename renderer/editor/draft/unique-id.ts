/**
 * Ids for new parts of a scenario. They follow the scenario format's rule (letters, digits,
 * "_", "-", "." and starting with a letter or digit) and never repeat one already used.
 */
const ID_LENGTH_LIMIT = 64;

/** "Fine-tune (8 GPUs)" -> "fine-tune-8-gpus"; falls back to `fallback` when nothing is left. */
export function idFromName(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/-+$/, '')
    .slice(0, ID_LENGTH_LIMIT - 4);
  return slug === '' ? fallback : slug;
}

/** `base`, or `base-2`, `base-3`, ... whichever is not in `taken`. */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Ids of the items of a list, skipping items that are not objects with a string id. */
export function idsOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const id =
      typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}
