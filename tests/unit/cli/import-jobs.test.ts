/**
 * `--import-jobs` on the command line: the preview, --write (never over a file without --force)
 * and a run of the written scenario, and exit status 2 naming the problem on bad input.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { groupForWorkload, importJobText, trainingPatch } from '@shared/job-import';
import { parseScenarioText } from '@shared/scenario';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { nodeIo } from '@headroom/electron/cli/node-io';
import { damagedJobLogs, jobLogCsv } from '../job-import/generate-job-log';

const SCENARIO = 'scenarios/07-factory-weekly-retraining.headroom.json';
const BATCH = 'scenarios/04-batch-rendering-many-mid-range.headroom.json';
const temp = mkdtempSync(path.join(tmpdir(), 'headroom-jobs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const log = path.join(temp, 'jobs.csv');
writeFileSync(log, jobLogCsv());

async function runOn(scenario: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { ...nodeIo(), stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false };
  const code = await runCli([scenario, ...args], io, simulateScenario);
  return { code, out, err };
}
const run = (...args: string[]) => runOn(SCENARIO, ...args);

describe('--import-jobs', () => {
  it('prints the preview of the chosen log workload without writing anything', async () => {
    const r = await run('--import-jobs', log, '--workload', 'retrain', '--log-workload', 'llm-finetune', '--utc-offset', '+08:00', '--size', 'lognormal');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Job log: 529 of 11,785 rows used \("llm-finetune"\)/);
    expect(r.out).toMatch(/a day \(Poisson rate\)/);
    expect(r.out).toMatch(/By hour of the week: chi-square [\d,.]+ against 212\.4 at 1 % \(167 degrees of freedom\): clearly not flat/);
    expect(r.out).toMatch(/\* lognormal \(maximum likelihood\): mean [\d.]+, CV [\d.]+; KS 0\.0\d+/);
    // Busy weekdays: Poisson by hour of the week is the default, its 168 rates summed up.
    expect(r.out).toMatch(/Sets: \{"arrivals":\{"type":"poissonByHourOfWeek","perHour":"168 hourly rates, 9\.\d+ a day on average/);
  });

  it('writes the log\'s sizes themselves and a flat rate when asked, and the scenario runs', async () => {
    const out = path.join(temp, 'empirical.json');
    const r = await run('--import-jobs', log, '--workload', 'retrain', '--log-workload', 'llm-finetune', '--utc-offset', '8', '--arrivals', 'poisson', '--write', out);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/\* empirical: the 529 sizes themselves/);
    expect(r.err).toMatch(/"gpuHours":\{"type":"empirical","values":"529 sizes from the log, mean 50\.\d+"/);
    const parsed = parseScenarioText(readFileSync(out, 'utf8'));
    if (!parsed.ok) throw new Error('the written scenario is invalid');
    const retrain = parsed.scenario.workloads.find((w) => w.id === 'retrain')!;
    if (retrain.kind !== 'training' || retrain.size.type !== 'gpuHours' || retrain.size.gpuHours.type !== 'empirical') throw new Error('not empirical');
    expect(retrain.size.gpuHours.values).toHaveLength(529);
    expect(retrain.arrivals.type).toBe('poisson');
    // The log's GPU mix, as the app stores it from the same log.
    expect(r.err).toMatch(/GPUs a job: 4 GPUs: [\d.]+ %, 8 GPUs: [\d.]+ %, 16 GPUs: [\d.]+ %; each job draws its count from this mix\./);
    const app = importJobText(jobLogCsv(), { utcOffsetMinutes: 8 * 60, kind: 'training' });
    const fit = groupForWorkload(app, { id: 'llm-finetune', name: 'llm-finetune' }).fit!;
    expect(retrain.gpusPerJobMix).toEqual(trainingPatch(fit, { arrivals: 'poisson', size: 'empirical', startDate: parsed.scenario.startDate }).gpusPerJobMix);
    expect(retrain.gpusPerJobMix?.map((c) => c.gpus)).toEqual([4, 8, 16]);
  });

  it('writes the scenario with a daily series, runs it, and refuses to overwrite without --force', async () => {
    const out = path.join(temp, 'updated.json');
    const r = await run('--import-jobs', log, '--workload', 'retrain', '--log-workload', 'nightly-retrain', '--utc-offset', '8', '--write', out);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/Regular: every 1 day/);
    const parsed = parseScenarioText(readFileSync(out, 'utf8'));
    if (!parsed.ok) throw new Error('the written scenario is invalid');
    const retrain = parsed.scenario.workloads.find((w) => w.id === 'retrain')!;
    if (retrain.kind !== 'training') throw new Error('retrain is training');
    expect(retrain.arrivals).toMatchObject({ type: 'recurring', everyDays: 1 });
    expect(retrain.gpusPerJob).toBe(8);
    const ran = await runOn(out, '--runs', '2', '--format', 'json');
    expect(ran.code).toBe(0);
    // A daily series over the workload's phases (90 days): one retraining job a day.
    const arrived = /"workloadId":\s*"retrain"[^}]*?"jobsArrived":\s*(\d+)/.exec(JSON.stringify(JSON.parse(ran.out)));
    expect(Number(arrived?.[1])).toBeGreaterThan(50);
    const again = await run('--import-jobs', log, '--workload', 'retrain', '--write', out);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/the file exists \(add --force to replace it\); nothing written/);
  });

  it('a batch workload gets its batches, tasks a batch and task size', async () => {
    const out = path.join(temp, 'batch.json');
    const r = await runOn(BATCH, '--import-jobs', log, '--workload', 'videos', '--log-workload', 'render', '--utc-offset', '8', '--write', out);
    expect(r.code, r.err).toBe(0);
    const parsed = parseScenarioText(readFileSync(out, 'utf8'));
    if (!parsed.ok) throw new Error('the written scenario is invalid');
    const batch = parsed.scenario.workloads.find((w) => w.kind === 'batch')!;
    if (batch.kind !== 'batch') throw new Error('batch');
    expect(batch.tasksPerBatch).toBe(200);
    expect(batch.arrivals).toMatchObject({ type: 'recurring', everyDays: 1 });
  });

  it('exits 2 naming the line and reason of a damaged log', async () => {
    const bad = path.join(temp, 'missing-gpus.csv');
    writeFileSync(bad, damagedJobLogs()['damaged-missing-gpus.csv']!);
    const r = await run('--import-jobs', bad, '--workload', 'retrain');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/missing-gpus\.csv: line 1: the header names no GPUs column/);
  });

  it.each([
    [['--import-jobs', 'x.csv'], /needs --workload/],
    [['--size', 'empirical'], /--size goes with --import-jobs/],
    [['--import-jobs', 'x.csv', '--workload', 'retrain', '--size', 'gamma'], /--size must be one of empirical, lognormal/],
    [['--import-jobs', 'x.csv', '--workload', 'retrain', '--arrivals', 'hourly'], /--arrivals must be one of poisson, recurring, hour-of-week, not "hourly"/],
    [['--import-jobs', 'x.csv', '--workload', 'retrain', '--arrivals', 'constructor'], /--arrivals must be one of/],
    [['--import-jobs', 'x.csv', '--workload', 'retrain', '--statistic', 'p90'], /--statistic goes with --import-traffic/],
    [['--import-jobs', 'x.csv', '--import-traffic', 'y.csv', '--workload', 'retrain'], /one import at a time/],
    [['--import-jobs', 'x.csv', '--workload', 'retrain', '--utc-offset', 'Beijing'], /--utc-offset must be like \+08:00/],
    [['--import-jobs', log, '--workload', 'central-inference'], /no training or batch workload has that id or name/],
    [['--import-jobs', log, '--workload', 'retrain', '--log-workload', 'nobody'], /the log has no such workload/],
    [['--import-jobs', log, '--workload', 'retrain', '--log-workload', 'llm-finetune', '--arrivals', 'recurring'], /no fixed period/],
    [['--import-jobs', 'missing.csv', '--workload', 'retrain'], /missing\.csv: no such file/],
  ])('refuses %j', async (args, message) => {
    const r = await run(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
