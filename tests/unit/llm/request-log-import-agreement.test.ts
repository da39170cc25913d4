/**
 * One request log, one result: the app's import (the traffic dialog's read, its size classes
 * and the editor's one edit) and the command line's --import-requests store the same document
 * for the conversation log, byte for byte in English and with the same figures in Chinese, and
 * so simulate to the same cost.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { ENGLISH_RANK_WORDS, englishSizeMixWords } from '@shared/llm/english-size-mix-words';
import { importedSizeMix } from '@shared/llm/imported-size-mix';
import { sizeClassesFromLog } from '@shared/llm/size-classes-from-log';
import { parseScenario, parseScenarioText, type Scenario } from '@shared/scenario';
import { buildImportedCurves } from '@shared/traffic-import';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { nodeIo } from '@headroom/electron/cli/node-io';
import { sizeMixWords } from '@headroom/renderer/curve/size-class-names';
import { withImportedTraffic } from '@headroom/renderer/editor/llm/imported-traffic';
import { importTrafficBlob } from '@headroom/renderer/file-import/import-traffic-blob';
import { createI18n } from '@headroom/renderer/i18n/create-i18n';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';

const SCENARIO = 'scenarios/10-llm-chat-api-two-gpus.headroom.json';
const LOG = 'tests/fixtures/llm-requests/AzureLLMInferenceTrace_conv.csv';
const temp = mkdtempSync(path.join(tmpdir(), 'headroom-log-agreement-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const tOf = (language: AppLanguage): TFunction => {
  const i18n = createI18n(language);
  return i18n.t.bind(i18n) as TFunction;
};

/** The scenario the command line writes with the log's classes (3, as the dialog starts). */
async function cliImport(): Promise<Scenario> {
  const out = path.join(temp, 'cli.json');
  let err = '';
  const io: CliIo = { ...nodeIo(), stdout: () => undefined, stderr: (t) => void (err += t), stderrIsTTY: false };
  const code = await runCli([SCENARIO, '--import-requests', LOG, '--workload', 'chat', '--write', out, '--force'], io, simulateScenario);
  expect(code, err).toBe(0);
  const parsed = parseScenarioText(readFileSync(out, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/**
 * The scenario the app holds after the same import: the dialog reads the file as it does in its
 * worker, builds the curves with its default statistic (mean) and the three classes it starts
 * with, and the request-log dialog applies them as one edit, as RequestLogDialog does.
 */
async function appImport(language: AppLanguage): Promise<Scenario> {
  const parsed = parseScenarioText(readFileSync(SCENARIO, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const index = parsed.scenario.workloads.findIndex((w) => w.id === 'chat');
  const workload = parsed.scenario.workloads[index]!;
  if (workload.kind !== 'inference') throw new Error('expected the chat service');
  const blob = new Blob([readFileSync(LOG)]);
  const result = await importTrafficBlob(blob, { utcOffsetMinutes: 0, slotsPerDay: workload.traffic.weekday.length, valueMeaning: 'rate' }, () => undefined);
  const curves = buildImportedCurves(result.analysis, 'mean', workload.traffic);
  const pairs = result.analysis.tokenPairs;
  if (!pairs) throw new Error('expected a request log');
  const sizeMix = importedSizeMix(sizeClassesFromLog(pairs.prompt, pairs.output, 3), pairs, result.analysis.burstiness, path.basename(LOG), sizeMixWords(tOf(language)));
  const edited = withImportedTraffic(parsed.scenario, index, {
    weekday: curves.weekday,
    ...(curves.weekend ? { weekend: curves.weekend } : {}),
    growthPerMonth: workload.traffic.growthPerMonth,
    sizeMix,
  });
  const reparsed = parseScenario(edited);
  if (!reparsed.ok) throw new Error(JSON.stringify(reparsed.issues));
  return reparsed.scenario;
}

const llmOf = (s: Scenario) => {
  const w = s.workloads.find((x) => x.id === 'chat');
  if (w?.kind !== 'inference' || !w.llm) throw new Error('expected a token-planned chat service');
  return w.llm;
};

describe('a request log imported in the app and on the command line', () => {
  it('stores the same document, byte for byte in English, and simulates to the same cost', async () => {
    const [cli, app] = [await cliImport(), await appImport('en')];
    expect(JSON.stringify(llmOf(app))).toBe(JSON.stringify(llmOf(cli)));
    expect(app).toEqual(cli);
    // The figures the issue found apart: tenths of a token, not whole tokens; the command line's names.
    expect(llmOf(cli).sizeClasses[0]).toEqual({ name: 'short prompts (330 in, 109 out)', share: 0.4041, promptTokens: 330.3, outputTokens: 109.1 });
    expect(llmOf(cli).source).toMatch(/^request log AzureLLMInferenceTrace_conv\.csv, 19,366 requests, 3 size classes; dispersion 1\.06 \(Poisson 1\)/);
    // Both store how bursty the log's requests came, for the simulated requests to arrive so.
    expect(llmOf(cli).arrivalDispersion).toBe(1.06);

    // Two strategies (one per GPU type) keep the test quick; the traffic has no randomness, so one run.
    const strategyIds = cli.strategies.slice(0, 2).map((s) => s.id);
    const costs = (s: Scenario) => simulateScenario(s, { runs: 1, strategyIds }).strategies.map((r) => r.totalCostByRun[0]);
    const cliCosts = costs(cli);
    expect(costs(app)).toEqual(cliCosts);
    expect(cliCosts).toHaveLength(2);
    expect(cliCosts[0]).toBeGreaterThan(0);
  });

  it('stores the same figures under Chinese names when the app is in Chinese', async () => {
    const [cli, app] = [llmOf(await cliImport()), llmOf(await appImport('zh-CN'))];
    const figures = (l: typeof cli) => l.sizeClasses.map(({ share, promptTokens, outputTokens }) => ({ share, promptTokens, outputTokens }));
    expect(figures(app)).toEqual(figures(cli));
    expect(app.sizeClasses.map((c) => c.name)).toEqual(['短请求（输入 330，输出 109）', '中等请求（输入 1100，输出 409）', '长请求（输入 2655，输出 82）']);
    expect(app.source).toMatch(/^请求日志 AzureLLMInferenceTrace_conv\.csv，共 19,366 个请求，3 个请求规模类别；离散指数 1\.06/);
  });

  it('names classes and sources in the app’s English exactly as the command line does, for every class count', () => {
    const app = sizeMixWords(tOf('en'));
    for (let count = 1; count <= ENGLISH_RANK_WORDS.length; count++)
      for (let promptRank = 0; promptRank < count; promptRank++) {
        const facts = { promptRank, count, promptTokens: '12', outputTokens: '3400' };
        expect(app.className(facts)).toBe(englishSizeMixWords.className(facts));
      }
    for (const facts of [
      { file: 'a.csv', requests: 1, requestsText: '1', every: 1, classes: 1, burstiness: null },
      { file: 'b.csv', requests: 2_000_000, requestsText: '2,000,000', every: 4, classes: 5, burstiness: { dispersion: '10.62', peakPerSecond: '67', poissonPeak: '12' } },
    ])
      expect(app.source(facts)).toBe(englishSizeMixWords.source(facts));
  });
});
