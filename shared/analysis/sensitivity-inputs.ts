import { isolateText } from '@shared/scenario/isolate-text';
import { MAX_SAVINGS_PLAN_PER_HOUR, POOL_KIND_WORDS, scaleReplay, type PoolKind, type Scenario, type Workload } from '@shared/scenario';
import { scaleDistribution, scaleJobSize } from './scale-work';
import { scaleArrivals } from './what-if/apply';

/**
 * The key inputs a sensitivity analysis moves, each by a factor (1 = as planned): prices per
 * pool kind, traffic level and growth, job volume and size, the spot interruption rate, each
 * offer's speed, dev-machine hours, owned servers' price, electricity tariff and resale value,
 * and savings plans' commitment per hour. Only inputs the scenario actually has are offered.
 */
export type InputKind =
  | 'price'
  | 'trend'
  | 'traffic'
  | 'growth'
  | 'jobVolume'
  | 'jobSize'
  | 'interruptions'
  | 'speed'
  | 'devHours'
  | 'serverPrice'
  | 'tariff'
  | 'resale'
  | 'commitment';

export interface SensitivityInput {
  /** "price.onDemand", "traffic", "speed.<offer id>", ... */
  id: string;
  kind: InputKind;
  /** Price and trend inputs: the pool kind whose prices move. */
  poolKind?: PoolKind;
  /** Speed inputs: the offer whose speed factor moves. */
  offerId?: string;
  /** English label for the command line (the app words its own from kind, poolKind and offerId). */
  label: string;
  /** Interruptions (Poisson): the planned rate per GPU-day, to state a tipping point as a rate. */
  ratePerGpuDay?: number;
  /** Trend inputs: the planned trend, % a year, to state a tipping point as a trend. */
  trendPercent?: number;
}

/** Most offers whose speed gets an input of its own (the ones the strategies use, in order). */
const MAX_SPEED_INPUTS = 6;

function jobWorkloads(s: Scenario) {
  return s.workloads.filter((w) => w.kind === 'training' || w.kind === 'batch');
}

export function sensitivityInputs(scenario: Scenario): SensitivityInput[] {
  const pools = scenario.strategies.flatMap((s) => s.pools);
  const out: SensitivityInput[] = [];
  for (const kind of ['onDemand', 'reserved', 'spot', 'bareMetal'] as const) {
    if (pools.some((p) => p.kind === kind)) out.push({ id: `price.${kind}`, kind: 'price', poolKind: kind, label: `${POOL_KIND_WORDS[kind]} prices` });
  }
  // The on-demand price trend decides between buying as you go and signing a term: offered
  // where both are planned, or where the planner has set one.
  const committed = pools.some((p) => p.kind === 'reserved' || p.kind === 'bareMetal');
  const onDemandTrend = scenario.priceTrends?.onDemand;
  if (pools.some((p) => p.kind === 'onDemand') && (committed || onDemandTrend !== undefined)) {
    out.push({ id: 'trend.onDemand', kind: 'trend', poolKind: 'onDemand', label: 'the on-demand price trend', trendPercent: onDemandTrend ?? 0 });
  }
  const inference = scenario.workloads.filter((w) => w.kind === 'inference');
  if (inference.length > 0) out.push({ id: 'traffic', kind: 'traffic', label: 'traffic' });
  if (inference.some((w) => w.traffic.growthPerMonth !== 0)) out.push({ id: 'growth', kind: 'growth', label: 'traffic growth' });
  const jobs = jobWorkloads(scenario);
  if (jobs.some((w) => w.kind === 'batch' || w.arrivals.type !== 'fixed')) out.push({ id: 'jobVolume', kind: 'jobVolume', label: 'job volume' });
  if (jobs.length > 0) out.push({ id: 'jobSize', kind: 'jobSize', label: 'job size' });
  const spot = pools.filter((p) => p.kind === 'spot');
  if (spot.some((p) => p.interruption.model !== 'trace')) {
    const poisson = spot.find((p) => p.interruption.model === 'poisson');
    const rate = poisson && poisson.interruption.model === 'poisson' ? poisson.interruption.ratePerGpuHour * 24 : undefined;
    out.push({ id: 'interruptions', kind: 'interruptions', label: 'spot interruptions', ...(rate !== undefined ? { ratePerGpuDay: rate } : {}) });
  }
  const offers = [...new Set(pools.map((p) => p.offerId))].slice(0, MAX_SPEED_INPUTS);
  for (const offerId of offers) {
    const offer = scenario.catalog.offers.find((o) => o.id === offerId);
    if (offer) out.push({ id: `speed.${offerId}`, kind: 'speed', offerId, label: `speed of ${isolateText(offer.instanceType)}` });
  }
  if (scenario.workloads.some((w) => w.kind === 'dev')) out.push({ id: 'devHours', kind: 'devHours', label: 'dev-machine hours' });
  // Owned servers' costs are the pool's own terms, not a price per hour: moving them needs runs
  // (the month's bill is worked out in the simulation), unlike the price inputs above.
  const owned = pools.filter((p) => p.kind === 'owned');
  if (owned.length > 0) out.push({ id: 'serverPrice', kind: 'serverPrice', label: 'the server price' });
  if (owned.some((p) => p.tariffPerKwh > 0)) out.push({ id: 'tariff', kind: 'tariff', label: 'the electricity tariff' });
  if (owned.some((p) => p.resalePercent > 0 || p.residualPercent > 0)) out.push({ id: 'resale', kind: 'resale', label: 'the servers’ value at the end' });
  if (scenario.strategies.some((s) => (s.savingsPlans ?? []).length > 0))
    out.push({ id: 'commitment', kind: 'commitment', label: 'the savings-plan commitment' });
  return out;
}

function scaleWorkload(w: Workload, input: SensitivityInput, f: number): Workload {
  switch (input.kind) {
    case 'traffic':
      if (w.kind !== 'inference') return w;
      return {
        ...w,
        traffic: {
          ...w.traffic,
          weekday: w.traffic.weekday.map((v) => v * f),
          ...(w.traffic.weekend ? { weekend: w.traffic.weekend.map((v) => v * f) } : {}),
          ...(w.traffic.replay ? { replay: scaleReplay(w.traffic.replay, f) } : {}),
        },
      };
    case 'growth':
      return w.kind === 'inference' ? { ...w, traffic: { ...w.traffic, growthPerMonth: Math.max(-0.9, w.traffic.growthPerMonth * f) } } : w;
    case 'jobVolume':
      if (w.kind === 'batch') return { ...w, tasksPerBatch: Math.max(1, Math.round(w.tasksPerBatch * f)) };
      if (w.kind !== 'training') return w;
      if (w.arrivals.type === 'fixed') return w;
      return { ...w, arrivals: scaleArrivals(w.arrivals, f) };
    case 'jobSize':
      if (w.kind === 'batch') return { ...w, taskGpuHours: scaleDistribution(w.taskGpuHours, f) };
      if (w.kind !== 'training') return w;
      return { ...w, size: scaleJobSize(w.size, f) };
    case 'devHours': {
      if (w.kind !== 'dev') return w;
      const { startHour, endHour } = w.workingHours;
      return { ...w, workingHours: { ...w.workingHours, endHour: Math.min(24, startHour + (endHour - startHour) * f) } };
    }
    default:
      return w;
  }
}

/**
 * The scenario with one input moved by `factor`. Price inputs are not applied here: no
 * placement decision reads a price, so the analysis scales the pools' costs instead of
 * running again (see priceFactors).
 */
export function applyInput(scenario: Scenario, input: SensitivityInput, factor: number): Scenario {
  switch (input.kind) {
    case 'price':
      return scenario;
    case 'interruptions':
      return {
        ...scenario,
        strategies: scenario.strategies.map((s) => ({
          ...s,
          pools: s.pools.map((p) => {
            if (p.kind !== 'spot') return p;
            const m = p.interruption;
            if (m.model === 'poisson') return { ...p, interruption: { ...m, ratePerGpuHour: m.ratePerGpuHour * factor } };
            if (m.model === 'market') return { ...p, interruption: { ...m, meanAvailableHours: m.meanAvailableHours / factor } };
            return p;
          }),
        })),
      };
    case 'trend': {
      const kind = input.poolKind ?? 'onDemand';
      return { ...scenario, priceTrends: { ...scenario.priceTrends, [kind]: trendAtFactor(input.trendPercent ?? 0, factor) } };
    }
    case 'serverPrice':
      return withPriceFactor(scenario, 'owned', factor);
    case 'tariff':
    case 'resale':
      return {
        ...scenario,
        strategies: scenario.strategies.map((s) => ({
          ...s,
          pools: s.pools.map((p) => {
            if (p.kind !== 'owned') return p;
            if (input.kind === 'tariff') return { ...p, tariffPerKwh: Math.min(100, p.tariffPerKwh * factor) };
            // The servers' value at the end, in both views: the resale (cash, NPV) and the residual
            // value depreciation runs down to (the accounting total the tornado ranks, which the
            // resale does not enter).
            return { ...p, resalePercent: Math.min(100, p.resalePercent * factor), residualPercent: Math.min(100, p.residualPercent * factor) };
          }),
        })),
      };
    case 'commitment':
      return {
        ...scenario,
        strategies: scenario.strategies.map((s) =>
          s.savingsPlans
            ? { ...s, savingsPlans: s.savingsPlans.map((plan) => ({ ...plan, commitmentPerHour: Math.min(MAX_SAVINGS_PLAN_PER_HOUR, plan.commitmentPerHour * factor) })) }
            : s,
        ),
      };
    case 'speed':
      return {
        ...scenario,
        catalog: {
          ...scenario.catalog,
          offers: scenario.catalog.offers.map((o) =>
            o.id === input.offerId ? { ...o, efficiency: { ...o.efficiency, speedFactor: Math.min(3, o.efficiency.speedFactor * factor) } } : o,
          ),
        },
      };
    default:
      return { ...scenario, workloads: scenario.workloads.map((w) => scaleWorkload(w, input, factor)) };
  }
}

/**
 * A trend input moved by `factor`: the yearly price multiplier (1 + trend) is what moves, so
 * from a flat price ±20 % reads as prices falling or rising 20 % a year.
 */
export function trendAtFactor(percent: number, factor: number): number {
  const moved = ((1 + percent / 100) * factor - 1) * 100;
  return Math.min(200, Math.max(-90, Math.round(moved * 1e6) / 1e6));
}

/** Multipliers of each pool kind's cost under a price input (1 for every other input). */
export function priceFactors(input: SensitivityInput, factor: number): Record<PoolKind, number> {
  const out: Record<PoolKind, number> = { onDemand: 1, reserved: 1, spot: 1, bareMetal: 1, owned: 1 };
  if (input.kind === 'price' && input.poolKind) out[input.poolKind] = factor;
  return out;
}

/**
 * The scenario with every price of one pool kind multiplied by `factor`, as a planner would
 * type them: what a price tipping point says, checkable by running the scenario as it is.
 */
export function withPriceFactor(scenario: Scenario, kind: PoolKind, factor: number): Scenario {
  return {
    ...scenario,
    catalog: {
      ...scenario.catalog,
      offers: scenario.catalog.offers.map((o) => {
        const p = o.prices;
        switch (kind) {
          case 'onDemand':
            return p.onDemand ? { ...o, prices: { ...p, onDemand: { ...p.onDemand, perHour: p.onDemand.perHour * factor } } } : o;
          case 'spot':
            return p.spot ? { ...o, prices: { ...p, spot: { ...p.spot, perHour: p.spot.perHour * factor } } } : o;
          case 'reserved':
            return { ...o, prices: { ...p, reserved: p.reserved.map((r) => ({ ...r, perHour: r.perHour * factor })) } };
          case 'bareMetal':
            return p.bareMetal ? { ...o, prices: { ...p, bareMetal: { ...p.bareMetal, perServerMonth: p.bareMetal.perServerMonth * factor } } } : o;
          case 'owned':
            return p.owned ? { ...o, prices: { ...p, owned: { ...p.owned, pricePerServer: p.owned.pricePerServer * factor } } } : o;
        }
      }),
    },
    // Owned pools may state their own price per server: it moves with the catalog's.
    strategies:
      kind === 'owned'
        ? scenario.strategies.map((s) => ({
            ...s,
            pools: s.pools.map((pool) => (pool.kind === 'owned' && pool.pricePerServer !== undefined ? { ...pool, pricePerServer: pool.pricePerServer * factor } : pool)),
          }))
        : scenario.strategies,
  };
}

/** The scenario with the input moved, prices included (for checking a tipping point by a plain run). */
export function scenarioAt(scenario: Scenario, input: SensitivityInput, factor: number): Scenario {
  return input.kind === 'price' && input.poolKind ? withPriceFactor(scenario, input.poolKind, factor) : applyInput(scenario, input, factor);
}
