import { billDecoder, billEncoding, BillFileError, BillReader, MAX_BILL_BYTES, type BillImport } from '@shared/bill-import';

const CHUNK_BYTES = 1 << 20;

/**
 * Reads a picked bill (a Blob) 1 MiB at a time into the bill reader, so a 1 GB Cost and Usage
 * Report is never held whole: only its sums are. The encoding (UTF-8 or GBK) is read from the
 * first piece. Reports the share read after each piece.
 */
export async function readBillBlob(blob: Blob, onProgress: (share: number) => void): Promise<BillImport> {
  if (blob.size > MAX_BILL_BYTES) throw new BillFileError('tooLarge', null, `the file is larger than ${MAX_BILL_BYTES / 1024 ** 3} GB`);
  if (blob.size === 0) throw new BillFileError('empty', null, 'the file is empty');
  const reader = new BillReader({ format: 'auto' });
  let decoder: ReturnType<typeof billDecoder> | null = null;
  for (let start = 0; start < blob.size; start += CHUNK_BYTES) {
    const bytes = new Uint8Array(await blob.slice(start, start + CHUNK_BYTES).arrayBuffer());
    decoder ??= billDecoder(billEncoding(bytes.subarray(0, 64 * 1024)));
    reader.feed(decoder.decode(bytes));
    onProgress(Math.min(1, (start + CHUNK_BYTES) / blob.size));
  }
  if (decoder) reader.feed(decoder.end());
  return reader.finish();
}
