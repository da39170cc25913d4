import { parseArgs } from 'node:util';
import { PRICE_LIST_FORMATS, type PriceListFormat } from '@shared/catalog/import';
import { cutMessage, cutText } from '@shared/scenario';

/** `--import-prices FILE`: update a scenario's catalog from a provider's price list. */
export interface PriceImportOptions {
  scenarioPath: string;
  priceFile: string;
  format: PriceListFormat | 'auto';
  provider: string;
  regions: string[];
  asOf: string | undefined;
  source: string | undefined;
  /** Units of the scenario's currency per unit of the file's. */
  rate: number | undefined;
  /** Where to write the updated scenario; absent: print the preview only. */
  writePath: string | undefined;
  force: boolean;
  allowRejected: boolean;
  json: boolean;
}

export const PRICE_IMPORT_USAGE = `Usage: npm run simulate -- <scenario.headroom.json> --import-prices FILE [options]

Reads a provider's price list (streamed; never loaded whole) and prints what it would change in
the scenario's catalog: new offers, prices old -> new, GPUs it adds, and every rejected row with
its line and reason. Nothing is written without --write.

Options:
  --import-prices FILE  SkyPilot catalog CSV (vms.csv), AWS Price List offer file for EC2
                        (index.json), or a generic quote CSV (see the README)
  --price-format F      auto (default: from the file's first bytes) | skypilot | aws | csv
  --provider NAME       provider of a SkyPilot or quote file's offers (default: from the file
                        name, e.g. "aws" -> AWS; an AWS offer file is always AWS)
  --region R            keep only offers in region R; repeat for several (default: all)
  --as-of YYYY-MM-DD    date of the prices (default: the file's own, else today)
  --source TEXT         where the prices come from (default: the format and file name)
  --rate N              units of the scenario's currency per unit of the file's (needed when
                        they differ, e.g. --rate 7.2 for USD prices in a CNY scenario)
  --write OUT           write the updated scenario to OUT (refused if OUT exists, unless --force)
  --force               with --write: replace OUT
  --allow-rejected      with --write: write even though some rows were rejected
  --format json         print the preview as JSON instead of text

Exit status: 0 ok, 2 invalid input (a file that cannot be read, rejected rows without
--allow-rejected, a result the scenario format refuses), 1 internal error.
`;

export function wantsPriceImport(argv: readonly string[]): boolean {
  return argv.some((a) => a === '--import-prices' || a.startsWith('--import-prices='));
}

export type ParsedPriceImport = { kind: 'help' } | { kind: 'run'; options: PriceImportOptions } | { kind: 'error'; message: string };

export function parsePriceImportArgs(argv: readonly string[]): ParsedPriceImport {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        'import-prices': { type: 'string' },
        'price-format': { type: 'string' },
        provider: { type: 'string' },
        region: { type: 'string', multiple: true },
        'as-of': { type: 'string' },
        source: { type: 'string' },
        rate: { type: 'string' },
        write: { type: 'string' },
        force: { type: 'boolean' },
        'allow-rejected': { type: 'boolean' },
        format: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'error', message: cutMessage(error instanceof Error ? error.message : String(error)) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length !== 1) return { kind: 'error', message: 'name one scenario file whose catalog the prices go into' };
  const priceFile = values['import-prices'] ?? '';
  if (priceFile.trim() === '') return { kind: 'error', message: '--import-prices needs a file' };
  const format = (values['price-format'] ?? 'auto') as PriceListFormat | 'auto';
  if (format !== 'auto' && !PRICE_LIST_FORMATS.includes(format))
    return { kind: 'error', message: `--price-format must be auto, ${PRICE_LIST_FORMATS.join(', ')}, not "${cutText(format)}"` };
  const asOf = values['as-of'];
  if (asOf !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))))
    return { kind: 'error', message: `--as-of must be a date YYYY-MM-DD, not "${cutText(asOf)}"` };
  let rate: number | undefined;
  if (values.rate !== undefined) {
    rate = Number(values.rate);
    if (!/^\d+(\.\d+)?$/.test(values.rate.trim()) || !(rate > 0) || rate > 1_000_000)
      return { kind: 'error', message: `--rate must be a positive number, not "${cutText(values.rate)}"` };
  }
  if (values.format !== undefined && values.format !== 'json' && values.format !== 'table')
    return { kind: 'error', message: `with --import-prices, --format is table or json, not "${cutText(values.format)}"` };
  if (values.write !== undefined && values.write.trim() === '') return { kind: 'error', message: '--write needs a file' };
  if (values.force === true && values.write === undefined) return { kind: 'error', message: '--force goes with --write' };
  if (values.source !== undefined && (values.source.trim() === '' || values.source.length > 400))
    return { kind: 'error', message: '--source must be 1 to 400 characters' };
  return {
    kind: 'run',
    options: {
      scenarioPath: positionals[0]!,
      priceFile,
      format,
      provider: (values.provider ?? '').trim().slice(0, 120),
      regions: (values.region ?? []).map((r) => r.trim()).filter((r) => r !== ''),
      asOf,
      source: values.source?.trim(),
      rate,
      writePath: values.write,
      force: values.force === true,
      allowRejected: values['allow-rejected'] === true,
      json: values.format === 'json',
    },
  };
}
