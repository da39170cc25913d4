// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@shared/sim/results';
import { useRecommendationWording } from '@headroom/renderer/results/use-recommendation-sentence';
import { renderInLanguage } from '../render-in-language';

const rec: Recommendation = {
  strategyId: 'a',
  reason: '',
  basis: 'cheapest-meeting-targets',
  metric: 'totalCost',
  comparedWithId: 'c',
  saving: 0.25,
  turnaroundGainH: null,
  comparedWithMeetsTargets: true,
  cheaperButMissesId: null,
  cheaperButMisses: [],
  runsMeetingTargets: 1,
  notComparable: ['b', 'd'],
};
const names = new Map([
  ['a', 'Reserved'],
  ['b', 'Spot'],
  ['c', 'On-demand'],
  ['d', 'Bare-metal'],
]);

function Sentence() {
  const sentence = useRecommendationWording()(rec, names);
  return <p>{`${sentence?.main ?? ''} | ${sentence?.aside ?? ''}`}</p>;
}

describe('the recommendation on screen', () => {
  it('names strategies left out because their costs could not be added up, in both languages', () => {
    expect(renderInLanguage(<Sentence />, 'en').textContent).toContain(
      '| Spot, Bare-metal are left out of the comparison: their costs are too large to add up. Check their prices.',
    );
    expect(renderInLanguage(<Sentence />, 'zh-CN').textContent).toContain(
      '| “Spot”、“Bare-metal”未参与比较：其成本过大，无法累加。请检查其价格。',
    );
  });
});
