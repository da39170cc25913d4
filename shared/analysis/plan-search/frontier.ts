/**
 * The frontier of cost against speed: the points no other point beats on both, that is, none
 * is at most as dear and at most as slow while better on one of the two. Lower is better on
 * both axes. Points equal on both keep only the first by key, so the answer does not depend
 * on the order the search found them in.
 */
export interface FrontierPoint {
  key: string;
  cost: number;
  speed: number;
}

export function dominates(a: FrontierPoint, b: FrontierPoint): boolean {
  return a.cost <= b.cost && a.speed <= b.speed && (a.cost < b.cost || a.speed < b.speed);
}

/** The non-dominated points, cheapest first. */
export function frontierOf<T extends FrontierPoint>(points: readonly T[]): T[] {
  const sorted = [...points].sort((a, b) => a.cost - b.cost || a.speed - b.speed || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const out: T[] = [];
  let fastest = Infinity;
  for (const p of sorted) {
    if (p.speed < fastest) {
      out.push(p);
      fastest = p.speed;
    }
  }
  return out;
}
