import { describe, expect, it } from 'vitest';
import { scenarioWarnings, parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { addWorkload, newPhase, newWorkload } from '@headroom/renderer/editor/draft/new-items';
import { withWorkingSpotFallback } from '@headroom/renderer/editor/draft/spot-fallback-default';
import { template } from './fixture';

describe('new parts that set no traps', () => {
  it('a second phase runs to the end of the horizon', () => {
    let doc: DraftDocument = { ...template(), horizonDays: 365, phases: [] };
    doc = { ...doc, phases: [newPhase(doc, 'Pilot')] };
    expect(doc.phases![0]).toMatchObject({ startDay: 0, endDay: 30 });
    const second = newPhase(doc, 'Production');
    expect(second).toMatchObject({ startDay: 30, endDay: 365 });
  });

  it('a new inference service can serve its own starter traffic', () => {
    const doc = template();
    const next = addWorkload(doc, newWorkload(doc, 'inference', 'API', 'task'));
    const parsed = parseScenario(next);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(scenarioWarnings(parsed.scenario).map((w) => w.key)).not.toContain(
      'trafficOutgrowsReplicas',
    );
  });

  it('a job placed on spot gets a fallback that works, and keeps one it has', () => {
    const doc = template();
    const s = doc.strategies.findIndex((x) => x.placements.length > 0);
    const p = 0;
    const workloadId = doc.strategies[s]!.placements[p]!.workloadId;
    const w = doc.workloads.findIndex((x) => x.id === workloadId);
    const withDeadline = {
      ...doc,
      workloads: doc.workloads.map((x, i) => (i === w ? { ...x, deadlineHours: 24 } : x)),
    } as DraftDocument;
    const withoutDeadline = {
      ...doc,
      workloads: doc.workloads.map((x, i) => {
        if (i !== w) return x;
        const { deadlineHours: _drop, ...rest } = x as typeof x & { deadlineHours?: number };
        return rest;
      }),
    } as DraftDocument;
    const kind = doc.workloads[w]!.kind;
    if (kind !== 'training' && kind !== 'batch') throw new Error(`fixture placement is ${kind}`);
    expect(
      withWorkingSpotFallback(withDeadline, s, p).strategies[s]!.placements[p]!.spotFallback,
    ).toMatchObject({ deadlinePolicy: 'greedy' });
    const noDeadline = withWorkingSpotFallback(withoutDeadline, s, p);
    expect(noDeadline.strategies[s]!.placements[p]!.spotFallback).toMatchObject({
      afterPreemptions: 3,
    });
    expect(withWorkingSpotFallback(noDeadline, s, p)).toBe(noDeadline);
  });
});
