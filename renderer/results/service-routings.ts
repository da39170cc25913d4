import { parseScenario, serviceRoutings, type RouteDescription, type Scenario } from '@shared/scenario';

/** Per strategy id, per service id: the routes of each service planned in tokens that a strategy routes. */
export type RoutingsByStrategy = Readonly<Record<string, Readonly<Record<string, readonly RouteDescription[]>>>>;

/**
 * The size-class routes the results' cards name. A stored document that no longer validates
 * (an older run's version damaged since) names none rather than a wrong one.
 */
export function routingsOf(document: Scenario): RoutingsByStrategy {
  const parsed = parseScenario(document);
  if (!parsed.ok) return {};
  const found: Record<string, Record<string, readonly RouteDescription[]>> = {};
  for (const w of parsed.scenario.workloads) {
    if (w.kind !== 'inference' || w.llm === undefined) continue;
    for (const r of serviceRoutings(parsed.scenario, w.id)) {
      if (r.routes === undefined) continue;
      (found[r.strategyId] ??= {})[w.id] = r.routes;
    }
  }
  return found;
}
