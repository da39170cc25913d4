// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { applyWhatIf, emptyAdjustments, keepWhatIf, type WhatIfAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import type { KeptWhatIf } from '@headroom/renderer/storage';
import { renderReport, reportData } from './render-report';

/** The chat API planned in tokens over a week and 4 runs (its traffic has no randomness: every run alike). */
function example(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/10-llm-chat-api-two-gpus.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('the example does not parse');
  return { ...parsed.scenario, horizonDays: 7, simulation: { ...parsed.scenario.simulation, runs: 4 } };
}

const scenario = example();
const baseline = simulateScenario(scenario);

/** On-demand twice the price: the on-demand A100's cost per million tokens doubles in every run. */
const doubled: WhatIfAdjustments = { ...emptyAdjustments(), prices: { onDemand: 1 } };

function kept(adjustments: WhatIfAdjustments): KeptWhatIf {
  const outcome = applyWhatIf(scenario, adjustments);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  const result = keepWhatIf(baseline, simulateScenario(outcome.scenario), scenario.simulation.runs);
  // As the app stores it: JSON, read back.
  return JSON.parse(JSON.stringify({ result, options: adjustments, computedAt: Date.UTC(2026, 11, 3, 15, 0) })) as KeptWhatIf;
}

function render(whatIf: KeptWhatIf, language: AppLanguage = 'en'): HTMLElement {
  return renderReport(reportData(scenario, baseline, { whatIf }), language);
}

const cell = (report: HTMLElement, strategy: string, figure: string) =>
  report.querySelector(`[data-testid="report-what-if-${strategy}"] td[data-figure="${figure}"]`)?.textContent ?? '';

describe('the report’s what-if section for a service planned in tokens', () => {
  it('lists each target’s missed share and the cost per million tokens, with the change run by run', () => {
    const entry = kept(doubled);
    const a100 = entry.result.comparison.strategies.find((s) => s.strategyId === 'od-a100')!;
    const perMillion = a100.llm!.find((f) => f.key === 'chat:perMillion')!;
    expect(perMillion.paired!.exact).toBe(true);
    const report = render(entry);
    const rows = report.querySelector('[data-testid="report-what-if-od-a100"]')!;
    // The label, without the line under a target that gives its analytical estimate before → after.
    const labelOf = (td: Element) => [...td.childNodes].filter((n) => !(n instanceof Element && n.matches('[data-testid="report-what-if-llm-estimate"]'))).map((n) => n.textContent).join('');
    const labels = [...rows.querySelectorAll('tr[data-llm-figure] td:first-child')].map(labelOf);
    const estimates = [...rows.querySelectorAll('[data-testid="report-what-if-llm-estimate"]')].map((e) => e.textContent);
    // Only the three targets have an estimate (0.47 % of requests over P95 TTFT by the estimate, before and after doubling the price).
    expect(estimates).toEqual(['estimate: 0.47% → 0.47%', 'estimate: 0.47% → 0.47%', 'estimate: 0.98% → 0.98%']);
    expect(labels).toEqual([
      'Chat API (8B model): requests over P95 time to first token ≤ 1,500 ms',
      'Chat API (8B model): requests over P99 time per output token ≤ 150 ms',
      'Chat API (8B model): requests over P95 end-to-end time ≤ 30,000 ms',
      'Chat API (8B model): cost per million tokens',
      'Chat API (8B model): cost per million output tokens',
    ]);
    // Doubled in every run: the change and the same change "in every run", without an interval.
    const money = cell(report, 'od-a100', 'chat:perMillion');
    expect(money).toMatch(/^\+\$0\.\d\d \(\+100(\.0)? ?%\)run by run: \+\$0\.\d\d in every run$/);
    expect(money).not.toContain('P10–P90');
    // The price moves no request: no change, and no run-by-run line to repeat it.
    expect(cell(report, 'od-a100', 'chat:target0')).toBe('no change');
    expect(report.textContent).toContain('** Services planned in tokens: the change is read run by run on the same seeds');
  });

  it('writes a change that varies from run to run as its P10–P90, within the noise when that holds zero', () => {
    const entry = kept(doubled);
    const row = entry.result.comparison.strategies.find((s) => s.strategyId === 'l4-capped')!.llm!.find((f) => f.key === 'chat:target0')!;
    // As a spot pool's interruptions would make it: a change of +0.5 points at P50, −0.2 to +1.1 run by run.
    row.delta = { before: 0.06, after: 0.065, change: 0.005, percent: 0.005 / 0.06 };
    row.paired = { pairs: 4, mean: 0.005, p10: -0.002, p50: 0.005, p90: 0.011, exact: false, withinNoise: true };
    const report = render(entry);
    expect(cell(report, 'l4-capped', 'chat:target0')).toBe('+0.5 pointswithin the noise of the runs**run by run: −0.2 to +1.1 points (P10–P90)');
    const zh = render(entry, 'zh-CN');
    expect(cell(zh, 'l4-capped', 'chat:target0')).toBe('+0.5 个百分点在模拟的随机波动范围内**逐次比较：−0.2 至 +1.1 个百分点（P10 至 P90）');
    expect(zh.querySelector('[data-testid="report-what-if-od-a100"] tr[data-llm-figure="chat:perMillion"] td')!.textContent).toBe(
      'Chat API (8B model)：每百万 token 成本',
    );
    expect(cell(zh, 'od-a100', 'chat:perMillion')).toMatch(/逐次比较：每次模拟均为 \+(US)?\$0\.\d\d$/);
  });

  it('leaves the rows out of a what-if kept before they were compared', () => {
    const entry = kept(doubled);
    for (const s of entry.result.comparison.strategies) delete s.llm;
    const report = render(entry);
    expect(report.querySelector('tr[data-llm-figure]')).toBeNull();
    expect(report.textContent).not.toContain('** Services planned in tokens');
  });
});
