/** Longest scenario name the format accepts (scenario-schema: name max 200). */
const MAX_NAME_LENGTH = 200;

/** Folds case, width and spacing so "GPU  Plan" finds "gpu plan" and full-width letters match. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

export function matchesSearch(name: string, search: string): boolean {
  const needle = normaliseForSearch(search);
  return needle === '' || normaliseForSearch(name).includes(needle);
}

/**
 * `name`, or `name (2)`, `name (3)` ... whichever is free. A name that already ends in
 * " (n)" counts up from its base, so a copy of "Plan (2)" is "Plan (3)", not "Plan (2) (2)".
 */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const takenSet = new Set(Array.from(taken, normaliseForSearch));
  if (!takenSet.has(normaliseForSearch(name))) return name;
  const base = name.replace(/\s\(\d+\)$/, '');
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = base.slice(0, MAX_NAME_LENGTH - suffix.length) + suffix;
    if (!takenSet.has(normaliseForSearch(candidate))) return candidate;
  }
}

/**
 * A file name stem from a scenario name. Letters of any script are kept (a Chinese name
 * makes a Chinese file name); characters that some file system refuses become "-".
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'scenario' : slug;
}
