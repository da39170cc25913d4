import { describe, expect, it } from 'vitest';
import { commitmentOptions, type CommitmentOption } from '@shared/analysis/commitment-options';
import { trendTipping } from '@shared/analysis/trend-tipping';
import { contractFigures } from '@shared/analysis/contract-terms';
import { parseScenario } from '@shared/scenario';
import { trendTippingSentence } from '@shared/report/decision-sentences';
import { flat, inferenceScenario } from './decision-fixtures';

/** A 36-month reservation at $1 a GPU-hour against on-demand at $2, signed on the start date. */
function reservation(): CommitmentOption {
  return {
    key: 'reserved:vm:36:0',
    kind: 'reserved',
    offerId: 'vm',
    gpuId: 'g',
    termMonths: 36,
    readyDay: 0,
    orderDay: 0,
    phaseId: null,
    gpusPerUnit: 1,
    pricePerGpuHour: 1,
    wholeTermMicroPerUnit: 0,
    coversHorizon: true,
    behaviourKey: 'reserved:vm:0:to-horizon',
    alternative: { offerId: 'vm', kind: 'onDemand', pricePerGpuHour: 2, relativeSpeed: 1, trendPercent: 0 },
    breakEvenUtilisation: 0.5,
  };
}

describe('the price trend at which a commitment stops paying', () => {
  it('solves the mean on-demand price over the term against the reserved price', () => {
    // Busy 80 %: the reservation pays while 0.8 × 2 × mean(q^(m/12), m = 0..35) > 1, i.e. the
    // mean factor stays above 0.625. By hand, q = 0.7017 gives x = q^(1/12) = 0.97091 and
    // (1 − q³) / (36 (1 − x)) = 0.65449 / 1.04724 = 0.6250: prices falling 29.8 % a year.
    const tip = trendTipping('2027-01-04', reservation(), 0.8);
    expect(tip?.kind).toBe('tipsAt');
    expect(tip?.kind === 'tipsAt' && tip.percentPerYear).toBeCloseTo(-29.83, 1);
  });

  it('says when a commitment pays whatever the trend, and when there is nothing to compare', () => {
    expect(trendTipping('2027-01-04', { ...reservation(), pricePerGpuHour: 0.1 }, 1)).toEqual({ kind: 'alwaysPays' });
    const tip = trendTipping('2027-01-04', reservation(), 0.4);
    // Busy 40 %: it costs more than on-demand at today's prices, so it needs prices to rise.
    expect(tip?.kind === 'tipsAt' && tip.percentPerYear).toBeGreaterThan(0);
    expect(trendTipping('2027-01-04', reservation(), null)).toBeNull();
    expect(trendTipping('2027-01-04', { ...reservation(), alternative: null }, 0.8)).toBeNull();
  });

  it('says it in words for the command line and the report', () => {
    const scenario = inferenceScenario({ weekday: flat(2) });
    const option = { ...reservation(), offerId: 'vm', gpuId: 'g' };
    expect(trendTippingSentence(scenario, option, 0.8)).toBe(
      'A 36-month reservation of Test GPU (vm-1g), from the start stops paying if on-demand prices fall faster than 30 % a year (at the 80 % it is busy in this plan).',
    );
    expect(trendTippingSentence(scenario, option, null)).toBeNull();
  });

  it('prices a commitment at the day it is signed and breaks even on the alternative’s mean price', () => {
    const base = inferenceScenario({ weekday: flat(2) });
    const falling = parseScenario({ ...base, priceTrends: { onDemand: -20, reserved: -12 } });
    if (!falling.ok) throw new Error('invalid');
    const [flatOption] = commitmentOptions(base, base.strategies[0]!);
    const [option] = commitmentOptions(falling.scenario, falling.scenario.strategies[0]!);
    // Signed on day 0: today's price, 6 against 10, and break-even 60 % with flat prices.
    expect(flatOption!.breakEvenUtilisation).toBeCloseTo(0.6, 12);
    expect(option!.pricePerGpuHour).toBe(6);
    // On-demand falling 20 % a year: its mean over 12 months is 0.2 / (12 (1 − 0.8^(1/12))) = 0.90464,
    // so the break-even busy share rises to 0.6 / 0.90464 = 66.3 %.
    expect(option!.breakEvenUtilisation).toBeCloseTo(0.66325, 4);
    // The contract is the signed price for the whole term: 6 × 8,760 h = 52,560.
    expect(contractFigures(falling.scenario, option!, 1).contractValue).toBe(52_560);
  });
});
