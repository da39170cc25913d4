import { describe, expect, it } from 'vitest';
import { scenarioWarnings, withPoolMovedForward, withPoolPlaced } from '@shared/scenario';
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
