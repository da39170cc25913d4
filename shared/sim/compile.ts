import type {
  Arrivals,
  Offer,
  Placement,
  Pool,
  Scenario,
  Workload,
} from '@shared/scenario';
import { allowedMissShare, hourOfWeekPerDay, isCommittedKind, ownedTerms, paymentTerms, poolLabel } from '@shared/scenario';
import { getDay } from 'date-fns';
import { activeIntervals, addMonthsSeconds, buildCalendar, dateOf, DAY_S, isActive, type Calendar, type Intervals } from './calendar';
import { hourOfWeekProfile, type HourOfWeekProfile } from './hour-of-week-arrivals';
import { DemandModel, planInference } from './autoscaler';
import { mergeRoutePlans } from './routed-plan';
import { compileLlm, replicasMeeting, slotRoom } from './llm-compile';
import type { RequestWindowStore } from '@shared/llm/requests/window-store';
import type {
  CompiledWorkloadBase,
  CompiledOwned,
  CompiledPool,
  CompiledSpot,
  CompiledStrategy,
  CompiledWorkload,
} from './compiled';
import { buildDevSchedule } from './dev-schedule';
import { gpuClasses } from './gpu-classes';
import { MAX_ARRIVALS_PER_WORKLOAD, SimulationBudgetExceeded } from './budget';
import { isRandomDistribution } from './prng';
import { priceFactorByDay, signingFactor, trendPercentFor } from './price-trend';
import { compilePriorities } from './priority-compile';
import { compileQuotas, quotaPriorityLevels } from './quota-compile';
import { compileSavingsPlans } from './savings-plan-compile';
import { flopsToGpuHours, speedOf } from './throughput';
import { deliverySeconds } from './owned-costs';
import { compileOwned } from './owned-compile';

const MICRO = 1_000_000;
/** 365.25 / 12 days: only for per-job figures on bare-metal, never for billing. */
const AVERAGE_MONTH_S = (365.25 / 12) * DAY_S;

function expectedRecords(w: Workload, active: Intervals): number {
  if (w.kind !== 'training' && w.kind !== 'batch') return 0;
  const a = w.arrivals;
  if (a.type === 'fixed') return a.days.length;
  let activeS = 0;
  for (let i = 0; i < active.length; i += 2) activeS += active[i + 1]! - active[i]!;
  const days = activeS / DAY_S;
  const perDay = a.type === 'poisson' ? a.perDay : a.type === 'poissonByHourOfWeek' ? hourOfWeekPerDay(a.perHour) : NaN;
  const n = a.type === 'recurring' ? days / a.everyDays + 1 : perDay * days * 1.05 + 64;
  // A sizing hint only (the buffers grow): capped so a hostile rate cannot reserve gigabytes up front.
  return Math.min(1 << 21, Math.ceil(n));
}

function isSimple(slots: readonly CompiledPool[]): boolean {
  return slots.every((p) => p.committed && !p.evictable && p.jitterCv === 0);
}

function meanInterarrivalS(a: Arrivals): number {
  return a.type === 'poisson' ? 86_400 / a.perDay : NaN;
}

function hourOfWeekOf(a: Arrivals, calendar: Calendar): HourOfWeekProfile | null {
  return a.type === 'poissonByHourOfWeek' ? hourOfWeekProfile(a.perHour, getDay(dateOf(calendar.startDate))) : null;
}

/** Arrival seconds of fixed and recurring arrivals inside the active phases and the horizon. */
function deterministicArrivals(a: Arrivals, active: Intervals, horizonS: number): Float64Array | null {
  if (a.type === 'poisson' || a.type === 'poissonByHourOfWeek') return null;
  const out: number[] = [];
  if (a.type === 'fixed') {
    for (const day of [...a.days].sort((x, y) => x - y)) {
      const t = Math.round(day * DAY_S);
      if (t < horizonS && isActive(active, t)) out.push(t);
    }
  } else {
    const limit = a.count ?? Infinity;
    for (let k = 0; out.length < limit; k++) {
      const t = Math.round((a.firstDay + k * a.everyDays) * DAY_S);
      if (t >= horizonS) break;
      if (k >= MAX_ARRIVALS_PER_WORKLOAD) throw new SimulationBudgetExceeded('arrivals', MAX_ARRIVALS_PER_WORKLOAD);
      if (isActive(active, t)) out.push(t);
    }
  }
  return Float64Array.from(out);
}

function commitmentWindow(scenario: Scenario, pool: Pool, offer: Offer): { open: number; close: number; months: number[] } {
  if (pool.kind === 'reserved') {
    const open = Math.round(pool.startDay * DAY_S);
    const day = Math.floor(open / DAY_S);
    const close = addMonthsSeconds(scenario.startDate, day, pool.termMonths) + (open - day * DAY_S);
    return { open, close, months: [] };
  }
  if (pool.kind === 'bareMetal') {
    const bm = offer.prices.bareMetal;
    const lead = bm?.leadTimeDays ?? 0;
    const open = Math.round((pool.orderDay + lead) * DAY_S);
    const day = Math.floor(open / DAY_S);
    const term = Math.max(pool.termMonths, bm?.minTermMonths ?? 1);
    const months: number[] = [];
    for (let m = 0; m <= term; m++) months.push(addMonthsSeconds(scenario.startDate, day, m) + (open - day * DAY_S));
    return { open, close: months[term]!, months };
  }
  if (pool.kind === 'owned') {
    // Owned servers are usable from delivery and never go back: capacity to the horizon and beyond.
    return { open: deliverySeconds(ownedTerms(pool, offer)), close: Infinity, months: [] };
  }
  return { open: 0, close: Infinity, months: [] };
}

/**
 * The strategy's committed pools alone, compiled as a run bills them (term, rate, upfront
 * share, price trend): what the cash after the horizon is worked out from, without compiling
 * the work.
 */
export function compileCommittedPools(scenario: Scenario, pools: readonly Pool[]): CompiledPool[] {
  const calendar = buildCalendar(scenario.startDate, scenario.horizonDays);
  return pools.flatMap((pool, i) => (isCommittedKind(pool.kind) ? [compilePool(scenario, pool, i, calendar)] : []));
}

/** What owned servers cost a second with every GPU busy: the per-job figures' rate, never the bill. */
function ownedFullUseRate(o: CompiledOwned): number {
  const r = o.rates;
  const busyPower = r.powerPerBusyGpuS * o.terms.servers * o.terms.gpusPerServer;
  return r.depreciation + r.colocation + r.maintenance + r.staff + r.idlePower + busyPower;
}

function compilePool(scenario: Scenario, pool: Pool, index: number, calendar: Calendar): CompiledPool {
  const horizonS = calendar.horizonS;
  const offer = scenario.catalog.offers.find((o) => o.id === pool.offerId);
  if (!offer) throw new Error(`pool "${pool.id}": no offer "${pool.offerId}"`);
  const gpu = scenario.catalog.gpus.find((g) => g.id === offer.gpuId);
  if (!gpu) throw new Error(`offer "${offer.id}": no GPU "${offer.gpuId}"`);
  const window = commitmentWindow(scenario, pool, offer);
  let perHour = 0;
  let upfrontShare = 0;
  let perServerMonth = 0;
  let maxInstances = Infinity;
  let committedInstances = 0;
  let spot: CompiledSpot | null = null;
  let owned: CompiledOwned | null = null;
  switch (pool.kind) {
    case 'onDemand':
      perHour = offer.prices.onDemand?.perHour ?? 0;
      maxInstances = Math.min(pool.maxInstances ?? Infinity, offer.capacityLimit ?? Infinity);
      break;
    case 'spot':
      perHour = offer.prices.spot?.perHour ?? 0;
      maxInstances = Math.min(pool.maxInstances ?? Infinity, offer.capacityLimit ?? Infinity);
      spot = {
        model: pool.interruption,
        ratePerGpuS: pool.interruption.model === 'poisson' ? pool.interruption.ratePerGpuHour / 3600 : 0,
        noticeS: pool.noticeSeconds,
        saveOnNotice: pool.saveOnNotice,
      };
      break;
    case 'reserved': {
      const price = offer.prices.reserved.find((r) => r.termMonths === pool.termMonths);
      // The payment option the pool signs sets the rate and the upfront share over its real term.
      const terms = price ? paymentTerms(price, pool.payment, window.close - window.open) : { perHour: 0, upfrontShare: 0 };
      perHour = terms.perHour;
      upfrontShare = terms.upfrontShare;
      maxInstances = pool.count;
      committedInstances = pool.count;
      break;
    }
    case 'bareMetal':
      perServerMonth = offer.prices.bareMetal?.perServerMonth ?? 0;
      maxInstances = pool.servers;
      committedInstances = pool.servers;
      break;
    case 'owned': {
      owned = compileOwned(ownedTerms(pool, offer));
      // Every server ever ordered has a place; only those delivered (and not out) are usable (owned-capacity.ts).
      maxInstances = owned.orders.reduce((n, o) => n + o.servers, 0);
      committedInstances = maxInstances;
      break;
    }
  }
  const committed = isCommittedKind(pool.kind);
  const trend = trendPercentFor(scenario.priceTrends, offer.id, pool.kind);
  // A commitment pays the price of the day it is signed (the reservation's start, the
  // bare-metal order) for its whole term; elastic pools pay each day's price as they run.
  if (committed && trend !== 0) {
    const signDay = pool.kind === 'reserved' ? pool.startDay : pool.kind === 'bareMetal' ? pool.orderDay : 0;
    const f = signingFactor(scenario.startDate, signDay, trend);
    perHour *= f;
    perServerMonth *= f;
  }
  const perInstanceS =
    pool.kind === 'bareMetal'
      ? (perServerMonth * MICRO) / AVERAGE_MONTH_S
      : owned !== null
        ? (ownedFullUseRate(owned) * MICRO) / owned.terms.servers
        : (perHour * MICRO) / 3600;
  return {
    index,
    id: pool.id,
    name: poolLabel(pool, { offers: [offer] }),
    kind: pool.kind,
    offer,
    gpu,
    gpusPerInstance: offer.gpusPerInstance,
    maxInstances,
    rateMicroPerInstanceS: (perHour * MICRO) / 3600,
    granularityS: offer.billing.granularitySeconds,
    minimumS: offer.billing.minimumSeconds,
    provisioningS: committed ? 0 : offer.provisioningDelaySeconds,
    openS: window.open,
    closeS: window.close,
    committed,
    committedInstances,
    upfrontShare,
    billingMonths: window.months,
    perServerMonthMicro: perServerMonth * MICRO,
    priceFactorByDay: committed ? null : priceFactorByDay(calendar.monthsElapsed, trend),
    unitRateMicroPerGpuS: committed ? perInstanceS / offer.gpusPerInstance : 0,
    spot,
    // Servers of one's own (rented whole or bought) share them with no neighbours: no jitter.
    jitterCv: pool.kind === 'bareMetal' || pool.kind === 'owned' ? 0 : offer.efficiency.jitterCv,
    owned,
    // Failures of owned servers take jobs off too (owned-failure-hits.ts).
    evictable: spot !== null || window.close < horizonS || (owned !== null && owned.failureRatePerGpuS > 0 && owned.outS > 0),
    packs: committed && offer.gpusPerInstance > 1 && pool.oneUnitPerInstance !== true,
    sharesInstances: !committed && offer.gpusPerInstance > 1 && pool.oneUnitPerInstance !== true,
    contested: false,
  };
}

function compileWorkload(
  scenario: Scenario,
  w: Workload,
  index: number,
  placement: Placement,
  pools: CompiledPool[],
  calendar: Calendar,
  fastPaths: boolean,
  llmOptions: { latency: 'requests' | 'estimate'; windows: RequestWindowStore | undefined },
): CompiledWorkload {
  const horizonS = calendar.horizonS;
  const slots = placement.poolIds.map((id) => {
    const p = pools.find((x) => x.id === id);
    if (!p) throw new Error(`placement of "${w.id}": no pool "${id}"`);
    return p;
  });
  const classes = gpuClasses(w, placement, slots);
  const g = classes.gpus[0]!;
  const { instances, unitRate } = classes;
  const active = activeIntervals(w.phaseIds, scenario.phases, horizonS);
  const base: CompiledWorkloadBase = {
    index,
    id: w.id,
    name: w.name,
    placement,
    pools: Int32Array.from(slots.map((p) => p.index)),
    slotsAll: Int32Array.from(slots.map((_, j) => j)),
    slotsNonSpot: Int32Array.from(slots.flatMap((p, j) => (p.kind === 'spot' ? [] : [j]))),
    priority: 0,
    slotsUnshared: new Int32Array(0),
    slotsUnsharedNonSpot: new Int32Array(0),
    priorityFallbackAfter: Infinity,
    slotsBeforeFallback: Int32Array.from(
      slots.flatMap((p, j) => (p.kind !== 'spot' && j > slots.findIndex((x) => x.kind === 'spot') ? [] : [j])),
    ),
    hasSpot: slots.some((p) => p.kind === 'spot'),
    deadlineAwareSpot: placement.spotFallback.deadlinePolicy !== undefined && slots.some((p) => p.kind === 'spot') && slots.some((p) => p.kind !== 'spot'),
    uniformProgress: placement.spotFallback.deadlinePolicy === 'uniformProgress' && slots.some((p) => p.kind === 'spot') && slots.some((p) => p.kind !== 'spot'),
    waitForSpot: placement.whenSpotFull === 'wait' && slots.some((p) => p.kind === 'spot'),
    decisionS: decisionSeconds(placement, slots),
    active,
    expectedRecords: expectedRecords(w, active),
    unitGpus: g,
    instances,
    unitRate,
  };
  switch (w.kind) {
    case 'training': {
      const size = w.size;
      const fixedGpuHours =
        size.type === 'flops'
          ? flopsToGpuHours(size.parametersBillions, size.tokensBillions, size.utilisation, size.referenceTflops)
          : size.gpuHours.type === 'fixed'
            ? size.gpuHours.value
            : NaN;
      return {
        ...base,
        kind: 'training',
        w,
        arrivalTimes: deterministicArrivals(w.arrivals, active, horizonS),
        fixedGpuHours,
        sizeDistribution: size.type === 'gpuHours' && size.gpuHours.type !== 'fixed' ? size.gpuHours : null,
        checkpointS: Math.max(1, Math.round(w.checkpointIntervalMinutes * 60)),
        startupS: Math.round(w.startupMinutes * 60),
        restartS: Math.round(w.restartOverheadMinutes * 60),
        deadlineS: w.deadlineHours === undefined ? Infinity : Math.round(w.deadlineHours * 3600),
        peopleWaiting: w.peopleWaiting,
        gpuClasses: classes,
        meanInterarrivalS: meanInterarrivalS(w.arrivals),
        hourOfWeek: hourOfWeekOf(w.arrivals, calendar),
        // The fast path starts jobs productive at once: a start-up time takes the general path.
        simple: fastPaths && isSimple(slots) && w.startupMinutes === 0,
      };
    }
    case 'batch':
      // Batch tasks are short and restartable: they restart from scratch after a preemption.
      return {
        ...base,
        kind: 'batch',
        w,
        arrivalTimes: deterministicArrivals(w.arrivals, active, horizonS),
        checkpointS: Infinity,
        // A task restarts from scratch: it pays its start-up again and nothing else.
        startupS: Math.round(w.startupMinutes * 60),
        restartS: Math.round(w.startupMinutes * 60),
        deadlineS: w.deadlineHours === undefined ? Infinity : Math.round(w.deadlineHours * 3600),
        peopleWaiting: 0,
        gpuClasses: classes,
        meanInterarrivalS: meanInterarrivalS(w.arrivals),
        hourOfWeek: hourOfWeekOf(w.arrivals, calendar),
        simple: fastPaths && isSimple(slots) && w.startupMinutes === 0,
      };
    case 'inference': {
      const replicaSpeed = new Float64Array(slots.length);
      slots.forEach((p, j) => {
        // A replica's GPUs serve it together; no multi-GPU scaling is applied to inference.
        replicaSpeed[j] = speedOf(w, p.offer, p.gpu, 1).perGpu;
      });
      const routes = w.llm !== undefined ? placement.routes : undefined;
      const llm = compileLlm(w, slots, routes, llmOptions.latency, llmOptions.windows);
      // Planned in tokens, the primary offer's rate meeting every target sizes the replicas.
      const replicaRps = llm !== null ? (llm.capacity[0] ?? 0) : w.requestsPerSecondPerReplica * replicaSpeed[0]!;
      const room = llm !== null ? slotRoom(slots, g, instances) : [];
      const demand = new DemandModel(w, placement, active, calendar, replicaRps, llm !== null ? (rate) => replicasMeeting(llm.capacity, room, rate) : undefined);
      // Routed size classes: each route scales on its own to its share of the traffic.
      const plan =
        llm?.routes != null
          ? mergeRoutePlans(
              llm.routes.map((r) => {
                const routeRoom = room.slice(r.from, r.to);
                const byRoute = (rate: number): number => replicasMeeting(r.llm.capacity, routeRoom, rate * r.share);
                return planInference(new DemandModel(w, placement, active, calendar, r.llm.capacity[0] ?? 0, byRoute), g);
              }),
            )
          : planInference(demand, g);
      const allowedMiss = allowedMissShare(w.latencyTargetPercentile ?? 'mean');
      return { ...base, kind: 'inference', w, replicaSpeed, demand, plan, allowedMiss, latencyMemo: new Map(), missMemo: new Map(), llm };
    }
    case 'dev':
      return { ...base, kind: 'dev', w, schedule: buildDevSchedule(w, active, calendar) };
  }
}

/** The deadline-aware decision interval: the placement's own, else its first spot trace's sample interval, else 1 s. */
function decisionSeconds(placement: Placement, slots: readonly CompiledPool[]): number {
  const minutes = placement.spotFallback.decisionIntervalMinutes;
  if (minutes !== undefined) return Math.max(1, Math.round(minutes * 60));
  for (const p of slots) {
    const model = p.spot?.model;
    if (model?.model === 'trace') return model.gapSeconds;
  }
  return 1;
}

function usesRandomness(workloads: CompiledWorkload[], pools: CompiledPool[]): boolean {
  for (const p of pools) {
    // GPU failures of owned servers are drawn in every run, used or not (their GPU-hours out are figures of their own).
    if (p.owned !== null && p.owned.failureRatePerGpuS > 0 && p.owned.outS > 0) return true;
    const s = p.spot;
    if (!s) continue;
    const used = workloads.some((w) => w.pools.includes(p.index));
    if (!used) continue;
    if (s.model.model === 'market') return true;
    if (s.model.model === 'poisson' && s.model.ratePerGpuHour > 0) return true;
    if (s.model.model === 'trace' && s.model.randomStart && s.model.unavailable.length > 1) return true;
  }
  for (const w of workloads) {
    if (w.kind === 'training' || w.kind === 'batch') {
      if (w.w.arrivals.type === 'poisson' || w.w.arrivals.type === 'poissonByHourOfWeek') return true;
      if (w.kind === 'training' && w.w.size.type === 'gpuHours' && isRandomDistribution(w.w.size.gpuHours)) return true;
      if (w.kind === 'batch' && isRandomDistribution(w.w.taskGpuHours)) return true;
      if (w.gpuClasses.cdf !== null) return true;
      for (const pi of w.pools) if (pools[pi]!.jitterCv > 0) return true;
    }
  }
  return false;
}

export interface CompileOptions {
  /**
   * Let simple job workloads take the engine's fast path (default true). Results are the same
   * either way; tests turn it off to check exactly that.
   */
  fastPaths?: boolean;
  /**
   * Where a service planned in tokens takes its latency verdict from: 'requests' (default),
   * simulated requests window by window; 'estimate', the analytical model alone (instant: the
   * what-if's first figure).
   */
  llmLatency?: 'requests' | 'estimate';
  /**
   * Simulated request windows kept between compiles by their owner (a worker, a command):
   * windows already simulated for the same service are reused, not simulated again. The
   * figures are the same with or without it.
   */
  requestWindows?: RequestWindowStore;
}

export function compileStrategy(scenario: Scenario, strategyId: string, options: CompileOptions = {}): CompiledStrategy {
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  if (!strategy) throw new Error(`no strategy "${strategyId}" in scenario "${scenario.name}"`);
  const calendar = buildCalendar(scenario.startDate, scenario.horizonDays);
  const pools = strategy.pools.map((p, i) => compilePool(scenario, p, i, calendar));
  const workloads: CompiledWorkload[] = [];
  scenario.workloads.forEach((w, i) => {
    const placement = strategy.placements.find((p) => p.workloadId === w.id);
    if (!placement) throw new Error(`workload "${w.id}" has no placement in strategy "${strategyId}"`);
    // Routed size classes: the slots come route by route, so each route is a run of them.
    const routed = w.kind === 'inference' && w.llm !== undefined && placement.routes !== undefined ? { ...placement, poolIds: placement.routes.flatMap((r) => r.poolIds) } : placement;
    workloads.push(compileWorkload(scenario, w, i, routed, pools, calendar, options.fastPaths ?? true, { latency: options.llmLatency ?? 'requests', windows: options.requestWindows }));
  });
  const quotas = compileQuotas(strategy, scenario.workloads, pools, workloads);
  let priorityLevels = compilePriorities(strategy, pools, workloads);
  if (quotas !== null && priorityLevels.length === 0) priorityLevels = quotaPriorityLevels(workloads);
  return {
    scenario,
    strategy,
    calendar,
    pools,
    workloads,
    waitingValueMicroPerPersonS: (scenario.waitingValuePerPersonHour * MICRO) / 3600,
    random: usesRandomness(workloads, pools),
    priorityLevels,
    savingsPlans: compileSavingsPlans(strategy, scenario.startDate, pools),
    quotas,
    unitsHint: Math.min(1 << 16, Math.max(16, ...workloads.map((w) => (w.kind === 'batch' ? w.w.tasksPerBatch + 16 : 16)))),
  };
}
