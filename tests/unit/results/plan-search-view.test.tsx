// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import type { FoundPlan, PlanSearchResult } from '@shared/analysis/plan-search/plan-types';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { PlanSearchResultView } from '@headroom/renderer/results/decision/PlanSearchResultView';
import { usePlanWords } from '@headroom/renderer/results/decision/use-plan-words';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import { useFormat } from '@headroom/renderer/i18n/use-format';
import { useTranslation } from 'react-i18next';
import { renderInLanguage } from '../render-in-language';
import { batchScenario, searchResult } from './plan-search-fixture';
import type { AddedMessage } from '@headroom/renderer/results/decision/use-add-status';
import { waitUntil } from '../wait-until';

const scenario = batchScenario();

function View({ result, onAdd }: { result: PlanSearchResult; onAdd: ((plan: FoundPlan, index: number) => Promise<AddedMessage>) | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fmt = useResultsFormat('USD', scenario.startDate, scenario.horizonDays);
  const words = usePlanWords({ t, money: fmt.money, percent: (f) => format.percent(f, { maximumFractionDigits: 0 }), number: (v) => format.number(v) }, fmt);
  return <PlanSearchResultView result={result} scenario={scenario} fmt={fmt} words={words} onAdd={onAdd} />;
}

function render(result: PlanSearchResult, onAdd: ((plan: FoundPlan, index: number) => Promise<AddedMessage>) | null = null, language: AppLanguage = 'en') {
  return renderInLanguage(<View result={result} onAdd={onAdd} />, language);
}

const texts = (root: HTMLElement, testId: string) => [...root.querySelectorAll(`[data-testid="${testId}"]`)].map((e) => e.textContent);

describe('the plan search’s answer on the results screen', () => {
  it('says the budget ran out, names the best plan and why, and marks it in the table', () => {
    const root = render(searchResult());
    expect(texts(root, 'plan-search-stopped')).toEqual(['The time budget ran out after 42 plans; these are the best found.']);
    expect(texts(root, 'plan-search-best')[0]).toMatch(/^Best plan: Plan 1, cost P50 \$1,200 \(P10–P90 \$1,080–\$1,380\)\. Spot covers 70%/);
    const rows = root.querySelectorAll('[data-testid="plan-row"]');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.getAttribute('data-best')).toBe('true');
    expect(rows[1]?.getAttribute('data-best')).toBeNull();
    expect(texts(root, 'plan-vs-best')).toEqual(['$400.00 less (± $80.00)', 'Within the noise ($20.00 ± $80.00)', '$1,000 more (± $80.00)']);
    // The chart's points in words, for screen readers: plans and the scenario's strategies.
    expect(root.querySelectorAll('[data-testid="plan-frontier-points"] li')).toHaveLength(5);
    // Read-only (a kept answer without the scenario to add to): no buttons.
    expect(root.querySelectorAll('[data-testid="plan-why-row"] button')).toHaveLength(0);
  });

  it('says when every plan was tried, and the notes for no matching offer', () => {
    const root = render(searchResult({ stoppedBy: 'searchedAll', note: 'no-offers-match', frontier: [], bestKey: null }), null, 'zh-CN');
    expect(texts(root, 'plan-search-stopped')).toEqual(['边界之内的方案都已尝试：共 42 个，另有 17 个被边界排除。']);
    expect(root.textContent).toContain('没有报价符合筛选条件');
    expect(root.querySelector('[data-testid="plan-table"]')).toBeNull();
  });

  it('adds a plan as a strategy and confirms it, once', async () => {
    const onAdd = vi.fn(() => Promise.resolve({ key: 'decision.optimise.added', values: { name: 'Found plan 2', version: 3 } }));
    const root = render(searchResult(), onAdd);
    const buttons = root.querySelectorAll<HTMLButtonElement>('[data-testid="plan-why-row"] button');
    expect(buttons[1]?.getAttribute('aria-label')).toBe('Add as strategy: Plan 2');
    flushSync(() => buttons[1]!.click());
    await waitUntil(() => expect(texts(root, 'plan-add-status')).toEqual(['Added “Found plan 2” to the scenario as version 3. Run the scenario to compare it with the others.']));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ key: 'od-l40s' }), 1);
    expect(root.querySelectorAll<HTMLButtonElement>('[data-testid="plan-why-row"] button')[1]?.disabled).toBe(true);
    expect(root.querySelectorAll<HTMLButtonElement>('[data-testid="plan-why-row"] button')[0]?.disabled).toBe(false);
  });
});
