import { columnMatching, csvFields, delimiterOf } from './csv-fields';
import { TrafficFileError } from './errors';
import { MAX_HISTORY_SAMPLES, MAX_LOG_REQUESTS, MAX_REJECTED_ROWS } from './limits';
import type { FileLine } from './line-reader';
import { tooLargeValue, type Rejections } from './rejections';
import type { TimedSamples } from './sample-buffer';
import { isRelativeTime, readTimestamp } from './timestamp';

/** A rate history (one value per timestamp) or a request log (one row per request with its tokens). */
export type CsvTrafficKind = 'history' | 'log';

interface Columns {
  kind: CsvTrafficKind;
  time: number;
  /** The value of a history, or the prompt tokens of a log. */
  a: number;
  /** The output tokens of a log. */
  b: number;
  delimiter: string;
}

const TIME_HEADER = /time|date|^ts$|arrival/i;
const PROMPT_HEADER = /context|prompt|input/i;
const OUTPUT_HEADER = /generat|output|completion/i;
const VALUE_HEADER = /value|rate|count|requests|qps|rps/i;

function columnsFromHeader(fields: string[], delimiter: string, line: number): Columns {
  const time = columnMatching(fields, TIME_HEADER);
  const prompt = columnMatching(fields, PROMPT_HEADER);
  const output = columnMatching(fields, OUTPUT_HEADER);
  if (prompt >= 0 && output >= 0 && prompt !== output) {
    if (time < 0)
      throw new TrafficFileError('noTimeColumn', line, 'the request log has no time column (a header such as TIMESTAMP)');
    return { kind: 'log', time, a: prompt, b: output, delimiter };
  }
  const timeColumn = time >= 0 ? time : 0;
  let value = fields.findIndex((h, i) => i !== timeColumn && VALUE_HEADER.test(h));
  if (value < 0) value = fields.findIndex((_h, i) => i !== timeColumn);
  if (value < 0)
    throw new TrafficFileError('noValueColumn', line, 'the file needs a time column and a value column');
  return { kind: 'history', time: timeColumn, a: value, b: -1, delimiter };
}

/**
 * Reads the rows of a CSV rate history or request log, line by line as the file streams in.
 * The first line is a header when its first field does not start with a digit; a file without a header
 * is a history of `time,value`. Any column order; a row that cannot be read is rejected with
 * its line and reason and the rest go on.
 */
export class CsvTrafficReader {
  private columns: Columns | null = null;
  private header: string[] | null = null;

  constructor(
    private readonly samples: TimedSamples,
    private readonly rejections: Rejections,
    private readonly defaultOffsetMinutes: number,
  ) {}

  get kind(): CsvTrafficKind | null {
    return this.columns?.kind ?? null;
  }

  /**
   * What the rows were read as, for a refusal of every row: the header's columns taken for the
   * time and the value (an unrecognised header falls back to the first two), or no header.
   */
  get columnsRead(): string {
    const c = this.columns;
    if (!c) return '';
    const name = (i: number) => `"${(this.header?.[i] ?? '').slice(0, 40)}"`;
    if (!this.header) return 'the file has no header, so each row was read as time,value';
    if (c.kind === 'log') return `the header was read as a request log: time ${name(c.time)}, prompt tokens ${name(c.a)}, output tokens ${name(c.b)}`;
    return `the header was read as time column ${name(c.time)} and value column ${name(c.a)}; expected a time (e.g. 2026-03-02T08:00:00Z) and a number of requests`;
  }

  /** The same as columnsRead, as values for a screen to word: `header` is 'none', 'log' or 'history', or '' before any row. */
  get headerRead(): Record<string, string> {
    const c = this.columns;
    if (!c) return { header: '' };
    if (!this.header) return { header: 'none' };
    const name = (i: number) => (this.header?.[i] ?? '').slice(0, 40);
    if (c.kind === 'log') return { header: 'log', time: name(c.time), prompt: name(c.a), output: name(c.b) };
    return { header: 'history', time: name(c.time), value: name(c.a) };
  }

  line(line: FileLine): void {
    if (line.tooLong) {
      this.reject(line.number, 'tooLong', line.text);
      return;
    }
    if (line.text.trim() === '') return;
    if (!this.columns) {
      const delimiter = delimiterOf(line.text);
      const fields = csvFields(line.text, delimiter);
      // A header names its columns; a first row that starts with a digit is data (a bad one is rejected, not taken for a header).
      if (!/^\d/.test(fields[0] ?? '')) {
        this.columns = columnsFromHeader(fields, delimiter, line.number);
        this.header = fields;
        return;
      }
      this.columns = { kind: 'history', time: 0, a: 1, b: -1, delimiter };
    }
    this.row(line, this.columns);
  }

  private row(line: FileLine, c: Columns): void {
    const fields = csvFields(line.text, c.delimiter);
    if (fields.length <= Math.max(c.time, c.a, c.b)) {
      this.reject(line.number, 'columns', line.text);
      return;
    }
    const time = readTimestamp(fields[c.time]!, this.defaultOffsetMinutes);
    if (!time) {
      this.reject(line.number, isRelativeTime(fields[c.time]!) ? 'relativeTime' : 'badTime', fields[c.time]!);
      return;
    }
    if (c.kind === 'log') {
      const prompt = tokens(fields[c.a]!);
      const output = tokens(fields[c.b]!);
      if (prompt === null || output === null) {
        this.reject(line.number, 'badTokens', `${fields[c.a]}, ${fields[c.b]}`);
        return;
      }
      if (this.samples.length >= MAX_LOG_REQUESTS)
        throw new TrafficFileError('tooManyRows', line.number, `a request log may hold at most ${MAX_LOG_REQUESTS.toLocaleString('en-US')} requests`, {
          code: 'tooManyRequests',
          values: { limit: MAX_LOG_REQUESTS.toLocaleString('en-US') },
        });
      this.samples.push(time.utcMs, time.offsetMinutes, prompt, output);
      return;
    }
    const text = fields[c.a]!;
    const value = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(value)) {
      this.reject(line.number, 'badValue', text);
      return;
    }
    if (value < 0) {
      this.reject(line.number, 'negative', text);
      return;
    }
    if (tooLargeValue(value)) {
      this.reject(line.number, 'tooLarge', text);
      return;
    }
    if (this.samples.length >= MAX_HISTORY_SAMPLES)
      throw new TrafficFileError('tooManyRows', line.number, `a rate history may hold at most ${MAX_HISTORY_SAMPLES.toLocaleString('en-US')} samples`, {
        code: 'tooManySamples',
        values: { limit: MAX_HISTORY_SAMPLES.toLocaleString('en-US') },
      });
    this.samples.push(time.utcMs, time.offsetMinutes, value);
  }

  private reject(line: number, reason: Parameters<Rejections['add']>[1], text: string): void {
    this.rejections.add(line, reason, text);
    if (this.rejections.count > MAX_REJECTED_ROWS)
      throw new TrafficFileError('tooManyRejected', line, `more than ${MAX_REJECTED_ROWS.toLocaleString('en-US')} rows could not be read: is this the right file?`, {
        code: 'tooManyRejected',
        values: { limit: MAX_REJECTED_ROWS.toLocaleString('en-US') },
      });
  }
}

function tokens(text: string): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}
