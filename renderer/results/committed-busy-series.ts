import type { RunResult } from '@shared/sim/results';

/**
 * Line series of each committed pool's GPUs busy per day (the pools whose run result carries
 * busyGpusByDay), for the GPUs chart: colours taken in turn from `colors`.
 */
export function committedBusySeries(
  run: RunResult,
  colors: readonly string[],
  valueFormatter: (value: number | null) => string,
  label: (poolName: string) => string,
) {
  return run.pools
    .filter((p) => p.busyGpusByDay !== undefined && p.busyGpusByDay.length === run.daily.length)
    .map((p, k) => ({
      id: `busy-${p.poolId}`,
      label: label(p.name),
      data: p.busyGpusByDay!,
      color: colors[k % colors.length]!,
      showMark: false,
      curve: 'stepAfter' as const,
      valueFormatter,
    }));
}
