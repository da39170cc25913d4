/**
 * The omniscient lower bound of "Can't Be Late" (NSDI '24): the cheapest way to finish one job
 * before its deadline on spot (when the trace says it is there) and on-demand, knowing the
 * whole availability trace in advance. No policy that decides without seeing the future can
 * cost less, so the gap to it says how much a deadline policy leaves on the table.
 *
 * The model is the paper simulator's tick model: time in ticks of the trace's sample interval;
 * in each tick the job runs on spot (if available), on on-demand, or not at all; a tick on a
 * cluster other than the one of the tick before (a start, a switch, a restart after spot went
 * away) owes the changeover d, which the following ticks on that cluster pay off before making
 * progress; every running tick is billed in full. Solved exactly by dynamic programming over
 * (tick, progress, cluster, changeover still owed), with progress counted in units of
 * gcd(tick, d) seconds.
 */

export interface OmniscientInput {
  /** Per tick from the job's arrival: whether spot is available (the ticks up to the deadline). */
  available: readonly boolean[];
  tickS: number;
  changeoverS: number;
  /** Seconds of work the job needs (on either cluster: the same speed). */
  workS: number;
  spotPerHour: number;
  onDemandPerHour: number;
}

export interface OmniscientBound {
  cost: number;
  spotHours: number;
  onDemandHours: number;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * Work the dynamic programme does, before any of it is done: states held per tick (two
 * tables of them) and state updates over all ticks. Infinity when a field is past counting
 * (a restart overhead of years against a one-second trace).
 */
export function omniscientSize(tickS: number, changeoverS: number, workS: number, ticks: number): { states: number; cells: number } {
  const G = Math.round(tickS);
  const d = Math.round(changeoverS);
  if (!(G > 0) || !(d >= 0) || !(workS > 0) || !(ticks >= 0)) return { states: 0, cells: 0 };
  const unit = d === 0 ? G : gcd(G, d);
  const W = Math.ceil(workS / unit - 1e-9);
  const states = (W + 1) * (1 + 2 * Math.max(1, Math.ceil(d / G)));
  const size = { states, cells: states * ticks };
  return Number.isSafeInteger(states) && Number.isFinite(size.cells) ? size : { states: Infinity, cells: Infinity };
}

/**
 * The cheapest schedule that finishes within the given ticks, or null when none can. Callers
 * check omniscientSize first: the tables hold (work / gcd(tick, changeover) + 1) x (1 + 2
 * changeover ticks) states, which a hostile trace or overhead can make gigabytes.
 */
export function omniscientBound(input: OmniscientInput): OmniscientBound | null {
  const G = Math.round(input.tickS);
  const d = Math.round(input.changeoverS);
  if (!(G > 0) || d < 0 || !(input.workS > 0)) return null;
  const unit = d === 0 ? G : gcd(G, d);
  const W = Math.ceil(input.workS / unit - 1e-9);
  const K = input.available.length;
  // Phase j: the job ran on its cluster in the tick before, j + 1 ticks in a row (capped at J - 1,
  // by when the changeover is paid off). A tick after t ticks in a row on the same cluster
  // makes G - max(d - t * G, 0) of progress (t = 0 for a start, a switch or a restart).
  const J = Math.max(1, Math.ceil(d / G));
  const gain = (t: number) => Math.max(G - Math.max(d - t * G, 0), 0) / unit;
  // States per progress: 0 = idle, 1 + j = on spot in phase j, 1 + J + j = on on-demand.
  const S = 1 + 2 * J;
  const price = [(input.spotPerHour * G) / 3600, (input.onDemandPerHour * G) / 3600];
  // Two tables, swapped each tick (no fresh allocation per tick).
  let cost = new Float64Array((W + 1) * S).fill(Infinity);
  let spot = new Int32Array((W + 1) * S);
  let next = new Float64Array((W + 1) * S);
  let nextSpot = new Int32Array((W + 1) * S);
  cost[0] = 0;
  let best = Infinity;
  let bestSpot = 0;
  for (let k = 0; k < K; k++) {
    next.fill(Infinity);
    nextSpot.fill(0);
    for (let p = 0; p < W; p++) {
      for (let s = 0; s < S; s++) {
        const here = cost[p * S + s]!;
        if (here === Infinity) continue;
        const sp = spot[p * S + s]!;
        const idle = p * S;
        if (here < next[idle]!) {
          next[idle] = here;
          nextSpot[idle] = sp;
        }
        for (let x = 0; x < 2; x++) {
          if (x === 0 && !input.available[k]) continue;
          const base = 1 + x * J;
          const same = s >= base && s < base + J;
          const t = same ? s - base + 1 : 0;
          const np = p + gain(t);
          const c = here + price[x]!;
          const nsp = sp + (x === 0 ? 1 : 0);
          if (np >= W) {
            if (c < best) {
              best = c;
              bestSpot = nsp;
            }
            continue;
          }
          const i = np * S + base + Math.min(t, J - 1);
          if (c < next[i]!) {
            next[i] = c;
            nextSpot[i] = nsp;
          }
        }
      }
    }
    [cost, next] = [next, cost];
    [spot, nextSpot] = [nextSpot, spot];
  }
  if (best === Infinity) return null;
  const spotHours = (bestSpot * G) / 3600;
  const onDemandHours = (Math.round((best - bestSpot * price[0]!) / price[1]!) * G) / 3600;
  return { cost: best, spotHours, onDemandHours };
}
