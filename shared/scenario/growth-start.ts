import type { Scenario } from './scenario-schema';
import type { InferenceWorkload } from './workload-schema';

/**
 * The day an inference workload's traffic growth compounds from: the day the file names, else
 * the workload's own start (the first day of its earliest phase, day 0 without phases). The
 * simulator reads the same day from the workload's active intervals (shared/sim/autoscaler.ts).
 */
export function growthStartDay(
  scenario: Pick<Scenario, 'phases'>,
  w: Pick<InferenceWorkload, 'phaseIds' | 'traffic'>,
): number {
  if (w.traffic.growthFromDay !== undefined) return w.traffic.growthFromDay;
  const starts = scenario.phases.filter((p) => w.phaseIds.includes(p.id)).map((p) => p.startDay);
  return starts.length === 0 ? 0 : Math.floor(Math.min(...starts));
}
