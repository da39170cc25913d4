import { readPriceList, type PriceListFormat } from '@shared/catalog/import';

const encoder = new TextEncoder();

/** The file's bytes cut into pieces of `size` bytes: a reader must not care where cuts fall. */
export function chunksOf(content: string | Uint8Array, size: number): Uint8Array[] {
  const bytes = typeof content === 'string' ? encoder.encode(content) : content;
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

export function read(content: string | Uint8Array, { format = 'auto', provider = 'AWS', chunk = 4096 }: { format?: PriceListFormat | 'auto'; provider?: string; chunk?: number } = {}) {
  return readPriceList(chunksOf(content, chunk), { format, provider });
}
