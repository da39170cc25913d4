import type { OwnedTerms } from '@shared/scenario';
import { HOUR_S } from '@shared/sim/calendar';
import { AVERAGE_MONTH_S, leasePayment, ownedOrders, ownedRates, YEAR_S } from '@shared/sim/owned-costs';
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
 * Server-hours each order is present over the `hours` compared, all orders together: the first
 * order's servers over the whole of them, each expansion's from its delivery (counted from the
 * first order's, when the pool opens) to their end; an expansion delivered after that counts
 * nothing. Returns the server-hours present and the servers whose price falls inside.
 */
function serversPresent(terms: OwnedTerms, hours: number): { serverHours: number; serversBought: number } {
  const orders = ownedOrders(terms);
  const opens = orders[0]!.deliveryS;
  let serverHours = 0;
  let serversBought = 0;
  for (const o of orders) {
    const present = Math.max(0, hours - Math.max(0, o.deliveryS - opens) / HOUR_S);
    if (o !== orders[0] && present <= 0) continue;
    serverHours += o.servers * present;
    serversBought += o.servers;
  }
  return { serverHours, serversBought };
}

/**
 * The break-even utilisation of owned servers against renting the same GPUs on demand at
 * `onDemandPerGpuHour`, compared over `months` months (the cash view spreads the price, less
 * the resale, over them). A share of the servers' hours, 0 to 1; above 1 owning never pays.
 *
 * With expansions the servers present change month by month: the fixed costs of every order
 * (per server, from its delivery) and the pool's staff (once) over the months compared are
 * divided by the server-hours present then, so F is the average fixed cost of a server-hour
 * in service and u a share of the GPU-hours in service. Without expansions this is the one
 * order's F = fixed costs per server-hour + staff / servers, whatever the months.
 */
export function ownedBreakEven(terms: OwnedTerms, onDemandPerGpuHour: number, months: number): OwnedBreakEven {
  // Per server (staff stays the pool's, once).
  const r = ownedRates({ ...terms, servers: 1 });
  const perHour = (perS: number) => perS * HOUR_S;
  const hours = (months * AVERAGE_MONTH_S) / HOUR_S;
  const { serverHours, serversBought } = serversPresent(terms, hours);
  // Staff over the hours compared, shared by the server-hours present (without hours: by the first order's servers).
  const staffPerServerHour = serverHours > 0 ? (perHour(r.staff) * hours) / serverHours : perHour(r.staff) / terms.servers;
  const running = perHour(r.colocation + r.maintenance + r.idlePower) + staffPerServerHour;
  const fixedPerServerHour = running + perHour(r.depreciation);
  const powerPerServerHourBusy = r.powerPerBusyGpuS * HOUR_S * terms.gpusPerServer;
  const rentPerServerHour = onDemandPerGpuHour * terms.gpusPerServer;
  const pay = terms.payment;
  const paid = pay.kind === 'lease' ? leasePayment(terms.pricePerServer, pay.monthlyRatePercent, pay.termMonths) * pay.termMonths : terms.pricePerServer;
  const capitalCash = paid - terms.pricePerServer * (terms.resalePercent / 100);
  const margin = rentPerServerHour - powerPerServerHourBusy;
  const meet = (fixed: number) => (margin > 0 ? fixed / margin : null);
  return {
    accounting: meet(fixedPerServerHour),
    cash: serverHours > 0 ? meet(running + (capitalCash * serversBought) / serverHours) : null,
    fixedPerServerHour,
    powerPerServerHourBusy,
    rentPerServerHour,
    availability: Math.max(0, 1 - (terms.failuresPerGpuYear * terms.daysOutPerFailure * 86_400) / YEAR_S),
  };
}
