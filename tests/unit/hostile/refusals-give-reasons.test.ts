/**
 * Every refusal says what was expected and on which line: "no row could be read (3 rejected;
 * the first: line 2)" alone left the planner guessing.
 */
import { describe, expect, it } from 'vitest';
import { importJobText, JOB_REJECT_REASON_ENGLISH, JobFileError } from '@shared/job-import';
import { importTrafficText, TrafficFileError } from '@shared/traffic-import';

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('not refused');
}

describe('refusals that give their reason', () => {
  it('a traffic file whose header is not recognised names the columns it read and what it expected', () => {
    const error = thrown(() => importTrafficText('stamp,qps-ish\nmonday,1\ntuesday,2\nwednesday,3\n', { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' }));
    expect(error).toBeInstanceOf(TrafficFileError);
    expect(error.message).toMatch(/3 rejected; the first: line 2: not a timestamp: "monday"/);
    expect(error.message).toMatch(/time column "stamp" and value column "qps-ish"; expected a time/);
  });

  it('a job log with times relative to the trace start says so, by line', () => {
    const error = thrown(() => importJobText('submit_time,gpus,run_hours\n0,8,2\n3600,8,2\n7200,8,2\n', { utcOffsetMinutes: 0, kind: 'training' }));
    expect(error).toBeInstanceOf(JobFileError);
    expect(error.message).toMatch(/the first: line 2: seconds from the start of a trace, not a date: times before 1990 are not read/);
  });

  it('a run time in seconds that is not one is not called "a number of hours"', () => {
    const result = importJobText('submit_time,gpus,runtime_seconds\n2026-03-02T00:00:00Z,8,abc\n2026-03-02T01:00:00Z,8,60\n2026-03-04T01:00:00Z,8,60\n', { utcOffsetMinutes: 0, kind: 'training' });
    expect(result.rejected).toEqual([expect.objectContaining({ line: 2, reason: 'badHours' })]);
    expect(JOB_REJECT_REASON_ENGLISH.badHours).not.toMatch(/number of hours/);
    expect(JOB_REJECT_REASON_ENGLISH.badHours).toMatch(/seconds, minutes or days/);
  });
});
