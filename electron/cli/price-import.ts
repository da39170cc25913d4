import {
  currencyProblem,
  defaultSource,
  PriceListError,
  previewImport,
  previewText,
  providerFromFileName,
  readPriceList,
  STATUS_OF_FORMAT,
  type PriceListParse,
} from '@shared/catalog/import';
import { cutText, formatIssues, isolateText, parseScenarioText, type Scenario } from '@shared/scenario';
import type { OutIo } from './out-folder';
import type { PriceImportOptions } from './price-import-args';

/** A price-list import the input does not allow: exit status 2 with this message. */
export class PriceImportError extends Error {}

/** What the import needs from the outside world: the command's IO and the price file as a stream of bytes. */
export interface PriceImportIo extends Pick<OutIo, 'inspect' | 'writeFile'> {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(file: string): Promise<string>;
  readChunks(file: string): AsyncIterable<Uint8Array>;
  /** Today, YYYY-MM-DD: the prices' date when neither the file nor --as-of gives one. */
  today(): string;
}

async function readPrices(options: PriceImportOptions, io: PriceImportIo): Promise<PriceListParse> {
  try {
    return await readPriceList(io.readChunks(options.priceFile), {
      format: options.format,
      provider: options.provider || providerFromFileName(options.priceFile),
    });
  } catch (error) {
    if (error instanceof PriceListError) throw new PriceImportError(`${cutText(options.priceFile)}: ${error.message}`);
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string') throw new PriceImportError(`cannot read ${cutText(options.priceFile)}: ${code === 'ENOENT' ? 'no such file' : code}`);
    throw error;
  }
}

/**
 * `--import-prices`: price list -> preview of the catalog's changes (stdout) and rejected rows
 * (stderr, with their lines); with --write, the scenario with the new catalog. Nothing is
 * written when anything is wrong.
 */
export async function runPriceImport(options: PriceImportOptions, io: PriceImportIo): Promise<void> {
  let text: string;
  try {
    text = await io.readFile(options.scenarioPath);
  } catch (error) {
    throw new PriceImportError(`cannot read ${cutText(options.scenarioPath)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const loaded = parseScenarioText(text);
  if (!loaded.ok) throw new PriceImportError(`${options.scenarioPath} is not a valid Headroom scenario:\n${formatIssues(loaded.issues)}`);
  const scenario: Scenario = loaded.scenario;

  const parsed = await readPrices(options, io);
  for (const row of parsed.rejected) io.stderr(`${cutText(options.priceFile)}: line ${row.line}: ${isolateText(row.reason)}\n`);
  if (parsed.rejectedCount > parsed.rejected.length) io.stderr(`... and ${parsed.rejectedCount - parsed.rejected.length} more rejected rows\n`);

  const currency = currencyProblem(parsed, scenario.currency, options.rate);
  if (currency) throw new PriceImportError(`${currency} with --rate`);
  const preview = previewImport(scenario.catalog, parsed, {
    asOf: options.asOf ?? parsed.fileDate ?? io.today(),
    source: options.source ?? defaultSource(parsed, options.priceFile),
    status: STATUS_OF_FORMAT[parsed.format],
    rate: options.rate ?? 1,
    regions: options.regions,
  });
  io.stdout(options.json ? `${JSON.stringify({ ...preview, catalog: undefined, rejected: parsed.rejected, rejectedCount: parsed.rejectedCount }, null, 2)}\n` : previewText(preview, parsed));

  if (preview.problems.length > 0) throw new PriceImportError(`nothing written: ${preview.problems.join('; ')}`);
  if (parsed.rejectedCount > 0 && !options.allowRejected)
    throw new PriceImportError(`${parsed.rejectedCount === 1 ? '1 row was' : `${parsed.rejectedCount.toLocaleString('en-US')} rows were`} rejected (see above); fix them, or add --allow-rejected to import the rest`);
  if (options.writePath === undefined) return;

  const updated = JSON.stringify({ ...scenario, catalog: preview.catalog }, null, 2);
  const check = parseScenarioText(updated);
  if (!check.ok) throw new PriceImportError(`nothing written: the updated scenario would not be valid:\n${formatIssues(check.issues)}`);
  const kind = await io.inspect(options.writePath);
  if (kind === 'symlink' || kind === 'folder' || kind === 'other')
    throw new PriceImportError(`${cutText(options.writePath)} is a ${kind === 'symlink' ? 'symbolic link' : kind === 'folder' ? 'folder' : 'special file'}: nothing written`);
  if (kind === 'file' && !options.force) throw new PriceImportError(`${cutText(options.writePath)} exists: add --force to replace it`);
  await io.writeFile(options.writePath, `${updated}\n`, { overwrite: options.force });
  io.stderr(`Wrote ${options.writePath}: ${preview.newOffers.length} new offers, ${preview.changes.length} price changes\n`);
}
