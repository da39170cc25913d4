import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deadlineWarnings } from '@shared/analysis';
import { scenarioWarnings, type ScenarioInput } from '@shared/scenario';
import { firstSlotInside } from '@shared/scenario/recurring-series';
import { scenario, trainingScenario } from '../sim/fixtures';

const keys = (s: Parameters<typeof scenarioWarnings>[0]) => scenarioWarnings(s).map((w) => w.key);

function inference(extra: Record<string, unknown> = {}, traffic: Record<string, unknown> = {}) {
  return scenario({
    horizonDays: 365,
    workloads: [
      {
        id: 'api',
        name: 'API',
        kind: 'inference',
        traffic: { weekday: Array.from({ length: 24 }, () => 10), ...traffic },
        requestsPerSecondPerReplica: 10,
        maxReplicas: 10,
        ...extra,
      } as ScenarioInput['workloads'][number],
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

describe('scenario warnings', () => {
  it('says nothing of an ordinary scenario', () => {
    expect(
      scenarioWarnings(
        trainingScenario({ pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }] }),
      ),
    ).toEqual([]);
    expect(scenarioWarnings(inference())).toEqual([]);
  });

  it('warns of a phase past the horizon and of work that never arrives inside it', () => {
    const late = trainingScenario({
      pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
      horizonDays: 30,
      workload: { arrivals: { type: 'fixed', days: [9999] } },
      phases: [{ id: 'prod', name: 'Production', startDay: 10, endDay: 500 }],
    });
    const warnings = scenarioWarnings(late);
    expect(warnings.map((w) => [w.key, w.path])).toEqual([
      ['phaseAfterHorizon', 'phases[0].endDay'],
      ['noArrivalInHorizon', 'workloads[0].arrivals'],
    ]);
    expect(warnings[1]!.message).toBe(
      'Train: no job arrives inside the 30-day horizon (and its phases), so it costs nothing and is not compared.',
    );
  });

  it('warns when a workload lives only in phases after the horizon', () => {
    const s = trainingScenario({
      pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
      horizonDays: 30,
      phases: [{ id: 'later', name: 'Later', startDay: 40, endDay: 50 }],
    });
    s.workloads[0]!.phaseIds = ['later'];
    expect(keys(s)).toEqual(['phaseAfterHorizon', 'phasesAfterHorizon']);
  });

  it('says where a weekly series limited to a phase first arrives', () => {
    const s = trainingScenario({
      pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
      horizonDays: 90,
      workload: { arrivals: { type: 'recurring', everyDays: 7, firstDay: 0 } },
      phases: [{ id: 'prod', name: 'Production', startDay: 30, endDay: 90 }],
    });
    s.workloads[0]!.phaseIds = ['prod'];
    const [w] = scenarioWarnings(s);
    expect(w).toMatchObject({
      key: 'recurringOffPhaseStart',
      phaseStartDay: 30,
      firstArrivalDay: 35,
    });
    // A series on the phase's own rhythm says nothing.
    (s.workloads[0] as { arrivals: { firstDay: number } }).arrivals.firstDay = 30;
    expect(scenarioWarnings(s)).toEqual([]);
  });

  it.each([5e-324, 1e-9])(
    'finds where a series every %s days first arrives in its phase without walking its slots',
    (everyDays) => {
      const s = trainingScenario({
        pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
        horizonDays: 90,
        workload: { arrivals: { type: 'recurring', everyDays, firstDay: 0.5, count: 1 } },
        phases: [{ id: 'prod', name: 'Production', startDay: 30, endDay: 90 }],
      });
      s.workloads[0]!.phaseIds = ['prod'];
      const started = performance.now();
      const warnings = scenarioWarnings(s);
      expect(performance.now() - started).toBeLessThan(1000);
      const off = warnings.find((w) => w.key === 'recurringOffPhaseStart');
      // The first slot inside the phase is its start, or within one interval after it.
      if (off?.key === 'recurringOffPhaseStart') {
        expect(off.firstArrivalDay).toBeGreaterThanOrEqual(30);
        expect(off.firstArrivalDay! - 30).toBeLessThanOrEqual(everyDays);
      }
      // 5e-324 days never add up to the phase in floating point: no job ever arrives.
      if (everyDays > 1e-300) expect(warnings.map((w) => w.key)).not.toContain('noArrivalInHorizon');
    },
  );

  it('agrees with a slot-by-slot walk on where a series first arrives in its phases', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 40 }),
        (everyDays, firstDay, start, length) => {
          const a = { everyDays, firstDay };
          const spans: [number, number][] = [[start, start + length]];
          let walked: number | null = null;
          for (let k = 0; firstDay + k * everyDays < start + length; k++) {
            const day = firstDay + k * everyDays;
            if (day >= start) {
              walked = day;
              break;
            }
          }
          expect(firstSlotInside(a, spans)).toBe(walked);
        },
      ),
    );
  });

  it('warns of targets that cannot be met', () => {
    expect(keys(inference({ latencyTargetMs: 1, serviceTimeMs: 500 }))).toEqual([
      'latencyBelowServiceTime',
    ]);
    const growth = scenarioWarnings(inference({}, { growthPerMonth: 10 }));
    expect(growth).toMatchObject([
      {
        key: 'trafficOutgrowsReplicas',
        path: 'workloads[0].traffic.growthPerMonth',
        month: 1,
        maxReplicas: 10,
      },
    ]);
  });

  it('warns when a replayed history needs more replicas than allowed, naming its busiest step', () => {
    // 10 replicas of 10 requests/s at 70 % target utilisation carry 70 requests/s; day 2 peaks at 95.
    const rates = Array.from({ length: 24 * 7 }, (_v, i) => (i === 24 * 2 + 13 ? 95.04 : 20));
    const warned = scenarioWarnings(inference({}, { replay: { stepMinutes: 60, startDay: 0, rates, afterEnd: 'repeat' } }));
    expect(warned).toMatchObject([
      { key: 'replayOutgrowsReplicas', path: 'workloads[0].maxReplicas', peakRate: 95, peakDay: 2, neededReplicas: 14, maxReplicas: 10 },
    ]);
    // A busier step after the horizon (and a series that does not repeat) is never served.
    const late = Array.from({ length: 24 * 400 }, (_v, i) => (i === 24 * 380 ? 500 : 20));
    expect(keys(inference({}, { replay: { stepMinutes: 60, startDay: 0, rates: late, afterEnd: 'curve' } }))).toEqual([]);
    // Curves that would outgrow the replicas are not read while the replay covers every day.
    const covered = { growthPerMonth: 10, replay: { stepMinutes: 60, startDay: 0, rates: rates.map(() => 20), afterEnd: 'repeat' } };
    expect(keys(inference({}, covered))).toEqual([]);
    const calm = rates.map(() => 20);
    expect(keys(inference({}, { replay: { stepMinutes: 60, startDay: 0, rates: calm, afterEnd: 'repeat' } }))).toEqual([]);
  });

  it('warns of a run that will take minutes', () => {
    const s = trainingScenario({
      pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
      horizonDays: 365,
    });
    s.simulation.runs = 100_000;
    const [w] = scenarioWarnings(s);
    expect(w).toMatchObject({
      key: 'longRun',
      path: 'simulation.runs',
      runs: 100_000,
      strategies: 1,
    });
    expect(w!.message).toMatch(
      /^100000 runs of each of one strategy may take minutes \(roughly \d+ minutes\)/,
    );
  });
});

const od = { id: 'od', offerId: 'vm1', kind: 'onDemand' as const };
const reserved = { id: 'r', offerId: 'vm1', kind: 'reserved' as const, count: 2, termMonths: 1 };

describe('warning wording', () => {
  it('has, in both languages, a text for every warning naming only figures the warning carries', async () => {
    const { warningsEn, warningsZhCN } = await import('@headroom/renderer/i18n/locales/warnings');
    const late = trainingScenario({
      pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
      horizonDays: 30,
      workload: { arrivals: { type: 'recurring', everyDays: 7, firstDay: 0 } },
      phases: [{ id: 'prod', name: 'Production', startDay: 3, endDay: 500 }],
    });
    late.workloads[0]!.phaseIds = ['prod'];
    late.simulation.runs = 100_000;
    const lost = trainingScenario({
      pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
      workload: { arrivals: { type: 'fixed', days: [999] } },
    });
    const after = trainingScenario({
      pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }],
      horizonDays: 5,
      phases: [{ id: 'x', name: 'X', startDay: 6, endDay: 7 }],
    });
    after.workloads[0]!.phaseIds = ['x'];
    const all = [
      ...scenarioWarnings(late),
      ...scenarioWarnings(lost),
      ...scenarioWarnings(after),
      ...scenarioWarnings(inference({ latencyTargetMs: 1 }, { growthPerMonth: 10 })),
      ...scenarioWarnings(trainingScenario({ pools: [od, reserved] })),
      ...scenarioWarnings(trainingScenario({ pools: [od, reserved], poolIds: ['od'] })),
      ...deadlineWarnings(trainingScenario({ pools: [od], workload: { deadlineHours: 1 } })),
    ];
    const seen = new Set(all.map((w) => w.key));
    expect(seen.size).toBe(10);
    for (const w of all) {
      // A sentence split by count (longRun_one / longRun_other) is checked in each form.
      const forms = (m: Record<string, unknown>) => [m[w.key], m[`${w.key}_one`], m[`${w.key}_other`]].filter((x): x is string => typeof x === 'string');
      for (const text of [...forms(warningsEn), ...forms(warningsZhCN)]) {
        for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g))
          expect(Object.keys(w)).toContain(name);
      }
    }
  });
});
