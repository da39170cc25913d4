import { describe, expect, it } from 'vitest';
import { parseScenario, placedGpusPerUnit, type ScenarioIssue } from '@shared/scenario';
import { mutable } from './fixture';

function refusal(raw: unknown): ScenarioIssue[] {
  const result = parseScenario(raw);
  if (result.ok) throw new Error('expected the scenario to be refused');
  return result.issues;
}

describe('placement gpusPerUnit', () => {
  it('is optional, and a strategy may run the workload on fewer or more GPUs than its own count', () => {
    const raw = mutable();
    raw.strategies[0].placements[0].gpusPerUnit = 32; // on-demand 8-GPU instances: four of them
    raw.strategies[1].placements[0].gpusPerUnit = 2; // one bare-metal server holds 2
    const result = parseScenario(raw);
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (result.ok) {
      const [w] = result.scenario.workloads;
      expect(placedGpusPerUnit(w!, result.scenario.strategies[0]!.placements[0]!)).toBe(32);
      expect(placedGpusPerUnit(w!, result.scenario.strategies[1]!.placements[0]!)).toBe(2);
      expect(placedGpusPerUnit(w!, { gpusPerUnit: undefined })).toBe(8);
    }
  });

  it.each([0, -1, 1.5])('refuses %s GPUs at the field', (value) => {
    const raw = mutable();
    raw.strategies[0].placements[0].gpusPerUnit = value;
    expect(refusal(raw).map((i) => i.path)).toContain('strategies[0].placements[0].gpusPerUnit');
  });

  it('checks capacity against the override, pointing at it with wording params', () => {
    const raw = mutable();
    raw.strategies[1].placements[0].gpusPerUnit = 16; // one 8-GPU server
    const hit = refusal(raw).find((i) => i.path === 'strategies[1].placements[0].gpusPerUnit');
    expect(hit?.message).toMatch(/no pool can ever hold the 16 GPUs one unit of "ft" needs/);
    expect(hit?.params).toEqual({ key: 'noPoolFits', need: 16, workload: 'ft' });
  });

  it('lets an override bring a workload that is too big for a pool back within it', () => {
    const raw = mutable();
    raw.workloads[0].gpusPerJob = 16;
    expect(refusal(raw).map((i) => i.path)).toContain('strategies[1].placements[0].poolIds');
    raw.strategies[1].placements[0].gpusPerUnit = 8;
    const result = parseScenario(raw);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('keeps the memory check per GPU whatever the count', () => {
    const raw = mutable();
    raw.workloads[0].memoryGbPerGpu = 96;
    raw.strategies[0].placements[0].gpusPerUnit = 64;
    const hit = refusal(raw).find((i) => i.path === 'strategies[0].placements[0].poolIds[0]');
    expect(hit?.params).toMatchObject({ key: 'gpuMemoryTooSmall', needGb: 96 });
  });

  it('holds a non-training unit to the 64 GPUs its workload kind allows', () => {
    const raw = mutable();
    raw.workloads[0] = {
      id: 'ft',
      name: 'Render',
      kind: 'batch',
      phaseIds: ['dev'],
      arrivals: { type: 'recurring', everyDays: 1 },
      tasksPerBatch: 10,
      taskGpuHours: { type: 'fixed', value: 1 },
      memoryGbPerGpu: 10,
    };
    raw.strategies[0].placements[0].gpusPerUnit = 128;
    const hit = refusal(raw).find((i) => i.path === 'strategies[0].placements[0].gpusPerUnit');
    expect(hit?.message).toBe('a batch unit of "ft" can have at most 64 GPUs');
    expect(hit?.params).toEqual({ key: 'gpusPerUnitAboveMax', workload: 'ft', workloadKind: 'batch', max: 64 });
  });
});
