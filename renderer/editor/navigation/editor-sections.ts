/**
 * The editor's sections, and which section a field path belongs to, so an issue can be
 * counted on its section's tab and the list of issues can take the planner there.
 */
import { isWithin } from '../validation/validate-draft';

export const EDITOR_SECTIONS = [
  'general',
  'phases',
  'workloads',
  'catalog',
  'strategies',
  'bill',
  'simulation',
] as const;
export type SectionId = (typeof EDITOR_SECTIONS)[number];

const SECTION_PREFIXES: readonly [string, SectionId][] = [
  ['phases', 'phases'],
  ['workloads', 'workloads'],
  ['catalog', 'catalog'],
  ['strategies', 'strategies'],
  ['billCosts', 'bill'],
  ['simulation', 'simulation'],
];

export function sectionOfPath(path: string): SectionId {
  for (const [prefix, section] of SECTION_PREFIXES) if (isWithin(path, prefix)) return section;
  return 'general';
}

/** Where in the editor a field is: its section and, for lists, which item is open. */
export interface EditorLocation {
  section: SectionId;
  /** The workload open in the workloads section. */
  workload: number;
  /** The strategy open in the strategies section. */
  strategy: number;
  /** The offer whose details are open in the catalog, if any. */
  offer: number | null;
}

export const START_LOCATION: EditorLocation = {
  section: 'general',
  workload: 0,
  strategy: 0,
  offer: null,
};

function indexAfter(path: string, prefix: string): number | undefined {
  const match = new RegExp(`^${prefix.replace(/[.[\]]/g, '\\$&')}\\[(\\d+)\\]`).exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The location that shows the field at `path`, starting from `from` (other choices kept). */
export function locationOfPath(path: string, from: EditorLocation): EditorLocation {
  const section = sectionOfPath(path);
  const next: EditorLocation = { ...from, section };
  const workload = indexAfter(path, 'workloads');
  if (workload !== undefined) next.workload = workload;
  const strategy = indexAfter(path, 'strategies');
  if (strategy !== undefined) next.strategy = strategy;
  const offer = indexAfter(path, 'catalog.offers');
  if (offer !== undefined) next.offer = offer;
  return next;
}

/** "a.b[2].c" -> ["a.b[2].c", "a.b[2]", "a.b", "a"]: where to look for the field, nearest first. */
export function pathAncestors(path: string): string[] {
  const out: string[] = [];
  let rest = path;
  while (rest !== '') {
    out.push(rest);
    const cut = Math.max(rest.lastIndexOf('.'), rest.lastIndexOf('['));
    rest = cut <= 0 ? '' : rest.slice(0, cut);
  }
  return out;
}
