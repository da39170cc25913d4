// TextDecoder exists in every runtime Headroom runs in (Node with full ICU, Electron, browsers,
// workers); shared/ compiles without DOM or Node types, so its shape is declared here.
declare const TextDecoder: new (label: string, options?: { fatal?: boolean }) => {
  decode(bytes?: Uint8Array, options?: { stream: boolean }): string;
};

/** The encodings a CSV file is read in: UTF-8, or GB18030 (the superset of GBK). */
export type CsvEncoding = 'utf-8' | 'gb18030';

export function isUtf16(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/**
 * The encoding of a CSV file from its first bytes: UTF-8 when they read as UTF-8, else GB18030,
 * which Chinese spreadsheet programs (Excel, WPS) save CSV in. The caller refuses UTF-16 by name.
 */
export function csvEncoding(head: Uint8Array): CsvEncoding {
  // A character cut at the end of the head is not an error: drop up to 3 trailing bytes.
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return 'utf-8';
    } catch {
      // try a shorter head, then GB18030
    }
  }
  return 'gb18030';
}

/** The English refusal of bytes that are text in neither encoding. */
export const NOT_TEXT_ENGLISH = 'the file is neither UTF-8 nor GBK text (binary data?); save it as a CSV and import it again';

/**
 * Decodes bytes chunk by chunk in an encoding (a character split across chunks is kept whole).
 * Node's GB18030 decoder throws on some byte runs instead of replacing them (a fuzz test found
 * it): such bytes are not a text file, and `notText` gives the caller's refusal for them.
 */
export function chunkDecoder(encoding: CsvEncoding, notText: () => Error = () => new Error(NOT_TEXT_ENGLISH)): { decode(bytes: Uint8Array): string; end(): string } {
  const decoder = new TextDecoder(encoding);
  const guarded = (read: () => string): string => {
    try {
      return read();
    } catch {
      throw notText();
    }
  };
  return { decode: (bytes) => guarded(() => decoder.decode(bytes, { stream: true })), end: () => guarded(() => decoder.decode()) };
}
