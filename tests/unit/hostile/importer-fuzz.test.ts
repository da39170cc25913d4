/**
 * Standing fuzz tests, one per importer: files from each importer's own generators, truncated,
 * nested, spliced with random text and bytes, each read in full. The promise held: a refusal of
 * the importer's own kind (with a message of bounded length) or a result whose every rejected
 * row has a line in the file; never another exception, never past the memory bound.
 *
 * Cases per importer: HEADROOM_FUZZ_RUNS (default 1,000, 4,000 in all, about 10 s of CPU). For a longer
 * search: HEADROOM_FUZZ_RUNS=20000 npx vitest run tests/unit/hostile/importer-fuzz.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billDecoder, BillFileError, readBillText, type BillFormat } from '@shared/bill-import';
import { PriceListError, readPriceList } from '@shared/catalog/import';
import { importJobText, JobFileError } from '@shared/job-import';
import { importTrafficText, TrafficFileError } from '@shared/traffic-import';
import { generateBill } from '../bill-import/generate-bill';
import { awsOfferFile, skyPilotCsv, quoteCsv } from '../catalog/price-lists/generate';
import { chineseJobLogCsv, jobLogCsv, slurmJobLogCsv } from '../job-import/generate-job-log';
import { prometheusJson, rateHistoryCsv, requestLogCsv } from '../traffic-import/generate-traffic-files';

const RUNS = Math.max(1, Number(process.env.HEADROOM_FUZZ_RUNS ?? 1000) || 1000);
/** Longest refusal a screen or terminal is handed. */
const MAX_MESSAGE_CHARS = 1200;
/** Memory the test process may reach while fuzzing: far under the 1 GB an import may take. */
const MAX_HEAP_BYTES = 1024 * 1024 * 1024;

/** The first `lines` lines of a file: small enough that thousands of cases stay quick. */
const head = (text: string, lines: number) => text.split('\n').slice(0, lines).join('\n');

/** One change to a file's text: where, and what. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), text: fc.string({ unit: 'binary', maxLength: 40 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    text: fc.constantFrom('"', ',', '\n', '\r\n', '\u202e', '\ufeff', '1.7e308', '-1', 'NaN', '1e400', '0', '5e-324', '9999-99-99', '2026-07-01T25:00:00', '=1+1', ';', '\t', '\u0000'),
  }),
  fc.record({ kind: fc.constant('nest' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), depth: fc.integer({ min: 1, max: 3000 }), open: fc.constantFrom('[', '{"a":') }),
  fc.record({ kind: fc.constant('repeatLine' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), times: fc.integer({ min: 2, max: 200 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(text: string, changes: readonly Mutation[]): string {
  let out = text;
  for (const m of changes) {
    const at = Math.floor(m.at * out.length);
    if (m.kind === 'truncate') out = out.slice(0, at);
    else if (m.kind === 'insert') out = out.slice(0, at) + m.text + out.slice(at);
    else if (m.kind === 'nest') out = out.slice(0, at) + m.open.repeat(m.depth) + out.slice(at);
    else {
      const lines = out.split('\n');
      const i = Math.floor(m.at * lines.length);
      lines.splice(i, 0, ...new Array<string>(m.times).fill(lines[i] ?? ''));
      out = lines.join('\n');
    }
  }
  return out;
}

/** A file of the generators, changed by one to three mutations. */
const fileFrom = (bases: readonly string[]) =>
  fc.tuple(fc.constantFrom(...bases), fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([base, changes]) => mutate(base, changes));

function holdsPromise(read: () => { rejected: readonly { line: number }[] } | undefined, errorType: new (...args: never[]) => Error, lines: number): void {
  let result: { rejected: readonly { line: number }[] } | undefined;
  try {
    result = read();
  } catch (error) {
    if (!(error instanceof errorType)) throw error;
    expect(error.message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    return;
  }
  for (const r of result!.rejected) {
    expect(Number.isInteger(r.line)).toBe(true);
    expect(r.line).toBeGreaterThanOrEqual(1);
    expect(r.line).toBeLessThanOrEqual(lines + 1);
  }
}

/**
 * Lines as the readers and an editor count them: "\r\n", a lone "\r" (old Mac files) and "\n"
 * each end one. Counting "\n" alone put a row after a lone "\r" past the file's last line.
 */
const lineCount = (text: string) => text.split(/\r\n|\r|\n/).length;

/** The generator's Prometheus answer cut to its first `points` points a series, one point a line. */
function smallPrometheus(points: number): string {
  const doc = JSON.parse(prometheusJson(1)) as { data: { result: { values: unknown[] }[] } };
  for (const series of doc.data.result) series.values = series.values.slice(0, points);
  return JSON.stringify(doc, null, 1);
}

describe('standing fuzz tests: a row-numbered refusal or a right answer, never a crash', () => {
  it('traffic import (CSV history, request log, Prometheus JSON)', () => {
    const bases = [head(rateHistoryCsv({ days: 3, intervalMinutes: 60 }), 40), head(requestLogCsv(5, 2), 30), smallPrometheus(30)];
    fc.assert(
      fc.property(fileFrom(bases), fc.constantFrom('rate' as const, 'count' as const), (text, valueMeaning) =>
        // For a JSON file, "line" is the point's place in its series: bounded by the points there are.
        holdsPromise(() => importTrafficText(text, { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning }), TrafficFileError, Math.max(lineCount(text), text.length)),
      ),
      { numRuns: RUNS },
    );
  });

  it('job history import (English, Chinese and Slurm logs)', () => {
    const bases = [head(jobLogCsv({ weeks: 1 }), 80), head(chineseJobLogCsv({ weeks: 1 }), 80), head(slurmJobLogCsv({ weeks: 1 }), 80)];
    fc.assert(
      fc.property(fileFrom(bases), fc.constantFrom('training' as const, 'batch' as const), (text, kind) =>
        holdsPromise(() => importJobText(text, { utcOffsetMinutes: 0, kind }), JobFileError, lineCount(text)),
      ),
      { numRuns: RUNS },
    );
  });

  it('bill import (AWS CUR, Alibaba, Tencent, plain CSV)', () => {
    const formats: BillFormat[] = ['awsCur', 'alibaba', 'tencent', 'csv'];
    const bases = formats.map((f) => head(generateBill(f), 60));
    fc.assert(
      fc.property(fileFrom(bases), (text) => holdsPromise(() => readBillText(text), BillFileError, lineCount(text))),
      { numRuns: RUNS },
    );
  });

  it('price list import (SkyPilot CSV, AWS offer file, generic CSV), in pieces that split characters', async () => {
    const bases = [head(skyPilotCsv(), 60), [...awsOfferFile()].join('').slice(0, 20_000), quoteCsv()];
    await fc.assert(
      fc.asyncProperty(fileFrom(bases), fc.integer({ min: 1, max: 4096 }), async (text, chunk) => {
        const bytes = new TextEncoder().encode(text);
        const pieces: Uint8Array[] = [];
        for (let i = 0; i < bytes.length; i += chunk) pieces.push(bytes.subarray(i, i + chunk));
        try {
          const result = await readPriceList(pieces, { format: 'auto', provider: 'Fuzz' });
          for (const r of result.rejected) expect(r.line).toBeGreaterThanOrEqual(1);
        } catch (error) {
          if (!(error instanceof PriceListError)) throw error;
          expect(error.message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
        }
      }),
      { numRuns: RUNS },
    );
    expect(process.memoryUsage().heapUsed).toBeLessThan(MAX_HEAP_BYTES);
  });
});

describe('cases the fuzz tests found, kept', () => {
  // Node's GB18030 decoder throws on these bytes when the last one comes in a chunk of its own.
  const header = new TextEncoder().encode('provider,instance_type,region,accelerator,gpus,vcpus,ram_gb,on_demand_per_hour\n');
  const odd = [212, 49, 164, 128, 57, 135, 49];

  it('a price list of bytes GB18030 cannot decode is refused as not text, not thrown as a TypeError', async () => {
    const pieces = [new Uint8Array([...header, ...odd]), new Uint8Array([50])];
    await expect(readPriceList(pieces, { format: 'auto', provider: 'Fuzz' })).rejects.toThrow(PriceListError);
    await expect(readPriceList(pieces, { format: 'auto', provider: 'Fuzz' })).rejects.toThrow(/neither UTF-8 nor GBK/);
  });

  it('so is a bill', () => {
    const decoder = billDecoder('gb18030');
    decoder.decode(new Uint8Array(odd));
    expect(() => decoder.decode(new Uint8Array([50]))).toThrow(BillFileError);
  });
});
