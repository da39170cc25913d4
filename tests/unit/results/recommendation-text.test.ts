import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@shared/sim/results';
import { recommendationText } from '@headroom/renderer/results/recommendation-text';
import { fineTuningResults } from './template';

const names = new Map([
  ['a', 'Alpha'],
  ['b', 'Beta'],
  ['c', 'Gamma'],
]);

function rec(overrides: Partial<Recommendation>): Recommendation {
  return {
    strategyId: 'a',
    reason: '',
    basis: 'cheapest-meeting-targets',
    metric: 'costPerJob',
    comparedWithId: 'b',
    saving: 0.28,
    turnaroundGainH: 8,
    comparedWithMeetsTargets: true,
    cheaperButMissesId: null,
    cheaperButMisses: [],
    runsMeetingTargets: 1,
    ...overrides,
  };
}

describe('recommendation sentence parts', () => {
  it('says bare metal is cheaper per job and sooner for the fine-tuning template', () => {
    const results = fineTuningResults();
    const byId = new Map(results.strategies.map((s) => [s.strategyId, s.name]));
    const recommendation = results.recommendation;
    if (!recommendation) throw new Error('no recommendation');
    const text = recommendationText(recommendation, byId);
    expect(text.kind).toBe('compared');
    if (text.kind !== 'compared') return;
    expect(recommendation.strategyId).toBe('bare-metal-hourly');
    expect(text.winner).toBe(byId.get('bare-metal-hourly'));
    expect(text.other).toBe(byId.get('shared-on-demand'));
    expect(text.metric).toBe('costPerJob');
    expect(text.direction).toBe('cheaper');
    expect(text.difference).toBeGreaterThan(0.2);
    expect(text.timing?.direction).toBe('sooner');
    expect(text.timing?.hours).toBeGreaterThan(6);
  });

  it('takes every figure from the analysis unchanged', () => {
    const text = recommendationText(rec({ saving: 0.1234, turnaroundGainH: 3.21 }), names);
    expect(text).toEqual({
      kind: 'compared',
      winner: 'Alpha',
      other: 'Beta',
      metric: 'costPerJob',
      direction: 'cheaper',
      difference: 0.1234,
      timing: { direction: 'sooner', hours: 3.21 },
      cheaperButMisses: null,
    });
  });

  it('words a dearer winner, a slower one, and a near tie', () => {
    const dearer = recommendationText(rec({ saving: -0.2, turnaroundGainH: -2 }), names);
    expect(dearer).toMatchObject({
      direction: 'dearer',
      difference: 0.2,
      timing: { direction: 'later', hours: 2 },
    });
    const tie = recommendationText(rec({ saving: 0.004, turnaroundGainH: 0.01 }), names);
    expect(tie).toMatchObject({ direction: 'same', timing: null });
  });

  it('leaves out the timing when turnaround does not apply', () => {
    expect(recommendationText(rec({ turnaroundGainH: null }), names)).toMatchObject({
      timing: null,
    });
  });

  it('names a cheaper strategy that misses its targets', () => {
    const text = recommendationText(
      rec({ cheaperButMissesId: 'c', cheaperButMisses: ['deadlines', 'latency'] }),
      names,
    );
    expect(text).toMatchObject({
      cheaperButMisses: { name: 'Gamma', misses: 'deadlinesAndLatency' },
    });
  });

  it('covers the only strategy meeting its targets', () => {
    const text = recommendationText(
      rec({ comparedWithMeetsTargets: false, saving: -0.3, cheaperButMisses: ['deadlines'] }),
      names,
    );
    expect(text).toEqual({
      kind: 'onlyOneMeeting',
      winner: 'Alpha',
      other: 'Beta',
      metric: 'costPerJob',
      dearer: true,
      difference: 0.3,
      otherMisses: 'deadlines',
    });
  });

  it('covers a lone strategy, none meeting targets and no comparison', () => {
    expect(recommendationText(rec({ basis: 'only-strategy' }), names)).toEqual({
      kind: 'onlyStrategy',
      winner: 'Alpha',
    });
    expect(
      recommendationText(rec({ basis: 'none-meet-targets', runsMeetingTargets: 0.4 }), names),
    ).toEqual({ kind: 'noneMeetTargets', winner: 'Alpha', runsMeetingTargets: 0.4 });
    expect(recommendationText(rec({ comparedWithId: null, saving: null }), names)).toEqual({
      kind: 'noComparison',
      winner: 'Alpha',
    });
  });

  it('falls back to the id for a strategy it has no name for', () => {
    expect(recommendationText(rec({ strategyId: 'zz', basis: 'only-strategy' }), names)).toEqual({
      kind: 'onlyStrategy',
      winner: 'zz',
    });
  });
});
