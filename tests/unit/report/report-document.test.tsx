// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { ReportDocument, REPORT_ROOT_ID } from '@headroom/renderer/report/ReportDocument';
import type { ReportData } from '@headroom/renderer/report/report-data';
import { reportHtmlDocument } from '@headroom/renderer/report/report-html';
import { REPORT_SECTIONS } from '@headroom/renderer/report/report-sections';
import { scenarioShape } from '@headroom/renderer/results/strategy-metrics';
import { renderInLanguage } from '../render-in-language';
import { fineTuningResults, fineTuningScenario } from '../results/template';

function reportData(overrides: Partial<ReportData> = {}): ReportData {
  const scenario = fineTuningScenario();
  return {
    results: fineTuningResults(),
    scenario,
    shape: scenarioShape(scenario),
    versionNumber: 3,
    ranAt: Date.UTC(2026, 11, 1, 9, 30),
    generatedAt: Date.UTC(2026, 11, 2, 10, 0),
    paper: 'a4',
    analyses: {},
    ...overrides,
  };
}

function render(data: ReportData, language: AppLanguage = 'en'): HTMLElement {
  const container = renderInLanguage(<ReportDocument data={data} />, language);
  const report = container.querySelector(`#${REPORT_ROOT_ID}`);
  if (!(report instanceof HTMLElement)) throw new Error('no report rendered');
  return report;
}

describe('the PDF report document', () => {
  it('has its sections in order, the recommended strategy marked, and vector charts', () => {
    const report = render(reportData());
    expect(
      [...report.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section')),
    ).toEqual(['cover', 'charts', 'where-ran', 'commitment', 'cash', 'assumptions', 'method']);
    expect(REPORT_SECTIONS.map((s) => s.id)).toEqual([
      'cover',
      'llm-results',
      'bill',
      'charts',
      'where-ran',
      'interruptions',
      'shared-pools',
      'savings-plans',
      'commitment',
      'cash',
      'owned',
      'assumptions',
      'optimise',
      'sensitivity',
      'plan-search',
      'llm-mix',
      'what-if',
      'method',
    ]);
    // Cash over the whole contract: every strategy's NPV, and its cash month by month (the
    // bare-metal term's last month, March, lies partly after the 59-day horizon).
    const cash = report.querySelector('[data-section="cash"]')!;
    expect(cash.querySelectorAll('[data-testid="report-npv"] tbody tr')).toHaveLength(3);
    expect([...cash.querySelectorAll('[data-testid="report-cash-by-month"] tbody tr')].map((r) => r.getAttribute('data-month'))).toEqual(['2027-01', '2027-02', '2027-03', null, null]);
    expect(cash.querySelector('[data-month="2027-03"]')?.textContent).toContain('CN¥40,202');
    const recommended = report.querySelector('tr.hr-recommended');
    expect(recommended?.getAttribute('data-strategy')).toBe('bare-metal-hourly');
    expect(report.querySelectorAll('svg.hr-chart').length).toBeGreaterThanOrEqual(3 + 2 * 3);
    expect(report.querySelectorAll('img, canvas')).toHaveLength(0);
    expect(report.textContent).toContain('Version 3');
    // The offers' prices with their source, and estimates marked.
    expect(report.querySelector('.hr-offers')?.textContent).toMatch(/estimate/);
  });

  it('prints A4 or Letter with the name, date and page counters in the page margins', () => {
    const a4 = render(reportData()).querySelector('style')!.textContent!;
    expect(a4).toContain('size: A4 portrait');
    expect(a4).toContain('counter(page)');
    expect(a4).toContain('counter(pages)');
    const letter = render(reportData({ paper: 'letter' })).querySelector('style')!.textContent!;
    expect(letter).toContain('size: letter portrait');
  });

  it('reads in Chinese', () => {
    const report = render(reportData(), 'zh-CN');
    expect(report.getAttribute('lang')).toBe('zh-CN');
    expect(report.textContent).toContain('各策略关键数字');
    expect(report.querySelector('style')!.textContent).toContain('"第 " counter(page)');
  });

  it('keeps a hostile scenario name inert in the page, the stylesheet and the saved document', () => {
    const hostile = '</style><script>alert(1)</script>"} body { display: none } @import "x';
    const results = { ...fineTuningResults(), scenarioName: hostile };
    const report = render(reportData({ results }));
    expect(report.querySelectorAll('script')).toHaveLength(0);
    expect(report.querySelector('[data-testid="report-title"]')?.textContent).toBe(hostile);
    const css = report.querySelector('style')!.textContent!;
    expect(css).not.toContain('</style>');
    expect(css).not.toContain('"} body {');
    expect(css).not.toContain('@import');
    const html = reportHtmlDocument(report, hostile, 'en');
    expect(html).not.toMatch(/<script/i);
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(
      true,
    );
  });

  it('leaves out the assumptions when the run’s scenario no longer validates', () => {
    const report = render(reportData({ scenario: null }));
    expect(report.querySelector('[data-section="assumptions"]')).toBeNull();
    expect(report.querySelector('[data-section="cover"]')).not.toBeNull();
  });
});
