import type { OwnedTerms } from '@shared/scenario';
import { addMonthsSeconds, DAY_S, HOUR_S } from './calendar';

/**
 * What owned servers cost, line by line. Rates that are stated "a year" or "a month" run on
 * the average calendar (a year of 365.25 days, a month of a twelfth of it), so a day costs the
 * same whatever month it falls in; only lease payments follow calendar months, as a lender's do.
 * Money here is in currency units (the ledger turns it into micro-units).
 */
export const YEAR_S = 365.25 * DAY_S;
export const AVERAGE_MONTH_S = YEAR_S / 12;

/** The cost lines of owned servers, in the order every table shows them. */
export const OWNED_LINES = ['depreciation', 'power', 'colocation', 'maintenance', 'staff'] as const;
export type OwnedLine = (typeof OWNED_LINES)[number];
export type OwnedLines = Record<OwnedLine, number>;

export function emptyOwnedLines(): OwnedLines {
  return { depreciation: 0, power: 0, colocation: 0, maintenance: 0, staff: 0 };
}

/** Seconds from the scenario start at which the servers are usable: the order day plus the lead time. */
export function deliverySeconds(terms: Pick<OwnedTerms, 'orderDay' | 'leadTimeWeeks'>): number {
  return Math.round((terms.orderDay + terms.leadTimeWeeks * 7) * DAY_S);
}

/** The rates that do not depend on use, per second for the whole pool (currency units). */
export interface OwnedFixedRates {
  depreciation: number;
  colocation: number;
  maintenance: number;
  staff: number;
  /** Power of every server idle, with the machine room's overhead (PUE). */
  idlePower: number;
  /** Power added by one GPU-second of work (a server's busy − idle draw over its GPUs), with PUE. */
  powerPerBusyGpuS: number;
}

export function ownedRates(t: OwnedTerms): OwnedFixedRates {
  const n = t.servers;
  const price = t.pricePerServer;
  const kwhPrice = t.pue * t.tariffPerKwh;
  return {
    depreciation: (n * price * (1 - t.residualPercent / 100)) / (t.depreciationYears * YEAR_S),
    colocation: (n * t.powerBusyKw * t.colocationPerKwMonth) / AVERAGE_MONTH_S,
    maintenance: (n * price * (t.maintenancePercentPerYear / 100)) / YEAR_S,
    staff: t.staffPerMonth / AVERAGE_MONTH_S,
    idlePower: (n * t.powerIdleKw * kwhPrice) / HOUR_S,
    powerPerBusyGpuS: ((t.powerBusyKw - t.powerIdleKw) * kwhPrice) / (t.gpusPerServer * HOUR_S),
  };
}

/**
 * One stretch of `seconds` in service with `busyGpuS` GPU-seconds of work on the pool: each
 * line's cost. Power is (idle kW + (busy kW − idle kW) × utilisation) × PUE × hours × tariff,
 * which, utilisation being busy GPU-seconds over the GPUs' seconds, is the idle draw over the
 * stretch plus the busy-over-idle draw of each GPU-second worked.
 */
export function ownedStretchLines(r: OwnedFixedRates, seconds: number, busyGpuS: number): OwnedLines {
  return {
    depreciation: r.depreciation * seconds,
    power: r.idlePower * seconds + r.powerPerBusyGpuS * busyGpuS,
    colocation: r.colocation * seconds,
    maintenance: r.maintenance * seconds,
    staff: r.staff * seconds,
  };
}

/** The level monthly payment of a lease of `principal` at `monthlyRatePercent` over `termMonths` (an annuity). */
export function leasePayment(principal: number, monthlyRatePercent: number, termMonths: number): number {
  const r = monthlyRatePercent / 100;
  if (r === 0) return principal / termMonths;
  return (principal * r) / (1 - (1 + r) ** -termMonths);
}

/** A payment of the servers' price: at delivery, or each lease payment, in seconds from the start. */
export interface OwnedPayment {
  atS: number;
  amount: number;
}

/** One order of servers: the pool's first (index 0) or a later expansion, with its delivery in seconds from the start. */
export interface OwnedOrder {
  servers: number;
  orderDay: number;
  deliveryS: number;
}

/** The pool's orders, the first one first and then its expansions by order day; each arrives after the lead time. */
export function ownedOrders(t: OwnedTerms): OwnedOrder[] {
  const first = { servers: t.servers, orderDay: t.orderDay };
  return [first, ...t.expansions].map((o) => ({ ...o, deliveryS: deliverySeconds({ orderDay: o.orderDay, leadTimeWeeks: t.leadTimeWeeks }) }));
}

/** The terms of one order alone (its servers, its order day, no expansions): what its own payments, rates and resale are worked from. */
export function orderTerms(t: OwnedTerms, o: OwnedOrder): OwnedTerms {
  return { ...t, servers: o.servers, orderDay: o.orderDay, expansions: [] };
}

/** Every payment of the servers' price, in order of time: each order's at its delivery, or each lease payment from it. */
export function ownedPricePayments(t: OwnedTerms, startDate: string): OwnedPayment[] {
  const all = ownedOrders(t).flatMap((o) => orderPricePayments(orderTerms(t, o), startDate));
  return all.sort((a, b) => a.atS - b.atS);
}

function orderPricePayments(t: OwnedTerms, startDate: string): OwnedPayment[] {
  const at = deliverySeconds(t);
  const principal = t.servers * t.pricePerServer;
  if (t.payment.kind === 'atDelivery') return [{ atS: at, amount: principal }];
  const amount = leasePayment(principal, t.payment.monthlyRatePercent, t.payment.termMonths);
  const day = Math.floor(at / DAY_S);
  const out: OwnedPayment[] = [];
  for (let m = 0; m < t.payment.termMonths; m++) out.push({ atS: addMonthsSeconds(startDate, day, m) + (at - day * DAY_S), amount });
  return out;
}

/** What the servers sell for at the end of the horizon: every order delivered inside it (nothing for one that arrives after). */
export function resaleValue(t: OwnedTerms, horizonS: number): number {
  let value = 0;
  for (const o of ownedOrders(t)) if (o.deliveryS < horizonS) value += o.servers * t.pricePerServer * (t.resalePercent / 100);
  return value;
}

/**
 * Depreciation still to come after the horizon: the book value left above the residual, each
 * order from its own delivery (the accounting view's part beyond the horizon, reported as a
 * commitment's is, not charged).
 */
export function depreciationAfter(t: OwnedTerms, horizonS: number): number {
  let after = 0;
  for (const o of ownedOrders(t)) {
    const r = ownedRates(orderTerms(t, o));
    const end = o.deliveryS + t.depreciationYears * YEAR_S;
    after += Math.max(0, end - Math.max(o.deliveryS, horizonS)) * r.depreciation;
  }
  return after;
}

/** GPU-seconds out of service from failures over `seconds` (the expected count × the days each is out). */
export function failureGpuSeconds(t: OwnedTerms, seconds: number): number {
  const gpus = t.servers * t.gpusPerServer;
  return gpus * t.failuresPerGpuYear * (seconds / YEAR_S) * t.daysOutPerFailure * DAY_S;
}
