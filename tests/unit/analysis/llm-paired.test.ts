import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { pairedSpread } from '@shared/analysis/paired-spread';
import { pairedDifference } from '@shared/analysis/paired';
import { applySetOverrides, compareResults, keepWhatIf, KeptWhatIfSchema, llmDeltaFigures, parseSetArgument, type LlmDeltaFigure } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { ScenarioResults, StrategySummary } from '@shared/sim/results';
import { keptWhatIfEntry } from '../storage/analyses-fixtures';

/** The chat API planned in tokens, over two weeks and 8 runs: enough to pair, quick to run. */
function example(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/10-llm-chat-api-two-gpus.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('the example does not parse');
  return { ...parsed.scenario, horizonDays: 14, simulation: { ...parsed.scenario.simulation, runs: 8 } };
}

/**
 * The example with a strategy serving it on spot L4s (Poisson interruptions, 0.02 per GPU-hour)
 * with on-demand L4s behind them: each seed interrupts other replicas at other times, so the
 * service's figures differ from run to run.
 */
function withSpot(base: Scenario): Scenario {
  const offers = base.catalog.offers.map((o) =>
    o.id === 'l4-1gpu' ? { ...o, prices: { ...o.prices, spot: { perHour: 0.6, asOf: '2025-01-15', source: 'test', status: 'sourced' as const } } } : o,
  );
  const parsed = parseScenarioText(
    JSON.stringify({
      ...base,
      catalog: { ...base.catalog, offers },
      strategies: [
        ...base.strategies,
        {
          id: 'spot-l4',
          name: 'Spot L4 with on-demand behind',
          pools: [
            { id: 'l4-spot', kind: 'spot', offerId: 'l4-1gpu', interruption: { model: 'poisson', ratePerGpuHour: 0.02 } },
            { id: 'l4-od', kind: 'onDemand', offerId: 'l4-1gpu' },
          ],
          placements: [{ workloadId: 'chat', poolIds: ['l4-spot', 'l4-od'] }],
        },
      ],
    }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

const strategyOf = (r: ScenarioResults, id: string): StrategySummary => r.strategies.find((s) => s.strategyId === id)!;
const figure = (list: readonly LlmDeltaFigure[] | undefined, key: string): LlmDeltaFigure => list!.find((f) => f.key === key)!;

const base = example();
const before = simulateScenario(base);
/** On-demand prices doubled: on an on-demand strategy, every run's cost per million tokens doubles and nothing else moves. */
const dearer = simulateScenario(applySetOverrides(base, [parseSetArgument('whatif.prices.onDemand=1')]));
const spotBase = withSpot(base);
const spotBefore = simulateScenario(spotBase);
/** Spot interrupted three times as often, on the same seeds. */
const spotAfter = simulateScenario(applySetOverrides(spotBase, [parseSetArgument('whatif.spotInterruptionFactor=3')]));

describe('the paired spread of a change', () => {
  it('is exact when every run moved alike, a P10–P90 band otherwise, and leaves out runs missing on a side', () => {
    expect(pairedSpread([1, 2, 3], [1.5, 2.5, 3.5])).toMatchObject({ pairs: 3, exact: true, p10: 0.5, p50: 0.5, p90: 0.5, withinNoise: false });
    const band = pairedSpread([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9])!;
    // The P10–P90 band holds zero, yet the mean change (4 ± 2.0 at 95 %) is told from the noise:
    // the same test as every other paired figure (paired.ts).
    expect(band).toMatchObject({ pairs: 11, exact: false, p10: 0, p50: 4, p90: 8, withinNoise: false });
    expect(pairedSpread([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 6])!.withinNoise).toBe(true);
    // A run without a figure on either side (NaN, or null once stored as JSON) is not a pair.
    expect(pairedSpread([1, NaN, null, 3], [2, 5, 6, 'x'])).toMatchObject({ pairs: 1, exact: true, p50: 1 });
    expect(pairedSpread([NaN], [1])).toBeNull();
    // No change at all is exact, and within the noise.
    expect(pairedSpread([2, 3], [2, 3])).toMatchObject({ exact: true, p50: 0, withinNoise: true });
  });
});

describe('a service planned in tokens compared run by run', () => {
  it('keeps each target’s missed share and the costs per million tokens of every run in the summary', () => {
    const s = strategyOf(before, 'od-l4').workloads[0]!;
    expect(s.llmByRun!.missShare).toHaveLength(3);
    for (const series of [...s.llmByRun!.missShare, s.llmByRun!.costPerMillionTokens, s.llmByRun!.costPerMillionOutputTokens])
      expect(series).toHaveLength(base.simulation.runs);
    // The stored series are those the P50s are read from.
    const sorted = [...s.llmByRun!.costPerMillionTokens].sort((a, b) => a - b);
    expect(s.costPerMillionTokens!.p50).toBeCloseTo((sorted[3]! + sorted[4]!) / 2, 12);
  });

  it('doubling the on-demand price doubles the cost per million tokens in every run, an exact change without an interval', () => {
    const a = strategyOf(before, 'od-a100').workloads[0]!.llmByRun!;
    const b = strategyOf(dearer, 'od-a100').workloads[0]!.llmByRun!;
    b.costPerMillionTokens.forEach((v, k) => expect(v).toBeCloseTo(2 * a.costPerMillionTokens[k]!, 9));
    b.costPerMillionOutputTokens.forEach((v, k) => expect(v).toBeCloseTo(2 * a.costPerMillionOutputTokens[k]!, 9));
    const d = compareResults(before, dearer).strategies.find((s) => s.strategyId === 'od-a100')!;
    // The traffic has no randomness: every run is the same, so the change is the same in every run.
    const perMillion = figure(d.llm, 'chat:perMillion');
    expect(perMillion.kind).toBe('money');
    expect(perMillion.paired!.exact).toBe(true);
    expect(perMillion.paired!.pairs).toBe(base.simulation.runs);
    expect(perMillion.paired!.p50).toBeCloseTo(perMillion.delta.before, 9);
    expect(perMillion.paired!.withinNoise).toBe(false);
    expect(perMillion.delta.percent).toBeCloseTo(1, 9);
    // The price does not move a request: each target's missed share is unchanged in every run.
    for (const i of [0, 1, 2]) {
      const target = figure(d.llm, `chat:target${i}`);
      expect(target.kind).toBe('share');
      expect(target.paired).toMatchObject({ exact: true, p50: 0, withinNoise: true });
    }
  });

  it('a spot pool interrupted more often moves the figures by a different amount in each run: a P10–P90 band', () => {
    const d = compareResults(spotBefore, spotAfter).strategies.find((s) => s.strategyId === 'spot-l4')!;
    const a = strategyOf(spotBefore, 'spot-l4').workloads[0]!.llmByRun!;
    const b = strategyOf(spotAfter, 'spot-l4').workloads[0]!.llmByRun!;
    const perMillion = figure(d.llm, 'chat:perMillion');
    expect(perMillion.paired!.exact).toBe(false);
    expect(perMillion.paired!.p10).toBeLessThan(perMillion.paired!.p90);
    // The band is that of the seed-by-seed differences, not of either side's own spread.
    const diffs = b.costPerMillionTokens.map((v, k) => v - a.costPerMillionTokens[k]!);
    expect(perMillion.paired!.mean).toBeCloseTo(diffs.reduce((x, y) => x + y, 0) / diffs.length, 12);
    expect(perMillion.paired!.p10).toBeGreaterThanOrEqual(Math.min(...diffs));
    expect(perMillion.paired!.p90).toBeLessThanOrEqual(Math.max(...diffs));
    expect(perMillion.paired!.withinNoise).toBe(pairedDifference(a.costPerMillionTokens, b.costPerMillionTokens).withinNoise);
    // The spot runs differ from one another, and the on-demand strategies do not move at all.
    expect(new Set(a.costPerMillionTokens).size).toBeGreaterThan(1);
    const untouched = compareResults(spotBefore, spotAfter).strategies.find((s) => s.strategyId === 'od-l4')!;
    expect(figure(untouched.llm, 'chat:perMillion').paired).toMatchObject({ exact: true, p50: 0 });
  });

  it('summaries saved before the runs’ figures were kept are compared by their P50s alone', () => {
    const old = structuredClone(before);
    for (const s of old.strategies) for (const w of s.workloads) delete w.llmByRun;
    const figures = llmDeltaFigures(strategyOf(old, 'od-a100'), strategyOf(dearer, 'od-a100'));
    expect(figures.map((f) => f.key)).toEqual(['chat:target0', 'chat:target1', 'chat:target2', 'chat:perMillion', 'chat:perMillionOutput']);
    expect(figures.every((f) => f.paired === null)).toBe(true);
    expect(figure(figures, 'chat:perMillion').delta.percent).toBeCloseTo(1, 9);
    // A damaged stored series (not a list) is no series either.
    const damaged = structuredClone(before);
    (damaged.strategies[0]!.workloads[0]! as unknown as { llmByRun: unknown }).llmByRun = { missShare: 'lots', costPerMillionTokens: 3 };
    expect(llmDeltaFigures(damaged.strategies[0], dearer.strategies[0]).every((f) => f.paired === null)).toBe(true);
    // Results without a service in tokens have no `llm` key in their comparison.
    expect('llm' in compareResults(before, dearer).strategies[0]!).toBe(true);
    const plain = structuredClone(before);
    for (const s of plain.strategies) for (const w of s.workloads) delete w.llmTargets;
    expect('llm' in compareResults(plain, plain).strategies[0]!).toBe(false);
  });

  it('keeps the paired figures for the report; what-ifs kept before them still load, and a damaged one names its field', () => {
    const kept = keepWhatIf(before, dearer, base.simulation.runs);
    const entry = JSON.parse(JSON.stringify({ result: kept, options: keptWhatIfEntry().options, computedAt: 0 })) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const parsed = KeptWhatIfSchema.safeParse(entry);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.result.comparison.strategies[0]!.llm![3]!.paired!.exact).toBe(true);
    const older = structuredClone(entry);
    for (const s of older.result.comparison.strategies as Record<string, unknown>[]) delete s.llm;
    expect(KeptWhatIfSchema.safeParse(older).success).toBe(true);
    const damaged = structuredClone(entry);
    damaged.result.comparison.strategies[0].llm[0].paired.p90 = 'wide';
    const bad = KeptWhatIfSchema.safeParse(damaged);
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path.join('.')).toBe('result.comparison.strategies.0.llm.0.paired.p90');
  });
});
