/**
 * Web Worker that reads and analyses a traffic file off the window's thread (see
 * run-traffic-import.ts, which starts it and ends it on Cancel). One file per worker.
 */
import { TrafficFileError, type ImportTrafficOptions } from '@shared/traffic-import';
import { serveImport } from './watch-import-worker';
import { importTrafficBlob } from './import-traffic-blob';

interface TrafficWorkerRequest {
  file: Blob;
  options: ImportTrafficOptions;
}

self.addEventListener('message', (event: MessageEvent<TrafficWorkerRequest>) => {
  const { file, options } = event.data;
  serveImport(
    (onProgress) => importTrafficBlob(file, options, onProgress),
    (error) => (error instanceof TrafficFileError ? { problem: error.problem, line: error.line, message: error.message, refusal: error.refusal } : null),
  );
});
