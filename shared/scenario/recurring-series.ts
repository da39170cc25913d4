/**
 * A recurring job series seen from the scenario alone, in closed form: where its slots fall
 * relative to a workload's active days, and how many slots the simulator walks through
 * (sim/compile.ts works the slots out one by one from `firstDay`, active or not, until it has
 * `count` active ones or reaches the horizon). Never a loop over slots: a hostile
 * `everyDays: 5e-324` puts more slots before a phase than any loop could visit.
 */
import type { Scenario } from './scenario-schema';
import type { Workload } from './workload-schema';

type Recurring = { everyDays: number; firstDay: number; count?: number | undefined };

/**
 * The days a workload is active, as sorted, merged [start, end) spans clipped to the horizon:
 * its phases, or the whole horizon when it names none.
 */
export function activeSpans(scenario: Scenario, w: Workload): [number, number][] {
  const H = scenario.horizonDays;
  if (w.phaseIds.length === 0) return [[0, H]];
  const spans = scenario.phases
    .filter((p) => w.phaseIds.includes(p.id))
    .map((p): [number, number] => [Math.min(Math.max(0, p.startDay), H), Math.min(p.endDay, H)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of spans) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/**
 * Index of the first slot of the series on or after `day` (Infinity when the interval is so
 * small that the index is past any number). Rounding of the division is corrected by one
 * step either way, so the slot found is the one a slot-by-slot walk would find.
 */
export function firstSlotFrom(a: Recurring, day: number): number {
  if (day <= a.firstDay) return 0;
  let k = Math.ceil((day - a.firstDay) / a.everyDays);
  if (!Number.isFinite(k)) return Infinity;
  if (k > 0 && a.firstDay + (k - 1) * a.everyDays >= day) k--;
  else if (a.firstDay + k * a.everyDays < day) k++;
  return k;
}

/** The day of the series' first slot inside the spans, or null when none falls inside. */
export function firstSlotInside(a: Recurring, spans: readonly [number, number][]): number | null {
  for (const [s, e] of spans) {
    const k = firstSlotFrom(a, s);
    if (!Number.isFinite(k)) continue;
    const day = a.firstDay + k * a.everyDays;
    if (day >= s && day < e) return day;
  }
  return null;
}

/**
 * Slots the simulator works out for the series in one run: up to the `count`-th one inside
 * the spans, else every slot before the horizon. Infinity when they are past counting.
 */
export function slotsWalked(a: Recurring, spans: readonly [number, number][], horizonDays: number): number {
  const span = horizonDays - a.firstDay;
  const all = span <= 0 ? 0 : Math.floor(span / a.everyDays) + 1;
  if (a.count === undefined) return all;
  let inside = 0;
  for (const [s, e] of spans) {
    const k0 = firstSlotFrom(a, s);
    if (!Number.isFinite(k0)) return all;
    const here = firstSlotFrom(a, e) - k0;
    if (inside + here >= a.count) return Math.min(all, k0 + (a.count - inside));
    inside += here;
  }
  return all;
}
