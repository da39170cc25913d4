// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { applyWhatIf, emptyAdjustments, keepWhatIf, KeptWhatIfSchema } from '@shared/analysis/what-if';
import type { KeptWhatIf } from '@headroom/renderer/storage';
import { heldReplicas, ONE_SERVER } from '../sim/owned-fixture';
import { renderReport, reportData } from './render-report';

// One owned 8-GPU server holding four one-GPU replicas for 90 days; the what-if makes power 50 % dearer.
const scenario = heldReplicas(4, [ONE_SERVER], 90);
const dearerPower = { ...emptyAdjustments(), owned: { tariff: 0.5 } };

function kept(): KeptWhatIf {
  const outcome = applyWhatIf(scenario, dearerPower);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  const result = keepWhatIf(simulateScenario(scenario), simulateScenario(outcome.scenario), scenario.simulation.runs);
  // As the database gives it back: JSON, read by the schema.
  return KeptWhatIfSchema.parse(JSON.parse(JSON.stringify({ result, options: dearerPower, computedAt: Date.UTC(2026, 11, 3, 15, 0) })));
}

describe('a kept what-if of a strategy that owns servers, in the report', () => {
  it('keeps and prints the owned figures: NPV, utilisation, power and break-even before and after', () => {
    const entry = kept();
    const d = entry.result.comparison.strategies[0]!;
    const pool = d.owned![0]!;
    // Power 50 % dearer: the power line grows by half, the load (and so the utilisation) stays.
    expect(pool.power.after).toBeCloseTo(pool.power.before * 1.5, 0);
    expect(pool.utilisation!.change).toBe(0);
    expect(d.npv!.after).toBeGreaterThan(d.npv!.before);
    const report = renderReport(reportData(scenario, simulateScenario(scenario), { whatIf: entry }), 'en');
    const rows = report.querySelector('[data-testid="report-what-if-s"]')!;
    const row = (key: string) => rows.querySelector(`tr[data-owned-figure="${key}"]`)!;
    expect(row('npv').textContent).toContain('Net present value of the cash (P50)');
    expect(row('power-own').textContent).toContain('test bm.8: power (median run)');
    expect(row('utilisation-own').querySelector('td[data-figure]')!.textContent).toBe('no change');
    expect(row('breakEven-own').textContent).toContain('test bm.8: break-even utilisation (accounting)');
    // The strategy's name spans every row, the owned ones too.
    expect(rows.querySelector('th[scope="rowgroup"]')!.getAttribute('rowspan')).toBe(String(rows.querySelectorAll('tr').length));
    const zh = renderReport(reportData(scenario, simulateScenario(scenario), { whatIf: entry }), 'zh-CN');
    expect(zh.querySelector('tr[data-owned-figure="power-own"]')!.textContent).toContain('test bm.8：电费（中位模拟）');
  });

  it('reads a what-if kept before these figures were kept, and prints it without them', () => {
    const entry = kept();
    const old = JSON.parse(JSON.stringify(entry)) as { result: { comparison: { strategies: Record<string, unknown>[] } } };
    for (const s of old.result.comparison.strategies) {
      delete s.npv;
      delete s.owned;
    }
    const parsed = KeptWhatIfSchema.parse(old);
    const report = renderReport(reportData(scenario, simulateScenario(scenario), { whatIf: parsed }), 'en');
    expect(report.querySelector('[data-testid="report-what-if-s"]')).not.toBeNull();
    expect(report.querySelectorAll('tr[data-owned-figure]')).toHaveLength(0);
  });
});
