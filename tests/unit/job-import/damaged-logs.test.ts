/**
 * Damaged and hostile job logs: each is read as far as it can be, every rejected row named with
 * its line and reason, and a file with nothing usable (or no GPUs column) refused as a whole.
 */
import { describe, expect, it } from 'vitest';
import { importJobText, JobFileError, JobLogParser, MAX_JOB_RECORD_CHARS } from '@shared/job-import';
import { damagedJobLogs } from './generate-job-log';

const options = { utcOffsetMinutes: 0, kind: 'training' as const };
const files = damagedJobLogs();
const read = (name: string) => importJobText(files[name]!, options);
const refusal = (text: string): JobFileError => {
  try {
    importJobText(text, options);
  } catch (error) {
    if (error instanceof JobFileError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('damaged job logs', () => {
  it('bad times (words, 31 February, hour 25) are rejected by line', () => {
    const result = read('damaged-bad-times.csv');
    expect(result.rejected.map((r) => [r.line, r.reason])).toEqual([
      [22, 'badTime'],
      [23, 'badTime'],
      [24, 'badTime'],
    ]);
    expect(result.groups[0]!.jobs).toBe(20);
  });

  it('negative, zero and fractional GPUs, negative and NaN hours are rejected by line and reason', () => {
    expect(read('damaged-negative-gpus.csv').rejected.map((r) => [r.line, r.reason])).toEqual([
      [22, 'badGpus'],
      [23, 'badGpus'],
      [24, 'badGpus'],
      [25, 'badHours'],
      [26, 'badHours'],
    ]);
  });

  it('a header without a GPUs column is refused, naming the line', () => {
    const error = refusal(files['damaged-missing-gpus.csv']!);
    expect(error.problem).toBe('noGpuColumn');
    expect(error.message).toMatch(/^line 1: the header names no GPUs column/);
  });

  it('a line of 50 KB is rejected without being kept, the rows after it read', () => {
    const result = read('damaged-huge-line.csv');
    expect(result.rejected).toEqual([expect.objectContaining({ line: 12, reason: 'tooLong' })]);
    expect(result.rejected[0]!.text.length).toBeLessThanOrEqual(60);
    expect(result.groups[0]!.jobs).toBe(20);
  });

  it('a repeated job id is rejected as a duplicate', () => {
    expect(read('damaged-duplicates.csv').rejected.map((r) => [r.line, r.reason])).toEqual([
      [22, 'duplicate'],
      [23, 'duplicate'],
    ]);
  });

  it('identical rows without an id column are kept and counted', () => {
    const rows = ['submit,gpus,hours', '2026-01-05 10:00,8,2', '2026-01-05 10:00,8,2', '2026-01-06 10:00,8,2', ''].join('\n');
    const result = importJobText(rows, options);
    expect(result.identicalRows).toBe(1);
    expect(result.groups[0]!.jobs).toBe(3);
  });

  it('an unclosed quote swallows the rest of the file and is reported at its line', () => {
    const result = read('damaged-unclosed-quote.csv');
    expect(result.rejected).toEqual([expect.objectContaining({ line: 22, reason: 'unclosedQuote' })]);
  });

  it('an empty file, a header alone and a file of bad rows are refused as a whole', () => {
    expect(refusal('').problem).toBe('empty');
    expect(refusal('submit_time,gpus,run_hours\n').problem).toBe('noJobs');
    const bad = refusal('submit_time,gpus,run_hours\nsoon,8,2\nlater,8,2\n');
    expect(bad.problem).toBe('noJobs');
    expect(bad.message).toMatch(/no row could be read \(2 rejected; the first: line 2: /);
    expect(refusal('submit_time,gpus,run_hours\n2026-01-05 10:00,8,2\n').problem).toBe('tooFewJobs');
    expect(refusal('name,colour\na,b\n').problem).toBe('noTimeColumn');
  });

  it('a row far from the others (a year typed wrong) is rejected, not stretching the span', () => {
    const rows = ['submit_time,gpus,run_hours', '2026-01-05 10:00,8,2', '2026-01-06 10:00,8,2', '2026-01-07 10:00,8,2', '2006-01-07 10:00,8,2', ''].join('\n');
    const result = importJobText(rows, options);
    expect(result.rejected.map((r) => [r.line, r.reason])).toEqual([[5, 'outOfSpan']]);
    expect(result.groups[0]!.fit!.arrivals.spanDays).toBe(2);
  });

  it('run time in seconds or minutes is read from the header, GPU-hours taken as given', () => {
    const seconds = importJobText('submit,gpus,duration_sec\n2026-01-05 10:00,4,7200\n2026-01-06 11:00,4,3600\n', options);
    expect(seconds.groups[0]!.fit!.sizes.mean).toBe(6);
    const gpuHours = importJobText('提交时间,卡数,卡时\n2026-01-05 10:00,4,10\n2026-01-06 11:00,4,30\n', options);
    expect(gpuHours.groups[0]!.fit!.sizes.mean).toBe(20);
  });

  it('an endless header is dropped as it streams and refused at its end', () => {
    const parser = new JobLogParser({ utcOffsetMinutes: 0 });
    for (let i = 0; i < 10; i++) parser.feed('x'.repeat(MAX_JOB_RECORD_CHARS));
    expect(() => parser.finish()).toThrow(/header is longer than/);
  });

  it('a file of nothing but rejected rows stops early, as not a job log', () => {
    const rows = ['submit_time,gpus,run_hours', ...Array.from({ length: 100_002 }, () => 'x,y,z'), ''].join('\n');
    expect(refusal(rows).problem).toBe('tooManyRejected');
  });
});
