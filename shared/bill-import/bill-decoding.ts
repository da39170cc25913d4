import { BillFileError } from './bill-types';

// TextDecoder exists in every runtime Headroom runs in (Node with full ICU, Electron, browsers,
// workers); shared/ compiles without DOM or Node types, so its shape is declared here.
declare const TextDecoder: new (label: string, options?: { fatal?: boolean }) => {
  decode(bytes?: Uint8Array, options?: { stream: boolean }): string;
};

export type BillEncoding = 'utf-8' | 'gb18030';

/**
 * The encoding of a bill from its first bytes: UTF-8 when they read as UTF-8, else GB18030
 * (the superset of GBK), which Chinese spreadsheet programs save CSV in. UTF-16 is refused by name.
 */
export function billEncoding(head: Uint8Array): BillEncoding {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    throw new BillFileError('utf16', null, 'the file is UTF-16; save it as UTF-8 (or GBK) CSV and import it again');
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

/** Decodes a bill's bytes chunk by chunk in its encoding (a character split across chunks is kept whole). */
export function billDecoder(encoding: BillEncoding): { decode(bytes: Uint8Array): string; end(): string } {
  const decoder = new TextDecoder(encoding);
  return { decode: (bytes) => decoder.decode(bytes, { stream: true }), end: () => decoder.decode() };
}
