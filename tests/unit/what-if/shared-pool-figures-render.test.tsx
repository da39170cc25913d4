// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ResultsComparison, StrategyDelta } from '@shared/analysis/what-if';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import { WhatIfCards } from '@headroom/renderer/what-if/WhatIfCards';
import { makeResults } from '../report/fixtures';
import { renderInLanguage } from '../render-in-language';

const paired = (withinNoise: boolean) => ({ pairs: 20, mean: 0, sd: 0, halfWidth95: 0, withinNoise });
const delta = (before: number, after: number) => ({ before, after, change: after - before, percent: before === 0 ? null : (after - before) / before });

/** A strategy with priorities on a shared pool: example 11's API traffic at half, as the analysis gives it. */
const withPriorities: StrategyDelta = {
  strategyId: 'server-priority',
  name: 'Shared server',
  totalCost: delta(337_698, 337_698),
  totalCostPaired: paired(true),
  costIncludingWaiting: delta(337_698, 337_698),
  costPerJob: null,
  costPer10kRequests: null,
  turnaroundP50H: null,
  turnaroundPaired: null,
  meetsTargetsBefore: true,
  meetsTargetsAfter: true,
  serviceOverflowCost: delta(0, 0),
  serviceOverflowCostPaired: paired(true),
  priorityPreemptionsPerJob: delta(0.37, 0),
  priorityPreemptionsPerJobPaired: paired(false),
  priorityLostGpuHours: delta(46.87, 0),
  priorityLostGpuHoursPaired: paired(false),
  turnaroundP95H: delta(46.78, 45),
  turnaroundP95Paired: paired(true),
};

function Cards({ d }: { d: StrategyDelta }) {
  const fmt = useResultsFormat('CNY', '2027-01-01', 90);
  const comparison: ResultsComparison = { strategies: [d], recommendationBefore: null, recommendationAfter: null, recommendationChanged: false, pairs: 20 };
  return <WhatIfCards comparison={comparison} baseline={makeResults()} whatIf={makeResults()} colorOf={() => '#888'} fmt={fmt} hasDeadlines={false} />;
}

function figures(d: StrategyDelta, language: AppLanguage) {
  const container = renderInLanguage(<Cards d={d} />, language);
  return [...container.querySelectorAll('[data-testid^="what-if-figure-"][data-change]')].map((row) => [
    row.getAttribute('data-testid'),
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
}

describe('a what-if card of a strategy with priorities on a shared pool', () => {
  it('shows overflow, preemptions per job, work lost and turnaround P95, before → after with the change, in English', () => {
    const en = figures(withPriorities, 'en');
    expect(en.map((f) => f[1])).toEqual(['Service overflow cost', 'Preemptions by priority per job', 'Work lost to preemption', 'Turnaround P95']);
    const [overflow, preemptions, lost, p95] = en.map((f) => f[2] ?? '');
    expect(overflow).toContain('no change');
    expect(preemptions).toContain('0.37 → 0');
    expect(preemptions).toContain('−0.37');
    expect(lost).toContain('46.9');
    expect(lost).toContain('−46.9');
    expect(p95).toContain('−1.8');
    expect(p95).toContain('within the noise of the runs');
    // Preemptions and lost work changed beyond the noise: no noise note on them.
    expect(preemptions).not.toContain('within the noise');
  });

  it('in Chinese', () => {
    const zh = figures(withPriorities, 'zh-CN');
    expect(zh.map((f) => f[1])).toEqual(['服务溢出成本', '每个任务被高优先级抢占的次数', '因抢占丢失的工作', '周转时间 P95']);
    expect(zh[3]![2]).toContain('在模拟的随机波动范围内');
  });

  it('a strategy without priorities shows none of them', () => {
    const { serviceOverflowCost: _a, priorityPreemptionsPerJob: _b, priorityLostGpuHours: _c, turnaroundP95H: _d, ...plain } = withPriorities;
    expect(figures(plain, 'en')).toEqual([]);
  });
});
