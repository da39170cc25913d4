import type { SavingsPlan } from '@shared/scenario';
import type { CompiledStrategy } from './compiled';
import { SimRun } from './engine';
import { compileSavingsPlans } from './savings-plan-compile';

/** The on-demand usage a savings plan could cover in one run: each pool's rate and list cost per hour of the plan's term inside the horizon. */
export interface PlanUsage {
  rates: number[];
  /** Integer micro-units, hour 0 = the plan's first hour. */
  listByPoolHour: Float64Array[];
  hours: number;
}

/**
 * Runs the strategy once with the plan at no commitment (the run and its bill are exactly those
 * without the plan: a plan changes billing only) and reads the usage the plan could cover. The
 * strategy's own savings plans are left out, so the plan is sized for the usage they would leave.
 */
export function planUsage(compiled: CompiledStrategy, plan: SavingsPlan, seed: number): PlanUsage {
  const [zero] = compileSavingsPlans({ ...compiled.strategy, savingsPlans: [plan] }, compiled.scenario.startDate, compiled.pools);
  const probe = { ...zero!, commitmentMicro: 0 };
  const sim = new SimRun({ ...compiled, savingsPlans: [probe] }, seed >>> 0, 0, null);
  sim.start();
  sim.kernel.run(sim.horizonS);
  sim.finish();
  const lastHour = compiled.calendar.days * 24;
  const from = Math.min(lastHour, probe.openHour);
  const to = Math.min(lastHour, probe.closeHour);
  const lists = probe.pools.map(({ pool }) => {
    const byHour = sim.ledger.listCostByHour[pool]!;
    return Float64Array.from(byHour.subarray(from, to), (x) => Math.round(x));
  });
  return { rates: probe.pools.map((p) => p.rate), listByPoolHour: lists, hours: to - from };
}
