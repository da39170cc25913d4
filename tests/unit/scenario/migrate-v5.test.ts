import { describe, expect, it } from 'vitest';
import { migrateScenario } from '@shared/scenario';

const inference = { id: 'chat', kind: 'inference', latencyTargetMs: 2000, traffic: { weekday: [1], growthFromDay: 0 } };

describe('format 4 files', () => {
  it('hold every inference workload to its mean response time, as format 4 did', () => {
    const out = migrateScenario({ schemaVersion: 4, workloads: [inference, { id: 'ft', kind: 'training' }] });
    if (!out.ok) throw new Error(out.message);
    expect(out.doc.schemaVersion).toBe(8);
    expect(out.doc.workloads).toEqual([{ ...inference, latencyTargetPercentile: 'mean' }, { id: 'ft', kind: 'training' }]);
  });

  it('keep a statistic already written, and leave what is not a workload for validation to name', () => {
    const out = migrateScenario({ schemaVersion: 4, workloads: [{ ...inference, latencyTargetPercentile: 'p99' }, 7] });
    if (!out.ok) throw new Error(out.message);
    expect(out.doc.workloads).toEqual([{ ...inference, latencyTargetPercentile: 'p99' }, 7]);
  });

  it('upgrade from format 3 through 4 with both old meanings kept', () => {
    const { growthFromDay: _, ...traffic } = inference.traffic;
    const out = migrateScenario({ schemaVersion: 3, workloads: [{ ...inference, traffic }] });
    if (!out.ok) throw new Error(out.message);
    expect(out.doc.workloads).toEqual([{ ...inference, latencyTargetPercentile: 'mean' }]);
  });
});
