import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import { parseScenarioText, type Pool, type Scenario, type Strategy } from '@shared/scenario';
import { bruteFrontier, cheapestMeeting, measureStrategy, type Measured } from './brute-force';

/** Scenario 03 (a chat service with day peaks, one offer with on-demand, spot and 1- and 3-year reservations) on 4 runs. */
function chatScenario(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/03-inference-day-peaks.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { ...parsed.scenario, simulation: { ...parsed.scenario.simulation, runs: 4 } };
}

type Shape = { scaling: 'autoscale' } | { scaling: 'fixed'; fixedReplicas: number };

/**
 * A plan of the chat service as the search names its pools: reserved (each term, counts up to
 * 24), spot with the editor's default interruptions, on-demand behind, in each unit shape the
 * scenario's strategies use.
 */
function everyPlan(scenario: Scenario): { key: string; strategy: Strategy }[] {
  const offer = scenario.catalog.offers[0]!;
  const shapes: Shape[] = [{ scaling: 'fixed', fixedReplicas: 17 }, { scaling: 'autoscale' }];
  const out: { key: string; strategy: Strategy }[] = [];
  const od: Pool = { id: 'chat-onDemand', offerId: offer.id, kind: 'onDemand' };
  const spot: Pool = { id: 'chat-spot', offerId: offer.id, kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.05 }, noticeSeconds: 120, saveOnNotice: false };
  const bases: { key: string; pools: Pool[] }[] = [{ key: '', pools: [] }];
  for (const term of offer.prices.reserved.map((r) => r.termMonths)) {
    for (let count = 1; count <= 24; count++) bases.push({ key: `ri${count}x${term}>`, pools: [{ id: 'chat-reserved', offerId: offer.id, kind: 'reserved', count, termMonths: term, startDay: 0 }] });
  }
  for (const shape of shapes) {
    for (const base of bases) {
      for (const withSpot of [false, true]) {
        const pools = [...base.pools, ...(withSpot ? [spot] : []), od];
        const key = `${shape.scaling}:${base.key}${withSpot ? 'spot>' : ''}od`;
        out.push({ key, strategy: { id: 'hand', name: 'Hand-built', pools, placements: [{ workloadId: 'chat', poolIds: pools.map((p) => p.id), spotFallback: {}, whenSpotFull: 'nextPool', ...shape }] } });
      }
    }
  }
  return out;
}

describe('findPlan puts inference replicas on spot, with on-demand behind', () => {
  it('returns the cheapest plan and the frontier of the full enumeration, spot serving included', async () => {
    const scenario = chatScenario();
    const all: Measured[] = everyPlan(scenario).map((p) => measureStrategy(scenario, p.strategy, p.key));
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.stoppedBy).toBe('searchedAll');
    const brute = bruteFrontier(all);
    // The case this test exists for: spot replicas are on the frontier of every plan.
    expect(brute.some((m) => m.key.includes('spot'))).toBe(true);
    expect(result.frontier.some((p) => p.choices[0]!.pools.some((pool) => pool.kind === 'spot'))).toBe(true);
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.cost.p50).toBeCloseTo(cheapestMeeting(all)!.cost, 6);
    expect(result.frontier.map((p) => [p.cost.p50.toFixed(4), p.latencyMissH!.toFixed(4)])).toEqual(brute.map((m) => [m.cost.toFixed(4), m.speed.toFixed(4)]));
  });
});
