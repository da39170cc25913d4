import type { OwnedTerms } from '@shared/scenario';
import { DAY_S } from './calendar';
import type { CompiledOwned } from './compiled';
import { orderTerms, ownedOrders, ownedRates, YEAR_S } from './owned-costs';

/** An owned pool's terms compiled for a run: the rates of each order from its delivery, and the failure process. */
export function compileOwned(t: OwnedTerms): CompiledOwned {
  const orders = ownedOrders(t).map((o, k) => {
    const rates = ownedRates(orderTerms(t, o));
    // Staff run the pool, however many servers it has: paid once, with the first order.
    return { deliveryS: o.deliveryS, servers: o.servers, rates: k === 0 ? rates : { ...rates, staff: 0 } };
  });
  return { terms: t, rates: ownedRates(t), orders, failureRatePerGpuS: t.failuresPerGpuYear / YEAR_S, outS: Math.round(t.daysOutPerFailure * DAY_S) };
}
