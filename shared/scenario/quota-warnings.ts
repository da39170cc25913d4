import { quotaCovers } from './quota-schema';
import { placedGpusPerUnit } from './references';
import type { ScenarioWarning } from './scenario-warning';
import type { Scenario } from './scenario-schema';
import type { Workload } from './workload-schema';

/**
 * A quota's guarantee larger than its holder can ever use: every workload it counts is a service
 * with a most units it runs at once (inference's maxReplicas, or its fixed replicas; dev's
 * machines), and those units' GPUs add up to less than the guarantee. The rest of the guarantee
 * is paid for (showback by quota) and kept from the others for nothing. Jobs have no such bound.
 */
export function quotaWarnings(scenario: Scenario): ScenarioWarning[] {
  const out: ScenarioWarning[] = [];
  scenario.strategies.forEach((strategy, si) => {
    (strategy.quotas ?? []).forEach((quota, qi) => {
      const guaranteed = quota.guaranteedGpus ?? 0;
      if (guaranteed === 0) return;
      const covered = scenario.workloads.filter((w) => quotaCovers(quota, w));
      let most = 0;
      for (const w of covered) {
        const placement = strategy.placements.find((p) => p.workloadId === w.id);
        const units = placement === undefined ? null : mostUnits(w, placement.scaling === 'fixed' ? placement.fixedReplicas : undefined);
        if (placement === undefined || units === null) return;
        most += units * placedGpusPerUnit(w, placement);
      }
      if (covered.length === 0 || most >= guaranteed) return;
      const holder = quota.workloadId ?? quota.team ?? '';
      out.push({
        key: 'quotaAboveUse',
        path: `strategies[${si}].quotas[${qi}].guaranteedGpus`,
        name: holder,
        pool: quota.poolId,
        guaranteedGpus: guaranteed,
        mostGpus: most,
        message: `${holder}: the guarantee of ${guaranteed} GPUs on ${quota.poolId} is more than it can ever hold (${most} GPUs at most); the rest is paid for and kept from others for nothing.`,
      });
    });
  });
  return out;
}

/** Most units a service runs at once, or null for jobs (no bound). */
function mostUnits(w: Workload, fixedReplicas: number | undefined): number | null {
  if (w.kind === 'inference') return fixedReplicas ?? w.maxReplicas;
  if (w.kind === 'dev') return w.machines;
  return null;
}
