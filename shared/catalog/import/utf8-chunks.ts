import { chunkDecoder, csvEncoding, isUtf16, NOT_TEXT_ENGLISH } from '@shared/csv/text-encoding';
import { PriceListError } from './price-list-types';

export { isUtf16 };

// TextDecoder exists in every runtime Headroom runs in (Node, Electron, browsers, workers);
// shared/ compiles without DOM or Node types, so its shape is declared here (as file-bytes.ts does).
declare const TextDecoder: new (label: 'utf-8') => { decode(bytes?: Uint8Array, options?: { stream: boolean }): string };

/** A few bytes as text, for sniffing a file's format (a character cut at the end is replaced). */
export function utf8Head(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * Decodes a price list's bytes chunk by chunk: UTF-8, or GB18030 (GBK) when the first chunk is
 * not UTF-8, as the bill import reads it (a GBK file read as UTF-8 turned provider names into
 * U+FFFD). A character split across chunks is kept whole; a UTF-8 byte-order mark is dropped.
 * UTF-16 is refused by name: read as UTF-8 it would be garbage whose every row is "wrong".
 */
export function utf8Decoder(): { decode(bytes: Uint8Array): string; end(): string } {
  let decoder: ReturnType<typeof chunkDecoder> | null = null;
  return {
    decode(bytes) {
      if (decoder === null) {
        if (bytes.length === 0) return '';
        if (isUtf16(bytes)) throw new PriceListError('the file is UTF-16; save it as UTF-8 and import it again', { code: 'utf16', values: {} }, 1);
        decoder = chunkDecoder(csvEncoding(bytes.subarray(0, 64 * 1024)), () => new PriceListError(NOT_TEXT_ENGLISH, { code: 'notText', values: {} }));
      }
      return decoder.decode(bytes);
    },
    end: () => decoder?.end() ?? '',
  };
}
