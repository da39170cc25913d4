import { about, priceReject } from './price-reject';
import { Tokenizer, TokenParser, TokenType } from '@streamparser/json';
import {
  acceleratorOfInstanceType,
  readOnDemandTerms,
  readProduct,
  readReservedTerms,
  type AwsProduct,
  type Json,
} from './aws-products';
import type { ImportedOffer, PriceListParse, PriceListParser } from './price-list-types';
import { PriceListError, RejectedRows } from './price-list-types';
import { roundPrice } from './row-values';
import { MAX_IMPORTED_OFFERS } from './skypilot-csv';
import { isUtf16 } from './utf8-chunks';
import { jsonTooDeepEnglish, MAX_JSON_DEPTH } from '@shared/json/json-depth';

/**
 * The AWS Price List offer file for EC2, streamed: never parsed whole (a region's file is
 * hundreds of megabytes, the global one gigabytes). @streamparser/json hands over one product
 * and one SKU's terms at a time and forgets each once handed over, so memory holds the GPU
 * products and their prices, not the file:
 *
 *   { "offerCode": "AmazonEC2", "version": "...", "publicationDate": "2025-06-01T00:00:00Z",
 *     "products": { "<sku>": { "attributes": { "instanceType", "gpu", "regionCode", ... } } },
 *     "terms": { "OnDemand": { "<sku>": { ... } }, "Reserved": { "<sku>": { ... } } } }
 *
 * As AWS publishes it, products come before terms; a file with terms first is refused.
 */

/** The most bytes one product or one SKU's terms may take (real ones take a few kilobytes). */
export const MAX_JSON_ENTRY_BYTES = 16 * 1024 * 1024;

const PATHS = [
  '$.products.*',
  '$.terms.OnDemand.*',
  '$.terms.Reserved.*',
  '$.publicationDate',
  '$.offerCode',
  '$.version',
];

export function awsOfferFileParser(): PriceListParser {
  const rejected = new RejectedRows();
  const bySku = new Map<string, { product: AwsProduct; line: number; key: string }>();
  const offers = new Map<string, ImportedOffer>();
  let rowsRead = 0;
  let skipped = 0;
  let termsSeen = false;
  const header: { publicationDate?: string; offerCode?: string; version?: string } = {};

  // Where each value starts, as a line of the file: the line of its key, found by counting the
  // newlines read up to the key's offset. Only keys as deep as a SKU's terms are placed.
  let chunk: Uint8Array = new Uint8Array(0);
  let chunkStart = 0;
  let scanned = 0;
  let linesBefore = 1;
  let depth = 0;
  let lastString: number | null = null;
  const keyLines = [1, 1, 1, 1];
  let bytesSinceValue = 0;
  let failure: Error | null = null;

  function lineAt(offset: number): number {
    const until = Math.min(offset - chunkStart, chunk.length);
    for (let i = scanned; i < until; i++) if (chunk[i] === 0x0a) linesBefore++;
    scanned = Math.max(scanned, until);
    return linesBefore;
  }

  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: PATHS, keepStack: false });
  tokenizer.onToken = (token) => {
    // Once refused, nothing more reaches the parser: its stack stays as it was.
    if (failure) return;
    switch (token.token) {
      case TokenType.LEFT_BRACE:
      case TokenType.LEFT_BRACKET:
        // Checked as the file streams: the parser keeps a frame per level, so a file of `[`
        // grew past 4 GB before this limit.
        if (++depth > MAX_JSON_DEPTH) {
          const line = lineAt(token.offset);
          failure = new PriceListError(
            jsonTooDeepEnglish({ depth, line }),
            { code: 'tooDeep', values: { depth: String(depth), line: String(line), limit: String(MAX_JSON_DEPTH) } },
            line,
          );
          return;
        }
        break;
      case TokenType.RIGHT_BRACE:
      case TokenType.RIGHT_BRACKET:
        depth--;
        break;
      case TokenType.COLON:
        if (lastString !== null && depth < keyLines.length) keyLines[depth] = lineAt(lastString);
        break;
    }
    lastString = token.token === TokenType.STRING ? token.offset : null;
    parser.write(token);
  };
  tokenizer.onError = (error) => {
    failure ??= error;
  };
  parser.onError = (error) => {
    failure ??= error;
  };
  parser.onValue = ({ value, key, stack }) => {
    bytesSinceValue = 0;
    const section = stack.map((s) => s.key).join('.');
    const line = keyLines[Math.min(stack.length, keyLines.length - 1)]!;
    const json = value as Json;
    if (section === '') {
      if (
        typeof json === 'string' &&
        (key === 'publicationDate' || key === 'offerCode' || key === 'version')
      )
        header[key] = json;
    } else if (section === '.products') product(String(key), json, line);
    else if (section === '.terms.OnDemand') onDemand(String(key), json, line);
    else if (section === '.terms.Reserved') reserved(String(key), json, line);
  };

  function product(sku: string, value: Json, line: number): void {
    if (termsSeen)
      throw new PriceListError(
        'products come after terms: not an offer file as AWS publishes it',
        { code: 'productsAfterTerms', values: { line: String(line) } },
        line,
      );
    rowsRead++;
    const reading = readProduct(value);
    if (reading.kind === 'skip') return void skipped++;
    if (reading.kind === 'reject')
      return rejected.add(line, about(reading.reason, `product ${sku.slice(0, 40)}`));
    const p = reading.product;
    const key = `${p.instanceType}\u0000${p.region}`;
    // One product per instance type and region (other licences or capacity kinds were skipped).
    if (offers.has(key)) return void skipped++;
    if (offers.size >= MAX_IMPORTED_OFFERS)
      return rejected.add(
        line,
        priceReject('tooManyOffers', { max: MAX_IMPORTED_OFFERS.toLocaleString('en-US') }),
      );
    bySku.set(sku, { product: p, line, key });
    offers.set(key, {
      provider: 'AWS',
      instanceType: p.instanceType,
      region: p.region,
      acceleratorName: acceleratorOfInstanceType(p.instanceType),
      gpusPerInstance: p.gpus,
      ...(p.gpuMemoryGb !== undefined ? { gpuMemoryGb: p.gpuMemoryGb } : {}),
      vcpus: p.vcpus,
      ramGb: p.ramGb,
      ...(p.networkGbps !== undefined ? { networkGbps: p.networkGbps } : {}),
      bareMetalInstance: /\.metal/.test(p.instanceType),
      reserved: [],
      line,
    });
  }

  function onDemand(sku: string, value: Json, line: number): void {
    termsSeen = true;
    const known = bySku.get(sku);
    if (!known) return;
    const price = readOnDemandTerms(value);
    if (price === null) return;
    if ('reason' in price)
      return rejected.add(
        line,
        about(price.reason, `${known.product.instanceType} in ${known.product.region}`),
      );
    offers.get(known.key)!.onDemandPerHour = roundPrice(price.perHour);
  }

  function reserved(sku: string, value: Json, line: number): void {
    termsSeen = true;
    const known = bySku.get(sku);
    if (!known) return;
    const terms = readReservedTerms(value);
    if ('reason' in terms)
      return rejected.add(
        line,
        about(terms.reason, `${known.product.instanceType} in ${known.product.region}`),
      );
    offers.get(known.key)!.reserved = terms;
  }

  return {
    push(bytes) {
      if (failure) return;
      if (chunkStart === 0 && chunk.length === 0 && isUtf16(bytes))
        throw new PriceListError('the file is UTF-16; save it as UTF-8 and import it again', { code: 'utf16', values: {} }, 1);
      lineAt(Number.MAX_SAFE_INTEGER);
      chunkStart += chunk.length;
      chunk = bytes;
      scanned = 0;
      bytesSinceValue += bytes.length;
      tokenizer.write(bytes);
      if (failure) throw notJson(failure, linesBefore);
      if (bytesSinceValue > MAX_JSON_ENTRY_BYTES)
        throw new PriceListError(
          `an entry near line ${linesBefore} is larger than ${MAX_JSON_ENTRY_BYTES / 1024 / 1024} MB`,
          { code: 'entryTooLarge', values: { line: String(linesBefore), limit: String(MAX_JSON_ENTRY_BYTES / 1024 / 1024) } },
          linesBefore,
        );
    },
    end(): PriceListParse {
      if (!failure && !tokenizer.isEnded) {
        try {
          tokenizer.end();
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
      }
      if (failure) throw notJson(failure, lineAt(Number.MAX_SAFE_INTEGER));
      if (!parser.isEnded && (rowsRead > 0 || header.offerCode !== undefined))
        throw new PriceListError(
          `the file ends before the JSON does (cut short?) at line ${linesBefore}`,
          { code: 'cutShort', values: { line: String(linesBefore) } },
          linesBefore,
        );
      if (rowsRead === 0 && header.offerCode === undefined)
        throw new PriceListError(
          'not an AWS Price List offer file: no "products" and no "offerCode"',
          { code: 'notAws', values: {} },
        );
      const list = [...offers.values()].filter(
        (o) => o.onDemandPerHour !== undefined || o.reserved.length > 0,
      );
      skipped += offers.size - list.length;
      return {
        format: 'aws',
        offers: list,
        rejected: rejected.kept,
        rejectedCount: rejected.count,
        rowsRead,
        skipped,
        ...(header.publicationDate && /^\d{4}-\d{2}-\d{2}/.test(header.publicationDate)
          ? { fileDate: header.publicationDate.slice(0, 10) }
          : {}),
        fileLabel: [header.offerCode ?? 'AWS offer file', header.version]
          .filter(Boolean)
          .join(' version ')
          .slice(0, 120),
        currency: 'USD',
      };
    },
  };
}

function notJson(error: Error, line: number): PriceListError {
  if (error instanceof PriceListError) return error;
  const cutShort = /^Unexpected end|ended/i.test(error.message);
  const cut = cutShort ? 'the file ends before the JSON does (cut short?)' : error.message.slice(0, 160);
  return new PriceListError(
    `not valid JSON near line ${line}: ${cut}`,
    cutShort ? { code: 'cutShort', values: { line: String(line) } } : { code: 'notJson', values: { line: String(line), message: cut } },
    line,
  );
}
