// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import type { ReportData } from '@headroom/renderer/report/report-data';
import { batchScenario, searchResult } from '../results/plan-search-fixture';
import { renderReport, reportData } from './render-report';

const scenario = batchScenario();
const results = simulateScenario(scenario, { runs: 2 });

function render(analyses: ReportData['analyses'], language: AppLanguage = 'en'): HTMLElement {
  return renderReport(reportData(scenario, results, analyses), language);
}

const planSearch = { result: searchResult(), options: { budgetSeconds: 5 }, computedAt: Date.UTC(2026, 11, 1, 10, 0) };

describe('the plan search in the report', () => {
  it('is absent when no search was run', () => {
    expect(render({}).querySelector('[data-section="plan-search"]')).toBeNull();
  });

  it('shows what was searched, the best plan and why, the frontier chart and each plan with why it wins', () => {
    const section = render({ planSearch }).querySelector('[data-section="plan-search"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Decision support');
    expect(section.querySelector('[data-testid="report-plan-search-computed"]')?.textContent).toMatch(/on 20 runs \(seed 1\) within a 5 s time budget: 42 plans tried, 17 skipped by a bound, 3 offers considered\.$/);
    expect(section.textContent).toContain('The time budget ran out after 42 plans; these are the best found.');
    expect(section.querySelector('[data-testid="report-best-plan"]')?.textContent).toBe(
      'Best plan: Plan 1, cost P50 $1,200 (P10–P90 $1,080–$1,380). Spot covers 70% of “Daily short-video batch (短视频批量渲染)” with 2% deadline risk.',
    );
    const chart = section.querySelector('[data-testid="report-frontier-chart"] svg')!;
    expect(chart.getAttribute('aria-label')).toBe('Cost against speed');
    // Three plans (one the best) and two strategies of the scenario, each with its cost band.
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const whys = [...section.querySelectorAll('[data-testid="report-plan-why"]')].map((e) => e.textContent);
    expect(whys).toEqual([
      'Why it wins: Spot covers 70% of “Daily short-video batch (短视频批量渲染)” with 2% deadline risk.',
      'Why it wins: A cheaper GPU (NVIDIA L40S 48GB) does “Daily short-video batch (短视频批量渲染)” for 38% less.',
      'Why it wins: The fastest plan: P95 turnaround 8 h sooner than the cheapest.',
    ]);
    const rows = section.querySelectorAll('[data-testid="report-plan-table"] tbody tr');
    expect(rows[0]?.className).toBe('hr-recommended');
    expect(rows[2]?.textContent).toContain('Within the noise ($20.00 ± $80.00)');
  });

  it('reads in Chinese', () => {
    const section = render({ planSearch }, 'zh-CN').querySelector('[data-section="plan-search"]')!;
    expect(section.querySelector('h3')?.textContent).toBe('找到的最佳方案');
    expect(section.querySelector('[data-testid="report-best-plan"]')?.textContent).toMatch(/^最佳方案：方案 1，成本 P50 US\$1,200.*竞价实例承担了/);
    expect(section.textContent).toContain('尝试 42 个方案后时间预算已用完；以下是找到的最佳方案。');
  });
});
