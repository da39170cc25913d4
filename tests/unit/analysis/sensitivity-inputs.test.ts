import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import { applyInput, priceFactors, scenarioAt, sensitivityInputs } from '@shared/analysis/sensitivity-inputs';
import { parseScenario, type Scenario } from '@shared/scenario';
import { flat, inferenceScenario } from './decision-fixtures';

/** The known-answer scenario with a spot pool, a batch workload and dev machines added. */
function everything(): Scenario {
  const base = inferenceScenario({ weekday: flat(2) });
  const offer = base.catalog.offers[0]!;
  const raw = {
    ...base,
    catalog: { ...base.catalog, offers: [{ ...offer, prices: { ...offer.prices, spot: { perHour: 3, asOf: '2026-12-01', source: 'test' } } }] },
    workloads: [
      ...base.workloads,
      { id: 'render', name: 'Render', kind: 'batch', arrivals: { type: 'recurring', everyDays: 1 }, tasksPerBatch: 10, taskGpuHours: { type: 'uniform', min: 1, max: 3 } },
      { id: 'desks', name: 'Desks', kind: 'dev', machines: 2, workingHours: { startHour: 9, endHour: 19 } },
    ],
    strategies: [
      {
        id: 'mix',
        name: 'Mix',
        pools: [
          { id: 'od', kind: 'onDemand', offerId: 'vm' },
          { id: 'sp', kind: 'spot', offerId: 'vm', interruption: { model: 'poisson', ratePerGpuHour: 0.02 } },
        ],
        placements: [
          { workloadId: 'svc', poolIds: ['od'] },
          { workloadId: 'render', poolIds: ['sp', 'od'] },
          { workloadId: 'desks', poolIds: ['od'] },
        ],
      },
    ],
  };
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

describe('sensitivity inputs', () => {
  const scenario = everything();

  it('offers the inputs the scenario has, with the planned interruption rate per GPU-day', () => {
    const inputs = sensitivityInputs(scenario);
    expect(inputs.map((i) => i.id)).toEqual(['price.onDemand', 'price.spot', 'traffic', 'jobVolume', 'jobSize', 'interruptions', 'speed.vm', 'devHours']);
    expect(inputs.find((i) => i.id === 'interruptions')!.ratePerGpuDay).toBeCloseTo(0.48, 10);
  });

  it('moves each input by the factor and leaves the rest of the scenario as it was', () => {
    const at = (id: string, f: number) => applyInput(scenario, sensitivityInputs(scenario).find((i) => i.id === id)!, f);
    const batch = (s: Scenario) => s.workloads.find((w) => w.id === 'render')!;
    const svc = (s: Scenario) => s.workloads.find((w) => w.id === 'svc')!;
    expect(svc(at('traffic', 1.5)).kind === 'inference' && svc(at('traffic', 1.5))).toMatchObject({ traffic: { weekday: flat(2).map((v) => v * 1.5) } });
    expect(batch(at('jobVolume', 1.5))).toMatchObject({ tasksPerBatch: 15 });
    expect(batch(at('jobSize', 2))).toMatchObject({ taskGpuHours: { type: 'uniform', min: 2, max: 6 } });
    expect(at('interruptions', 2).strategies[0]!.pools[1]).toMatchObject({ interruption: { ratePerGpuHour: 0.04 } });
    expect(at('speed.vm', 1.2).catalog.offers[0]!.efficiency.speedFactor).toBeCloseTo(1.2, 10);
    expect(at('devHours', 0.5).workloads.find((w) => w.id === 'desks')).toMatchObject({ workingHours: { startHour: 9, endHour: 14 } });
    // Every moved scenario is still a valid one.
    for (const input of sensitivityInputs(scenario)) {
      for (const f of [0.1, 1.9]) expect(parseScenario(scenarioAt(scenario, input, f)).ok).toBe(true);
    }
    expect(scenario.workloads.find((w) => w.id === 'render')).toMatchObject({ tasksPerBatch: 10 });
  });

  it('prices are scaled per pool kind, not re-run', () => {
    const spot = sensitivityInputs(scenario).find((i) => i.id === 'price.spot')!;
    expect(applyInput(scenario, spot, 2)).toBe(scenario);
    expect(priceFactors(spot, 2)).toEqual({ onDemand: 1, reserved: 1, spot: 2, bareMetal: 1, owned: 1 });
    expect(scenarioAt(scenario, spot, 2).catalog.offers[0]!.prices.spot!.perHour).toBe(6);
  });

  it('runs the whole analysis over spot, batch and dev work', async () => {
    const result = await analyseSensitivity(scenario, { runs: 2 }, { evaluate: localEvaluator() });
    expect(result.rows.map((r) => r.input.id).sort()).toEqual(sensitivityInputs(scenario).map((i) => i.id).sort());
    expect(result.winnerId).toBe('mix');
    expect(result.baseLead).toBeNull();
  });
});
