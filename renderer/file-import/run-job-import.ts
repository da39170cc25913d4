import type { ImportJobsOptions, JobFileProblem, JobImport, JobRefusal } from '@shared/job-import';
import type { ImportOutcome, RunningImport } from './import-worker-messages';
import { watchImportWorker } from './watch-import-worker';

export type JobImportOutcome = ImportOutcome<JobImport, JobFileProblem, JobRefusal>;
export type RunningJobImport = RunningImport<JobImport, JobFileProblem, JobRefusal>;

/** Starts a worker on a picked job log (the `new Worker(new URL(...))` form must stay literal for Vite). */
export function runJobImport(file: Blob, options: ImportJobsOptions, onProgress: (share: number) => void): RunningJobImport {
  const worker = new Worker(new URL('./job-import.worker.ts', import.meta.url), { type: 'module', name: 'headroom-job-import' });
  return watchImportWorker(worker, { file, options }, onProgress);
}
