/**
 * The one bound the plan search skips plans by, and why it never loses a frontier point.
 *
 * A plan is skipped only when its cost floor (what its commitments cost paid busy or idle, plus
 * the least the other workloads cost in any run: a floor under its cost in every run) is above
 * the P50 cost of a frontier plan that meets its targets and has a speed of 0, the least any
 * plan can have (no time over the latency target). Such a skipped plan is dearer than that
 * plan in every run, so at P50 too, and no faster: that plan dominates it. The frontier can
 * only ever lose that plan to one at most as dear and as fast, which dominates the skipped
 * plan in turn; and as it meets its targets, the frontier is drawn from plans meeting targets
 * from then on, so no rule that lets a plan missing them onto it comes back. Hence no skipped
 * plan could have been on the final frontier.
 *
 * A bound against the cheapest plan alone ("its floor is above the cheapest plan's cost") is
 * valid for the best plan but not for the frontier: a dearer plan may be faster (a reservation
 * there from the start while on-demand instances take hours to come up). The search does not
 * skip by it, since every plan it runs may be a frontier point.
 */
export interface BoundPoint {
  /** P50 cost on the comparison basis, micro-units. */
  cost: number;
  speed: number;
  meetsTargets: boolean;
}

/**
 * A cost (micro-units) above which any plan is dominated by a frontier plan, or Infinity when
 * none can be named. Always Infinity when the plans are compared on bill totals: a bill's lines
 * need not follow GPU cost, so the GPU-cost floor bounds nothing there.
 */
export function dominatedAbove(frontier: readonly BoundPoint[], comparesBills: boolean): number {
  if (comparesBills) return Infinity;
  return Math.min(Infinity, ...frontier.filter((p) => p.meetsTargets && p.speed <= 0).map((p) => p.cost));
}
