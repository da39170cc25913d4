import { describe, expect, it } from 'vitest';
import { commitmentOptions } from '@shared/analysis/commitment-options';
import { contractFigures, planContract } from '@shared/analysis/contract-terms';
import { localEvaluator } from '@shared/analysis/evaluate';
import { optimiseCommitment } from '@shared/analysis/optimise-commitment';
import { optimiseCsv, optimiseReport } from '@shared/report/decision-report';
import { flat, inferenceScenario } from './decision-fixtures';

const control = () => ({ evaluate: localEvaluator() });

describe('what a commitment signs', () => {
  // 14 days from 2027-01-04; one 12-month reservation at 6 an hour, so its term runs to
  // 2028-01-04: 365 days, 8,760 hours.
  const scenario = inferenceScenario({ weekday: flat(2) });
  const option = commitmentOptions(scenario, scenario.strategies[0]!).find((o) => o.kind === 'reserved' && o.readyDay === 0)!;

  it('counts the whole term, the part after the horizon and the end date by hand', () => {
    const two = contractFigures(scenario, option, 2);
    expect(two.contractValue).toBeCloseTo(2 * 6 * 8_760, 6); // 105,120
    expect(two.inHorizon).toBeCloseTo(2 * 6 * 14 * 24, 6); // 4,032
    expect(two.afterHorizon).toBeCloseTo(2 * 6 * (365 - 14) * 24, 6); // 101,088
    expect(two.endDate).toBe('2028-01-04');
    expect(two.endDay).toBe(365);
    expect(two.outlastsHorizon).toBe(true);
    // No discount rate: the NPV is the contract value. At 12 % a year (1 % a month), each
    // month's 12 an hour is discounted: 12 x (672 + 672/1.01 + 744/1.01^2 + ... + 72/1.01^12).
    expect(two.npv).toBeCloseTo(105_120, 2);
    const discounted = { ...scenario, simulation: { ...scenario.simulation, discountRatePercent: 12 } };
    expect(contractFigures(discounted, option, 2).npv).toBeCloseTo(99_457.26, 2);
    const whole = planContract([two, contractFigures(scenario, option, 1)]);
    expect(whole.contractValue).toBeCloseTo(3 * 6 * 8_760, 6);
    expect(whole.afterHorizon).toBeCloseTo(3 * 6 * 351 * 24, 6);
    expect(whole.lastEndDate).toBe('2028-01-04');
  });

  it('has nothing after the horizon when the term ends inside it', () => {
    const year = inferenceScenario({ weekday: flat(2), horizonDays: 365 });
    const o = commitmentOptions(year, year.strategies[0]!).find((x) => x.readyDay === 0)!;
    const f = contractFigures(year, o, 1);
    expect(f.afterHorizon).toBe(0);
    expect(f.inHorizon).toBeCloseTo(6 * 8_760, 6);
    expect(f.outlastsHorizon).toBe(false);
  });

  it('the optimiser lists each commitment with its contract, and the report and CSV carry it', async () => {
    const result = await optimiseCommitment(scenario, {}, control());
    const plan = result.optimum.plan!;
    expect(plan.tranches[0]!.count).toBe(2);
    expect(plan.contract.contractValue).toBeCloseTo(105_120, 6);
    expect(plan.contract.afterHorizon).toBeCloseTo(101_088, 6);
    const point = result.curves[0]!.points.find((p) => p.count === 2)!;
    expect(point.contract.afterHorizon).toBeCloseTo(101_088, 6);
    const text = optimiseReport(scenario, result);
    expect(text).toContain('Contract value $105,120 (every signed term in full): $4,032 inside the horizon, $101,088 after it; the last term ends 2028-01-04.');
    expect(text).toContain('assumes the service runs until January 2028');
    // On whole commitments a 12-month term for a 14-day need is not worth it: the answers differ.
    expect(result.otherBasis?.basis).toBe('wholeCommitments');
    expect(result.otherBasis?.plan.tranches).toHaveLength(0);
    const csv = optimiseCsv(result);
    expect(csv.split('\n')[0]).toContain('in_horizon_cost,contract_value,after_horizon,term_end_date');
    expect(csv).toContain('4032.00,105120.00,101088.00,2028-01-04,105120.00');
    expect(text).toContain('Net present value $105,120: no discount rate is set, so payments are not discounted.');
  });

  it('minimises the net present value of the whole contract on the NPV objective', async () => {
    // Two GPUs for 14 days on demand: 2 x 10 x 336 h = 6,720, all paid in the first month.
    // Two reservations pay 12 an hour for a whole year: 99,457.26 at 12 % a year. Counted on
    // the horizon slice the reservation wins; counted by NPV, committing nothing does.
    const discounted = { ...scenario, simulation: { ...scenario.simulation, discountRatePercent: 12 } };
    const slice = await optimiseCommitment(discounted, {}, control());
    expect(slice.optimum.plan?.tranches[0]?.count).toBe(2);
    const npv = await optimiseCommitment(discounted, { objective: 'npv' }, control());
    expect(npv.objective).toBe('npv');
    expect(npv.optimum.source).toBe('existing');
    expect(npv.optimum.cost.mean).toBeCloseTo(6_720, 2);
    const two = npv.curves[0]!.points.find((p) => p.count === 2)!;
    expect(two.cost.mean).toBeCloseTo(99_457.26, 1);
    expect(optimiseReport(discounted, npv)).toContain('minimising the expected net present value of the cash, every term paid in full, at a discount rate of 12 % a year');
  });

  it('tries no term past the horizon when the planner accepts none', async () => {
    const result = await optimiseCommitment(scenario, { longestTerm: 'horizon' }, control());
    expect(result.curves).toHaveLength(0);
    expect(result.optimum.plan).toBeNull();
    expect(result.longestTerm).toBe('horizon');
    const longer = await optimiseCommitment(scenario, { longestTerm: 6 }, control());
    expect(longer.curves).toHaveLength(0);
    const year = await optimiseCommitment(scenario, { longestTerm: 12 }, control());
    expect(year.curves).toHaveLength(1);
  });
});

describe('the count search and quotas', () => {
  it('commits past an on-demand quota below demand', async () => {
    // Three GPUs wanted around the clock, on-demand capped at two (which still serve the traffic,
    // running hot): the elastic base never holds more than two, and one or two reserved only add
    // to the two on-demand, yet three reserved (at 6 against 10 an hour) cost less than two
    // on-demand: 3 x 6 x 8,760 = 157,680 against 2 x 10 x 8,760 = 175,200.
    const scenario = inferenceScenario({
      weekday: flat(3),
      horizonDays: 365,
      strategies: [
        { id: 'od', name: 'On-demand', pools: [{ id: 'od', kind: 'onDemand', offerId: 'vm', maxInstances: 2 }], placements: [{ workloadId: 'svc', poolIds: ['od'] }] },
      ],
      runs: 2,
    });
    const result = await optimiseCommitment(scenario, {}, control());
    const plan = result.optimum.plan!;
    expect(plan.tranches).toHaveLength(1);
    expect(plan.tranches[0]!.count).toBe(3);
    expect(result.optimum.cost.mean).toBeCloseTo(157_680, 0);
    expect(result.optimum.meetsTargets).toBe(true);
  });
});
