/**
 * (c) of `npm run bench`: how long the imports take on files of realistic size, the way the
 * app's workers and the command line read them (text fed in 1 MiB pieces).
 * - The Azure LLM request log in ../shared/data/llm-requests (one hour of a chat service):
 *   read, binned to the scenario's resolution, burstiness and size mix, growth fit.
 * - A generated Cost and Usage Report of about 1 million rows (a month of hourly rows for
 *   1,400 instances): read and summed for the back-test, with its size in MB and the rate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BillReader } from '@shared/bill-import';
import { importTrafficText } from '@shared/traffic-import';

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

function requestLog(): void {
  const file = join(process.cwd(), 'tests', 'fixtures', 'llm-requests', 'AzureLLMInferenceTrace_conv.csv');
  const text = readFileSync(file, 'utf8');
  const t0 = performance.now();
  const result = importTrafficText(text, { utcOffsetMinutes: 0, slotsPerDay: 96, valueMeaning: 'rate' });
  const ms = performance.now() - t0;
  console.log(
    `    Azure LLM request log  ${fmt(result.lines)} lines, ${fmt(text.length / 1e6, 1)} MB   ${fmt(ms / 1000, 3)} s   (${fmt(result.lines / (ms / 1000))} rows/s; ${result.rejectedCount} rejected)`,
  );
}

/** A CUR's rows, generated piece by piece so the benchmark never holds the file either. */
function* curPieces(rows: number): Generator<string> {
  yield 'identity/LineItemId,lineItem/LineItemType,lineItem/UsageStartDate,lineItem/ProductCode,lineItem/UsageType,lineItem/UsageAmount,lineItem/CurrencyCode,lineItem/UnblendedCost,product/instanceType,product/regionCode,pricing/term,reservation/EffectiveCost\n';
  const types = ['p4d.24xlarge', 'p5.48xlarge', 'g5.12xlarge', 'g6e.xlarge', 'g5.xlarge', 'p4de.24xlarge', 'g6.12xlarge'];
  let piece: string[] = [];
  for (let i = 0; i < rows; i++) {
    const hour = i % 720;
    const day = String(1 + Math.floor(hour / 24)).padStart(2, '0');
    const type = types[i % types.length]!;
    const kind = i % 5;
    const line =
      kind === 0
        ? `li-${i},DiscountedUsage,2026-07-${day}T${String(hour % 24).padStart(2, '0')}:00:00Z,AmazonEC2,HeavyUsage:${type},1,USD,0,${type},us-east-1,Reserved,19.22`
        : kind === 1
          ? `li-${i},Usage,2026-07-${day}T${String(hour % 24).padStart(2, '0')}:00:00Z,AmazonEC2,SpotUsage:${type},1,USD,9.83,${type},us-east-1,,`
          : `li-${i},Usage,2026-07-${day}T${String(hour % 24).padStart(2, '0')}:00:00Z,AmazonEC2,BoxUsage:${type},1,USD,32.7726,${type},us-east-1,OnDemand,`;
    piece.push(line);
    if (piece.length === 10_000) {
      yield `${piece.join('\n')}\n`;
      piece = [];
    }
  }
  if (piece.length > 0) yield `${piece.join('\n')}\n`;
}

function costAndUsageReport(): void {
  const rows = 1_000_000;
  const reader = new BillReader({ format: 'auto' });
  let chars = 0;
  const t0 = performance.now();
  for (const piece of curPieces(rows)) {
    chars += piece.length;
    reader.feed(piece);
  }
  const bill = reader.finish();
  const ms = performance.now() - t0;
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  console.log(
    `    Cost and Usage Report  ${fmt(bill.rowsRead)} rows, ${fmt(chars / 1e6, 0)} MB   ${fmt(ms / 1000, 3)} s   (${fmt(chars / 1e6 / (ms / 1000), 0)} MB/s; ${bill.groups.length} groups kept; heap ${fmt(heapMb)} MB)`,
  );
}

export function imports(): void {
  console.log('(c) imports, text in pieces as the app and the command line read it');
  requestLog();
  costAndUsageReport();
}
