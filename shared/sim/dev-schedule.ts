import type { DevWorkload } from '@shared/scenario';
import { DAY_S, HOUR_S, isActive, isWeekend, type Calendar, type Intervals } from './calendar';

/**
 * Dev environments: interactive machines on during working hours (weekdays only if set) in
 * active phases. When working hours end, a share of machines is forgotten and stays on
 * (idle, but billed on elastic pools) until the next working day, unless idle shutdown stops
 * them `afterMinutes` later. Nothing is on before the first working day or after a phase ends.
 * The schedule is deterministic, so it is worked out once as change points.
 */
export interface DevSchedule {
  times: number[];
  /** Machines people are working on. */
  working: number[];
  /** Machines switched on (working + forgotten). */
  total: number[];
}

function activeEnd(active: Intervals, t: number): number {
  for (let i = 0; i < active.length; i += 2) {
    if (t >= active[i]! && t < active[i + 1]!) return active[i + 1]!;
  }
  return t;
}

export function buildDevSchedule(w: DevWorkload, active: Intervals, cal: Calendar): DevSchedule {
  const M = w.machines;
  const F = Math.round(M * w.forgottenShare);
  const startS = Math.round(w.workingHours.startHour * HOUR_S);
  const endS = Math.round(w.workingHours.endHour * HOUR_S);
  const after = Math.round(w.idleShutdown.afterMinutes * 60);
  // Working windows intersected with the active phases.
  const windows: number[] = [];
  for (let d = 0; d < cal.days; d++) {
    if (w.workingHours.weekdaysOnly && isWeekend(cal.weekday[d]!)) continue;
    const s = d * DAY_S + startS;
    const e = d * DAY_S + endS;
    for (let i = 0; i < active.length; i += 2) {
      const a = Math.max(s, active[i]!);
      const b = Math.min(e, active[i + 1]!);
      if (b > a) windows.push(a, b);
    }
  }
  const points: [number, number, number][] = [];
  for (let i = 0; i < windows.length; i += 2) {
    const s = windows[i]!;
    const e = windows[i + 1]!;
    const nextStart = i + 2 < windows.length ? windows[i + 2]! : Infinity;
    points.push([s, M, M]);
    if (!isActive(active, e)) {
      points.push([e, 0, 0]);
      continue;
    }
    const off = Math.min(activeEnd(active, e), w.idleShutdown.enabled ? e + after : Infinity);
    if (w.idleShutdown.enabled && after === 0) {
      points.push([e, 0, 0]);
      continue;
    }
    points.push([e, 0, F]);
    if (off < nextStart && off < cal.horizonS) points.push([off, 0, 0]);
  }
  const out: DevSchedule = { times: [], working: [], total: [] };
  let lastWorking = 0;
  let lastTotal = 0;
  for (let i = 0; i < points.length; i++) {
    const [t, wk, tot] = points[i]!;
    if (i + 1 < points.length && points[i + 1]![0] === t) continue; // same second: the later point wins
    if (t >= cal.horizonS) break;
    if (wk === lastWorking && tot === lastTotal) continue;
    out.times.push(t);
    out.working.push(wk);
    out.total.push(tot);
    lastWorking = wk;
    lastTotal = tot;
  }
  return out;
}
