import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '@shared/scenario';
import { hoursSplitRows, showback } from '@shared/report/shared-pool-rows';
import { runStrategy } from '@shared/sim/run-strategy';

/** Example 11 (one 8x A100 server shared by a model API and research training), teams set as given. */
function example11(teams: Record<string, string | undefined>) {
  const text = readFileSync(new URL('../../../scenarios/11-shared-pool-priorities.headroom.json', import.meta.url), 'utf8');
  const doc = JSON.parse(text) as { workloads: { id: string; team?: string }[] };
  for (const w of doc.workloads) if (teams[w.id] !== undefined) w.team = teams[w.id];
  const parsed = parseScenarioText(JSON.stringify(doc));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

describe('who pays for a shared pool (showback)', () => {
  it('splits the server’s cost by GPU-hours held, idle on its own line, and adds up to the server’s cost', () => {
    const run = runStrategy(example11({}), 'server-priority', 1);
    const pay = showback(run)!;
    const server = run.pools.find((p) => p.poolId === 'server')!;
    expect(pay.costMicro).toBe(server.costMicro);
    expect(pay.byWorkload.reduce((n, r) => n + r.costMicro, 0)).toBe(server.costMicro);
    expect(pay.byWorkload.map((r) => r.kind)).toEqual(['workload', 'workload', 'idle']);
    expect(pay.byWorkload.at(-1)!.gpuHours).toBeCloseTo(server.gpuSecondsIdle / 3600, 9);
    // Without team labels there is no per-team table.
    expect(pay.byTeam).toBeNull();
  });

  it('groups by team, the workloads without one on a line of their own', () => {
    const run = runStrategy(example11({ serving: 'Platform' }), 'server-priority', 1);
    const pay = showback(run)!;
    expect(pay.byTeam!.map((r) => [r.kind, r.name])).toEqual([
      ['team', 'Platform'],
      ['noTeam', ''],
      ['idle', ''],
    ]);
    const api = pay.byWorkload.find((r) => r.key === 'serving')!;
    expect(pay.byTeam![0]!.costMicro).toBe(api.costMicro);
    expect(pay.byTeam!.reduce((n, r) => n + r.costMicro, 0)).toBe(pay.costMicro);
  });

  it('refuses a team label past 40 characters, naming the field', () => {
    const text = readFileSync(new URL('../../../scenarios/11-shared-pool-priorities.headroom.json', import.meta.url), 'utf8');
    const doc = JSON.parse(text) as { workloads: { team?: string }[] };
    doc.workloads[1]!.team = 'x'.repeat(41);
    const parsed = parseScenarioText(JSON.stringify(doc));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toEqual(['workloads[1].team']);
  });
});

describe('the hours split rows', () => {
  it('give each part its share of the committed hours', () => {
    const d = { p10: 0, p50: 0, p90: 0, mean: 0, min: 0, max: 0 };
    const rows = hoursSplitRows({ committedGpuHours: 200, servicesGpuHours: 50, jobsUsefulGpuHours: 100, jobsLostGpuHours: 10, jobsRestartGpuHours: 2, idleGpuHours: 38, serviceOverflowCost: d });
    expect(rows.map((r) => [r.part, r.share])).toEqual([
      ['services', 0.25],
      ['jobsUseful', 0.5],
      ['jobsLost', 0.05],
      ['jobsRestart', 0.01],
      ['idle', 0.19],
    ]);
  });
});
