/**
 * A service planned in tokens on the command line: --import-requests sets its size classes from
 * a request log (nothing written without --write), --llm-mix prints the cheapest mix, and hostile
 * input exits 2 naming the flag, the workload or the line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { nodeIo } from '@headroom/electron/cli/node-io';

const SCENARIO = 'scenarios/10-llm-chat-api-two-gpus.headroom.json';
const PLAIN = 'scenarios/03-inference-day-peaks.headroom.json';
const LOG = 'tests/fixtures/llm-requests/AzureLLMInferenceTrace_conv.csv';
const temp = mkdtempSync(path.join(tmpdir(), 'headroom-llm-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { ...nodeIo(), stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false };
  const code = await runCli(args, io, simulateScenario);
  return { code, out, err };
}

describe('--import-requests', () => {
  it('previews the size classes without writing, then writes them with their source', async () => {
    const preview = await run(SCENARIO, '--import-requests', LOG, '--workload', 'chat', '--classes', '2');
    expect(preview.code).toBe(0);
    expect(preview.out).toMatch(/Size classes for the token model \(2, from 19,366 requests\)/);
    const out = path.join(temp, 'chat.json');
    const written = await run(SCENARIO, '--import-requests', LOG, '--workload', 'Chat API (8B model)', '--write', out);
    expect(written.code).toBe(0);
    const parsed = parseScenarioText(readFileSync(out, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const chat = parsed.scenario.workloads[0]!;
    if (chat.kind !== 'inference' || !chat.llm) throw new Error('expected a token-planned service');
    expect(chat.llm.sizeClasses).toHaveLength(3);
    expect(chat.llm.sizeClasses.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 6);
    expect(chat.llm.source).toMatch(/^request log AzureLLMInferenceTrace_conv\.csv, 19,366 requests, 3 size classes; dispersion 1\.06/);
  });

  it.each([
    [[SCENARIO, '--import-requests', LOG], /--import-requests needs --workload/],
    [[SCENARIO, '--import-requests', LOG, '--workload', 'nobody'], /no inference workload has that id or name/],
    [[PLAIN, '--import-requests', LOG, '--workload', 'chat'], /is not planned in tokens \(it has no llm block\)/],
    [[SCENARIO, '--import-requests', LOG, '--workload', 'chat', '--classes', '9'], /--classes must be a whole number from 1 to 6, not "9"/],
    [[SCENARIO, '--import-requests', LOG, '--workload', 'chat', '--classes', 'two'], /--classes must be a whole number from 1 to 6/],
    [[SCENARIO, '--classes', '3'], /--classes goes with --import-traffic or --import-requests/],
    [[SCENARIO, '--import-requests', LOG, '--import-traffic', LOG, '--workload', 'chat'], /do not go together/],
  ])('refuses %j', async (args, message) => {
    const r = await run(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('refuses a bad log naming the line, and a rate history that is not a log', async () => {
    const bad = path.join(temp, 'bad-log.csv');
    writeFileSync(bad, 'timestamp,prompt_tokens,output_tokens\n2023-11-16 18:15:46,abc,12\n');
    const r = await run(SCENARIO, '--import-requests', bad, '--workload', 'chat');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad-log\.csv: .*line 2/);
    const history = path.join(temp, 'history.csv');
    writeFileSync(history, 'time,value\n2026-01-05T00:00:00Z,5\n2026-01-05T01:00:00Z,6\n');
    const h = await run(SCENARIO, '--import-requests', history, '--workload', 'chat');
    expect(h.code).toBe(2);
    expect(h.err).toMatch(/not a request log/);
  });
});

describe('--llm-mix', () => {
  it('prints the mix against the best single offer, and the strategy simulated beside it', async () => {
    const r = await run(SCENARIO, '--llm-mix');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Mix total \$[\d,]+; best single offer gcp-a2-highgpu-1g/);
    expect(r.out).toMatch(/simulated on the scenario's seeds:\n {2}Cheapest mix for Chat API \(8B model\) \(whole mix on its pools in order\): total P50 \$[\d,]+, meets its targets by the latency estimate \(offered\)/);
    expect(r.out).toMatch(/routes each size class to the offer that carries most of it/);
    const json = await run(SCENARIO, '--llm-mix', '--workload', 'chat', '--format', 'json', '--mix-base', 'gcp-a2-highgpu-1g:2');
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.out);
    expect(doc.base).toMatchObject({ offerId: 'gcp-a2-highgpu-1g', replicas: 2, termMonths: 12 });
    expect(doc.candidates[0].meetsTargets).toBe(true);
    expect(doc.chosen).toBe('inOrder');
  });

  it.each([
    [[PLAIN, '--llm-mix'], /no workload of this scenario is planned in tokens/],
    [[PLAIN, '--llm-mix', '--workload', 'chat'], /not planned in tokens/],
    [[SCENARIO, '--llm-mix', '--workload', 'nobody'], /--workload "nobody": no workload has that id or name/],
    [[SCENARIO, '--llm-mix', '--format', 'csv'], /--format table or json/],
    [[SCENARIO, '--llm-mix', '--mix-base', 'l4-1gpu'], /--mix-base must be OFFER:REPLICAS/],
    [[SCENARIO, '--llm-mix', '--mix-base', 'l4-1gpu:2'], /no reserved price/],
    [[SCENARIO, '--llm-mix', '--offers', 'nope'], /no offer with a serving profile is allowed/],
  ])('refuses %j', async (args, message) => {
    const r = await run(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
