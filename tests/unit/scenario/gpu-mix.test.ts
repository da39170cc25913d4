import { describe, expect, it } from 'vitest';
import { parseScenario, type ScenarioIssue } from '@shared/scenario';
import { mutable } from './fixture';

function issues(raw: unknown): ScenarioIssue[] {
  const result = parseScenario(raw);
  return result.ok ? [] : result.issues;
}

describe("a training workload's GPU mix (gpusPerJobMix)", () => {
  it('is optional, and a file with one reads as written', () => {
    expect(issues(mutable())).toEqual([]);
    const raw = mutable();
    raw.workloads[0].gpusPerJobMix = [{ gpus: 1, share: 0.61 }, { gpus: 2, share: 0.22 }, { gpus: 4, share: 0.17 }];
    const result = parseScenario(raw);
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (result.ok) expect(result.scenario.workloads[0]).toMatchObject({ gpusPerJobMix: raw.workloads[0].gpusPerJobMix });
  });

  it.each([
    [[{ gpus: 1, share: 0.5 }, { gpus: 2, share: 0.4 }], 'gpuSharesNotOne'],
    [[{ gpus: 2, share: 0.5 }, { gpus: 2, share: 0.5 }], 'duplicateGpuCount'],
  ])('refuses %j at the field, with a reason the editor words', (mix, key) => {
    const raw = mutable();
    raw.workloads[0].gpusPerJobMix = mix;
    const hit = issues(raw).find((i) => i.path === 'workloads[0].gpusPerJobMix');
    expect(hit?.params).toMatchObject({ key });
  });

  it.each([
    ['gpus', 0],
    ['gpus', 1.5],
    ['gpus', 4097],
    ['share', -0.1],
    ['share', 1.2],
  ])('refuses %s = %s in a count, pointing at it', (field, value) => {
    const raw = mutable();
    raw.workloads[0].gpusPerJobMix = [{ gpus: 1, share: 1, [field]: value }];
    expect(issues(raw).map((i) => i.path)).toContain(`workloads[0].gpusPerJobMix[0].${field}`);
  });

  it('refuses an empty mix and one of more than 64 counts', () => {
    const raw = mutable();
    raw.workloads[0].gpusPerJobMix = [];
    expect(issues(raw).map((i) => i.path)).toContain('workloads[0].gpusPerJobMix');
    raw.workloads[0].gpusPerJobMix = Array.from({ length: 65 }, (_, i) => ({ gpus: i + 1, share: 1 / 65 }));
    expect(issues(raw).map((i) => i.path)).toContain('workloads[0].gpusPerJobMix');
  });

  it('holds the largest count of the mix to what a pool can hold', () => {
    const raw = mutable();
    raw.workloads[0].gpusPerJobMix = [{ gpus: 8, share: 0.9 }, { gpus: 16, share: 0.1 }];
    const hit = issues(raw).find((i) => i.params?.key === 'noPoolFits');
    expect(hit?.params).toMatchObject({ need: 16 });
  });
});
