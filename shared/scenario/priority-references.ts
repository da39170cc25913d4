import type { z } from 'zod';
import { preemptiblePoolIds } from './placement-priority';
import type { Strategy } from './strategy-schema';
import type { Workload } from './workload-schema';

interface ScenarioParts {
  workloads: Workload[];
  strategies: Strategy[];
}

/**
 * A placement's `priorityFallback` must have somewhere to go: only jobs (training, batch) are
 * preempted by priority, and a job falls back to the placement's pools that no higher priority
 * shares, so it needs at least one such pool.
 */
export function checkPriorityFallbacks(s: ScenarioParts, ctx: z.RefinementCtx): void {
  s.strategies.forEach((strategy, si) => {
    strategy.placements.forEach((placement, pi) => {
      if (placement.priorityFallback?.afterPreemptions === undefined) return;
      // At the number itself, so the editor shows the refusal under its field.
      const path = ['strategies', si, 'placements', pi, 'priorityFallback', 'afterPreemptions'];
      const w = s.workloads.find((x) => x.id === placement.workloadId);
      if (w === undefined) return;
      if (w.kind !== 'training' && w.kind !== 'batch') {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `only jobs are preempted by a higher priority, so only training and batch placements fall back; "${w.id}" is a ${w.kind} workload`,
          params: { key: 'priorityFallbackJobsOnly', workload: w.id },
        });
        return;
      }
      const preemptible = preemptiblePoolIds(strategy, placement);
      if (placement.poolIds.every((id) => preemptible.has(id))) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `every pool of "${w.id}"'s placement is shared with a higher priority: add a pool to fall back to (on-demand or spot)`,
          params: { key: 'priorityFallbackNowhere', workload: w.id },
        });
      }
    });
  });
}
