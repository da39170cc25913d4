/**
 * What a new pool starts with, chosen for the scenario rather than from the top of the
 * catalog: the offer the workloads already run on (or the cheapest one that fits them) with a
 * price for the pool's kind, and a commitment term that lasts as long as the work does (the
 * horizon, or the phases the workloads are limited to). Each choice comes with its reason, so
 * the editor can say why instead of leaving a silent trap such as a 1-month term on a
 * one-year plan.
 */
import { addMonthsSeconds, DAY_S } from '@shared/sim/calendar';
import {
  finiteNumber,
  listOf,
  type DraftDocument,
  type DraftOffer,
  type DraftStrategy,
} from './draft-document';

export type DefaultPoolKind = 'onDemand' | 'reserved' | 'spot' | 'bareMetal' | 'owned';

/** Why the offer was chosen, best reason first. */
export type OfferReason =
  /** A pool of this strategy or another already uses it. */
  | 'inUse'
  /** The cheapest offer with this price on the GPU the workloads already use. */
  | 'sameGpu'
  /** The cheapest offer with this price whose GPUs hold the workloads' memory. */
  | 'cheapestFitting'
  /** No offer has a price for this kind: the first offer, whose price is still to be added. */
  | 'noPrice';

/** The days the workloads need capacity, and whether phases narrowed it from the horizon. */
export interface WorkSpan {
  startDay: number;
  endDay: number;
  /** The phase it matches when the workloads are limited to exactly one; else null. */
  phaseName: string | null;
  /** True when it is the whole horizon. */
  wholeHorizon: boolean;
}

export interface TermChoice {
  months: number;
  /** Day the committed capacity is there (start day, or order day plus lead time). */
  readyDay: number;
  /** True when the term lasts to the end of the span; false when no term on offer is that long. */
  covers: boolean;
}

export interface PoolDefaults {
  offer: DraftOffer | undefined;
  offerReason: OfferReason;
  span: WorkSpan;
  /** Reserved and bare-metal pools only. */
  term?: TermChoice;
  /** Bare-metal and owned servers: ordered this many days before the span starts, so they are there on time. */
  orderDay?: number;
}

const MAX_TERM_MONTHS = 60;
/** Used only when the start date is being typed and is not a date yet. */
const AVERAGE_MONTH_DAYS = 365.25 / 12;

function hasPriceFor(offer: DraftOffer, kind: DefaultPoolKind): boolean {
  const prices = offer.prices;
  if (!prices) return false;
  if (kind === 'reserved') return listOf(prices.reserved).length > 0;
  return prices[kind] !== undefined;
}

/** The offer's price for one GPU-hour of this kind, to compare offers; Infinity when unknown. */
export function pricePerGpuHour(offer: DraftOffer, kind: DefaultPoolKind): number {
  const gpus = finiteNumber(offer.gpusPerInstance) ?? 0;
  if (gpus <= 0) return Infinity;
  const prices = offer.prices;
  let perInstanceHour: number | undefined;
  if (kind === 'onDemand') perInstanceHour = finiteNumber(prices?.onDemand?.perHour);
  else if (kind === 'spot') perInstanceHour = finiteNumber(prices?.spot?.perHour);
  else if (kind === 'reserved') {
    const hourly = listOf(prices?.reserved)
      .map((r) => finiteNumber(r.perHour))
      .filter((v): v is number => v !== undefined);
    perInstanceHour = hourly.length > 0 ? Math.min(...hourly) : undefined;
  } else if (kind === 'owned') {
    // Only to rank offers: the price spread over five years of hours.
    const price = finiteNumber(prices?.owned?.pricePerServer);
    perInstanceHour = price === undefined ? undefined : price / (5 * 12 * AVERAGE_MONTH_DAYS * 24);
  } else {
    const monthly = finiteNumber(prices?.bareMetal?.perServerMonth);
    perInstanceHour = monthly === undefined ? undefined : monthly / (AVERAGE_MONTH_DAYS * 24);
  }
  return perInstanceHour === undefined ? Infinity : perInstanceHour / gpus;
}

/** Offer ids the pools use, this strategy's first, each once, most used first within each. */
function offersInUse(doc: DraftDocument, strategy: Pick<DraftStrategy, 'pools'>): string[] {
  const count = (pools: readonly { offerId?: unknown }[]) => {
    const tally = new Map<string, number>();
    for (const pool of pools)
      if (typeof pool.offerId === 'string')
        tally.set(pool.offerId, (tally.get(pool.offerId) ?? 0) + 1);
    return [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  };
  const own = count(listOf(strategy.pools));
  const others = count(listOf(doc.strategies).flatMap((s) => listOf(s.pools)));
  return [...new Set([...own, ...others])];
}

function largestMemoryNeed(doc: DraftDocument): number {
  return Math.max(0, ...listOf(doc.workloads).map((w) => finiteNumber(w.memoryGbPerGpu) ?? 0));
}

function cheapest(offers: DraftOffer[], kind: DefaultPoolKind): DraftOffer | undefined {
  return [...offers].sort((a, b) => pricePerGpuHour(a, kind) - pricePerGpuHour(b, kind))[0];
}

/** The offer a new pool of `kind` starts with, and why. */
export function chooseOffer(
  doc: DraftDocument,
  strategy: Pick<DraftStrategy, 'pools'>,
  kind: DefaultPoolKind,
): { offer: DraftOffer | undefined; reason: OfferReason } {
  const offers = listOf(doc.catalog?.offers);
  const priced = offers.filter((o) => hasPriceFor(o, kind));
  const used = offersInUse(doc, strategy);
  for (const id of used) {
    const offer = priced.find((o) => o.id === id);
    if (offer) return { offer, reason: 'inUse' };
  }
  const usedGpus = new Set(
    used.map((id) => offers.find((o) => o.id === id)?.gpuId).filter((g) => g !== undefined),
  );
  const sameGpu = cheapest(
    priced.filter((o) => usedGpus.has(o.gpuId)),
    kind,
  );
  if (sameGpu) return { offer: sameGpu, reason: 'sameGpu' };
  const need = largestMemoryNeed(doc);
  const gpus = listOf(doc.catalog?.gpus);
  const fitting = priced.filter((o) => {
    const memory = finiteNumber(gpus.find((g) => g.id === o.gpuId)?.memoryGb);
    return memory === undefined || memory >= need;
  });
  const best = cheapest(fitting.length > 0 ? fitting : priced, kind);
  if (best) return { offer: best, reason: 'cheapestFitting' };
  return { offer: offers[0], reason: 'noPrice' };
}

/**
 * The days the workloads need capacity: the whole horizon when any workload runs throughout,
 * else from the first to the last day of the phases they are limited to.
 */
export function workSpan(doc: DraftDocument): WorkSpan {
  const horizon = Math.max(1, Math.floor(finiteNumber(doc.horizonDays) ?? 1));
  const whole: WorkSpan = { startDay: 0, endDay: horizon, phaseName: null, wholeHorizon: true };
  const workloads = listOf(doc.workloads);
  if (workloads.length === 0) return whole;
  const phases = listOf(doc.phases);
  const used = new Set<string>();
  for (const workload of workloads) {
    const ids = listOf(workload.phaseIds).filter((id) => phases.some((p) => p.id === id));
    if (ids.length === 0) return whole;
    for (const id of ids) used.add(id);
  }
  const spans = phases
    .filter((p) => p.id !== undefined && used.has(p.id))
    .map((p) => ({
      start: Math.max(0, Math.floor(finiteNumber(p.startDay) ?? 0)),
      end: Math.min(horizon, Math.ceil(finiteNumber(p.endDay) ?? horizon)),
      name: typeof p.name === 'string' && p.name !== '' ? p.name : String(p.id),
    }))
    .filter((s) => s.end > s.start);
  if (spans.length === 0) return whole;
  const startDay = Math.min(...spans.map((s) => s.start));
  const endDay = Math.max(...spans.map((s) => s.end));
  if (startDay === 0 && endDay === horizon) return whole;
  return {
    startDay,
    endDay,
    phaseName: spans.length === 1 ? spans[0]!.name : null,
    wholeHorizon: false,
  };
}

/** The day `months` calendar months after `fromDay` ends, as the simulator counts terms. */
function termEndDay(startDate: unknown, fromDay: number, months: number): number {
  if (typeof startDate === 'string') {
    try {
      const seconds = addMonthsSeconds(startDate, fromDay, months);
      if (Number.isFinite(seconds)) return seconds / DAY_S;
    } catch {
      // A start date still being typed: fall through to average months.
    }
  }
  return fromDay + Math.round(months * AVERAGE_MONTH_DAYS);
}

/**
 * The shortest term from `terms` (ascending) that lasts from `readyDay` to the span's end;
 * else the longest there is.
 */
function termCovering(
  doc: DraftDocument,
  terms: readonly number[],
  readyDay: number,
  endDay: number,
): TermChoice | undefined {
  const covering = terms.find((m) => termEndDay(doc.startDate, readyDay, m) >= endDay);
  if (covering !== undefined) return { months: covering, readyDay, covers: true };
  const longest = terms[terms.length - 1];
  return longest === undefined ? undefined : { months: longest, readyDay, covers: false };
}

function monthsFrom(min: number): number[] {
  const out: number[] = [];
  for (let m = Math.max(1, Math.ceil(min)); m <= MAX_TERM_MONTHS; m++) out.push(m);
  return out;
}

/** Everything a new pool of `kind` in `strategy` starts with, with the reasons. */
export function poolDefaults(
  doc: DraftDocument,
  strategy: Pick<DraftStrategy, 'pools'>,
  kind: DefaultPoolKind,
): PoolDefaults {
  const { offer, reason } = chooseOffer(doc, strategy, kind);
  const span = workSpan(doc);
  const base: PoolDefaults = { offer, offerReason: reason, span };
  if (kind === 'reserved') {
    const offered = [
      ...new Set(
        listOf(offer?.prices?.reserved)
          .map((r) => finiteNumber(r.termMonths))
          .filter((m): m is number => m !== undefined && m > 0),
      ),
    ].sort((a, b) => a - b);
    // Without a reserved price yet, any whole number of months may be typed.
    const terms = offered.length > 0 ? offered : monthsFrom(1);
    return { ...base, term: termCovering(doc, terms, span.startDay, span.endDay) };
  }
  if (kind === 'bareMetal') {
    const bareMetal = offer?.prices?.bareMetal;
    const lead = Math.max(0, finiteNumber(bareMetal?.leadTimeDays) ?? 0);
    const orderDay = Math.max(0, span.startDay - Math.ceil(lead));
    const readyDay = orderDay + lead;
    const min = finiteNumber(bareMetal?.minTermMonths) ?? 1;
    return {
      ...base,
      orderDay,
      term: termCovering(doc, monthsFrom(min), readyDay, span.endDay),
    };
  }
  if (kind === 'owned') {
    const weeks = Math.max(0, finiteNumber(offer?.prices?.owned?.leadTimeWeeks) ?? 0);
    return { ...base, orderDay: Math.max(0, span.startDay - Math.ceil(weeks * 7)) };
  }
  return base;
}
