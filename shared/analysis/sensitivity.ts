import type { PoolKind, Scenario } from '@shared/scenario';
import type { Distribution3 } from '@shared/sim/results';
import { AnalysisRunner, type AnalysisControl } from './analysis-control';
import { decide, meanOf, type Decision, type Outcome } from './decision';
import type { RunDigest } from './evaluate';
import { pairedDifference, type PairedDifference } from './paired-difference';
import { applyInput, priceFactors, sensitivityInputs, type SensitivityInput } from './sensitivity-inputs';
import { distribution3 } from './stats';

export interface SensitivityOptions {
  /** How far each input moves either way, as a fraction (0.2 = ±20 %). */
  range?: number;
  runs?: number;
  baseSeed?: number;
  /** Only these inputs (ids from sensitivityInputs); default all. */
  inputIds?: string[];
}

export interface TornadoEnd {
  factor: number;
  /** The strategy recommended with the input moved to this end. */
  winnerId: string;
  /** Mean total cost of the strategy recommended as planned, here (currency units). */
  cost: number;
  /** Its lead over the runner-up as planned (runner-up less it, run by run); null with one strategy. */
  lead: PairedDifference | null;
}

export interface TornadoRow {
  input: SensitivityInput;
  low: TornadoEnd;
  high: TornadoEnd;
  /** Largest move of the cost from its planned value, either end (currency units). */
  costEffect: number;
  leadEffect: number;
}

export interface TippingPoint {
  input: SensitivityInput;
  direction: 'up' | 'down';
  /** The factor at which the recommendation has changed (the nearest run found past the change). */
  factor: number;
  /** The nearest factor checked on the planned side, where it has not changed yet. */
  insideFactor: number;
  /** The strategy recommended past the tipping point. */
  newWinnerId: string;
}

export interface SensitivityResult {
  runs: number;
  baseSeed: number;
  range: number;
  winnerId: string;
  runnerUpId: string | null;
  /** Total cost of the recommended strategy as planned (currency units). */
  baseCost: Distribution3;
  /** Runner-up less winner as planned, run by run: within noise means the two cannot be told apart. */
  baseLead: PairedDifference | null;
  /** Sorted by effect on the recommended strategy's cost, largest first. */
  rows: TornadoRow[];
  tippingPoints: TippingPoint[];
  /** Inputs that change nothing within ±range, either way. */
  unchanged: SensitivityInput[];
}

const UNITS = 1_000_000;
/** Halvings of the bracket when a tipping point needs runs (±20 % to within about half a percent). */
const SIM_BISECTIONS = 5;
/** Price inputs cost no runs: their bracket is narrowed much further. */
const PRICE_BISECTIONS = 14;

type DigestsByStrategy = RunDigest[][];

function outcomes(scenario: Scenario, runs: DigestsByStrategy, factors: Record<PoolKind, number>): Outcome[] {
  return scenario.strategies.map((s, i) => ({
    id: s.id,
    costs: runs[i]!.map((d) => {
      // What no pool carries (a savings plan's unused commitment) is paid as it is: no price moves it.
      let cost = d.totalMicro;
      s.pools.forEach((p, j) => {
        cost += (d.poolCostMicro[j] ?? 0) * (factors[p.kind] - 1);
      });
      return cost;
    }),
    met: runs[i]!.map((d) => d.met),
  }));
}

function end(factor: number, list: Outcome[], base: Decision): TornadoEnd {
  const winner = list.find((o) => o.id === base.winnerId)!;
  const runnerUp = base.runnerUpId === null ? null : list.find((o) => o.id === base.runnerUpId)!;
  const toUnits = (v: number[]) => v.map((x) => x / UNITS);
  return {
    factor,
    winnerId: decide(list).winnerId,
    cost: meanOf(winner.costs) / UNITS,
    lead: runnerUp ? pairedDifference(toUnits(runnerUp.costs), toUnits(winner.costs)) : null,
  };
}

/**
 * Sensitivity and tipping points. Each key input is moved to either end of ±range and every
 * strategy is run again on the same seeds (common random numbers); the tornado shows the
 * recommended strategy's cost and its lead over the runner-up at each end. Where the
 * recommendation changes within the range, the change is bracketed by bisection, each step
 * run on the same seeds, so the tipping point lies between a run where it has not changed
 * and one where it has.
 */
export async function analyseSensitivity(scenario: Scenario, options: SensitivityOptions, control: AnalysisControl): Promise<SensitivityResult> {
  const runs = options.runs ?? scenario.simulation.runs;
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be a whole number from 1 up, got ${runs}`);
  const range = options.range ?? 0.2;
  if (!(range > 0 && range < 1)) throw new RangeError(`range must be above 0 and below 1 (a fraction: 0.2 = ±20 %), got ${range}`);
  const baseSeed = options.baseSeed ?? scenario.simulation.baseSeed;
  let inputs = sensitivityInputs(scenario);
  if (options.inputIds) {
    const unknown = options.inputIds.find((id) => !inputs.some((i) => i.id === id));
    if (unknown !== undefined) throw new RangeError(`no input "${unknown}" in this scenario; it has ${inputs.map((i) => i.id).join(', ')}`);
    inputs = inputs.filter((i) => options.inputIds!.includes(i.id));
  }
  const simInputs = inputs.filter((i) => i.kind !== 'price');
  const n = scenario.strategies.length;
  const runner = new AnalysisRunner(control, runs * n * (1 + simInputs.length * 2 + simInputs.length * SIM_BISECTIONS));
  const runAll = async (variants: Scenario[]): Promise<DigestsByStrategy[]> => {
    const flat = await runner.run(
      variants.flatMap((sc) => sc.strategies.map((s) => ({ scenario: sc, strategyId: s.id, baseSeed, from: 0, to: runs }))),
    );
    return variants.map((_, v) => flat.slice(v * n, v * n + n));
  };
  const unitFactors = priceFactors({ id: '', kind: 'traffic', label: '' }, 1);

  const [baseRuns] = await runAll([scenario]);
  const baseOutcomes = outcomes(scenario, baseRuns!, unitFactors);
  const base = decide(baseOutcomes);
  const baseWinner = baseOutcomes.find((o) => o.id === base.winnerId)!;
  const baseRunnerUp = base.runnerUpId === null ? null : baseOutcomes.find((o) => o.id === base.runnerUpId)!;
  const toUnits = (v: number[]) => v.map((x) => x / UNITS);

  // Outcomes with an input at a factor: price inputs from the planned runs, others from new runs.
  const atFactor = async (points: { input: SensitivityInput; factor: number }[]): Promise<Outcome[][]> => {
    const sims = points.filter((p) => p.input.kind !== 'price');
    const simRuns = await runAll(sims.map((p) => applyInput(scenario, p.input, p.factor)));
    let k = 0;
    return points.map((p) =>
      p.input.kind === 'price'
        ? outcomes(scenario, baseRuns!, priceFactors(p.input, p.factor))
        : outcomes(scenario, simRuns[k++]!, unitFactors),
    );
  };

  const endsList = inputs.flatMap((input) => [
    { input, factor: 1 - range },
    { input, factor: 1 + range },
  ]);
  const endOutcomes = await atFactor(endsList);
  const planned = meanOf(baseWinner.costs) / UNITS;
  const plannedLead = baseRunnerUp ? pairedDifference(toUnits(baseRunnerUp.costs), toUnits(baseWinner.costs)) : null;
  const rows: TornadoRow[] = inputs.map((input, i) => {
    const low = end(1 - range, endOutcomes[2 * i]!, base);
    const high = end(1 + range, endOutcomes[2 * i + 1]!, base);
    const leadMove = (e: TornadoEnd) => (e.lead && plannedLead ? Math.abs(e.lead.mean - plannedLead.mean) : 0);
    return {
      input,
      low,
      high,
      costEffect: Math.max(Math.abs(low.cost - planned), Math.abs(high.cost - planned)),
      leadEffect: Math.max(leadMove(low), leadMove(high)),
    };
  });
  rows.sort((a, b) => b.costEffect - a.costEffect || b.leadEffect - a.leadEffect || a.input.id.localeCompare(b.input.id));

  // Tipping points: bisect each end where the recommendation differs from the planned one.
  interface Search { input: SensitivityInput; direction: 'up' | 'down'; inside: number; outside: number; newWinnerId: string }
  const searches: Search[] = [];
  inputs.forEach((input, i) => {
    const lowWinner = decide(endOutcomes[2 * i]!).winnerId;
    const highWinner = decide(endOutcomes[2 * i + 1]!).winnerId;
    if (lowWinner !== base.winnerId) searches.push({ input, direction: 'down', inside: 1, outside: 1 - range, newWinnerId: lowWinner });
    if (highWinner !== base.winnerId) searches.push({ input, direction: 'up', inside: 1, outside: 1 + range, newWinnerId: highWinner });
  });
  const maxSteps = Math.max(SIM_BISECTIONS, PRICE_BISECTIONS);
  for (let step = 0; step < maxSteps; step++) {
    const active = searches.filter((s) => step < (s.input.kind === 'price' ? PRICE_BISECTIONS : SIM_BISECTIONS));
    if (active.length === 0) break;
    const mids = active.map((s) => ({ input: s.input, factor: (s.inside + s.outside) / 2 }));
    const results = await atFactor(mids);
    active.forEach((s, i) => {
      const winner = decide(results[i]!).winnerId;
      if (winner === base.winnerId) s.inside = mids[i]!.factor;
      else {
        s.outside = mids[i]!.factor;
        s.newWinnerId = winner;
      }
    });
  }
  const tippingPoints: TippingPoint[] = searches.map((s) => ({
    input: s.input,
    direction: s.direction,
    factor: s.outside,
    insideFactor: s.inside,
    newWinnerId: s.newWinnerId,
  }));
  runner.finish();
  return {
    runs,
    baseSeed,
    range,
    winnerId: base.winnerId,
    runnerUpId: base.runnerUpId,
    baseCost: distribution3(toUnits(baseWinner.costs)),
    baseLead: plannedLead,
    rows,
    tippingPoints: tippingPoints.sort((a, b) => Math.abs(a.factor - 1) - Math.abs(b.factor - 1)),
    unchanged: inputs.filter((i) => !searches.some((s) => s.input.id === i.id)),
  };
}
