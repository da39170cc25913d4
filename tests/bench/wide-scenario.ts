import { parseScenarioText, type Scenario } from '@shared/scenario';

type Json = Record<string, unknown>;

/**
 * The plan search's scale case: a shipped scenario widened to `offers` offers and `workloads`
 * workloads, each added offer a copy of a shipped one at a price a step dearer (so the offers
 * differ and none is a duplicate), each added workload a copy of a shipped one placed as its
 * original is in the first strategy.
 */
export function wideScenario(text: string, offers: number, workloads: number): Scenario {
  const input = JSON.parse(text) as Json & { catalog: { offers: Json[] }; workloads: Json[]; strategies: { placements: Json[] }[] };
  const baseOffers = input.catalog.offers;
  for (let i = baseOffers.length; i < offers; i++) {
    const from = baseOffers[i % baseOffers.length]!;
    const factor = 1 + 0.03 * i;
    const prices = JSON.parse(JSON.stringify(from.prices)) as Json;
    for (const value of Object.values(prices)) {
      for (const price of Array.isArray(value) ? value : [value]) {
        const p = price as Json;
        if (typeof p.perHour === 'number') p.perHour *= factor;
        if (typeof p.perServerMonth === 'number') p.perServerMonth *= factor;
      }
    }
    baseOffers.push({ ...from, id: `${String(from.id)}-copy${i}`, prices });
  }
  const baseWorkloads = [...input.workloads];
  for (let j = baseWorkloads.length; j < workloads; j++) {
    const from = baseWorkloads[j % baseWorkloads.length]!;
    const id = `${String(from.id)}-copy${j}`;
    input.workloads.push({ ...from, id, name: `${String(from.name)} (${j + 1})` });
    for (const s of input.strategies) {
      const placement = s.placements.find((p) => p.workloadId === from.id);
      if (placement) s.placements.push({ ...placement, workloadId: id });
    }
  }
  const parsed = parseScenarioText(JSON.stringify(input));
  if (!parsed.ok) throw new Error(`the ${offers} × ${workloads} case does not parse: ${JSON.stringify(parsed.issues.slice(0, 3))}`);
  return parsed.scenario;
}
