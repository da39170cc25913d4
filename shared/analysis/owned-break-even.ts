import type { OwnedTerms } from '@shared/scenario';
import { HOUR_S } from '@shared/sim/calendar';
import { AVERAGE_MONTH_S, leasePayment, ownedRates, YEAR_S } from '@shared/sim/owned-costs';
import type { OwnedBreakEven } from '@shared/sim/results';

export type { OwnedBreakEven };

/**
 * At what utilisation owning servers costs the same as renting their GPUs on demand for the
 * same busy hours. Per server and hour, owning costs a fixed part F (capital, colocation,
 * maintenance, staff, idle power) plus V·u (the busy-over-idle power at utilisation u);
 * renting costs R·u (the on-demand price of the server's GPUs for the hours they work). The
 * two meet at u = F / (R − V): above it owning is cheaper. Elastic renting pays no idle hours,
 * so this is the question a finance lead asks once utilisation is high.
 */

/**
 * The break-even utilisation of owned servers against renting the same GPUs on demand at
 * `onDemandPerGpuHour`, compared over `months` months (the cash view spreads the price, less
 * the resale, over them). A share of the servers' hours, 0 to 1; above 1 owning never pays.
 */
export function ownedBreakEven(terms: OwnedTerms, onDemandPerGpuHour: number, months: number): OwnedBreakEven {
  const r = ownedRates(terms);
  const perServerHour = (perS: number) => (perS * HOUR_S) / terms.servers;
  const running = perServerHour(r.colocation + r.maintenance + r.staff + r.idlePower);
  const fixedPerServerHour = running + perServerHour(r.depreciation);
  const powerPerServerHourBusy = r.powerPerBusyGpuS * HOUR_S * terms.gpusPerServer;
  const rentPerServerHour = onDemandPerGpuHour * terms.gpusPerServer;
  const pay = terms.payment;
  const paid = pay.kind === 'lease' ? leasePayment(terms.pricePerServer, pay.monthlyRatePercent, pay.termMonths) * pay.termMonths : terms.pricePerServer;
  const capitalCash = paid - terms.pricePerServer * (terms.resalePercent / 100);
  const hours = (months * AVERAGE_MONTH_S) / HOUR_S;
  const margin = rentPerServerHour - powerPerServerHourBusy;
  const meet = (fixed: number) => (margin > 0 ? fixed / margin : null);
  return {
    accounting: meet(fixedPerServerHour),
    cash: hours > 0 ? meet(running + capitalCash / hours) : null,
    fixedPerServerHour,
    powerPerServerHourBusy,
    rentPerServerHour,
    availability: Math.max(0, 1 - (terms.failuresPerGpuYear * terms.daysOutPerFailure * 86_400) / YEAR_S),
  };
}
