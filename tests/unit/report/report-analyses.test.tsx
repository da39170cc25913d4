// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { localEvaluator } from '@shared/analysis/evaluate';
import { optimiseCommitment, type OptimiseResult } from '@shared/analysis/optimise-commitment';
import { analyseSensitivity, type SensitivityResult } from '@shared/analysis/sensitivity';
import type { Scenario } from '@shared/scenario';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { ReportDocument, REPORT_ROOT_ID } from '@headroom/renderer/report/ReportDocument';
import type { ReportData } from '@headroom/renderer/report/report-data';
import { poolUsageRows } from '@headroom/renderer/results/pool-usage';
import { scenarioShape } from '@headroom/renderer/results/strategy-metrics';
import { committedStrategy, flat, inferenceScenario } from '../analysis/decision-fixtures';
import { renderInLanguage } from '../render-in-language';

const od = {
  id: 'od',
  name: 'On-demand',
  pools: [{ id: 'od', kind: 'onDemand' as const, offerId: 'vm' }],
  placements: [{ workloadId: 'svc', poolIds: ['od'] }],
};

// A flat load of 3 GPUs for 14 days, on demand or with 3 reserved for 12 months: the
// reservation outlasts the horizon, so the commitment section has something to say.
let scenario: Scenario;
let optimise: OptimiseResult;
let sensitivity: SensitivityResult;
beforeAll(async () => {
  scenario = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(3)] });
  const control = { evaluate: localEvaluator() };
  optimise = await optimiseCommitment(scenario, {}, control);
  sensitivity = await analyseSensitivity(
    scenario,
    { range: 0.2, inputIds: ['price.reserved', 'traffic'] },
    control,
  );
});

function data(analyses: ReportData['analyses']): ReportData {
  return {
    results: simulateScenario(scenario),
    scenario,
    shape: scenarioShape(scenario),
    versionNumber: 2,
    ranAt: Date.UTC(2026, 11, 1, 9, 30),
    generatedAt: Date.UTC(2026, 11, 2, 10, 0),
    paper: 'a4',
    analyses,
  };
}

function render(d: ReportData, language: AppLanguage = 'en'): HTMLElement {
  const container = renderInLanguage(<ReportDocument data={d} />, language);
  const report = container.querySelector(`#${REPORT_ROOT_ID}`);
  if (!(report instanceof HTMLElement)) throw new Error('no report rendered');
  return report;
}

const sections = (report: HTMLElement) =>
  [...report.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'));

describe('report sections on these results', () => {
  it('shows where the work ran for every strategy, with the figures of the pool table', () => {
    const d = data({});
    const report = render(d);
    const tables = report.querySelectorAll('[data-testid="report-where-ran"]');
    expect(tables).toHaveLength(d.results.strategies.length);
    d.results.strategies.forEach((s, i) => {
      const rows = poolUsageRows(s.representative).flatMap((g) => g.rows);
      expect(tables[i]!.querySelectorAll('tbody tr')).toHaveLength(rows.length);
      // One body per pool, so a pool's rows are never split across pages.
      expect(tables[i]!.querySelectorAll('tbody.hr-keep')).toHaveLength(
        s.representative.pools.length,
      );
    });
    const reserved = d.results.strategies.find((s) => s.strategyId === 'reserve-3')!;
    expect(
      report.querySelector('[data-section="where-ran"] [data-strategy="reserve-3"]')?.textContent,
    ).toContain('Service');
    expect(reserved.representative.pools.some((p) => p.byWorkload?.length)).toBe(true);
  });

  it('states the comparison basis and what stays committed after the horizon', () => {
    const d = data({});
    const report = render(d);
    expect(d.results.recommendation?.pastHorizon?.map((p) => p.strategyId)).toContain('reserve-3');
    const section = report.querySelector('[data-section="commitment"]')!;
    expect(section.querySelector('[data-testid="report-basis"]')?.getAttribute('data-basis')).toBe(
      'horizonSlice',
    );
    expect(section.querySelector('tr[data-strategy="reserve-3"]')?.textContent).toMatch(/\$[\d,]+/);
    expect(report.querySelector('[data-testid="report-cover-basis"]')?.textContent).toMatch(
      /representative slice/,
    );
  });

  it('leaves the decision sections out when neither analysis was computed', () => {
    expect(sections(render(data({})))).not.toContain('optimise');
  });

  it('says what the optimiser computed, with runs and seed, and its answer', () => {
    const report = render(
      data({ optimise: { result: optimise, options: {}, computedAt: Date.UTC(2026, 11, 1, 10) } }),
    );
    expect(sections(report)).toContain('optimise');
    const computed = report.querySelector('[data-testid="report-optimise-computed"]')!.textContent!;
    expect(computed).toContain(`${optimise.runs} times from seed ${optimise.baseSeed}`);
    expect(computed).toContain('expected (mean) cost');
    expect(report.querySelector('[data-testid="report-optimum"]')?.textContent).toMatch(/^Best: /);
    expect(report.querySelectorAll('[data-testid="report-break-even"]').length).toBeGreaterThan(0);
    const key = optimise.optimum.plan?.tranches[0]?.option.key ?? optimise.curves[0]!.option.key;
    const curve = optimise.curves.find((c) => c.option.key === key)!;
    expect(
      report.querySelectorAll('[data-testid="report-commitment-curve"] tbody tr'),
    ).toHaveLength(curve.points.length);
    // The other analysis is named as not run, so the reader knows it was not left out by mistake.
    expect(
      report.querySelector('[data-section="sensitivity"]')?.getAttribute('data-computed'),
    ).toBe('false');
  });

  it('shows the sensitivity tornado and tipping points, in Chinese too', () => {
    const analyses = {
      sensitivity: {
        result: sensitivity,
        options: { range: 0.2 },
        computedAt: Date.UTC(2026, 11, 1, 10),
      },
    };
    const report = render(data(analyses));
    expect(report.querySelectorAll('[data-testid="report-tornado"] tbody tr')).toHaveLength(
      sensitivity.rows.length,
    );
    expect(
      report.querySelector('[data-testid="report-sensitivity-computed"]')?.textContent,
    ).toContain(`${sensitivity.runs} runs from seed ${sensitivity.baseSeed}`);
    const zh = render(data(analyses), 'zh-CN');
    expect(zh.textContent).toContain('哪些输入要紧');
    expect(zh.textContent).toContain('什么会改变结论');
    expect(zh.querySelector('[data-section="commitment"]')?.textContent).toContain(
      '规划期后的承诺费用',
    );
  });
});
