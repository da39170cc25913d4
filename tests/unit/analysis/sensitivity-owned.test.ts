import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import { applyInput, sensitivityInputs } from '@shared/analysis/sensitivity-inputs';
import { tippingSentence, unchangedSentence } from '@shared/report/decision-sentences';
import { parseScenario, parseScenarioText, type Pool, type Scenario } from '@shared/scenario';
import { flat, inferenceScenario } from './decision-fixtures';
import { savingsPlanScenario } from './savings-plan-decision-fixture';

const control = () => ({ evaluate: localEvaluator() });

/** Rent or own over its first year, one run, renting on demand against owning (enough to see each input's direction, in a few seconds). */
function rentOrOwnYear(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/12-rent-or-own.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  const s = parsed.scenario;
  return { ...s, horizonDays: 365, simulation: { ...s.simulation, runs: 1 }, strategies: s.strategies.filter((x) => x.id !== 'reserved') };
}

const ownedPool = (s: Scenario) => s.strategies.find((x) => x.id === 'owned')!.pools.find((p): p is Extract<Pool, { kind: 'owned' }> => p.kind === 'owned')!;

describe('sensitivity of owned servers and savings plans', () => {
  it('offers the server price, tariff and end value only where an owned pool has them, and the commitment only with a plan', () => {
    const own = rentOrOwnYear();
    expect(sensitivityInputs(own).map((i) => i.id).filter((id) => ['serverPrice', 'tariff', 'resale', 'commitment'].includes(id))).toEqual(['serverPrice', 'tariff', 'resale']);
    expect(sensitivityInputs(savingsPlanScenario()).map((i) => i.id)).toContain('commitment');
    expect(sensitivityInputs(inferenceScenario({ weekday: flat(3) })).map((i) => i.id).filter((id) => ['serverPrice', 'tariff', 'resale', 'commitment'].includes(id))).toEqual([]);
    // A free tariff and no value at the end leave nothing for those inputs to move.
    const bare = { ...own, strategies: own.strategies.map((s) => ({ ...s, pools: s.pools.map((p) => (p.kind === 'owned' ? { ...p, tariffPerKwh: 0, resalePercent: 0, residualPercent: 0 } : p)) })) };
    expect(sensitivityInputs(bare).map((i) => i.id)).not.toContain('tariff');
    expect(sensitivityInputs(bare).map((i) => i.id)).not.toContain('resale');
  });

  it('moves each owned term by the factor', () => {
    const own = rentOrOwnYear();
    const at = (id: string, f: number) => applyInput(own, sensitivityInputs(own).find((i) => i.id === id)!, f);
    // 0.12 a kWh × 1.2; resale 35 % and residual 10 % × 0.8; the catalog's 275,000 a server × 1.2.
    expect(ownedPool(at('tariff', 1.2)).tariffPerKwh).toBeCloseTo(0.144, 12);
    expect(ownedPool(at('resale', 0.8))).toMatchObject({ resalePercent: 28, residualPercent: 8 });
    expect(at('serverPrice', 1.2).catalog.offers.find((o) => o.id === 'owned-8x-h100')!.prices.owned!.pricePerServer).toBeCloseTo(330_000, 6);
    for (const id of ['tariff', 'resale', 'serverPrice']) expect(parseScenario(at(id, 3)).ok).toBe(true);
  });

  it('on rent or own: a dearer server or tariff costs more, servers worth more at the end cost less', async () => {
    const own = rentOrOwnYear();
    const result = await analyseSensitivity(own, { inputIds: ['serverPrice', 'tariff', 'resale'] }, control());
    expect(result.winnerId).toBe('owned');
    const planned = result.baseCost.mean;
    const row = (id: string) => result.rows.find((r) => r.input.id === id)!;
    for (const id of ['serverPrice', 'tariff']) {
      expect(row(id).low.cost).toBeLessThan(planned);
      expect(row(id).high.cost).toBeGreaterThan(planned);
    }
    expect(row('resale').low.cost).toBeGreaterThan(planned);
    expect(row('resale').high.cost).toBeLessThan(planned);
    // The server's price weighs most: depreciation and maintenance both follow it.
    expect(result.rows[0]!.input.id).toBe('serverPrice');
    // Owning a busy server stays cheaper than renting it on demand within ±20 %.
    expect(result.tippingPoints).toEqual([]);
    expect(unchangedSentence(row('tariff').input, result.range)).toBe('The electricity tariff: no change within ±20 %.');
  });

  it('on a savings plan: committing more covers more of the usage at the plan’s rate, so the total falls', async () => {
    const scenario = savingsPlanScenario();
    const result = await analyseSensitivity(scenario, { range: 0.2, inputIds: ['commitment'] }, control());
    expect(result.winnerId).toBe('plan');
    const row = result.rows.find((r) => r.input.id === 'commitment')!;
    // An hour: at 12 committed, 12 / 0.7 = 17.14 covered and 12.86 on demand, 24.86; at 18,
    // 25.71 covered and 4.29 on demand, 22.29; as planned 23.57.
    expect(row.low.cost / result.baseCost.mean).toBeCloseTo(24.857 / 23.571, 2);
    expect(row.high.cost / result.baseCost.mean).toBeCloseTo(22.286 / 23.571, 2);
    // A plan of 25 an hour covers all 30 of the usage (25 / 0.7 = 35.7) and costs 25; past
    // 30 committed, 20 % more, it costs more than renting on demand.
    const far = await analyseSensitivity(savingsPlanScenario(25), { range: 0.5, inputIds: ['commitment'] }, control());
    const tp = far.tippingPoints.find((t) => t.input.id === 'commitment')!;
    expect(tp.direction).toBe('up');
    expect(tp.newWinnerId).toBe('od');
    expect(tp.insideFactor).toBeGreaterThan(1.15);
    expect(tp.factor).toBeLessThan(1.25);
    expect(tippingSentence(tp, 'On-demand + savings plan', new Map([['od', 'On-demand']]))).toMatch(
      /^On-demand \+ savings plan stays the recommendation unless the savings-plan commitment rises more than \d+ % \(then On-demand\)\.$/,
    );
  });
});
