/**
 * `--import-traffic` on the command line: the preview, --write (never over a file without
 * --force), --apply-growth, and exit status 2 with the line and reason on bad input.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { nodeIo } from '@headroom/electron/cli/node-io';
import { damagedFiles, rateHistoryCsv } from '../traffic-import/generate-traffic-files';

const SCENARIO = 'scenarios/03-inference-day-peaks.headroom.json';
const temp = mkdtempSync(path.join(tmpdir(), 'headroom-traffic-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const history = path.join(temp, 'history.csv');
writeFileSync(history, rateHistoryCsv());

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { ...nodeIo(), stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false };
  const code = await runCli([SCENARIO, ...args], io, simulateScenario);
  return { code, out, err };
}

describe('--import-traffic', () => {
  it('prints the preview without writing anything', async () => {
    const r = await run('--import-traffic', history, '--workload', 'chat', '--statistic', 'p95');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Read a CSV rate history: 12,096 samples/);
    expect(r.out).toMatch(/Daylight-saving change on 2026-03-29/);
    expect(r.out).toMatch(/Growth: 10\.\d % a month ± 0\.\d %/);
  });

  it('writes the scenario with the curves and growth, then refuses to overwrite it without --force', async () => {
    const out = path.join(temp, 'updated.json');
    const r = await run('--import-traffic', history, '--workload', 'Customer-service assistant (智能客服)', '--apply-growth', '--write', out);
    expect(r.code).toBe(0);
    const parsed = parseScenarioText(readFileSync(out, 'utf8'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const chat = parsed.scenario.workloads.find((w) => w.id === 'chat')!;
    if (chat.kind !== 'inference') throw new Error('chat is inference');
    expect(chat.traffic.weekday).toHaveLength(96);
    expect(Math.max(...chat.traffic.weekday)).toBeGreaterThan(100);
    expect(chat.traffic.growthPerMonth).toBeCloseTo(0.1, 1);
    const again = await run('--import-traffic', history, '--workload', 'chat', '--write', out);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/the file exists \(add --force to replace it\); nothing written/);
    expect((await run('--import-traffic', history, '--workload', 'chat', '--write', out, '--force')).code).toBe(0);
  });

  it('exits 2 naming the line and reason of a file with nothing to read', async () => {
    const bad = path.join(temp, 'bad.csv');
    writeFileSync(bad, 'time,value\n2026-01-05T00:00:00Z,abc\n');
    const r = await run('--import-traffic', bad, '--workload', 'chat');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\.csv: no row could be read \(1 rejected; the first: line 2: /);
  });

  it('writes a replay of the history itself with --replay, then runs it the same way twice', async () => {
    const out = path.join(temp, 'replayed.json');
    const r = await run('--import-traffic', history, '--workload', 'chat', '--replay', '--write', out);
    expect(r.code).toBe(0);
    // 42 days of 5-minute samples from Monday 2 March 2026; the spring-forward hour has no data.
    expect(r.err).toMatch(/Replay: 42\.0 days of history from 2026-03-02, placed on scenario day 0 \(same weekday\), 12108 points of 5 min \(mean per step\), 12 without data/);
    expect(r.err).toMatch(/then repeated in whole weeks\. Growth does not apply to replayed points/);
    const parsed = parseScenarioText(readFileSync(out, 'utf8'));
    if (!parsed.ok) throw new Error('the written scenario is valid');
    const chat = parsed.scenario.workloads.find((w) => w.id === 'chat')!;
    if (chat.kind !== 'inference') throw new Error('chat is inference');
    expect(chat.traffic.replay).toMatchObject({ stepMinutes: 5, startDay: 0, afterEnd: 'repeat', source: 'history.csv' });
    expect(chat.traffic.replay!.rates).toHaveLength(12_108);
    const strategy = parsed.scenario.strategies[0]!.id;
    const a = runStrategy(parsed.scenario, strategy, 3);
    expect(JSON.stringify(runStrategy(structuredClone(parsed.scenario), strategy, 3))).toBe(JSON.stringify(a));
    expect(a.workloads.find((w) => w.workloadId === 'chat')).toBeDefined();
  });

  it('refuses to repeat less than a week of history, and reads a damaged file no better with --replay', async () => {
    const short = path.join(temp, 'short.csv');
    writeFileSync(short, rateHistoryCsv({ days: 3, intervalMinutes: 60 }));
    const r = await run('--import-traffic', short, '--workload', 'chat', '--replay', '--after-end', 'repeat');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--after-end repeat: the history spans 3 days, repeating needs 7; use --after-end curve/);
    const ok = await run('--import-traffic', short, '--workload', 'chat', '--replay');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/Replay: 3.00 days .* 72 points of 60 min .*then the curves, with growth/);
    const damaged = path.join(temp, 'damaged.csv');
    writeFileSync(damaged, damagedFiles()['damaged-wrong-columns.csv']!);
    const bad = await run('--import-traffic', damaged, '--workload', 'chat', '--replay');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/damaged\.csv: /);
  });

  it.each([
    [['--import-traffic', 'x.csv', '--workload', 'chat', '--after-end', 'curve'], /--after-end goes with --replay/],
    [['--import-traffic', 'x.csv', '--workload', 'chat', '--replay', '--after-end', 'loop'], /--after-end must be repeat or curve, not "loop"/],
    [['--replay'], /--replay goes with --import-traffic/],
    [['--import-traffic', 'x.csv'], /needs --workload/],
    [['--workload', 'chat'], /--workload goes with --import-traffic/],
    [['--import-traffic', 'x.csv', '--workload', 'chat', '--statistic', 'p99'], /--statistic must be one of mean, p50, p90, p95/],
    [['--import-traffic', 'x.csv', '--workload', 'nobody'], /no inference workload has that id or name/],
    [['--import-traffic', 'missing.csv', '--workload', 'chat'], /missing\.csv: no such file/],
  ])('refuses %j', async (args, message) => {
    const r = await run(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
