/**
 * The inputs that differ between two scenario documents, field by field, so a planner can see
 * what was changed between two versions (or two scenarios) before reading what it did to the
 * answer. Paths are written in the form the command line's `--set` takes
 * (`workloads[id=chat].traffic.growthPerMonth`), so a difference can be replayed as a what-if.
 */
export interface InputDifference {
  path: string;
  /** The value on each side as short JSON text; null where the field is absent on that side. */
  before: string | null;
  after: string | null;
}

export interface InputDifferences {
  differences: InputDifference[];
  /** Differences found beyond the limit and left out. */
  more: number;
}

/** Longest value text shown; longer values (a whole workload, a long curve) are cut with "…". */
export const VALUE_TEXT_MAX = 120;

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasId(value: unknown): value is Plain & { id: string } {
  return isPlain(value) && typeof value.id === 'string';
}

/** JSON text of a value, cut to VALUE_TEXT_MAX characters. */
export function valueText(value: unknown): string | null {
  if (value === undefined) return null;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > VALUE_TEXT_MAX ? `${text.slice(0, VALUE_TEXT_MAX - 1)}…` : text;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Plain)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Plain)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same((a as Plain)[k], (b as Plain)[k]));
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** One field that differs, with its raw value on each side (undefined where absent). */
export interface DifferingLeaf {
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * Every leaf that differs between `before` and `after`, in document order (first the fields of
 * `before`, then those only `after` has). Lists whose elements all carry an `id` (workloads,
 * strategies, offers, pools, phases) are matched by id, so reordering is not a change and an
 * added or removed element is one difference. Other lists (curve points, holidays) are
 * compared element by element when equally long, else shown whole.
 */
export function differingLeaves(before: unknown, after: unknown): DifferingLeaf[] {
  const leaves: DifferingLeaf[] = [];
  const walk = (path: string, a: unknown, b: unknown): void => {
    if (same(a, b)) return;
    if (isPlain(a) && isPlain(b)) {
      const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
      for (const key of keys) walk(join(path, key), a[key], b[key]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length + b.length > 0 && a.every(hasId) && b.every(hasId)) {
        const byId = new Map(b.map((x) => [x.id, x]));
        const ids = new Set(a.map((x) => x.id));
        // Ids repeated within one list cannot be matched; such a list is shown by position.
        if (ids.size === a.length && byId.size === b.length) {
          for (const x of a) walk(`${path}[id=${x.id}]`, x, byId.get(x.id));
          for (const y of b) if (!ids.has(y.id)) walk(`${path}[id=${y.id}]`, undefined, y);
          return;
        }
      }
      const objects = a.some((x) => typeof x === 'object' && x !== null);
      if (a.length === b.length && objects) {
        a.forEach((x, i) => walk(`${path}[${i}]`, x, b[i]));
        return;
      }
    }
    leaves.push({ path, before: a, after: b });
  };
  walk('', before, after);
  return leaves;
}

/** The differing leaves as short JSON text, at most `limit` of them. */
export function inputDifferences(before: unknown, after: unknown, limit = 200): InputDifferences {
  const leaves = differingLeaves(before, after);
  return {
    differences: leaves
      .slice(0, limit)
      .map((d) => ({ path: d.path, before: valueText(d.before), after: valueText(d.after) })),
    more: Math.max(0, leaves.length - limit),
  };
}
