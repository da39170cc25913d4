// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyAdjustments, isEmptyAdjustments, type WhatIfAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { whatIfEn, whatIfZhCN } from '@headroom/renderer/i18n/locales/what-if';
import { whatIfReportEn, whatIfReportZhCN } from '@headroom/renderer/i18n/locales/what-if-report';
import { useWhatIfChangeWords } from '@headroom/renderer/what-if/what-if-change-words';
import { withOwned, withPlanCommitment, withPrice } from '@headroom/renderer/what-if/what-if-edits';
import { renderInLanguage } from '../render-in-language';
import { twoJobs } from '../sim/savings-plan-fixture';

function rentOrOwn(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/12-rent-or-own.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  return parsed.scenario;
}

function Words({ scenario, adjustments }: { scenario: Scenario; adjustments: WhatIfAdjustments }) {
  const words = useWhatIfChangeWords(scenario);
  return (
    <ul>
      {words(adjustments).map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}

const lines = (scenario: Scenario, adjustments: WhatIfAdjustments, language: AppLanguage) =>
  [...renderInLanguage(<Words scenario={scenario} adjustments={adjustments} />, language).querySelectorAll('li')].map((li) => li.textContent);

const ownedMoves = withOwned(withOwned(withPrice(emptyAdjustments(), 'owned', -0.15), 'tariff', 0.3), 'resalePoints', -10);
const planMove = withPlanCommitment(emptyAdjustments(), 's', 'sp', 0.2);
const planned = twoJobs([{ id: 'sp', name: 'Compute plan', provider: 'test', scope: 'compute', commitmentPerHour: 10, termMonths: 12 }]);

describe('owned-server and savings-plan changes in words', () => {
  it('words each change in English and in Chinese', () => {
    const own = rentOrOwn();
    expect(lines(own, ownedMoves, 'en')).toEqual(['Server price −15 %', 'Owned servers’ electricity tariff +30 %', 'Owned servers’ resale value −10 points']);
    expect(lines(own, ownedMoves, 'zh-CN')).toEqual(['服务器购置价 −15%', '自建服务器电价 +30%', '自建服务器转售价值 −10 个百分点']);
    expect(lines(planned, planMove, 'en')).toEqual(['S, savings plan Compute plan: commitment $10.00 → $12.00 an hour']);
    expect(lines(planned, planMove, 'zh-CN')).toEqual(['S，节省计划 Compute plan：每小时承诺金额 US$10.00 → US$12.00']);
  });

  it('drops an entry moved back to no change, so the what-if is the baseline again', () => {
    expect(isEmptyAdjustments(withOwned(withOwned(ownedMoves, 'tariff', 0), 'resalePoints', 0))).toBe(false);
    const back = withPrice(withOwned(withOwned(ownedMoves, 'tariff', 0), 'resalePoints', 0), 'owned', 0);
    expect(back).toEqual(emptyAdjustments());
    expect(withPlanCommitment(planMove, 's', 'sp', 0)).toEqual(emptyAdjustments());
  });

  it('has every new string in Chinese, with Chinese text and the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const pairs: [string, string][] = [
      ...(['owned', 'tariff', 'resale', 'savingsPlans', 'commitment'] as const).map((k): [string, string] => [whatIfEn.controls[k], whatIfZhCN.controls[k]]),
      [whatIfEn.units.points, whatIfZhCN.units.points],
      ...(['tariff', 'resale', 'savingsPlan'] as const).map((k): [string, string] => [whatIfReportEn.changes[k], whatIfReportZhCN.changes[k]]),
    ];
    for (const [en, zh] of pairs) {
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(placeholders(zh)).toEqual(placeholders(en));
    }
  });
});
