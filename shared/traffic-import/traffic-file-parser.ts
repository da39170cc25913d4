import { CsvTrafficReader } from './csv-traffic-reader';
import { TrafficFileError } from './errors';
import { MAX_TRAFFIC_CSV_BYTES, MAX_TRAFFIC_JSON_BYTES } from './limits';
import { LineReader } from './line-reader';
import { readJsonTraffic } from './json-traffic';
import { REJECT_REASON_ENGLISH, Rejections } from './rejections';
import { TimedSamples } from './sample-buffer';

export type TrafficSource = 'csvHistory' | 'prometheus' | 'cloudwatch' | 'requestLog';

export interface TrafficParseOptions {
  /**
   * The wall clock of times written without a zone offset (epoch numbers, Prometheus, zone-less
   * ISO times are taken as written): minutes ahead of UTC. 0 = UTC.
   */
  utcOffsetMinutes: number;
}

/** What a file held: its samples (instants, offsets, values or token counts) and the rows refused. */
export interface ParsedTraffic {
  source: TrafficSource;
  samples: TimedSamples;
  rejections: Rejections;
  /** Lines of a CSV file (0 for JSON). */
  lines: number;
  /** Series summed (Prometheus, CloudWatch), else 1. */
  series: number;
}

/**
 * Reads a traffic file fed in text chunks (so a large file streams through a worker or the
 * command line without being held whole): a CSV rate history, a CSV request log, a
 * Prometheus range-query JSON or a CloudWatch metric export (told apart by the first character that is not blank or a BOM).
 */
export class TrafficFileParser {
  private readonly samples = new TimedSamples();
  private readonly rejections = new Rejections();
  private readonly lines = new LineReader();
  private mode: 'unknown' | 'csv' | 'json' = 'unknown';
  private csv: CsvTrafficReader | null = null;
  private json: string[] = [];
  private chars = 0;
  private lastLine = 0;

  constructor(private readonly options: TrafficParseOptions) {}

  feed(chunk: string): void {
    this.chars += chunk.length;
    if (this.mode === 'unknown') {
      const first = chunk.replace(/^[\uFEFF\s]+/, '')[0];
      if (first === undefined) {
        this.json.push(chunk); // only blanks so far: decide on the next chunk
        return;
      }
      const pending = this.json.join('') + chunk;
      this.json = [];
      this.chars = 0;
      if (first === '{' || first === '[') this.mode = 'json';
      else {
        this.mode = 'csv';
        this.csv = new CsvTrafficReader(this.samples, this.rejections, this.options.utcOffsetMinutes);
      }
      this.feed(pending);
      return;
    }
    if (this.mode === 'json') {
      if (this.chars > MAX_TRAFFIC_JSON_BYTES)
        throw new TrafficFileError('tooLarge', null, `a JSON traffic file may be at most ${MAX_TRAFFIC_JSON_BYTES / 1024 / 1024} MB`, {
          code: 'tooLarge',
          values: { limit: String(MAX_TRAFFIC_JSON_BYTES / 1024 / 1024) },
        });
      this.json.push(chunk);
      return;
    }
    if (this.chars > MAX_TRAFFIC_CSV_BYTES)
      throw new TrafficFileError('tooLarge', this.lastLine, `a CSV traffic file may be at most ${MAX_TRAFFIC_CSV_BYTES / 1024 / 1024} MB`, {
        code: 'tooLarge',
        values: { limit: String(MAX_TRAFFIC_CSV_BYTES / 1024 / 1024) },
      });
    this.lines.feed(chunk, (line) => {
      this.lastLine = line.number;
      this.csv!.line(line);
    });
  }

  finish(): ParsedTraffic {
    let source: TrafficSource;
    let series = 1;
    if (this.mode === 'json') {
      const text = this.json.join('');
      this.json = [];
      ({ source, series } = readJsonTraffic(text, this.samples, this.rejections, this.options.utcOffsetMinutes));
    } else if (this.mode === 'csv') {
      this.lines.finish((line) => {
        this.lastLine = line.number;
        this.csv!.line(line);
      });
      source = this.csv!.kind === 'log' ? 'requestLog' : 'csvHistory';
    } else {
      throw new TrafficFileError('empty', null, 'the file is empty');
    }
    if (this.samples.length === 0) {
      const first = this.rejections.kept[0];
      if (this.rejections.count === 0 || !first) throw new TrafficFileError('noSamples', null, 'the file has no rows');
      throw new TrafficFileError(
        'noSamples',
        null,
        `no row could be read (${this.rejections.count} rejected; the first: line ${first.line}: ${REJECT_REASON_ENGLISH[first.reason]}: "${first.text}")${this.csv?.columnsRead ? `; ${this.csv.columnsRead}` : ''}`,
        {
          code: 'noRowRead',
          values: { rejected: this.rejections.count.toLocaleString('en-US'), line: String(first.line), reason: first.reason, text: first.text, ...(this.csv?.headerRead ?? { header: '' }) },
        },
      );
    }
    return { source, samples: this.samples, rejections: this.rejections, lines: this.lastLine, series };
  }
}
