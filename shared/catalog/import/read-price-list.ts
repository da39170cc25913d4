import { awsOfferFileParser } from './aws-offer-file';
import { genericCsvParser } from './generic-csv';
import { PriceListError, type PriceListFormat, type PriceListParse, type PriceListParser } from './price-list-types';
import { skyPilotParser } from './skypilot-csv';
import { utf8Head } from './utf8-chunks';

/**
 * The size limits of each format (bytes): a price list is read as a stream, so the limit is
 * about time, not memory. A region's EC2 offer file is a few hundred megabytes, the global one
 * several gigabytes (import a region's file instead); a SkyPilot vms.csv is a few megabytes.
 */
export const MAX_PRICE_LIST_BYTES: Readonly<Record<PriceListFormat, number>> = {
  skypilot: 1024 ** 3,
  csv: 1024 ** 3,
  aws: 4 * 1024 ** 3,
};

/** The format a file's first bytes say it is: JSON is an AWS offer file; SkyPilot by its header. */
export function detectPriceListFormat(head: Uint8Array): PriceListFormat {
  const text = utf8Head(head.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('{')) return 'aws';
  const header = (text.split(/\r?\n/)[0] ?? '').toLowerCase();
  return header.includes('instancetype') && header.includes('acceleratorname') ? 'skypilot' : 'csv';
}

/** The provider a file's name suggests ("catalogs/v7/aws/vms.csv", "gcp-vms.csv"), else "". */
export function providerFromFileName(name: string): string {
  const n = name.toLowerCase();
  const known: [RegExp, string][] = [
    [/\baws\b|amazon|ec2/, 'AWS'],
    [/\bgcp\b|google/, 'Google Cloud'],
    [/azure/, 'Azure'],
    [/lambda/, 'Lambda'],
    [/runpod/, 'RunPod'],
    [/nebius/, 'Nebius'],
    [/\boci\b|oracle/, 'OCI'],
  ];
  return known.find(([pattern]) => pattern.test(n.replace(/[_./\\-]/g, ' ')))?.[1] ?? '';
}

export function priceListParser(format: PriceListFormat, provider: string): PriceListParser {
  if (format === 'aws') return awsOfferFileParser();
  if (format === 'skypilot') return skyPilotParser(provider || 'Imported');
  return genericCsvParser(provider || 'Imported');
}

export interface ReadProgress {
  bytesRead: number;
}

/**
 * Reads a price list from its chunks (a File's stream in the worker, a read stream on the
 * command line, arrays in tests). `format` 'auto' looks at the first chunk. Throws
 * PriceListError for a file that cannot be read at all; rejected rows are in the result.
 */
export async function readPriceList(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: { format: PriceListFormat | 'auto'; provider: string; totalBytes?: number; onProgress?: (p: ReadProgress) => void },
): Promise<PriceListParse> {
  let parser: PriceListParser | null = null;
  let bytesRead = 0;
  let format: PriceListFormat | null = options.format === 'auto' ? null : options.format;
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    format ??= detectPriceListFormat(chunk);
    parser ??= priceListParser(format, options.provider);
    bytesRead += chunk.length;
    if (bytesRead > MAX_PRICE_LIST_BYTES[format])
      throw new PriceListError(`the file is larger than ${MAX_PRICE_LIST_BYTES[format] / 1024 ** 3} GB, the limit for this format`, {
        code: 'tooLarge',
        values: { limit: String(MAX_PRICE_LIST_BYTES[format] / 1024 ** 3) },
      });
    parser.push(chunk);
    options.onProgress?.({ bytesRead });
  }
  if (!parser) throw new PriceListError('the file is empty', { code: 'empty', values: {} });
  return parser.end();
}
