import { describe, expect, it } from 'vitest';
import { migrateScenario, SCENARIO_MIGRATIONS, type InferenceWorkload, type Placement } from '@shared/scenario';
import { DemandModel } from '@shared/sim/autoscaler';
import { activeIntervals, buildCalendar, DAY_S } from '@shared/sim/calendar';
import { scenario } from './fixtures';

function api(traffic: Record<string, unknown> = {}) {
  return scenario({
    horizonDays: 365,
    phases: [{ id: 'prod', name: 'Production', startDay: 60, endDay: 365 }],
    workloads: [
      {
        id: 'api',
        name: 'API',
        kind: 'inference',
        phaseIds: ['prod'],
        traffic: { weekday: Array.from({ length: 24 }, () => 10), growthPerMonth: 0.1, ...traffic },
        requestsPerSecondPerReplica: 10,
        maxReplicas: 100,
      },
    ],
    strategies: [
      {
        id: 's',
        name: 'S',
        pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
        placements: [{ workloadId: 'api', poolIds: ['p'] }],
      },
    ],
  });
}

function demandOnDay(s: ReturnType<typeof api>, day: number): number {
  const w = s.workloads[0] as InferenceWorkload;
  const calendar = buildCalendar(s.startDate, s.horizonDays);
  const active = activeIntervals(w.phaseIds, s.phases, calendar.horizonS);
  const placement = s.strategies[0]!.placements[0] as Placement;
  return new DemandModel(w, placement, active, calendar, 1).curveAt(day * DAY_S + 12 * 3600);
}

describe('traffic growth', () => {
  it("compounds from the workload's own start: launch-day traffic on launch day", () => {
    const s = api();
    expect(demandOnDay(s, 60)).toBe(10);
    expect(demandOnDay(s, 62)).toBe(10);
    // 2026-03-02 (day 60) + one month = 2026-04-02 (day 91).
    expect(demandOnDay(s, 90)).toBe(10);
    expect(demandOnDay(s, 91)).toBeCloseTo(11, 9);
  });

  it('compounds from the day the file names, such as the scenario start', () => {
    const s = api({ growthFromDay: 0 });
    // 2026-01-01 + two months = 2026-03-01 (day 59): launch day already has two months' growth.
    expect(demandOnDay(s, 60)).toBeCloseTo(12.1, 9);
  });

  it('keeps older files counting from the scenario start through the upgrade to format 4', () => {
    const doc = {
      schemaVersion: 3,
      workloads: [
        { id: 'api', kind: 'inference', traffic: { weekday: [1], growthPerMonth: 0.1 } },
        { id: 'dev', kind: 'dev', machines: 1 },
      ],
    };
    // Upgraded only as far as format 4: the later steps have their own tests.
    const result = migrateScenario(doc, SCENARIO_MIGRATIONS, 4);
    if (!result.ok) throw new Error(result.message);
    expect(result.doc.schemaVersion).toBe(4);
    expect(result.doc.workloads).toEqual([
      {
        id: 'api',
        kind: 'inference',
        traffic: { weekday: [1], growthPerMonth: 0.1, growthFromDay: 0 },
      },
      { id: 'dev', kind: 'dev', machines: 1 },
    ]);
  });
});
