import { CsvRecordReader, type CsvRecordSink } from '../csv/csv-records';
import { isRelativeTime, readTimestamp, wallMs } from '../traffic-import/timestamp';
import { JobFileError } from './errors';
import { jobColumns, type JobColumns } from './job-columns';
import { JOB_REJECT_REASON_ENGLISH, JobRejections } from './job-rejections';
import { readGpus, readRunSeconds } from './job-values';
import {
  MAX_GROUP_NAME_CHARS,
  MAX_JOB_CSV_BYTES,
  MAX_JOB_GPUS,
  MAX_JOB_HOURS,
  MAX_JOB_RECORD_CHARS,
  MAX_JOB_REJECTED_ROWS,
  MAX_JOB_ROWS,
  MAX_JOB_SPAN_DAYS,
} from './limits';

export interface JobParseOptions {
  /** Minutes ahead of UTC of the clock of times written without a zone (and epoch numbers). 0 = UTC. */
  utcOffsetMinutes: number;
}

/** Distinct workload names kept; rows of later new names count under "other". */
const MAX_DISTINCT_GROUPS = 10_000;
export const OTHER_GROUP = -1;
const DAY_MS = 86_400_000;
/** Rows remembered to spot identical ones (memory stays bounded on a huge log). */
const MAX_IDENTICAL_CHECKED = 1_000_000;

/** The jobs of a log, column by column (row i of each array is one job). */
export interface ParsedJobLog {
  /** Submit time on the wall clock it was written in (ms since 1970-01-01 00:00 of that clock). */
  wallMs: number[];
  gpus: number[];
  gpuHours: number[];
  /** Index into `groupNames`, or OTHER_GROUP. */
  group: number[];
  groupNames: string[];
  /** Whether the log had a workload (or user, project…) column. */
  hasGroups: boolean;
  columns: JobColumns;
  rejections: JobRejections;
  /** Lines of the file. */
  lines: number;
  /** Rows equal to an earlier one in every field (kept: two equal jobs may be real; shown so a double export is seen). */
  identicalRows: number;
}

/**
 * Reads a job log fed in text chunks (so a large log streams through a worker or the command
 * line without being held whole): a header naming the columns in any order, then one job a row.
 * Every row that cannot be used is rejected with its line and reason; nothing is guessed.
 */
export class JobLogParser implements CsvRecordSink {
  private readonly reader = new CsvRecordReader(this, MAX_JOB_RECORD_CHARS);
  private readonly rejections = new JobRejections();
  private columns: JobColumns | null = null;
  private readonly jobs = { wallMs: [] as number[], gpus: [] as number[], gpuHours: [] as number[], group: [] as number[], line: [] as number[] };
  private readonly groupIndex = new Map<string, number>();
  private readonly groupNames: string[] = [];
  private readonly ids = new Set<string>();
  private readonly seen = new Set<string>();
  private identical = 0;
  private chars = 0;
  private lastLine = 0;

  constructor(private readonly options: JobParseOptions) {}

  feed(chunk: string): void {
    this.chars += chunk.length;
    if (this.chars > MAX_JOB_CSV_BYTES)
      throw new JobFileError('tooLarge', this.lastLine || null, `a job log may be at most ${MAX_JOB_CSV_BYTES / 1024 / 1024} MB`, {
        code: 'tooLarge',
        values: { limit: String(MAX_JOB_CSV_BYTES / 1024 / 1024) },
      });
    this.reader.push(chunk);
  }

  record(fields: string[], line: number): void {
    this.lastLine = line;
    if (!this.columns) {
      this.header(fields, line);
      return;
    }
    const c = this.columns;
    const text = fields.join(',');
    const needed = Math.max(c.time, c.gpus, c.runTime, c.gpuHours);
    if (fields.length <= needed) return this.reject(line, 'columns', text);
    const time = readTimestamp(fields[c.time]!, this.options.utcOffsetMinutes);
    if (!time) return this.reject(line, isRelativeTime(fields[c.time]!) ? 'relativeTime' : 'badTime', text);
    const gpus = readGpus(fields[c.gpus]!);
    if (gpus === null) return this.reject(line, 'badGpus', text);
    let gpuHours: number | null;
    if (c.gpuHours >= 0) {
      const h = readRunSeconds(fields[c.gpuHours]!, 3600);
      gpuHours = h === null ? null : h / 3600;
      if (gpuHours !== null && gpuHours > MAX_JOB_HOURS * MAX_JOB_GPUS) gpuHours = null;
    } else {
      const seconds = readRunSeconds(fields[c.runTime]!, c.runTimeUnitSeconds);
      gpuHours = seconds === null ? null : (seconds / 3600) * gpus;
    }
    if (gpuHours === null) return this.reject(line, 'badHours', text);
    if (c.id >= 0) {
      const id = (fields[c.id] ?? '').trim();
      if (id !== '' && this.ids.has(id)) return this.reject(line, 'duplicate', text);
      if (id !== '') this.ids.add(id);
    }
    const name = c.group >= 0 ? (fields[c.group] ?? '').trim().slice(0, MAX_GROUP_NAME_CHARS) : '';
    const key = `${time.utcMs}|${gpus}|${gpuHours}|${name}`;
    if (c.id < 0) {
      if (this.seen.has(key)) this.identical++;
      else if (this.seen.size < MAX_IDENTICAL_CHECKED) this.seen.add(key);
    }
    if (this.jobs.wallMs.length >= MAX_JOB_ROWS)
      throw new JobFileError('tooManyRows', line, `a job log may hold at most ${MAX_JOB_ROWS.toLocaleString('en-US')} jobs`, {
        code: 'tooManyRows',
        values: { limit: MAX_JOB_ROWS.toLocaleString('en-US') },
      });
    this.jobs.wallMs.push(wallMs(time));
    this.jobs.gpus.push(gpus);
    this.jobs.gpuHours.push(gpuHours);
    this.jobs.group.push(this.groupOf(name));
    this.jobs.line.push(line);
  }

  tooLong(line: number, limit: number): void {
    this.lastLine = line;
    if (!this.columns)
      throw new JobFileError('noTimeColumn', line, `the header is longer than ${limit} characters`, {
        code: 'headerTooLong',
        values: { limit: limit.toLocaleString('en-US') },
      });
    this.reject(line, 'tooLong', `longer than ${limit} characters`);
  }

  unclosedQuote(line: number): void {
    this.reject(line, 'unclosedQuote', '"');
  }

  /** The jobs read, with rows too far from the others (a year typed as 1999) rejected. */
  finish(): ParsedJobLog {
    this.reader.end();
    if (!this.columns) throw new JobFileError('empty', null, 'the file is empty');
    const { wallMs: times } = this.jobs;
    if (times.length === 0) {
      const first = this.rejections.kept[0];
      if (this.rejections.count === 0 || !first) throw new JobFileError('noJobs', null, 'the file has a header but no jobs');
      throw new JobFileError(
        'noJobs',
        null,
        `no row could be read (${this.rejections.count} rejected; the first: line ${first.line}: ${JOB_REJECT_REASON_ENGLISH[first.reason]})`,
        {
          code: 'noRowRead',
          values: {
            rejected: this.rejections.count.toLocaleString('en-US'),
            line: String(first.line),
            reason: first.reason,
            // A line too long or a quote left open keeps a note, not the row's text.
            ...(first.reason === 'tooLong' || first.reason === 'unclosedQuote' ? {} : { text: first.text }),
          },
        },
      );
    }
    const keep = this.withinSpan();
    const pick = <T>(xs: T[]) => (keep ? xs.filter((_, i) => keep[i]) : xs);
    return {
      wallMs: pick(times),
      gpus: pick(this.jobs.gpus),
      gpuHours: pick(this.jobs.gpuHours),
      group: pick(this.jobs.group),
      groupNames: this.groupNames,
      hasGroups: this.columns.group >= 0,
      columns: this.columns,
      rejections: this.rejections,
      lines: this.lastLine,
      identicalRows: this.identical,
    };
  }

  private header(fields: string[], line: number): void {
    const columns = jobColumns(fields);
    if (columns === 'time')
      throw new JobFileError('noTimeColumn', line, 'the header names no submit time column (e.g. submit_time, 提交时间)');
    if (columns === 'gpus') throw new JobFileError('noGpuColumn', line, 'the header names no GPUs column (e.g. gpus, 卡数)');
    if (columns === 'hours')
      throw new JobFileError('noHoursColumn', line, 'the header names neither a run time column (e.g. run_hours, 运行时长) nor a GPU-hours column (e.g. gpu_hours, 卡时)');
    this.columns = columns;
  }

  private reject(line: number, reason: Parameters<JobRejections['add']>[1], text: string): void {
    this.rejections.add(line, reason, text);
    if (this.rejections.count > MAX_JOB_REJECTED_ROWS)
      throw new JobFileError('tooManyRejected', line, `more than ${MAX_JOB_REJECTED_ROWS.toLocaleString('en-US')} rows could not be read: is this a job log?`, {
        code: 'tooManyRejected',
        values: { limit: MAX_JOB_REJECTED_ROWS.toLocaleString('en-US') },
      });
  }

  private groupOf(name: string): number {
    const known = this.groupIndex.get(name);
    if (known !== undefined) return known;
    if (this.groupNames.length >= MAX_DISTINCT_GROUPS) return OTHER_GROUP;
    this.groupIndex.set(name, this.groupNames.length);
    this.groupNames.push(name);
    return this.groupNames.length - 1;
  }

  /** Null when every row is within half the longest span of the median time, else which rows are. */
  private withinSpan(): boolean[] | null {
    const { wallMs: times, line } = this.jobs;
    const sorted = Float64Array.from(times).sort();
    const median = sorted[sorted.length >> 1]!;
    const reach = (MAX_JOB_SPAN_DAYS / 2) * DAY_MS;
    if (sorted[0]! >= median - reach && sorted.at(-1)! <= median + reach) return null;
    const keep = times.map((t) => Math.abs(t - median) <= reach);
    keep.forEach((k, i) => {
      if (!k) this.rejections.add(line[i]!, 'outOfSpan', new Date(times[i]!).toISOString().slice(0, 19));
    });
    return keep;
  }
}
