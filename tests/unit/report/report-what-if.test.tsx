// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { emptyAdjustments } from '@shared/analysis/what-if';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import type { ReportData } from '@headroom/renderer/report/report-data';
import type { KeptWhatIf } from '@headroom/renderer/storage';
import { analysedScenario as scenario, keptWhatIfEntry } from '../storage/analyses-fixtures';
import { renderReport, reportData } from './render-report';

/** Reserved 80 % dearer: 3 reserved GPUs at 10.8 an hour cost more than on-demand at 10, so the answer changes. */
const dearerReserved = { ...emptyAdjustments(), prices: { reserved: 0.8 }, poolSizes: { 'reserve-3': { r: 4 } } };

function data(whatIf: KeptWhatIf | undefined): ReportData {
  return reportData(scenario, simulateScenario(scenario), whatIf ? { whatIf } : {});
}

function render(d: ReportData, language: AppLanguage = 'en'): HTMLElement {
  return renderReport(d, language);
}

const text = (report: HTMLElement, testId: string) =>
  report.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

describe('the report’s what-if section', () => {
  it('is absent without a kept what-if, and sits between the analyses and the method with one', () => {
    expect(render(data(undefined)).querySelector('[data-section="what-if"]')).toBeNull();
    const report = render(data(keptWhatIfEntry(dearerReserved)));
    const order = [...report.querySelectorAll('[data-slot]')]
      .filter((slot) => slot.children.length > 0)
      .map((slot) => slot.getAttribute('data-slot'));
    expect(order.slice(-2)).toEqual(['what-if', 'method']);
  });

  it('lists the changes, says the recommendation changed, and shows each strategy before and after', () => {
    const kept = keptWhatIfEntry(dearerReserved);
    const report = render(data(kept));
    expect([...report.querySelectorAll('[data-testid="report-what-if-changes"] li')].map((li) => li.textContent)).toEqual([
      'Reserved price +80 %',
      'Reserve 3 + on-demand, Test vm-1g: reserved instances 3 → 4',
    ]);
    const recommendation = report.querySelector('[data-testid="report-what-if-recommendation"]')!;
    expect(recommendation.getAttribute('data-changed')).toBe('true');
    expect(recommendation.textContent).toContain('The recommendation changes. Now: On-demand, previously Reserve 3 + on-demand.');
    expect(text(report, 'report-what-if-computed')).toContain('simulated 3 times from seed 1');

    // The figures are the kept comparison's, worded as the what-if cards word them.
    const reserve = kept.result.comparison.strategies.find((s) => s.strategyId === 'reserve-3')!;
    const rows = report.querySelector('[data-testid="report-what-if-reserve-3"]')!;
    const total = rows.querySelector('td[data-figure="totalCost"]')!.textContent!;
    expect(reserve.totalCost.change).toBeGreaterThan(0);
    expect(total).toMatch(/^\+\$[\d,.]+ \(\+\d+(\.\d)? ?%\)$/);
    expect(rows.textContent).toContain('Targets met');
    // No change at all reads as such; nothing is called noise here (every run agrees).
    expect(report.querySelector('[data-testid="report-what-if-od"] td[data-figure="totalCost"]')!.textContent).toBe('no change');
    expect(report.textContent).not.toContain('within the noise');
  });

  it('draws the cost over time of both sides, the saved scenario dashed, and leaves the chart out for a what-if kept without it', () => {
    const kept = keptWhatIfEntry(dearerReserved);
    const chart = render(data(kept)).querySelector('[data-testid="report-what-if-chart"]')!;
    expect(chart).not.toBeNull();
    const strategies = kept.result.comparison.strategies.length;
    const lines = [...chart.querySelectorAll('svg path[fill="none"][stroke-width="1.8"]')];
    expect(lines).toHaveLength(2 * strategies);
    expect(lines.filter((l) => l.getAttribute('stroke-dasharray') !== null)).toHaveLength(strategies);
    expect(chart.textContent).toContain('Reserve 3 + on-demand (baseline)');
    expect(chart.textContent).toContain('Start');

    const older: KeptWhatIf = { ...kept, result: { ...kept.result } };
    delete older.result.costByMonth;
    const report = render(data(older));
    expect(report.querySelector('[data-testid="report-what-if-figures"]')).not.toBeNull();
    expect(report.querySelector('[data-testid="report-what-if-chart"]')).toBeNull();
  });

  it('marks a change within the noise of the runs and explains it under the table', () => {
    const kept = keptWhatIfEntry(dearerReserved);
    const noisy: KeptWhatIf = structuredClone(kept);
    noisy.result.comparison.strategies.find((s) => s.strategyId === 'reserve-3')!.totalCostPaired.withinNoise = true;
    const report = render(data(noisy));
    expect(report.querySelector('[data-testid="report-what-if-reserve-3"] td[data-figure="totalCost"]')!.textContent).toContain(
      'within the noise of the runs*',
    );
    expect(report.textContent).toContain('* “Within the noise”: the change, run by run on the same seeds, cannot be told apart from zero');
  });

  it('speaks Chinese', () => {
    const report = render(data(keptWhatIfEntry(dearerReserved)), 'zh-CN');
    const section = report.querySelector('[data-section="what-if"]')!;
    expect(section.querySelector('h2')!.textContent).toBe('假设分析');
    expect(text(report, 'report-what-if-changes')).toContain('预留实例价格 +80%');
    expect(text(report, 'report-what-if-recommendation')).toContain('推荐发生了变化。');
    expect(section.textContent).toContain('两边使用相同的随机种子');
  });
});
