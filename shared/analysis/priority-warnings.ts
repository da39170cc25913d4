import { hasPriorities, placementPriority, preemptiblePoolIds, type Scenario } from '@shared/scenario';
import type { PriorityWarning } from '@shared/sim/results';
import { workloadColumn, type RunFigures } from './run-figures';

/**
 * The two warnings of shared pools with priorities, read from a strategy's runs:
 *
 * - **A priority that never runs**: a training or batch workload whose placement lists committed
 *   pools where a higher priority can take its GPUs, and which held no GPU-second on the shared
 *   pools in any run while other work held them (its jobs always found the pool taken, or were
 *   always taken off it before anything counted). Its work then ran elsewhere or not at all.
 * - **A checkpoint interval that loses more than it saves**: over the runs, interruptions threw
 *   away more work of the workload (progress since the last checkpoint) than its checkpoints kept
 *   of the stays those interruptions cut. The model writes checkpoints at no cost, so this is the
 *   measured form of "the expected loss per preemption (about half the interval x GPUs when
 *   preemptions are rarer than checkpoints) outweighs what the checkpoints save": it happens when
 *   stays are cut more often than once an interval, and a shorter interval would lose less.
 *
 * Only strategies with priorities are read (without them there is no preemption by priority).
 */
export function priorityWarnings(scenario: Scenario, strategyId: string, figures: RunFigures, rows: readonly number[]): PriorityWarning[] {
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  if (strategy === undefined || !hasPriorities(strategy) || rows.length === 0) return [];
  const out: PriorityWarning[] = [];
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const heldByAll = figures.workloads.map((_, i) => workloadColumn(figures, i, 'sharedHeldGpuHours', rows));
  figures.workloads.forEach((label, i) => {
    if (label.kind !== 'training' && label.kind !== 'batch') return;
    const workload = scenario.workloads.find((w) => w.id === label.workloadId);
    const placement = strategy.placements.find((p) => p.workloadId === label.workloadId);
    if (workload === undefined || placement === undefined) return;
    const contested = [...preemptiblePoolIds(strategy, placement)];
    const held = heldByAll[i]!;
    const othersHeld = heldByAll.some((h, k) => k !== i && sum(h) > 0);
    if (contested.length > 0 && othersHeld && held.every((h) => h === 0)) {
      const pools = contested.map((id) => strategy.pools.find((p) => p.id === id)?.name ?? id);
      out.push({
        key: 'priorityNeverRuns',
        workloadId: label.workloadId,
        workload: label.name,
        priority: placementPriority(placement),
        pools,
        runs: rows.length,
        message: `${label.name} (priority ${placementPriority(placement)}) never got GPUs on ${pools.join(', ')} ${rows.length === 1 ? 'in the one run' : `in any of the ${rows.length} runs`}: higher priorities held them whenever its jobs waited.`,
      });
    }
    if (!('checkpointIntervalMinutes' in workload)) return;
    const lost = workloadColumn(figures, i, 'interruptedLostGpuHours', rows);
    const kept = workloadColumn(figures, i, 'interruptedKeptGpuHours', rows);
    if (!lost.every(Number.isFinite) || !kept.every(Number.isFinite)) return;
    const lostMean = sum(lost) / rows.length;
    const keptMean = sum(kept) / rows.length;
    if (lostMean > 0 && lostMean > keptMean) {
      out.push({
        key: 'checkpointLosesMore',
        workloadId: label.workloadId,
        workload: label.name,
        checkpointMinutes: workload.checkpointIntervalMinutes,
        lostGpuHours: lostMean,
        keptGpuHours: keptMean,
        message: `${label.name}: a checkpoint every ${workload.checkpointIntervalMinutes} minutes kept ${keptMean.toFixed(1)} GPU-h of the stays interruptions cut and lost ${lostMean.toFixed(1)} GPU-h (mean of the runs): it is interrupted more often than it checkpoints; a shorter interval would lose less.`,
      });
    }
  });
  return out;
}
