import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { optimiseCommitment } from '@shared/analysis/optimise-commitment';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import { createI18n } from '@headroom/renderer/i18n/create-i18n';
import {
  breakEvenWords,
  differenceWords,
  planWords,
  tippingWords,
  type DecisionWords,
} from '@headroom/renderer/results/decision/decision-words';
import { committedStrategy, flat, inferenceScenario } from '../analysis/decision-fixtures';

const od = { id: 'od', name: 'On-demand', pools: [{ id: 'od', kind: 'onDemand' as const, offerId: 'vm' }], placements: [{ workloadId: 'svc', poolIds: ['od'] }] };
const scenario = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(3)] });
const names = new Map(scenario.strategies.map((s) => [s.id, s.name]));

function words(language: 'en' | 'zh-CN'): DecisionWords {
  const i18n = createI18n(language);
  const locale = language === 'en' ? 'en-US' : 'zh-CN';
  return {
    t: i18n.t.bind(i18n),
    money: (v) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(v),
    percent: (f) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(f),
    number: (v) => new Intl.NumberFormat(locale).format(v),
  };
}

describe('decision sentences in the interface language', () => {
  it('words the optimum, its break-even and the comparison with a strategy in English and Chinese', async () => {
    const withTwo = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(2)] });
    const result = await optimiseCommitment(withTwo, {}, { evaluate: localEvaluator() });
    const tranche = result.optimum.plan!.tranches[0]!;
    const en = words('en');
    const zh = words('zh-CN');
    expect(planWords(en, withTwo, result.optimum.plan!.tranches)).toBe('3 × 12-month reservation of Test GPU (vm-1g), from the start');
    expect(planWords(zh, withTwo, result.optimum.plan!.tranches)).toBe('3 台 Test GPU（vm-1g）12 个月预留，从一开始');
    expect(breakEvenWords(en, withTwo, tranche.option, tranche.busyShare)).toBe(
      'A 12-month reservation of Test GPU, from the start pays off when it is busy more than 60% of the time; in this plan it is busy 100%.',
    );
    expect(breakEvenWords(zh, withTwo, tranche.option, tranche.busyShare)).toBe('Test GPU 的 12 个月预留，从一开始在忙碌时间超过 60% 时才划算；在本方案中它的忙碌率为 100%。');
    const two = result.comparisons.find((c) => c.strategyId === 'reserve-2')!;
    expect(differenceWords(en, 'The best commitment', two.name, two.difference)).toMatch(/^The best commitment costs \$[\d,]+ less than “Reserve 2 \+ on-demand” \(± \$0, same seeds\)\.$/);
    expect(differenceWords(zh, '最佳承诺', two.name, two.difference)).toMatch(/^最佳承诺比“Reserve 2 \+ on-demand”少花 US\$[\d,]+（± US\$0，相同种子）。$/);
    // When a strategy of the scenario already is the optimum (the same runs), the two cannot be told apart.
    const same = await optimiseCommitment(scenario, {}, { evaluate: localEvaluator() });
    expect(same.optimum.existingStrategyId).toBe('reserve-3');
    const flatOne = same.flat!;
    expect(flatOne.tranches[0]!.count).toBe(3);
  });

  it('words a tipping point in English and Chinese', async () => {
    const result = await analyseSensitivity(scenario, { range: 0.8, inputIds: ['price.reserved'] }, { evaluate: localEvaluator() });
    const tp = result.tippingPoints[0]!;
    expect(tippingWords(words('en'), scenario, tp, names, result.winnerId)).toBe(
      '“Reserve 3 + on-demand” stays the recommendation unless the reserved price rises more than 67% (then “On-demand”).',
    );
    expect(tippingWords(words('zh-CN'), scenario, tp, names, result.winnerId)).toBe(
      '除非预留价格上升超过 67%，否则仍推荐“Reserve 3 + on-demand”（超过后改为“On-demand”）。',
    );
  });
});
