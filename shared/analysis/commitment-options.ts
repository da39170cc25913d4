import { keepPlacementPools, withPoolsFirst, type Offer, type Placement, type Pool, type Scenario, type Strategy } from '@shared/scenario';
import { addMonthsSeconds, DAY_S } from '@shared/sim/calendar';
import { meanFactorOverTerm, signingFactor, trendPercentFor } from '@shared/sim/price-trend';

/**
 * What the commitment optimiser may buy: a reservation of one offer for one of its terms, or
 * bare-metal servers of one offer for a term that lasts the horizon, ready from the start or
 * from a phase's start. Work runs on it first and on the base strategy's on-demand or spot
 * pools for the rest.
 */
export type CommitmentKind = 'reserved' | 'bareMetal';

const MICRO = 1_000_000;
/** Hours in an average month: only to state a monthly server price per GPU-hour, never for billing. */
const MONTH_HOURS = (365.25 / 12) * 24;
const MAX_TERM_MONTHS = 60;

export interface ElasticAlternative {
  offerId: string;
  kind: 'onDemand' | 'spot';
  /** Today's price (before any trend). */
  pricePerGpuHour: number;
  /** Work per GPU-hour there relative to one committed GPU-hour (offer speed x pipeline). */
  relativeSpeed: number;
  /** The alternative's price trend, % a year (absent in analyses saved before trends: flat). */
  trendPercent?: number;
}

export interface CommitmentOption {
  /** Unique per option: kind, offer, term and start. */
  key: string;
  kind: CommitmentKind;
  offerId: string;
  gpuId: string;
  termMonths: number;
  /** Day the capacity is ready (a reservation's start; bare-metal's arrival after its lead time). */
  readyDay: number;
  /** Bare-metal: the day the servers are ordered (readyDay less the lead time). */
  orderDay: number;
  /** The phase whose start it waits for, or null from the scenario start. */
  phaseId: string | null;
  gpusPerUnit: number;
  /** Price of one GPU-hour of the commitment, busy or not (at the price of the day it is signed). */
  pricePerGpuHour: number;
  /** Cost of one unit's whole term, in micro-units, whether or not the horizon holds all of it. */
  wholeTermMicroPerUnit: number;
  /** The term lasts to the horizon: options differing only in such terms behave alike. */
  coversHorizon: boolean;
  /** Options with the same behaviour key give the same runs and differ only in price. */
  behaviourKey: string;
  /** The elastic pool the work would use instead (the first of the base strategy's on that GPU). */
  alternative: ElasticAlternative | null;
  /**
   * The busy share above which the commitment costs less than the same work bought from the
   * alternative: its price per GPU-hour over the alternative's price of the same work.
   */
  breakEvenUtilisation: number | null;
}

function offerSpeed(offer: Offer): number {
  return offer.efficiency.speedFactor * offer.efficiency.pipeline;
}

function isCommitted(pool: Pool): boolean {
  return pool.kind === 'reserved' || pool.kind === 'bareMetal';
}

/** The strategy without its committed pools, or null when some workload would be left without a pool. */
export function elasticPart(strategy: Strategy): Strategy | null {
  const pools = strategy.pools.filter((p) => !isCommitted(p));
  const kept = new Set(pools.map((p) => p.id));
  const placements = strategy.placements.map((pl) => keepPlacementPools(pl, kept));
  if (pools.length === 0 || placements.some((pl) => pl === null)) return null;
  return { ...strategy, pools, placements: placements as Placement[] };
}

function offerOf(scenario: Scenario, id: string): Offer | undefined {
  return scenario.catalog.offers.find((o) => o.id === id);
}

/** Whether work of this placement may run on the offer: its memory fits and it already runs on that GPU. */
export function placementTakes(scenario: Scenario, strategy: Strategy, placement: Placement, offer: Offer): boolean {
  const workload = scenario.workloads.find((w) => w.id === placement.workloadId);
  const gpu = scenario.catalog.gpus.find((g) => g.id === offer.gpuId);
  if (!workload || !gpu || workload.memoryGbPerGpu > gpu.memoryGb) return false;
  return placement.poolIds.some((id) => {
    const pool = strategy.pools.find((p) => p.id === id);
    return pool !== undefined && !isCommitted(pool) && offerOf(scenario, pool.offerId)?.gpuId === offer.gpuId;
  });
}

function alternativeFor(scenario: Scenario, base: Strategy, offer: Offer): ElasticAlternative | null {
  for (const placement of base.placements) {
    if (!placementTakes(scenario, base, placement, offer)) continue;
    for (const id of placement.poolIds) {
      const pool = base.pools.find((p) => p.id === id);
      if (!pool || (pool.kind !== 'onDemand' && pool.kind !== 'spot')) continue;
      const alt = offerOf(scenario, pool.offerId);
      if (!alt || alt.gpuId !== offer.gpuId) continue;
      const price = pool.kind === 'onDemand' ? alt.prices.onDemand?.perHour : alt.prices.spot?.perHour;
      if (price === undefined) continue;
      return {
        offerId: alt.id,
        kind: pool.kind,
        pricePerGpuHour: price / alt.gpusPerInstance,
        relativeSpeed: offerSpeed(alt) / offerSpeed(offer),
        trendPercent: trendPercentFor(scenario.priceTrends, alt.id, pool.kind),
      };
    }
  }
  return null;
}

/** The days a commitment may start on: the scenario start and each phase's start inside the horizon. */
function startDays(scenario: Scenario): { day: number; phaseId: string | null }[] {
  const out: { day: number; phaseId: string | null }[] = [{ day: 0, phaseId: null }];
  for (const phase of [...scenario.phases].sort((a, b) => a.startDay - b.startDay)) {
    const day = Math.floor(phase.startDay);
    if (day > 0 && day < scenario.horizonDays && !out.some((s) => s.day === day)) out.push({ day, phaseId: phase.id });
  }
  return out;
}

/**
 * The busy share above which a commitment costs less than the same work bought elastically
 * over its term: the alternative at its average price over the term (month by month, under
 * its trend) against the commitment's signed price.
 */
function breakEven(scenario: Scenario, pricePerGpuHour: number, alt: ElasticAlternative | null, readyDay: number, termMonths: number): number | null {
  if (!alt || alt.pricePerGpuHour <= 0) return null;
  const mean = meanFactorOverTerm(scenario.startDate, readyDay, termMonths, alt.trendPercent ?? 0);
  // A committed GPU-hour does the work of 1 / relativeSpeed GPU-hours on the alternative.
  return pricePerGpuHour / ((alt.pricePerGpuHour * mean) / alt.relativeSpeed);
}

/** Every commitment the optimiser may try on top of the base strategy (its elastic pools' GPUs only). */
export function commitmentOptions(scenario: Scenario, base: Strategy): CommitmentOption[] {
  const horizonS = scenario.horizonDays * DAY_S;
  const out: CommitmentOption[] = [];
  for (const offer of scenario.catalog.offers) {
    if (!base.placements.some((pl) => placementTakes(scenario, base, pl, offer))) continue;
    const alternative = alternativeFor(scenario, base, offer);
    for (const start of startDays(scenario)) {
      for (const price of offer.prices.reserved) {
        const close = addMonthsSeconds(scenario.startDate, start.day, price.termMonths);
        const coversHorizon = close >= horizonS;
        // Signed on its first day, at that day's price, as the simulator bills it.
        const signed = signingFactor(scenario.startDate, start.day, trendPercentFor(scenario.priceTrends, offer.id, 'reserved'));
        const perHour = price.perHour * signed;
        const pricePerGpuHour = perHour / offer.gpusPerInstance;
        out.push({
          key: `reserved:${offer.id}:${price.termMonths}:${start.day}`,
          kind: 'reserved',
          offerId: offer.id,
          gpuId: offer.gpuId,
          termMonths: price.termMonths,
          readyDay: start.day,
          orderDay: start.day,
          phaseId: start.phaseId,
          gpusPerUnit: offer.gpusPerInstance,
          pricePerGpuHour,
          wholeTermMicroPerUnit: Math.round((perHour * MICRO * (close - start.day * DAY_S)) / 3600),
          coversHorizon,
          behaviourKey: `reserved:${offer.id}:${start.day}:${coversHorizon ? 'to-horizon' : price.termMonths}`,
          alternative,
          breakEvenUtilisation: breakEven(scenario, pricePerGpuHour, alternative, start.day, price.termMonths),
        });
      }
      const bm = offer.prices.bareMetal;
      if (bm) {
        const lead = bm.leadTimeDays;
        // Ordered so that the servers arrive at the start (or as soon after it as the lead time allows).
        const orderDay = Math.max(0, start.day - lead);
        const readyDay = orderDay + lead;
        if (readyDay >= scenario.horizonDays) continue;
        let term = Math.max(1, bm.minTermMonths);
        while (term < MAX_TERM_MONTHS && addMonthsSeconds(scenario.startDate, Math.floor(readyDay), term) < horizonS) term++;
        const perServerMonth = bm.perServerMonth * signingFactor(scenario.startDate, orderDay, trendPercentFor(scenario.priceTrends, offer.id, 'bareMetal'));
        const pricePerGpuHour = perServerMonth / MONTH_HOURS / offer.gpusPerInstance;
        out.push({
          key: `bareMetal:${offer.id}:${term}:${start.day}`,
          kind: 'bareMetal',
          offerId: offer.id,
          gpuId: offer.gpuId,
          termMonths: term,
          readyDay,
          orderDay,
          phaseId: start.phaseId,
          gpusPerUnit: offer.gpusPerInstance,
          pricePerGpuHour,
          wholeTermMicroPerUnit: Math.round(perServerMonth * MICRO * term),
          coversHorizon: true,
          behaviourKey: `bareMetal:${offer.id}:${start.day}`,
          alternative,
          breakEvenUtilisation: breakEven(scenario, pricePerGpuHour, alternative, readyDay, term),
        });
      }
    }
  }
  return out;
}

export interface Tranche {
  option: CommitmentOption;
  count: number;
}

function freeId(taken: Set<string>, stem: string): string {
  let id = stem;
  for (let k = 2; taken.has(id); k++) id = `${stem}-${k}`;
  taken.add(id);
  return id;
}

/** `count` units of a commitment option as a pool of a strategy. */
export function commitmentPool(option: CommitmentOption, count: number, id: string): Pool {
  return option.kind === 'reserved'
    ? { id, offerId: option.offerId, kind: 'reserved', count, termMonths: option.termMonths, startDay: option.readyDay }
    : { id, offerId: option.offerId, kind: 'bareMetal', servers: count, termMonths: option.termMonths, orderDay: option.orderDay };
}

/**
 * The base strategy with these commitments added: each a pool of its own, listed first in
 * every placement that may use it, so work fills the commitment before it buys elastic
 * capacity. Returns the strategy and the ids of the committed pools, tranche by tranche.
 */
export function withCommitments(
  scenario: Scenario,
  base: Strategy,
  tranches: readonly Tranche[],
  identity: { id: string; name: string; description?: string },
): { strategy: Strategy; poolIds: string[] } {
  const taken = new Set(base.pools.map((p) => p.id));
  const added: { pool: Pool; option: CommitmentOption }[] = [];
  for (const t of tranches) {
    if (t.count <= 0) continue;
    const id = freeId(taken, t.option.phaseId ? `commit-${t.option.phaseId}` : 'commit');
    added.push({ pool: commitmentPool(t.option, t.count, id), option: t.option });
  }
  const placements = base.placements.map((pl) => {
    const first = added.filter((a) => {
      const offer = offerOf(scenario, a.option.offerId);
      return offer !== undefined && placementTakes(scenario, base, pl, offer);
    });
    // Routed size classes: a commitment serves the route whose elastic pools have its GPU.
    const sameGpu = (ids: readonly string[]): boolean =>
      first.length > 0 && ids.some((id) => offerOf(scenario, base.pools.find((p) => p.id === id)?.offerId ?? '')?.gpuId === offerOf(scenario, first[0]!.option.offerId)?.gpuId);
    return withPoolsFirst(pl, first.map((a) => a.pool.id), sameGpu);
  });
  const strategy: Strategy = {
    ...identity,
    pools: [...added.map((a) => a.pool), ...base.pools],
    placements,
  };
  return { strategy, poolIds: added.map((a) => a.pool.id) };
}
