/**
 * Web Worker that reads and analyses a traffic file off the window's thread (see
 * run-traffic-import.ts, which starts it and ends it on Cancel). One file per worker.
 */
import { TrafficFileError, type ImportTrafficOptions } from '@shared/traffic-import';
import { importTrafficBlob } from './import-blob';
import type { TrafficWorkerMessage } from './run-traffic-import';

interface TrafficWorkerRequest {
  file: Blob;
  options: ImportTrafficOptions;
}

const post = (message: TrafficWorkerMessage) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<TrafficWorkerRequest>) => {
  const { file, options } = event.data;
  importTrafficBlob(file, options, (share) => post({ kind: 'progress', share })).then(
    (result) => post({ kind: 'done', result }),
    (error: unknown) => {
      if (error instanceof TrafficFileError) post({ kind: 'refused', problem: error.problem, line: error.line, message: error.message });
      else post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
});
