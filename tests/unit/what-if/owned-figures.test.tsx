// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { applyWhatIf, emptyAdjustments, type WhatIfAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import { WhatIfOwnedFigures } from '@headroom/renderer/what-if/WhatIfOwnedFigures';
import { renderInLanguage } from '../render-in-language';

/** Rent or own over its first year, one run, the owning strategy only. */
function owning(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/12-rent-or-own.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  const s = parsed.scenario;
  return { ...s, horizonDays: 365, simulation: { ...s.simulation, runs: 1 }, strategies: s.strategies.filter((x) => x.id === 'owned') };
}

const scenario = owning();
const baseline = simulateScenario(scenario);

function whatIf(adj: Partial<WhatIfAdjustments>): ScenarioResults {
  const out = applyWhatIf(scenario, { ...emptyAdjustments(), ...adj });
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return simulateScenario(out.scenario);
}

/** Power 50 % dearer. */
const dearerPower = whatIf({ owned: { tariff: 0.5 } });

function Figures({ after }: { after: ScenarioResults }) {
  const fmt = useResultsFormat(scenario.currency, scenario.startDate, scenario.horizonDays);
  return <WhatIfOwnedFigures before={baseline.strategies[0]} after={after.strategies[0]} fmt={fmt} />;
}

/** Each figure's change as the card writes it, by its test id. */
function changes(after: ScenarioResults, language: AppLanguage = 'en'): Record<string, string> {
  const root = renderInLanguage(<Figures after={after} />, language);
  return Object.fromEntries(
    [...root.querySelectorAll('[data-testid^="what-if-owned-"]')].map((row) => [
      row.getAttribute('data-testid')!.replace('what-if-owned-', ''),
      row.querySelector('[data-testid="what-if-figure-change"]')!.textContent!,
    ]),
  );
}

describe('the what-if card’s owned-server figures', () => {
  it('show the load moving the utilisation and the power, and not the break-even', () => {
    const more = changes(whatIf({ workloads: { api: { curveScale: 1.3 } } }));
    expect(Object.keys(more)).toEqual(['npv', 'utilisation-server', 'power-server', 'breakEven-server', 'breakEvenCash-server']);
    expect(more['utilisation-server']).toMatch(/^\+\d+(\.\d+)? points$/);
    expect(more['power-server']).toMatch(/^\+\$[\d,.]+ \(\+[\d.]+ ?%\)$/);
    expect(more['breakEven-server']).toBe('no change');
    expect(more['breakEvenCash-server']).toBe('no change');
  });

  it('show the tariff moving the power and both break-evens, the resale the cash break-even and the net present value', () => {
    const dearer = changes(dearerPower);
    expect(dearer['utilisation-server']).toBe('no change');
    expect(dearer['power-server']).toMatch(/^\+\$[\d,.]+ \(\+50(\.0)? ?%\)$/);
    expect(dearer['breakEven-server']).toMatch(/^\+\d+(\.\d+)? points$/);
    expect(dearer['breakEvenCash-server']).toMatch(/^\+\d+(\.\d+)? points$/);
    const resale = changes(whatIf({ owned: { resalePoints: 20 } }));
    expect(resale['breakEven-server']).toBe('no change');
    expect(resale['breakEvenCash-server']).toMatch(/^−\d+(\.\d+)? points$/);
    expect(resale.npv).toMatch(/^−\$[\d,.]+ \(−[\d.]+ ?%\)$/);
  });

  it('name each figure in Chinese', () => {
    const root = renderInLanguage(<Figures after={dearerPower} />, 'zh-CN');
    const labels = [...root.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual([
      '现金流净现值（P50）',
      'Owned 8x H100 server (自建服务器)：GPU 利用率（中位模拟）',
      'Owned 8x H100 server (自建服务器)：电费（中位模拟）',
      'Owned 8x H100 server (自建服务器)：盈亏平衡利用率（会计口径）',
      'Owned 8x H100 server (自建服务器)：盈亏平衡利用率（规划期现金口径）',
    ]);
    expect(changes(dearerPower, 'zh-CN')['breakEven-server']).toMatch(/^\+\d+(\.\d+)? 个百分点$/);
  });
});
