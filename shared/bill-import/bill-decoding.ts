import { chunkDecoder, csvEncoding, isUtf16, NOT_TEXT_ENGLISH, type CsvEncoding } from '@shared/csv/text-encoding';
import { BillFileError } from './bill-types';

export type BillEncoding = CsvEncoding;

/**
 * The encoding of a bill from its first bytes: UTF-8 when they read as UTF-8, else GB18030
 * (the superset of GBK), which Chinese spreadsheet programs save CSV in. UTF-16 is refused by name.
 */
export function billEncoding(head: Uint8Array): BillEncoding {
  if (isUtf16(head)) throw new BillFileError('utf16', null, 'the file is UTF-16; save it as UTF-8 (or GBK) CSV and import it again');
  return csvEncoding(head);
}

/** Decodes a bill's bytes chunk by chunk in its encoding (a character split across chunks is kept whole). */
export const billDecoder = (encoding: BillEncoding) => chunkDecoder(encoding, () => new BillFileError('notText', null, NOT_TEXT_ENGLISH));
