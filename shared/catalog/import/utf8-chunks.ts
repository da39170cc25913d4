import { PriceListError } from './price-list-types';

// TextDecoder exists in every runtime Headroom runs in (Node, Electron, browsers, workers);
// shared/ compiles without DOM or Node types, so its shape is declared here (as file-bytes.ts does).
declare const TextDecoder: new (label: 'utf-8') => { decode(bytes?: Uint8Array, options?: { stream: boolean }): string };

/** A few bytes as text, for sniffing a file's format (a character cut at the end is replaced). */
export function utf8Head(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * Decodes a file's bytes chunk by chunk as UTF-8 (a character split across chunks is kept
 * whole; a UTF-8 byte-order mark is dropped). UTF-16 is refused by name: read as UTF-8 it
 * would be garbage whose every row is "wrong".
 */
export function utf8Decoder(): { decode(bytes: Uint8Array): string; end(): string } {
  const decoder = new TextDecoder('utf-8');
  let first = true;
  return {
    decode(bytes) {
      if (first && bytes.length > 0) {
        first = false;
        if (isUtf16(bytes)) throw new PriceListError('the file is UTF-16; save it as UTF-8 and import it again', 1);
      }
      return decoder.decode(bytes, { stream: true });
    },
    end: () => decoder.decode(),
  };
}

export function isUtf16(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}
