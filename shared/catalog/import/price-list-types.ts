import { priceRejectEnglish, type PriceReject } from './price-reject';
/**
 * What a price-list file yields once read, whatever its format: one entry per offer the file
 * prices (instance type in a region), the rows it refused with their line and reason, and
 * counts for the preview. Pure data, so the worker can post it to the page as it is.
 */

export type PriceListFormat = 'skypilot' | 'aws' | 'csv';
export const PRICE_LIST_FORMATS: readonly PriceListFormat[] = ['skypilot', 'aws', 'csv'];

/** A reserved price as a file states it: the term, and each way of paying it the file lists. */
export interface ImportedReserved {
  termMonths: number;
  /** Effective currency per instance-hour over the term (upfront spread evenly plus hourly). */
  perHour: number;
  /** Share of the term's total paid when it starts. */
  upfrontShare: number;
  payments?: {
    option: 'allUpfront' | 'partialUpfront' | 'noUpfront';
    upfront: number;
    perHour: number;
  }[];
}

export interface ImportedOffer {
  provider: string;
  instanceType: string;
  /** The provider's region code (us-east-1); empty when the file names none. */
  region: string;
  /** The accelerator as the file names it (A100, H100, A10G, ...). */
  acceleratorName: string;
  gpusPerInstance: number;
  /** Memory of one GPU, when the file says it. */
  gpuMemoryGb?: number;
  vcpus: number;
  ramGb: number;
  /** Network bandwidth when the file says it (AWS: networkPerformance). */
  networkGbps?: number;
  bareMetalInstance: boolean;
  onDemandPerHour?: number;
  spotPerHour?: number;
  reserved: ImportedReserved[];
  bareMetalPerServerMonth?: number;
  /** The first line of the file this offer was read from, for the preview. */
  line: number;
}

/** A row the import refused: where it is (1-based line of the file) and why, in English and as data. */
export interface RejectedRow extends PriceReject {
  line: number;
  reason: string;
}

/** The most rejected rows kept with their reasons; past it only their number grows. */
export const MAX_REJECTED_KEPT = 1000;

export interface PriceListParse {
  format: PriceListFormat;
  offers: ImportedOffer[];
  rejected: RejectedRow[];
  /** Every rejected row, also those past MAX_REJECTED_KEPT. */
  rejectedCount: number;
  /** Rows read (data rows of a CSV; products of an AWS file). */
  rowsRead: number;
  /** Rows left out on purpose: no GPU, another operating system, tenancy or licence. */
  skipped: number;
  /** The file's own date when it has one (the AWS offer file's publicationDate). */
  fileDate?: string;
  /** The file's own description of itself (AWS: offer code and version). */
  fileLabel?: string;
  /** The currency the file's prices are in (USD for SkyPilot and AWS; a CSV may say). */
  currency?: string;
}

/** Why a whole price list was refused, worded by the caller (English on the command line, the app's language). */
export type PriceListRefusalCode =
  | 'empty'
  | 'noHeader'
  | 'missingColumns'
  | 'tooLarge'
  | 'fileTooLarge'
  | 'utf16'
  | 'notText'
  | 'notJson'
  | 'cutShort'
  | 'tooDeep'
  | 'entryTooLarge'
  | 'productsAfterTerms'
  | 'notAws';

/**
 * A refusal as data: its code and the values its sentence needs (text only: numbers come
 * formatted). `noHeader` and `missingColumns` give the `format` (a PriceListFormat);
 * `missingColumns` the `missing` columns and those the header `has`; `notJson` the JSON reader's
 * own `message`; the others their `line`, `limit`, `size` or `depth`.
 */
export interface PriceListRefusal {
  code: PriceListRefusalCode;
  values: Readonly<Record<string, string>>;
}

/** A whole file that cannot be read at all (wrong columns, not JSON, too large). */
export class PriceListError extends Error {
  constructor(
    message: string,
    /** The same reason as data, for the app to word in the screen's language. */
    readonly refusal: PriceListRefusal,
    /** The line the problem is on, when there is one. */
    readonly line?: number,
  ) {
    super(message);
    this.name = 'PriceListError';
  }
}

/** Fed the file's bytes chunk by chunk (any split, UTF-8), then ended once. */
export interface PriceListParser {
  push(bytes: Uint8Array): void;
  end(): PriceListParse;
}

/** Collects rejected rows, keeping the first MAX_REJECTED_KEPT with their reasons. */
export class RejectedRows {
  readonly kept: RejectedRow[] = [];
  count = 0;
  add(line: number, reason: PriceReject): void {
    this.count++;
    if (this.kept.length < MAX_REJECTED_KEPT)
      this.kept.push({ line, reason: priceRejectEnglish(reason), ...reason });
  }
}
