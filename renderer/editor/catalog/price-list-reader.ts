import { proxy, wrap } from 'comlink';
import { MAX_PRICE_LIST_BYTES, providerFromFileName, type PriceListParse, type PriceListRefusal } from '@shared/catalog/import';
import type { PriceListWorkerApi } from './price-list.worker';

export type PriceListReading =
  | { state: 'reading'; fileName: string; bytesRead: number; totalBytes: number }
  | { state: 'read'; fileName: string; parsed: PriceListParse }
  /** `refusal`: the file itself was refused, worded in the screen's language; without it, the reader failed with `message`. */
  | { state: 'failed'; fileName: string; message: string; refusal?: PriceListRefusal };

/** The largest file any format takes, checked before a byte is read. */
const LARGEST = Math.max(...Object.values(MAX_PRICE_LIST_BYTES));

/**
 * Reads one price-list file in its own Web Worker, so a 1 GB file never blocks the page, and
 * reports each step. `cancel` stops the worker at once; nothing read is kept.
 */
export function readPriceListFile(file: File, onChange: (reading: PriceListReading) => void): { cancel(): void } {
  const fileName = file.name;
  if (file.size > LARGEST) {
    const size = (file.size / 1024 ** 3).toFixed(1);
    const limit = String(LARGEST / 1024 ** 3);
    onChange({ state: 'failed', fileName, message: `the file is ${size} GB, more than the ${limit} GB limit`, refusal: { code: 'fileTooLarge', values: { size, limit } } });
    return { cancel: () => undefined };
  }
  const worker = new Worker(new URL('./price-list.worker.ts', import.meta.url), { type: 'module', name: 'headroom-price-list' });
  let done = false;
  const finish = (reading: PriceListReading) => {
    if (done) return;
    done = true;
    worker.terminate();
    onChange(reading);
  };
  worker.addEventListener('error', (event) => finish({ state: 'failed', fileName, message: event.message || 'the reader stopped' }));
  onChange({ state: 'reading', fileName, bytesRead: 0, totalBytes: file.size });
  const api = wrap<PriceListWorkerApi>(worker);
  api
    .read(
      file,
      'auto',
      providerFromFileName(fileName),
      proxy((bytesRead: number) => {
        if (!done) onChange({ state: 'reading', fileName, bytesRead, totalBytes: file.size });
      }),
    )
    .then(
      (result) => finish(result.ok ? { state: 'read', fileName, parsed: result.parsed } : { state: 'failed', fileName, message: result.message, refusal: result.refusal }),
      (error: unknown) => finish({ state: 'failed', fileName, message: error instanceof Error ? error.message : String(error) }),
    );
  return {
    cancel() {
      done = true;
      worker.terminate();
    },
  };
}
