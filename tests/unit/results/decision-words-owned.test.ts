import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import { sensitivityInputs } from '@shared/analysis/sensitivity-inputs';
import { parseScenarioText } from '@shared/scenario';
import { createI18n } from '@headroom/renderer/i18n/create-i18n';
import { inputLabel, tippingWords, type DecisionWords } from '@headroom/renderer/results/decision/decision-words';
import { savingsPlanScenario } from '../analysis/savings-plan-decision-fixture';

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

describe('the tornado’s owned-server and savings-plan inputs in the interface language', () => {
  it('names each input in English and Chinese', () => {
    const parsed = parseScenarioText(readFileSync('scenarios/12-rent-or-own.headroom.json', 'utf8'));
    if (!parsed.ok) throw new Error('shipped scenario invalid');
    const own = parsed.scenario;
    const owned = sensitivityInputs(own).filter((i) => ['serverPrice', 'tariff', 'resale'].includes(i.id));
    expect(owned.map((i) => inputLabel(words('en'), own, i))).toEqual([
      'Owned server price',
      'Electricity tariff (owned servers)',
      'Servers’ value at the end (resale and residual)',
    ]);
    expect(owned.map((i) => inputLabel(words('zh-CN'), own, i))).toEqual(['自建服务器购置价', '电价（自建服务器）', '服务器期末价值（转售价与残值）']);
    const plan = savingsPlanScenario();
    const commitment = sensitivityInputs(plan).find((i) => i.id === 'commitment')!;
    expect(inputLabel(words('en'), plan, commitment)).toBe('Savings-plan commitment an hour');
    expect(inputLabel(words('zh-CN'), plan, commitment)).toBe('节省计划每小时承诺金额');
  });

  it('words the commitment past which on demand is cheaper, in English and Chinese', async () => {
    // 25 an hour covers all 30 of on-demand usage; past 30 (20 % more) renting on demand is cheaper.
    const scenario = savingsPlanScenario(25);
    const names = new Map(scenario.strategies.map((s) => [s.id, s.name]));
    const result = await analyseSensitivity(scenario, { range: 0.5, inputIds: ['commitment'] }, { evaluate: localEvaluator() });
    const tp = result.tippingPoints[0]!;
    expect(tippingWords(words('en'), scenario, tp, names, result.winnerId)).toBe(
      '“On-demand + savings plan” stays the recommendation unless the savings-plan commitment rises more than 20% (then “On-demand”).',
    );
    expect(tippingWords(words('zh-CN'), scenario, tp, names, result.winnerId)).toBe(
      '除非节省计划承诺金额上升超过 20%，否则仍推荐“On-demand + savings plan”（超过后改为“On-demand”）。',
    );
  });
});
