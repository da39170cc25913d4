import { DevHolder, startDev } from './dev';
import type { Sim } from './sim-state';
import type { Holder } from './holders';
import { InferenceHolder, startInference } from './inference';

/** Services (inference replicas, dev machines): one elastic holder per such workload. */
export function createHolders(sim: Sim): (Holder | null)[] {
  return sim.c.workloads.map((cw) => {
    if (cw.kind === 'inference') return new InferenceHolder(sim, cw);
    if (cw.kind === 'dev') return new DevHolder(sim, cw);
    return null;
  });
}

export function startHolders(sim: Sim): void {
  for (const h of sim.holders) {
    if (h instanceof InferenceHolder) startInference(sim, h);
    else if (h instanceof DevHolder) startDev(sim, h);
  }
}

export function onInferencePlan(sim: Sim, w: number, index: number): void {
  (sim.holders[w] as InferenceHolder).onPlan(index);
}

export function onDevChange(sim: Sim, w: number, index: number): void {
  (sim.holders[w] as DevHolder).onChange(index);
}
