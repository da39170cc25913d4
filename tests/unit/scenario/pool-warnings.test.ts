import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseScenario,
  scenarioWarnings,
  withPoolMovedForward,
  withPoolPlaced,
} from '@shared/scenario';
import { applyWarningFix } from '@headroom/renderer/editor/draft/warning-fix';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { catalogWith, trainingScenario } from '../sim/fixtures';

const od = { id: 'od', offerId: 'vm1', kind: 'onDemand' as const };
const committed = {
  id: 'committed',
  name: 'Reserved 8',
  offerId: 'vm1',
  kind: 'reserved' as const,
  count: 8,
  termMonths: 12,
};
const spot = {
  id: 'sp',
  offerId: 'vm1',
  kind: 'spot' as const,
  interruption: { model: 'poisson' as const, ratePerGpuHour: 0.01 },
};

describe('pools no work can reach', () => {
  it('warns of a reserved pool listed after an unlimited on-demand pool, and the fix moves it first', () => {
    const s = trainingScenario({ pools: [od, committed], poolIds: ['od', 'committed'] });
    const warnings = scenarioWarnings(s).filter((w) => w.key === 'poolAfterUnlimited');
    expect(warnings).toHaveLength(1);
    const w = warnings[0]!;
    expect(w.path).toBe('strategies[0].placements[0].poolIds');
    expect(w.message).toContain('Reserved 8 (reserved) comes after test vm.1');
    if (w.key !== 'poolAfterUnlimited') throw new Error('unexpected');
    const fixed = applyWarningFix(s as unknown as DraftDocument, w.fix);
    expect(fixed.strategies[0]!.placements[0]!.poolIds).toEqual(['committed', 'od']);
    expect(scenarioWarnings(fixed as never).map((x) => x.key)).not.toContain('poolAfterUnlimited');
  });

  it('says nothing when the on-demand pool is capped, by the pool or by the offer', () => {
    const capped = trainingScenario({ pools: [{ ...od, maxInstances: 2 }, committed] });
    expect(scenarioWarnings(capped)).toEqual([]);
    const stock = trainingScenario({
      pools: [od, committed],
      catalog: catalogWith({ vm1: { capacityLimit: 4 } }),
    });
    expect(scenarioWarnings(stock)).toEqual([]);
    // Spot can be taken away, so the pools after it still receive work.
    expect(scenarioWarnings(trainingScenario({ pools: [spot, committed] }))).toEqual([]);
  });

  it('warns of a pool in no placement, and the fix adds it before the elastic pools', () => {
    const s = trainingScenario({ pools: [od, committed], poolIds: ['od'] });
    const w = scenarioWarnings(s).find((x) => x.key === 'poolInNoPlacement');
    if (w?.key !== 'poolInNoPlacement') throw new Error('no warning');
    expect(w.path).toBe('strategies[0].pools[1]');
    const fixed = applyWarningFix(s as unknown as DraftDocument, w.fix);
    expect(fixed.strategies[0]!.placements[0]!.poolIds).toEqual(['committed', 'od']);
  });

  it('places a committed pool before the elastic pools and anything else at the end', () => {
    const pools = [od, committed, spot];
    expect(withPoolPlaced(['sp', 'od'], pools, 'committed')).toEqual(['committed', 'sp', 'od']);
    expect(withPoolPlaced(['committed'], pools, 'od')).toEqual(['committed', 'od']);
    expect(withPoolPlaced(['od'], pools, 'sp')).toEqual(['sp', 'od']);
    expect(withPoolPlaced(['committed'], pools, 'sp')).toEqual(['committed', 'sp']);
    expect(withPoolMovedForward(['od', 'sp'], pools, 'sp')).toEqual(['sp', 'od']);
  });
});

describe('warnings and fixes of a placement that routes size classes', () => {
  const example = JSON.parse(
    readFileSync('scenarios/10-llm-chat-api-two-gpus.headroom.json', 'utf8'),
  ) as { workloads: { llm: { sizeClasses: { name: string }[] } }[] };
  const [short, medium, long] = example.workloads[0]!.llm.sizeClasses.map((c) => c.name);
  const routed = (
    routes: { classNames: (string | undefined)[]; poolIds: string[] }[],
    poolIds: string[],
    pools: unknown[],
  ) => {
    const r = parseScenario({
      ...example,
      strategies: [
        { id: 'r', name: 'Routed', pools, placements: [{ workloadId: 'chat', poolIds, routes }] },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.scenario;
  };
  const l4 = { id: 'l4', kind: 'onDemand', offerId: 'l4-1gpu' };
  const a100 = { id: 'a100', kind: 'onDemand', offerId: 'gcp-a2-highgpu-1g' };
  const base = {
    id: 'base',
    kind: 'reserved',
    offerId: 'gcp-a2-highgpu-1g',
    count: 1,
    termMonths: 12,
    startDay: 0,
  };

  it('reads each route’s own order: an unlimited pool of another route blocks nothing', () => {
    const s = routed(
      [
        { classNames: [short], poolIds: ['l4'] },
        { classNames: [medium, long], poolIds: ['base', 'a100'] },
      ],
      ['l4', 'base', 'a100'],
      [l4, base, a100],
    );
    expect(scenarioWarnings(s).map((w) => w.key)).not.toContain('poolAfterUnlimited');
  });

  it('moves a blocked pool forward inside its route', () => {
    const s = routed(
      [
        { classNames: [short], poolIds: ['l4'] },
        { classNames: [medium, long], poolIds: ['a100', 'base'] },
      ],
      ['l4', 'a100', 'base'],
      [l4, base, a100],
    );
    const w = scenarioWarnings(s).find((x) => x.key === 'poolAfterUnlimited');
    if (w?.key !== 'poolAfterUnlimited') throw new Error('no warning');
    const fixed = applyWarningFix(s as unknown as DraftDocument, w.fix);
    const placement = fixed.strategies[0]!.placements[0]! as unknown as {
      routes: { poolIds: string[] }[];
    };
    expect(placement.routes[1]!.poolIds).toEqual(['base', 'a100']);
    expect(scenarioWarnings(fixed as never).map((x) => x.key)).not.toContain('poolAfterUnlimited');
  });
});
