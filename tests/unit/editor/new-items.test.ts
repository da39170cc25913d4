import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import {
  addWorkload,
  duplicateOffer,
  duplicateStrategy,
  newGpu,
  newOffer,
  newPhase,
  newPool,
  newPrice,
  newStrategy,
  newWorkload,
  type PoolKind,
  type WorkloadKind,
} from '@headroom/renderer/editor/draft/new-items';
import { STARTUP, template } from './fixture';

function issues(doc: DraftDocument) {
  const result = parseScenario(doc);
  return result.ok ? [] : result.issues;
}

describe('new parts of a scenario', () => {
  it.each<WorkloadKind>(['training', 'inference', 'batch', 'dev'])(
    'a new %s workload is placed in every strategy and the scenario still validates',
    (kind) => {
      const doc = template();
      const workload = newWorkload(doc, kind, `New ${kind}`, 'task');
      const next = addWorkload(doc, workload);
      expect(issues(next)).toEqual([]);
      for (const s of next.strategies)
        expect(s.placements.map((p) => p.workloadId)).toContain(workload.id);
    },
  );

  it.each<PoolKind>(['onDemand', 'reserved', 'spot', 'bareMetal'])(
    'a new %s pool picks an offer with that price',
    (kind) => {
      const doc = template('02-right-sizing-vision-training.headroom.json');
      const strategy = doc.strategies[0]!;
      const pool = newPool(doc, strategy, kind);
      const next: DraftDocument = {
        ...doc,
        strategies: doc.strategies.map((s, i) =>
          i === 0 ? { ...s, pools: [...s.pools, pool] } : s,
        ),
      };
      const offer = doc.catalog.offers.find((o) => o.id === pool.offerId);
      expect(offer).toBeDefined();
      const priced =
        kind === 'reserved'
          ? offer!.prices!.reserved!.length > 0
          : offer!.prices![kind] !== undefined;
      if (priced) expect(issues(next)).toEqual([]);
    },
  );

  it('a new strategy, a duplicated one, a phase, a GPU and an offer keep the scenario valid', () => {
    let doc = template(STARTUP);
    doc = { ...doc, strategies: [...doc.strategies, newStrategy(doc, 'Plan B')] };
    doc = {
      ...doc,
      strategies: [...doc.strategies, duplicateStrategy(doc, doc.strategies[0]!, 'Copy')],
    };
    doc = { ...doc, phases: [...(doc.phases ?? []), newPhase(doc, 'Pilot')] };
    doc = { ...doc, catalog: { ...doc.catalog, gpus: [...doc.catalog.gpus, newGpu(doc, 'L40S')] } };
    doc = {
      ...doc,
      catalog: {
        ...doc.catalog,
        offers: [
          ...doc.catalog.offers,
          newOffer(doc, 'Acme', 'g8'),
          duplicateOffer(doc, doc.catalog.offers[0]!),
        ],
      },
    };
    expect(issues(doc)).toEqual([]);
    const ids = doc.strategies.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a new price asks for its amount', () => {
    const doc = template();
    const offers = doc.catalog.offers.map((o, i) =>
      i === 0 ? { ...o, prices: { ...o.prices, spot: newPrice('spot', '2027-01-01', 'me') } } : o,
    );
    const found = issues({ ...doc, catalog: { ...doc.catalog, offers } } as DraftDocument);
    expect(found).toContainEqual(
      expect.objectContaining({ path: 'catalog.offers[0].prices.spot.perHour' }),
    );
  });
});
