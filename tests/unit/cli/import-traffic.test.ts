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
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { nodeIo } from '@headroom/electron/cli/node-io';
import { rateHistoryCsv } from '../traffic-import/generate-traffic-files';

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
    expect(r.err).toMatch(/bad\.csv: no row could be read \(1 rejected; the first: line 2\)/);
  });

  it.each([
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
