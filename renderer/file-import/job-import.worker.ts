/**
 * Web Worker that reads and fits a job log off the window's thread (see run-job-import.ts,
 * which starts it and ends it on Cancel). One file per worker.
 */
import { JobFileError, type ImportJobsOptions } from '@shared/job-import';
import { importJobBlob } from './import-job-blob';
import { serveImport } from './watch-import-worker';

interface JobWorkerRequest {
  file: Blob;
  options: ImportJobsOptions;
}

self.addEventListener('message', (event: MessageEvent<JobWorkerRequest>) => {
  const { file, options } = event.data;
  serveImport(
    (onProgress) => importJobBlob(file, options, onProgress),
    (error) => (error instanceof JobFileError ? { problem: error.problem, line: error.line, message: error.message, refusal: error.refusal } : null),
  );
});
