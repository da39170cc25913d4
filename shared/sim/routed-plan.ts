import type { InferencePlan } from './inference-plan';

/**
 * One autoscaler plan for a service whose size classes are routed to groups of pools, from
 * each route's own plan (every route scales on its own to its classes' traffic): a change
 * point wherever any route changes, the target there being the routes' targets added up, kept
 * per route in `routeTargets`. Before a route's first change point it holds nothing.
 */
export function mergeRoutePlans(plans: readonly InferencePlan[]): InferencePlan {
  const first = plans[0]!;
  const times = [...new Set(plans.flatMap((p) => p.times))].sort((a, b) => a - b);
  const at = new Int32Array(plans.length).fill(-1);
  const targets: number[] = [];
  const active: boolean[] = [];
  const routeTargets: Int32Array[] = [];
  for (const t of times) {
    let sum = 0;
    let on = false;
    const per = new Int32Array(plans.length);
    plans.forEach((p, r) => {
      while (at[r]! + 1 < p.times.length && p.times[at[r]! + 1]! <= t) at[r]! += 1;
      const i = at[r]!;
      if (i < 0) return;
      per[r] = p.targets[i]!;
      sum += p.targets[i]!;
      on ||= p.active[i]!;
    });
    targets.push(sum);
    active.push(on);
    routeTargets.push(per);
  }
  const demandGpuSByDay = new Float64Array(first.demandGpuSByDay.length);
  for (const p of plans) p.demandGpuSByDay.forEach((v, d) => (demandGpuSByDay[d]! += v));
  return { step: first.step, lambda: first.lambda, times, targets, active, routeTargets, demandGpuSByDay };
}
