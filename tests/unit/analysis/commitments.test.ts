import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { lastCommitmentEndDay } from '@shared/analysis/commitments';
import { resultsToJson } from '@shared/report';
import { comparisonBasisOf, type ComparisonBasis } from '@shared/scenario';
import { scenario } from '../sim/fixtures';

/**
 * One GPU busy all of a 10-day horizon: on-demand at 2/h (480 in total) against a 12-month
 * reservation at 1/h (240 inside the horizon, 355 days x 24 h x 1 = 8,520 after it).
 */
function busyGpu(basis?: ComparisonBasis) {
  const placements = [{ workloadId: 'train', poolIds: ['p'] }];
  return scenario({
    horizonDays: 10,
    ...(basis ? { simulation: { comparisonBasis: basis } } : {}),
    workloads: [
      {
        id: 'train',
        name: 'Train',
        kind: 'training',
        arrivals: { type: 'recurring', firstDay: 0, everyDays: 1 },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 24 } },
        gpusPerJob: 1,
        restartOverheadMinutes: 0,
      },
    ],
    strategies: [
      {
        id: 'od',
        name: 'On-demand',
        pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
        placements,
      },
      {
        id: 'res',
        name: 'Reserved year',
        pools: [{ id: 'p', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 12 }],
        placements,
      },
    ],
  });
}

describe('commitment after the horizon', () => {
  it('reads an absent basis as the horizon as a representative slice', () => {
    expect(comparisonBasisOf(busyGpu())).toBe('horizonSlice');
    expect(comparisonBasisOf(busyGpu('wholeCommitments'))).toBe('wholeCommitments');
  });

  it('finds the day the last term ends, by the calendar', () => {
    // 2026-01-01 + 12 months = 2027-01-01, day 365.
    expect(lastCommitmentEndDay(busyGpu(), 'res')).toBe(365);
    expect(lastCommitmentEndDay(busyGpu(), 'od')).toBeNull();
  });

  it('summarises the commitment after the horizon and the whole-commitment cost', () => {
    const res = simulateScenario(busyGpu(), { runs: 2 }).strategies.find(
      (s) => s.strategyId === 'res',
    )!;
    expect(res.totalCost.p50).toBeCloseTo(240, 6);
    expect(res.commitmentAfterHorizon!.p50).toBeCloseTo(8520, 6);
    expect(res.commitmentAfterHorizon!.p50).toBe(
      res.representative.commitmentBeyondHorizonMicro / 1e6,
    );
    expect(res.wholeCommitmentCost!.p50).toBeCloseTo(8760, 6);
    expect(res.commitmentEndDay).toBe(365);
  });

  it('ranks on the chosen basis and says which, warning of terms past the horizon', () => {
    const slice = simulateScenario(busyGpu(), { runs: 1 }).recommendation!;
    expect(slice.strategyId).toBe('res');
    expect(slice.costBasis).toBe('horizonSlice');
    expect(slice.pastHorizon).toEqual([{ strategyId: 'res', afterHorizon: 8520, coverDays: 365 }]);
    expect(slice.reason).toContain('Compared on the horizon as a representative slice');
    expect(slice.reason).toContain(
      'Reserved year keeps USD 8,520 committed after the horizon; extend the horizon to 365 days to see the whole term.',
    );

    const whole = simulateScenario(busyGpu('wholeCommitments'), { runs: 1 }).recommendation!;
    expect(whole.strategyId).toBe('od');
    expect(whole.metric).toBe('totalCost');
    expect(whole.saving).toBeCloseTo((8760 - 480) / 8760, 9);
    expect(whole.reason).toContain('Compared on whole commitments');
    expect(whole.reason).toContain(
      'Reserved year keeps USD 8,520 committed after the horizon, counted here in full.',
    );
  });

  it('puts the figures in the results document', () => {
    const json = resultsToJson(simulateScenario(busyGpu(), { runs: 1 }));
    const res = json.strategies.find((s) => s.id === 'res')!;
    expect(res.commitmentAfterHorizon.p50).toBe(8520);
    expect(res.wholeCommitmentCost.p50).toBe(8760);
    expect(res.commitmentEndDate).toBe('2027-01-01');
    expect(json.strategies.find((s) => s.id === 'od')!.commitmentEndDate).toBeNull();
    expect(json.recommendation!.costBasis).toBe('horizonSlice');
    expect(json.recommendation!.pastHorizon).toEqual([
      { strategyId: 'res', afterHorizon: 8520, coverDays: 365 },
    ]);
  });

  it('says nothing of a basis when no term outlasts the horizon', () => {
    const s = busyGpu();
    s.strategies[1]!.pools = [
      { id: 'p', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 1, startDay: 0 },
    ];
    s.horizonDays = 31;
    const rec = simulateScenario(s, { runs: 1 }).recommendation!;
    expect(rec.pastHorizon).toEqual([]);
    expect(rec.reason).not.toContain('Compared on');
  });
});
