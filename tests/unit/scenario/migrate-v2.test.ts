 
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, parseScenario } from '@shared/scenario';
import { mutable } from './fixture';

function parsed(doc: unknown) {
  const result = parseScenario(doc);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
}

describe('format 1 files', () => {
  it('load as the current format, with no start-up time', () => {
    const doc = mutable();
    doc.schemaVersion = 1;
    const result = parsed(doc);
    expect(result.migratedFrom).toBe(1);
    expect(result.scenario.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    const w = result.scenario.workloads[0]!;
    expect(w.kind === 'training' && w.startupMinutes).toBe(0);
  });

  it('keep waiting for spot exactly where the deadline-aware switch made jobs wait', () => {
    const doc = mutable();
    doc.schemaVersion = 1;
    doc.workloads[0].deadlineHours = 48;
    doc.strategies[0].placements[0].spotFallback = { deadlineAware: true };
    expect(parsed(doc).scenario.strategies[0]!.placements[0]!.whenSpotFull).toBe('wait');
    // A job without a deadline went on to the next pool under format 1, and still does.
    delete doc.workloads[0].deadlineHours;
    expect(parsed(doc).scenario.strategies[0]!.placements[0]!.whenSpotFull).toBe('nextPool');
    // So does every job when the switch was off.
    doc.workloads[0].deadlineHours = 48;
    doc.strategies[0].placements[0].spotFallback = { deadlineAware: false };
    expect(parsed(doc).scenario.strategies[0]!.placements[0]!.whenSpotFull).toBe('nextPool');
  });

  it('keeps a wait-for-spot choice already written', () => {
    const doc = mutable();
    doc.schemaVersion = 1;
    doc.strategies[0].placements[0].whenSpotFull = 'wait';
    // The migration keeps a value already there rather than guessing.
    expect(parsed(doc).scenario.strategies[0]!.placements[0]!.whenSpotFull).toBe('wait');
  });
});

describe('format 2 files', () => {
  it('load with the deadline-aware switch as the Greedy deadline policy', () => {
    const doc = mutable();
    doc.schemaVersion = 2;
    doc.workloads[0].deadlineHours = 48;
    doc.strategies[0].placements[0].spotFallback = { deadlineAware: true, decisionIntervalMinutes: 10 };
    doc.strategies[0].placements[0].whenSpotFull = 'wait';
    const result = parsed(doc);
    expect(result.migratedFrom).toBe(2);
    expect(result.scenario.strategies[0]!.placements[0]!.spotFallback).toEqual({ deadlinePolicy: 'greedy', decisionIntervalMinutes: 10 });
    doc.strategies[0].placements[0].spotFallback = { deadlineAware: false, afterPreemptions: 2 };
    expect(parsed(doc).scenario.strategies[0]!.placements[0]!.spotFallback).toEqual({ afterPreemptions: 2 });
  });

  it('from format 1 too, through both steps', () => {
    const doc = mutable();
    doc.schemaVersion = 1;
    doc.workloads[0].deadlineHours = 48;
    doc.strategies[0].placements[0].spotFallback = { deadlineAware: true };
    const p = parsed(doc).scenario.strategies[0]!.placements[0]!;
    expect(p.spotFallback.deadlinePolicy).toBe('greedy');
    expect(p.whenSpotFull).toBe('wait');
  });

  it('name a switch that is not true or false by its old name', () => {
    const doc = mutable();
    doc.schemaVersion = 2;
    doc.strategies[0].placements[0].spotFallback = { deadlineAware: 'yes' };
    const result = parseScenario(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual(['strategies[0].placements[0].spotFallback.deadlineAware']);
  });

  it('refuse the old switch in a format 3 file', () => {
    const doc = mutable();
    doc.strategies[0].placements[0].spotFallback = { deadlineAware: true };
    expect(parseScenario(doc).ok).toBe(false);
  });
});
