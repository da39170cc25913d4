/**
 * What a new owned pool starts with beside its offer (the editor's new pool and the plan
 * search's owned candidates): typical figures (estimates, see the catalog's owned prices for
 * their sources), a tariff and colocation rate in the scenario's currency where one is known
 * (US dollars or yuan); other currencies start at 0, to be typed.
 */
export function ownedPoolDefaults(currency: unknown): {
  depreciationYears: number;
  residualPercent: number;
  pue: number;
  maintenancePercentPerYear: number;
  resalePercent: number;
  tariffPerKwh: number;
  colocationPerKwMonth?: number;
} {
  const common = { depreciationYears: 5, residualPercent: 10, pue: 1.4, maintenancePercentPerYear: 8, resalePercent: 40 };
  if (currency === 'USD') return { ...common, tariffPerKwh: 0.12, colocationPerKwMonth: 150 };
  if (currency === 'CNY') return { ...common, tariffPerKwh: 0.8, colocationPerKwMonth: 1000 };
  return { ...common, tariffPerKwh: 0 };
}
