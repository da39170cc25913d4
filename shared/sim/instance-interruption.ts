import { ID_SPAN } from './elastic-packing';
import { evictUnits } from './jobs';
import type { ServiceHolder, Sim } from './sim-state';

/**
 * A Poisson spot interruption of one shared instance: every unit on it is taken off (services'
 * units first, so the jobs placed again do not land back on the doomed instance), then the
 * jobs are placed again and the services try to reach their targets.
 */
export function onInstancePreempt(sim: Sim, p: number, data: number): void {
  const sh = sim.pools.shared[p]!;
  const i = data % ID_SPAN;
  const gen = Math.floor(data / ID_SPAN);
  if (sh.live[i] !== 1 || sh.gen[i] !== gen) return;
  const occupants = sh.occupants[i]!.slice();
  const jobs: number[] = [];
  const hit: ServiceHolder[] = [];
  for (const who of occupants) {
    if (who >= 0) {
      jobs.push(who);
      continue;
    }
    const code = -1 - who;
    const holder = sim.holders[Math.floor(code / 16)]!;
    if (holder.loseOnInstance(code % 16, i)) hit.push(holder);
  }
  evictUnits(sim, jobs, true);
  for (const h of hit) h.reconcile();
  sim.dirty = true;
}
