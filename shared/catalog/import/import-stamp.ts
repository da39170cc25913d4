import type { PriceStamp } from './offer-from-import';
import type { PriceListFormat, PriceListParse } from './price-list-types';

/** The last part of a path, cut to a readable length. */
export function fileNameOf(path: string): string {
  return (path.split(/[\\/]/).pop() ?? path).slice(0, 120);
}

/** How sure a format's prices are: the provider's own file is sourced, a catalog that copies it secondary, a quote the planner's. */
export const STATUS_OF_FORMAT: Readonly<Record<PriceListFormat, PriceStamp['status']>> = {
  aws: 'sourced',
  skypilot: 'secondary',
  csv: 'user',
};

/** The source text a price gets when the planner gives none: the format and the file. */
export function defaultSource(parsed: PriceListParse, fileName: string): string {
  const file = fileNameOf(fileName);
  if (parsed.format === 'aws') return `AWS Price List offer file, ${parsed.fileLabel ?? 'AmazonEC2'} (${file})`;
  if (parsed.format === 'skypilot') return `SkyPilot catalog vms.csv (${file})`;
  return `Quote (${file})`;
}

/**
 * Why the import cannot go ahead as asked, currency-wise: the file's prices are in another
 * currency than the scenario's and no rate was given. Null when fine.
 */
export function currencyProblem(parsed: PriceListParse, scenarioCurrency: string, rate: number | undefined): string | null {
  if (rate !== undefined || parsed.currency === undefined || parsed.currency === scenarioCurrency) return null;
  return `the file's prices are in ${parsed.currency}, the scenario's in ${scenarioCurrency}: give the rate (${scenarioCurrency} per ${parsed.currency})`;
}
