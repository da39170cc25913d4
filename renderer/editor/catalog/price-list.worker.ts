/**
 * Reads a price-list file off the page's thread: the File's own stream, chunk by chunk, through
 * the pure readers of @shared/catalog/import, reporting the bytes read. Started by
 * price-list-reader.ts with `new Worker(new URL('./price-list.worker.ts', import.meta.url))`;
 * Cancel terminates it.
 */
import { expose } from 'comlink';
import { PriceListError, readPriceList, type PriceListFormat, type PriceListParse, type PriceListRefusal } from '@shared/catalog/import';

/** Progress is posted at most every this many bytes: a 1 GB file sends about a thousand messages. */
const PROGRESS_STEP = 1024 * 1024;

async function* chunks(file: Blob): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * The file read, or refused with its reason as data: an error crossing to the page keeps only its
 * message (structured clone), so a refusal is returned, not thrown. Anything else still throws.
 */
export type PriceListWorkerResult = { ok: true; parsed: PriceListParse } | { ok: false; message: string; refusal: PriceListRefusal };

export interface PriceListWorkerApi {
  read(file: File, format: PriceListFormat | 'auto', provider: string, onProgress: (bytesRead: number) => void): Promise<PriceListWorkerResult>;
}

const api: PriceListWorkerApi = {
  async read(file, format, provider, onProgress) {
    let reported = 0;
    try {
      const parsed = await readPriceList(chunks(file), {
        format,
        provider,
        onProgress: ({ bytesRead }) => {
          if (bytesRead - reported < PROGRESS_STEP) return;
          reported = bytesRead;
          onProgress(bytesRead);
        },
      });
      return { ok: true, parsed };
    } catch (error) {
      if (error instanceof PriceListError) return { ok: false, message: error.message, refusal: error.refusal };
      throw error;
    }
  },
};

expose(api);
