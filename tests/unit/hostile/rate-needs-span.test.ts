/**
 * A rate needs time to count over. A job log whose submissions all fall on one instant, or a
 * second apart, was read as 100,000 jobs an hour for Monday 00:00 or "86,400 a day"; it is now
 * refused, saying how long the log spans and what a rate needs.
 */
import { describe, expect, it } from 'vitest';
import { batchPatch, coversAWeek, importJobText, JobFileError, trainingPatch } from '@shared/job-import';

const options = { utcOffsetMinutes: 0, kind: 'training' as const };
const header = 'submit_time,gpus,run_hours\n';

function refusal(text: string): JobFileError {
  try {
    importJobText(text, options);
  } catch (error) {
    if (error instanceof JobFileError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('job logs shorter than the rates they feed', () => {
  it('refuses 10,000 jobs on one instant, naming the span', () => {
    const text = header + '2026-03-02T00:00:00Z,8,2\n'.repeat(10_000);
    const error = refusal(text);
    expect(error.problem).toBe('tooShort');
    expect(error.message).toMatch(/span 0 s from the first submission to the last; a rate of arrivals needs at least 1 day/);
  });

  it('refuses two jobs a second apart instead of reading 86,400 a day', () => {
    const error = refusal(`${header}2026-03-02T00:00:00Z,8,2\n2026-03-02T00:00:01Z,8,2\n`);
    expect(error).toMatchObject({ problem: 'tooShort' });
    expect(error.message).toMatch(/span 1 s/);
  });

  it('reads a rate from two days of log, but a rate for each hour of the week only from a week', () => {
    const rows = Array.from({ length: 49 }, (_, h) => `2026-03-02T${String(h % 24).padStart(2, '0')}:00:00Z`.replace('02T', `0${2 + Math.floor(h / 24)}T`) + ',8,2');
    const result = importJobText(header + rows.join('\n'), options);
    const fit = result.groups[0]!.fit!;
    expect(fit.arrivals.perDay).toBeCloseTo(24, 6);
    expect(coversAWeek(fit)).toBe(false);
    // Asked for by hour of the week anyway (a choice left from another group), the flat rate is stored.
    const patch = trainingPatch(fit, { arrivals: 'hourOfWeek', size: 'empirical', startDate: '2026-03-02' });
    expect(patch.arrivals).toEqual({ type: 'poisson', perDay: 24 });
    expect(batchPatch(fit, { arrivals: 'hourOfWeek', size: 'empirical', startDate: '2026-03-02' }).arrivals.type).toBe('poisson');
  });
});
