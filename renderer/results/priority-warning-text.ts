import type { TFunction } from 'i18next';
import type { PriorityWarning } from '@shared/sim/results';
import type { ResultsFormat } from './use-results-format';

/** A priority warning in the interface language (the results screen and the report word it alike). */
export function priorityWarningText(w: PriorityWarning, t: TFunction, fmt: Pick<ResultsFormat, 'gpuHours'>): string {
  if (w.key === 'priorityNeverRuns')
    return t('sharedPools.warnings.priorityNeverRuns', { workload: w.workload, priority: w.priority, pools: w.pools.join(t('sharedPools.listSeparator')), count: w.runs });
  return t('sharedPools.warnings.checkpointLosesMore', {
    workload: w.workload,
    minutes: w.checkpointMinutes,
    kept: fmt.gpuHours(w.keptGpuHours),
    lost: fmt.gpuHours(w.lostGpuHours),
  });
}
