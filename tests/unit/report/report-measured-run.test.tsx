// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deriveMeasuredRun, scenarioWithMeasuredRun } from '@shared/catalog';
import { ReportDocument, REPORT_ROOT_ID } from '@headroom/renderer/report/ReportDocument';
import { scenarioShape } from '@headroom/renderer/results/strategy-metrics';
import { renderInLanguage } from '../render-in-language';
import { fineTuningResults, fineTuningScenario } from '../results/template';

/** The report's offers say where each offer's efficiency comes from: a measured run (its date) or an estimate. */
function efficiencyLines(language: 'en' | 'zh-CN'): string[] {
  const base = fineTuningScenario();
  const input = { offerId: 'cn-shared-8x-a100', workloadId: 'fine-tune', gpus: 8, workSize: 70, wallHours: 14, date: '2026-05-01' };
  const outcome = deriveMeasuredRun(base, input);
  if (!outcome.ok) throw new Error(outcome.message);
  const scenario = scenarioWithMeasuredRun(base, input, outcome.result);
  const data = { results: fineTuningResults(), scenario, shape: scenarioShape(scenario), versionNumber: 1, ranAt: 0, generatedAt: 0, paper: 'a4' as const, analyses: {} };
  const root = renderInLanguage(<ReportDocument data={data} />, language).querySelector<HTMLElement>(`#${REPORT_ROOT_ID}`)!;
  return [...root.querySelectorAll('[data-testid="report-offer-efficiency"]')].map((e) => e.textContent ?? '');
}

describe("the report's offers", () => {
  it('say "measured (date)" for the measured offer and "estimate" for the others', () => {
    const lines = efficiencyLines('en');
    expect(lines).toContain('efficiency: measured (May 1, 2026), pipeline 0.857 · 8 GPUs, 14 h measured');
    expect(lines).toContain('efficiency: estimate');
  });

  it('in Chinese', () => {
    const lines = efficiencyLines('zh-CN');
    expect(lines).toContain('效率：实测（2026-05-01），数据管线 0.857 · 8 块 GPU，实测耗时 14 小时');
    expect(lines).toContain('效率：估算');
  });
});
