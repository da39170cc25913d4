import { ownedPoolDefaults, type Pool, type Scenario } from '@shared/scenario';

type OwnedPool = Extract<Pool, { kind: 'owned' }>;
/** What an owned pool states beside its offer, count and order day. */
export type OwnedSettings = Omit<OwnedPool, 'id' | 'name' | 'offerId' | 'kind' | 'servers' | 'orderDay'>;

/**
 * How the plan search runs owned servers of an offer: as the scenario's first owned pool on the
 * offer does (its tariff, staff, depreciation: the planner's own figures), else with the
 * defaults the editor gives a new owned pool. Price, lead time and power draw are left to the
 * offer's owned price unless that pool states its own, so the catalog's price is what is bought.
 */
export function ownedSettings(scenario: Scenario, offerId: string): OwnedSettings {
  for (const s of scenario.strategies) {
    for (const p of s.pools) {
      if (p.kind === 'owned' && p.offerId === offerId) {
        const { id: _id, name: _name, offerId: _offer, kind: _kind, servers: _servers, orderDay: _day, ...settings } = p;
        return settings;
      }
    }
  }
  const d = ownedPoolDefaults(scenario.currency);
  return {
    ...d,
    colocationPerKwMonth: d.colocationPerKwMonth ?? 0,
    staffPerMonth: 0,
    failuresPerGpuYear: 0,
    daysOutPerFailure: 0,
    payment: { kind: 'atDelivery' },
  };
}
