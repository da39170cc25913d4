import { ownedTerms, type Scenario } from '@shared/scenario';
import { DAY_S } from '@shared/sim/calendar';
import { OWNED_LINES, ownedOrders, type OwnedLines } from '@shared/sim/owned-costs';
import type { OwnedPoolFigures, RunResult } from '@shared/sim/results';
import { ownedBreakEven } from './owned-break-even';

export type { OwnedPoolFigures };


const MICRO = 1_000_000;
const units = (micro: number) => Math.round(micro / 10_000) / 100;

/** The cheapest on-demand offer per GPU-hour of this GPU in the catalog, or null. */
function cheapestOnDemand(scenario: Scenario, gpuId: string): { offerId: string; perGpuHour: number } | null {
  let best: { offerId: string; perGpuHour: number } | null = null;
  for (const o of scenario.catalog.offers) {
    const price = o.prices.onDemand?.perHour;
    if (o.gpuId !== gpuId || price === undefined) continue;
    const perGpuHour = price / o.gpusPerInstance;
    if (best === null || perGpuHour < best.perGpuHour) best = { offerId: o.id, perGpuHour };
  }
  return best;
}

/** The strategy's owned pools as its representative run bills them, with their break-even utilisation; undefined when it owns none. */
export function ownedFigures(scenario: Scenario, strategyId: string, run: RunResult): OwnedPoolFigures[] | undefined {
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  const months = scenario.horizonDays / (365.25 / 12);
  const out: OwnedPoolFigures[] = [];
  for (const pool of strategy?.pools ?? []) {
    if (pool.kind !== 'owned') continue;
    const offer = scenario.catalog.offers.find((o) => o.id === pool.offerId);
    const metrics = run.pools.find((p) => p.poolId === pool.id);
    if (!offer || !metrics) continue;
    const terms = ownedTerms(pool, offer);
    const linesByMonth: Record<string, OwnedLines> = {};
    const lineTotals = Object.fromEntries(OWNED_LINES.map((l) => [l, 0])) as OwnedLines;
    for (const [month, lines] of Object.entries(metrics.ownedLinesByMonthMicro ?? {})) {
      linesByMonth[month] = Object.fromEntries(OWNED_LINES.map((l) => [l, units(lines[l])])) as OwnedLines;
      for (const l of OWNED_LINES) lineTotals[l] += lines[l];
    }
    for (const l of OWNED_LINES) lineTotals[l] = units(lineTotals[l]);
    const rent = cheapestOnDemand(scenario, offer.gpuId);
    out.push({
      poolId: pool.id,
      name: metrics.name,
      terms,
      linesByMonth,
      lineTotals,
      accountingTotal: metrics.costMicro / MICRO,
      depreciationAfterHorizon: metrics.commitmentBeyondHorizonMicro / MICRO,
      utilisation: metrics.utilisation,
      breakEven: rent ? { ...ownedBreakEven(terms, rent.perGpuHour, months), againstOfferId: rent.offerId, onDemandPerGpuHour: rent.perGpuHour } : null,
      expansions: ownedOrders(terms)
        .slice(1)
        .map((o) => ({ servers: o.servers, orderDay: o.orderDay, deliveryDay: o.deliveryS / DAY_S })),
      failures: metrics.ownedFailures ?? { failures: 0, lostGpuHours: 0, interruptions: 0, lostWorkGpuHours: 0 },
    });
  }
  return out.length > 0 ? out : undefined;
}
