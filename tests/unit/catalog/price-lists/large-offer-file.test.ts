import { describe, expect, it } from 'vitest';
import { readPriceList } from '@shared/catalog/import';
import { awsOfferFile } from './generate';

/**
 * A large AWS offer file is read as a stream: the generator writes it piece by piece (mostly
 * CPU products, as the real file is) and nothing holds it whole, so memory stays far below the
 * file's size. `npx tsx tests/unit/catalog/price-lists/generate.ts --out DIR --large-mb 1024` writes a
 * 1 GB one to try the command line or the app with.
 */
const SIZE = 48 * 1024 * 1024;

async function* pieces(): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const piece of awsOfferFile({ padToBytes: SIZE })) yield encoder.encode(piece);
}

describe('a large AWS offer file', () => {
  it('streams through in bounded memory and still finds every GPU offer', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let bytes = 0;
    const parsed = await readPriceList(pieces(), {
      format: 'auto',
      provider: '',
      onProgress: (p) => {
        bytes = p.bytesRead;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      },
    });
    expect(bytes).toBeGreaterThan(SIZE);
    expect(parsed.offers).toHaveLength(90);
    expect(parsed.rowsRead).toBeGreaterThan(40_000);
    expect(peak - before).toBeLessThan(SIZE);
  }, 120_000);
});
