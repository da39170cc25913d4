import type { CompiledDev } from './compiled';
import type { Sim } from './sim-state';
import { EV_DEV_CHANGE, PRIO_DECIDE } from './events';
import { Holder } from './holders';

/** Dev machines at run time: a service that follows the dev schedule (dev-schedule.ts), machine by machine. */
export class DevHolder extends Holder {
  declare readonly cw: CompiledDev;
  working = 0;

  protected busyUnits(j: number): number {
    let left = this.working;
    for (let i = 0; i < j; i++) left -= Math.min(left, this.ready[i]!);
    return Math.min(left, this.ready[j]!);
  }

  protected accountInterval(a: number, b: number): void {
    const short = this.working - this.readyTotal();
    if (short > 0) this.sim.counters.shortfallS[this.w]! += short * (b - a);
  }

  onChange(index: number): void {
    const sim = this.sim;
    const s = this.cw.schedule;
    this.advance(sim.kernel.now);
    this.working = s.working[index]!;
    this.demandUnits = this.working;
    this.setTarget(s.total[index]!);
    const next = s.times[index + 1];
    if (next !== undefined && next < sim.horizonS) sim.kernel.schedule(next, EV_DEV_CHANGE, this.w, index + 1, PRIO_DECIDE);
  }
}

export function startDev(sim: Sim, h: DevHolder): void {
  const t0 = h.cw.schedule.times[0];
  if (t0 !== undefined && t0 < sim.horizonS) sim.kernel.schedule(t0, EV_DEV_CHANGE, h.w, 0, PRIO_DECIDE);
}
