/**
 * The generated eight-week cluster log (tests/fixtures/generate-job-log.ts): each workload's
 * arrivals and sizes come back as generated, in English, Chinese and Slurm-like headers.
 */
import { describe, expect, it } from 'vitest';
import { appliedHourOfWeekRate, batchPatch, groupForWorkload, importJobText, suggestedArrivals, trainingPatch, type JobImport } from '@shared/job-import';
import { empiricalMean, empiricalSummary, hourOfWeekPerDay, Scenario } from '@shared/scenario';
import { chineseJobLogCsv, jobLogCsv, slurmJobLogCsv } from './generate-job-log';

const BEIJING = 8 * 60;
const training = importJobText(jobLogCsv(), { utcOffsetMinutes: BEIJING, kind: 'training' });
const group = (result: JobImport, name: string) => groupForWorkload(result, { id: name, name });

describe('a realistic job log', () => {
  it('reads every row and lists the workload column by jobs', () => {
    expect(training.rejectedCount).toBe(0);
    expect(training.identicalRows).toBe(0);
    expect(training.groups.map((g) => [g.name, g.jobs])).toEqual([
      ['', 11_785],
      ['render', 11_200],
      ['llm-finetune', 529],
      ['nightly-retrain', 56],
    ]);
  });

  it('fine-tuning: Poisson, busy on weekdays, sizes a lognormal that the KS statistic accepts', () => {
    const fit = group(training, 'llm-finetune').fit!;
    expect(fit.arrivals.regular).toBeNull();
    // 50 working hours at 1.2 and the rest of the week at 0.05 / 0.125 an hour: about 9.6 a day.
    expect(fit.arrivals.perDay).toBeGreaterThan(8.5);
    expect(fit.arrivals.perDay).toBeLessThan(10.5);
    const rate = fit.arrivals.hourOfWeekRate;
    const mean = (hours: number[]) => hours.reduce((a, h) => a + rate[h]!, 0) / hours.length;
    const workingHours = [0, 1, 2, 3, 4].flatMap((d) => [9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((h) => d * 24 + h));
    const weekend = Array.from({ length: 48 }, (_, h) => 120 + h);
    expect(mean(workingHours)).toBeCloseTo(1.2, 0);
    expect(mean(weekend)).toBeCloseTo(0.125, 1);
    expect(fit.gpus.mode).toBe(8);
    // Run time lognormal mean 6 h times 4, 8 or 16 GPUs (mean 7.2): about 43 GPU-hours a job.
    expect(fit.sizes.mean).toBeGreaterThan(35);
    expect(fit.sizes.mean).toBeLessThan(55);
    expect(fit.sizes.lognormal.ks).toBeLessThan(fit.sizes.ksCritical);
  });

  it('fine-tuning: the hour-of-week profile is clearly not flat, so Poisson by hour of the week is suggested and stored', () => {
    const fit = group(training, 'llm-finetune').fit!;
    const test = fit.arrivals.hourOfWeekTest!;
    expect(test.degreesOfFreedom).toBe(167);
    expect(test.critical).toBeCloseTo(212.4, 0);
    expect(test.statistic).toBeGreaterThan(4 * test.critical);
    expect(suggestedArrivals(fit)).toBe('hourOfWeek');
    const patch = trainingPatch(fit, { arrivals: 'hourOfWeek', size: 'empirical', startDate: '2026-07-01' });
    if (patch.arrivals.type !== 'poissonByHourOfWeek') throw new Error('not by hour of the week');
    expect(patch.arrivals.perHour).toHaveLength(168);
    expect(hourOfWeekPerDay(patch.arrivals.perHour)).toBeCloseTo(fit.arrivals.perDay, 0);
    expect(appliedHourOfWeekRate(fit, 'hourOfWeek')).toEqual(patch.arrivals.perHour);
  });

  it('nightly retraining: a daily series at 02:00, kept at 02:00 from the scenario start', () => {
    const fit = group(training, 'nightly-retrain').fit!;
    expect(fit.arrivals.regular?.everyDays).toBe(1);
    const patch = trainingPatch(fit, { arrivals: 'recurring', size: 'empirical', startDate: '2026-07-01' });
    expect(patch.arrivals).toEqual({ type: 'recurring', everyDays: 1, firstDay: expect.closeTo(2.08 / 24, 2) as number });
    expect(patch.gpusPerJob).toBe(8);
    const size = patch.size.gpuHours;
    if (size.type !== 'empirical') throw new Error('not empirical');
    expect(size.values).toHaveLength(56);
    expect(empiricalMean(size.values)).toBeCloseTo(24, 0);
    // A daily series is regular: recurring is suggested over any hour-of-week profile.
    expect(suggestedArrivals(fit)).toBe('recurring');
  });

  it('the empirical choice stores the log\'s sizes themselves (total GPU-hours kept); the maximum-likelihood fit may not keep it', () => {
    const fit = group(training, 'llm-finetune').fit!;
    const patch = trainingPatch(fit, { arrivals: 'poisson', size: 'empirical', startDate: '2026-07-01' });
    const size = patch.size.gpuHours;
    if (size.type !== 'empirical') throw new Error('not empirical');
    expect(size.values).toHaveLength(fit.jobs);
    expect(fit.sizes.stored.subsampled).toBe(false);
    expect(empiricalMean(size.values) * fit.jobs).toBeCloseTo(fit.totalGpuHours, 1);
    expect(fit.sizes.lognormal.mean).not.toBeCloseTo(fit.sizes.mean, 3);
  });

  it('render tasks past 10,000 are stored as 10,000 evenly spaced quantiles with the log\'s mean', () => {
    const fit = group(training, 'render').fit!;
    const stored = fit.sizes.stored;
    expect(stored.subsampled).toBe(true);
    expect(stored.fromCount).toBe(11_200);
    expect(stored.values).toHaveLength(10_000);
    expect(Math.abs(empiricalMean(stored.values) / fit.sizes.mean - 1)).toBeLessThan(1e-5);
    expect(stored.values[0]).toBeGreaterThanOrEqual(fit.sizes.min);
    expect(stored.values.at(-1)).toBeLessThanOrEqual(fit.sizes.max);
    expect(empiricalSummary(stored.values).p50).toBeCloseTo(fit.sizes.p50, 1);
  });

  it('a batch workload: tasks grouped into one batch an evening of 200 tasks', () => {
    const batch = importJobText(jobLogCsv(), { utcOffsetMinutes: BEIJING, kind: 'batch' });
    const fit = group(batch, 'render').fit!;
    expect(fit.arrivals.count).toBe(56);
    expect(fit.tasksPerBatch).toBe(200);
    const patch = batchPatch(fit, { arrivals: 'recurring', size: 'lognormal', startDate: '2026-07-06' });
    expect(patch).toMatchObject({ arrivals: { type: 'recurring', everyDays: 1, firstDay: expect.closeTo(20 / 24, 3) as number }, tasksPerBatch: 200, gpusPerTask: 1 });
  });

  it('a workload patched from the log passes the scenario schema', () => {
    const fit = group(training, 'llm-finetune').fit!;
    for (const arrivals of ['poisson', 'hourOfWeek'] as const)
      for (const size of ['lognormal', 'empirical'] as const) {
        const patch = trainingPatch(fit, { arrivals, size, startDate: '2026-07-01' });
        const scenario = {
          schemaVersion: 8,
          name: 'x',
          workloads: [{ id: 'ft', name: 'ft', kind: 'training', ...patch }],
        };
        const issues = Scenario.safeParse(scenario).error?.issues.filter((i) => String(i.path[0]) === 'workloads') ?? [];
        expect(issues).toEqual([]);
      }
  });

  it('Chinese headers in another order, a zone on every time, BOM and CRLF read the same jobs', () => {
    const zh = importJobText(chineseJobLogCsv(), { utcOffsetMinutes: 0, kind: 'training' });
    expect(zh.rejectedCount).toBe(0);
    const a = group(zh, 'llm-finetune').fit!;
    const b = group(training, 'llm-finetune').fit!;
    expect(a.arrivals.hourOfWeekRate).toEqual(b.arrivals.hourOfWeekRate);
    expect(a.sizes.mean).toBeCloseTo(b.sizes.mean, 6);
  });

  it('a Slurm-like export: Account as the workload, Elapsed as [D-]HH:MM:SS', () => {
    const slurm = importJobText(slurmJobLogCsv(), { utcOffsetMinutes: BEIJING, kind: 'training' });
    expect(slurm.rejectedCount).toBe(0);
    expect(group(slurm, 'llm-finetune').fit!.sizes.mean).toBeCloseTo(group(training, 'llm-finetune').fit!.sizes.mean, 1);
  });

  it('without a matching workload value, all rows are used', () => {
    expect(group(training, 'something-else').index).toBeNull();
  });
});

describe('the rate drawn over the log', () => {
  it('Poisson is flat at the daily rate; a daily series puts one arrival a day in its hour', () => {
    const finetune = group(training, 'llm-finetune').fit!;
    const flat = appliedHourOfWeekRate(finetune, 'poisson');
    expect(new Set(flat).size).toBe(1);
    expect(flat[0]! * 24).toBeCloseTo(finetune.arrivals.perDay, 9);
    const nightly = appliedHourOfWeekRate(group(training, 'nightly-retrain').fit!, 'recurring');
    expect(nightly.reduce((a, b) => a + b, 0)).toBeCloseTo(7, 9);
    expect(nightly[2]).toBe(1); // Monday 02:00
    expect(nightly[3]).toBe(0);
  });
});
