import type { ImportTrafficOptions, TrafficFileProblem, TrafficImport, TrafficRefusal } from '@shared/traffic-import';
import type { ImportOutcome, RunningImport } from './import-worker-messages';
import { watchImportWorker } from './watch-import-worker';

export type TrafficImportOutcome = ImportOutcome<TrafficImport, TrafficFileProblem, TrafficRefusal>;
export type RunningTrafficImport = RunningImport<TrafficImport, TrafficFileProblem, TrafficRefusal>;

/** Starts a worker on a picked traffic file (the `new Worker(new URL(...))` form must stay literal for Vite). */
export function runTrafficImport(
  file: Blob,
  options: ImportTrafficOptions,
  onProgress: (share: number) => void,
): RunningTrafficImport {
  const worker = new Worker(new URL('./traffic-import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'headroom-traffic-import',
  });
  return watchImportWorker(worker, { file, options }, onProgress);
}
