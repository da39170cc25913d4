/**
 * Feeds a picked file (a Blob) to a streaming parser piece by piece, so a file of millions of
 * rows is never held whole as text: `chunkBytes` at a time, decoded as a UTF-8 stream (a
 * character split between pieces stays whole). Reports the share read after each piece.
 */
export async function feedBlob(blob: Blob, chunkBytes: number, feed: (text: string) => void, onProgress: (share: number) => void): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  for (let start = 0; start < blob.size; start += chunkBytes) {
    const bytes = await blob.slice(start, start + chunkBytes).arrayBuffer();
    feed(decoder.decode(bytes, { stream: true }));
    onProgress(Math.min(1, (start + chunkBytes) / blob.size));
  }
  feed(decoder.decode());
}
