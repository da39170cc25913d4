import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { renameId } from '@headroom/renderer/editor/draft/rename-id';
import {
  removePhase,
  removePool,
  removeWorkload,
} from '@headroom/renderer/editor/draft/remove-items';
import { idFromName, uniqueId } from '@headroom/renderer/editor/draft/unique-id';
import { STARTUP, template } from './fixture';

function valid(doc: unknown): boolean {
  const result = parseScenario(doc);
  if (!result.ok) console.error(result.issues);
  return result.ok;
}

describe('new ids', () => {
  it('come from names and never repeat', () => {
    expect(idFromName('Fine-tune (8 GPUs)', 'x')).toBe('fine-tune-8-gpus');
    expect(idFromName('微调', 'training')).toBe('training');
    expect(uniqueId('a', ['a', 'a-2'])).toBe('a-3');
    expect(uniqueId('b', ['a'])).toBe('b');
  });
});

describe('renaming an id', () => {
  it('follows an offer into pools and overrides, and the scenario stays valid', () => {
    const doc = template();
    const from = doc.catalog.offers[0]!.id;
    const renamed = renameId(doc, 'offer', from, 'renamed-offer');
    expect(valid(renamed)).toBe(true);
    const pools = renamed.strategies.flatMap((s) => s.pools.map((p) => p.offerId));
    expect(pools).not.toContain(from);
    expect(pools).toContain('renamed-offer');
  });

  it('follows a GPU into offers and the reference GPU', () => {
    const doc = template();
    const from = doc.catalog.referenceGpuId;
    const renamed = renameId(doc, 'gpu', from, 'ref');
    expect(renamed.catalog.referenceGpuId).toBe('ref');
    expect(valid(renamed)).toBe(true);
  });

  it('follows workloads into placements and phases into workloads', () => {
    const doc = template(STARTUP);
    const workload = doc.workloads[0]!.id;
    expect(valid(renameId(doc, 'workload', workload, 'w-new'))).toBe(true);
    const phase = doc.phases![0]!.id;
    expect(valid(renameId(doc, 'phase', phase, 'p-new'))).toBe(true);
  });

  it('renames a pool only inside its strategy', () => {
    const doc = template();
    const pool = doc.strategies[0]!.pools[0]!.id;
    const renamed = renameId(doc, 'pool', pool, 'pool-new', 0);
    expect(renamed.strategies[0]!.placements.flatMap((p) => p.poolIds)).toContain('pool-new');
    expect(valid(renamed)).toBe(true);
    expect(renamed.strategies[1]).toBe(doc.strategies[1]);
  });
});

describe('removing parts', () => {
  it('removes a workload with its placements', () => {
    const doc = template(STARTUP);
    const removed = removeWorkload(doc, 0);
    expect(removed.workloads).toHaveLength(doc.workloads.length - 1);
    expect(valid(removed)).toBe(true);
  });

  it('removes a pool from the placements that listed it', () => {
    const doc = template();
    const strategy = doc.strategies.find((s) => s.pools.length > 1) ?? doc.strategies[0]!;
    const index = doc.strategies.indexOf(strategy);
    const removed = removePool(doc, index, 0);
    const gone = strategy.pools[0]!.id;
    expect(removed.strategies[index]!.placements.flatMap((p) => p.poolIds)).not.toContain(gone);
  });

  it('removes a phase from the workloads active in it', () => {
    const doc = template(STARTUP);
    const removed = removePhase(doc, 0);
    const gone = doc.phases![0]!.id;
    expect(removed.workloads.flatMap((w) => w.phaseIds ?? [])).not.toContain(gone);
    expect(valid(removed)).toBe(true);
  });
});
