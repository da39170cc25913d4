import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { changeWorkloadKind } from '@headroom/renderer/editor/draft/change-kind';
import type { DraftDocument, DraftWorkload } from '@headroom/renderer/editor/draft/draft-document';
import { DraftStore } from '@headroom/renderer/editor/draft/draft-store';
import { fieldsOfKind } from '@headroom/renderer/editor/draft/workload-fields';
import { setIn } from '@headroom/renderer/editor/draft/json-path';
import {
  addWorkload,
  newWorkload,
  type WorkloadKind,
} from '@headroom/renderer/editor/draft/new-items';
import { STARTUP, template } from './fixture';

const KINDS: WorkloadKind[] = ['training', 'inference', 'batch', 'dev'];

function issues(doc: DraftDocument) {
  const result = parseScenario(doc);
  return result.ok ? [] : result.issues;
}

/** The start-up template (training, training, inference) with a batch and a dev workload added. */
function everyKind(): DraftDocument {
  let doc = template(STARTUP);
  doc = addWorkload(doc, newWorkload(doc, 'batch', 'Nightly evaluation', 'task'));
  doc = addWorkload(doc, newWorkload(doc, 'dev', 'Notebooks', 'task'));
  return doc;
}

function workloadAt(doc: DraftDocument, index: number): Record<string, unknown> {
  return doc.workloads[index] as Record<string, unknown>;
}

function change(doc: DraftDocument, index: number, kind: WorkloadKind) {
  const result = changeWorkloadKind(doc, index, kind, 'task');
  if (!result) throw new Error(`no change of workload ${index} to ${kind}`);
  return result;
}

const EXPERIMENTS = 0; // training, 1 GPU per job, in the development phase
const SERVING = 2; // inference

describe('changing the kind of a workload', () => {
  const doc = everyKind();
  const cases = doc.workloads.flatMap((w, index) =>
    KINDS.filter((kind) => kind !== w.kind).map((kind) => [w.kind, kind, index] as const),
  );

  it.each(cases)('%s → %s gives a valid workload of the new kind', (from, kind, index) => {
    expect(issues(doc)).toEqual([]);
    const result = change(doc, index, kind);
    expect(issues(result.document)).toEqual([]);
    const before = workloadAt(doc, index);
    const after = workloadAt(result.document, index);
    expect(after.kind).toBe(kind);
    for (const field of [
      'id',
      'name',
      'phaseIds',
      'pipelineEfficiency',
      'offerEfficiency',
      'memoryGbPerGpu',
    ])
      expect(after[field]).toEqual(before[field]);
    // Nothing of the old kind is left behind, and the new kind has all it needs.
    const fields = fieldsOfKind(kind);
    expect(Object.keys(after).filter((f) => !fields.includes(f))).toEqual([]);
    const fresh = newWorkload(doc, kind, 'x', 'task') as Record<string, unknown>;
    const missing = Object.keys(fresh).filter((f) => after[f] === undefined);
    // Only a deadline the old workload did without stays left out.
    const noDeadline =
      kind === 'batch' && from === 'training' && before.deadlineHours === undefined;
    expect(missing).toEqual(noDeadline ? ['deadlineHours'] : []);
    for (const field of result.removed) {
      expect(before[field]).toBeDefined();
      expect(after[field]).toBeUndefined();
    }
    // The other workloads and the other strategies' placements of other workloads stay put.
    doc.workloads.forEach((w, i) => {
      if (i !== index) expect(result.document.workloads[i]).toBe(w);
    });
  });

  it('fills the new kind’s own fields as a new workload of that kind gets them', () => {
    const result = change(doc, EXPERIMENTS, 'inference');
    const after = workloadAt(result.document, EXPERIMENTS);
    const fresh = newWorkload(doc, 'inference', 'x', 'task') as Record<string, unknown>;
    for (const field of [
      'traffic',
      'requestsPerSecondPerReplica',
      'maxReplicas',
      'latencyTargetMs',
    ])
      expect(after[field]).toEqual(fresh[field]);
    expect(result.removed).toEqual([
      'arrivals',
      'size',
      'checkpointIntervalMinutes',
      'startupMinutes',
      'restartOverheadMinutes',
      'peopleWaiting',
    ]);
    expect(result.kept).toEqual([]);
  });

  it('keeps what training and batch share, and carries the GPUs per unit over', () => {
    const training = setIn(
      setIn(doc, ['workloads', EXPERIMENTS, 'deadlineHours'], 36),
      ['workloads', EXPERIMENTS, 'gpusPerJob'],
      2,
    );
    const result = change(training, EXPERIMENTS, 'batch');
    const before = workloadAt(training, EXPERIMENTS);
    const after = workloadAt(result.document, EXPERIMENTS);
    expect(after.arrivals).toEqual(before.arrivals);
    expect(after.deadlineHours).toBe(36);
    expect(after.gpusPerTask).toBe(2);
    expect(after.tasksPerBatch).toBe(100);
    expect(result.kept).toEqual(['arrivals', 'startupMinutes', 'deadlineHours']);
    expect(result.gpus).toEqual({ from: 'gpusPerJob', to: 'gpusPerTask', value: 2 });
    expect(result.removed).not.toContain('gpusPerJob');
    expect(result.removed).toContain('size');
  });

  it('keeps a training job without a deadline without one as a batch', () => {
    const result = change(doc, EXPERIMENTS, 'batch');
    expect('deadlineHours' in workloadAt(result.document, EXPERIMENTS)).toBe(false);
  });

  it('caps the GPUs carried over at the new kind’s limit', () => {
    const big = setIn(doc, ['workloads', EXPERIMENTS, 'gpusPerJob'], 512);
    const result = change(big, EXPERIMENTS, 'inference');
    expect(workloadAt(result.document, EXPERIMENTS).gpusPerReplica).toBe(64);
    expect(result.gpus?.value).toBe(64);
  });

  it('gives the new kind its default GPUs when the old count is not a number yet', () => {
    const typing = setIn(doc, ['workloads', EXPERIMENTS, 'gpusPerJob'], '8x');
    const result = change(typing, EXPERIMENTS, 'dev');
    expect(workloadAt(result.document, EXPERIMENTS).gpusPerMachine).toBe(1);
    expect(result.gpus).toBeNull();
    expect(result.removed).toContain('gpusPerJob');
  });

  it('clears spot fallback in the placements of a job that becomes a service, and says where', () => {
    const fallback = { afterPreemptions: 2, deadlinePolicy: 'greedy' };
    const placed = setIn(
      doc,
      ['strategies', 1, 'placements', EXPERIMENTS, 'spotFallback'],
      fallback,
    );
    expect(placed.strategies[1]!.placements[EXPERIMENTS]!.workloadId).toBe('experiments');

    const service = change(placed, EXPERIMENTS, 'inference');
    expect(service.document.strategies[1]!.placements[EXPERIMENTS]!.spotFallback).toEqual({});
    expect(service.placements).toEqual([
      { strategyIndex: 1, strategyName: placed.strategies[1]!.name, cleared: ['spotFallback'] },
    ]);
    // Strategies with nothing to clear keep their identity.
    expect(service.document.strategies[0]).toBe(placed.strategies[0]);

    const batch = change(placed, EXPERIMENTS, 'batch');
    expect(batch.document.strategies[1]!.placements[EXPERIMENTS]!.spotFallback).toEqual(fallback);
    expect(batch.placements).toEqual([]);
  });

  it('clears a fixed number of replicas when a service becomes a job', () => {
    const fixed = setIn(
      setIn(doc, ['strategies', 0, 'placements', SERVING, 'scaling'], 'fixed'),
      ['strategies', 0, 'placements', SERVING, 'fixedReplicas'],
      3,
    );
    const result = change(fixed, SERVING, 'training');
    const placement = result.document.strategies[0]!.placements[SERVING]!;
    expect(placement.scaling).toBe('autoscale');
    expect('fixedReplicas' in placement).toBe(false);
    expect(result.placements).toEqual([
      { strategyIndex: 0, strategyName: fixed.strategies[0]!.name, cleared: ['scaling'] },
    ]);
    expect(issues(result.document)).toEqual([]);
  });

  it('drops a GPUs-per-unit override above the new kind’s limit', () => {
    let big = setIn(doc, ['workloads', EXPERIMENTS, 'gpusPerJob'], 8);
    big = setIn(big, ['strategies', 0, 'placements', EXPERIMENTS, 'gpusPerUnit'], 128);
    const kept = setIn(big, ['strategies', 0, 'placements', EXPERIMENTS, 'gpusPerUnit'], 16);
    const result = change(big, EXPERIMENTS, 'batch');
    expect('gpusPerUnit' in result.document.strategies[0]!.placements[EXPERIMENTS]!).toBe(false);
    expect(result.placements[0]?.cleared).toEqual(['gpusPerUnit']);
    expect(
      change(kept, EXPERIMENTS, 'batch').document.strategies[0]!.placements[EXPERIMENTS]!
        .gpusPerUnit,
    ).toBe(16);
  });

  it('turns a workload of a kind the format does not know into a valid one', () => {
    const broken = setIn(doc, ['workloads', SERVING, 'kind'], 'gpu-farm');
    const result = change(broken, SERVING, 'dev');
    expect(result.from).toBeNull();
    expect(issues(result.document)).toEqual([]);
    expect(result.removed).toContain('traffic');
    expect(workloadAt(result.document, SERVING).id).toBe('serving');
  });

  it('does nothing for the same kind or a workload that is not there', () => {
    expect(changeWorkloadKind(doc, EXPERIMENTS, 'training', 'task')).toBeNull();
    expect(changeWorkloadKind(doc, 99, 'dev', 'task')).toBeNull();
    expect(changeWorkloadKind(doc, -1, 'dev', 'task')).toBeNull();
  });

  it('is one undo step that restores the old workload exactly', () => {
    const store = new DraftStore(doc);
    const before = store.getState().history.present;
    store.change((current) => change(current, SERVING, 'batch').document);
    expect((store.getState().history.present.workloads[SERVING] as DraftWorkload).kind).toBe(
      'batch',
    );
    expect(store.getState().history.past).toHaveLength(1);
    store.undo();
    expect(store.getState().history.present).toBe(before);
    expect(store.getState().history.present.workloads[SERVING]).toBe(before.workloads[SERVING]);
  });
});
