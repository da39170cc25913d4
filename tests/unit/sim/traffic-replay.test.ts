import { describe, expect, it } from 'vitest';
import { InferenceWorkload, MAX_REPLAY_POINTS, type Placement, type TrafficReplayInput } from '@shared/scenario';
import { DemandModel } from '@shared/sim/autoscaler';
import { activeIntervals, buildCalendar, DAY_S } from '@shared/sim/calendar';
import { emptyAdjustments } from '@shared/analysis/what-if/adjustments';
import { applyWhatIf } from '@shared/analysis/what-if/apply';
import { applyInput } from '@shared/analysis/sensitivity-inputs';
import { runStrategy } from '@shared/sim/run-strategy';
import { scenario } from './fixtures';

/** Each hourly point of day d holds d + 100 (so a reading says which recorded day it came from). */
const dayNumbered = (days: number): number[] => Array.from({ length: days * 24 }, (_, k) => Math.floor(k / 24) + 100);

function api(replay: TrafficReplayInput, traffic: Record<string, unknown> = {}) {
  return scenario({
    // 2026-01-01 is a Thursday.
    horizonDays: 120,
    workloads: [
      {
        id: 'api',
        name: 'API',
        kind: 'inference',
        traffic: { weekday: Array.from({ length: 24 }, () => 10), weekend: Array.from({ length: 24 }, () => 4), growthPerMonth: 0.1, growthFromDay: 0, replay, ...traffic },
        requestsPerSecondPerReplica: 10,
        maxReplicas: 100,
      },
    ],
    strategies: [{ id: 's', name: 'S', pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }], placements: [{ workloadId: 'api', poolIds: ['p'] }] }],
  });
}

function model(s: ReturnType<typeof api>): DemandModel {
  const w = s.workloads[0] as InferenceWorkload;
  const calendar = buildCalendar(s.startDate, s.horizonDays);
  const active = activeIntervals(w.phaseIds, s.phases, calendar.horizonS);
  return new DemandModel(w, s.strategies[0]!.placements[0] as Placement, active, calendar, 1);
}

const noon = (day: number): number => day * DAY_S + 12 * 3600;

describe('traffic replay: the format', () => {
  const base = { weekday: Array.from({ length: 24 }, () => 1) };
  const parse = (replay: unknown) => InferenceWorkload.shape.traffic.safeParse({ ...base, replay });
  const firstPath = (replay: unknown) => {
    const r = parse(replay);
    return r.success ? null : r.error.issues[0]!.path.join('.');
  };

  it('takes a series with its step, start day and after-end rule', () => {
    const r = parse({ stepMinutes: 60, rates: dayNumbered(7), afterEnd: 'repeat' });
    expect(r.success && r.data.replay?.startDay).toBe(0);
  });

  it('refuses hostile series, naming the field', () => {
    expect(firstPath({ stepMinutes: 10, rates: [1], afterEnd: 'curve' })).toBe('replay.stepMinutes');
    expect(firstPath({ stepMinutes: 60, rates: [1, -1], afterEnd: 'curve' })).toBe('replay.rates.1');
    expect(firstPath({ stepMinutes: 60, rates: [1, Number.NaN], afterEnd: 'curve' })).toBe('replay.rates.1');
    expect(firstPath({ stepMinutes: 60, rates: [1, Infinity], afterEnd: 'curve' })).toBe('replay.rates.1');
    expect(firstPath({ stepMinutes: 5, rates: new Array<number>(MAX_REPLAY_POINTS + 1).fill(1), afterEnd: 'curve' })).toBe('replay.rates');
    expect(firstPath({ stepMinutes: 60, rates: [], afterEnd: 'curve' })).toBe('replay.rates');
    expect(firstPath({ stepMinutes: 60, rates: [1], afterEnd: 'loop' })).toBe('replay.afterEnd');
    expect(firstPath({ stepMinutes: 60, rates: [1], afterEnd: 'curve', startDay: -1 })).toBe('replay.startDay');
    expect(firstPath({ stepMinutes: 60, rates: [1], afterEnd: 'curve', extra: 1 })).toBe('replay');
  });

  it('refuses to repeat less than a week', () => {
    const r = parse({ stepMinutes: 60, rates: dayNumbered(6), afterEnd: 'repeat' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/at least 7 days/);
  });

  it('takes a year of 5-minute steps', () => {
    expect(parse({ stepMinutes: 5, rates: new Array<number>(MAX_REPLAY_POINTS).fill(1), afterEnd: 'repeat' }).success).toBe(true);
  });
});

describe('traffic replay: the demand', () => {
  it('reads the series where it covers, without growth, and the curves with growth before it', () => {
    const m = model(api({ stepMinutes: 60, startDay: 5, rates: dayNumbered(14), afterEnd: 'curve' }));
    expect(m.curveAt(noon(4))).toBe(10); // Monday 2026-01-05 is day 4: the curve, before the history
    expect(m.curveAt(noon(5))).toBe(100);
    // Day 40 is past a month of growth, yet the replayed point is what happened.
    const late = model(api({ stepMinutes: 60, startDay: 35, rates: dayNumbered(14), afterEnd: 'curve' }));
    expect(late.curveAt(noon(40))).toBe(105);
    expect(late.curveAt(noon(34))).toBeCloseTo(11, 9); // the curve, one month grown
  });

  it('hands over to the curves with growth after the end', () => {
    const m = model(api({ stepMinutes: 60, startDay: 0, rates: dayNumbered(14), afterEnd: 'curve' }));
    expect(m.curveAt(noon(13))).toBe(113);
    expect(m.curveAt(noon(14))).toBe(10); // Thursday 2026-01-15: weekday curve
    expect(m.curveAt(noon(16))).toBe(4); // Saturday: weekend curve
    expect(m.curveAt(noon(32))).toBeCloseTo(11, 9); // Monday 2026-02-02: a month of growth
  });

  it('repeats in whole weeks after the end, so each replayed day keeps its weekday', () => {
    const cal = buildCalendar('2026-01-01', 120);
    const m = model(api({ stepMinutes: 60, startDay: 0, rates: dayNumbered(10), afterEnd: 'repeat' }));
    // 10 days recorded: the loop is its first 7, and day 10 reads recorded day 3.
    expect(m.curveAt(noon(9))).toBe(109);
    expect(m.curveAt(noon(10))).toBe(103);
    expect(m.curveAt(noon(14))).toBe(100);
    for (const day of [10, 11, 30, 77, 119]) {
      const recorded = m.curveAt(noon(day)) - 100;
      expect(cal.weekday[recorded]).toBe(cal.weekday[day]);
    }
    // No growth on repeated points either.
    expect(m.curveAt(noon(100))).toBe(100 + (100 % 7));
  });

  it('reads 5-minute steps at their own resolution over an hourly curve', () => {
    const rates = Array.from({ length: 7 * 288 }, (_, k) => k % 288);
    const m = model(api({ stepMinutes: 5, startDay: 0, rates, afterEnd: 'repeat' }));
    expect(m.step).toBe(300);
    expect(m.curveAt(DAY_S + 5 * 300 + 1)).toBe(5);
    expect(m.curveAt(8 * DAY_S + 287 * 300)).toBe(287);
  });
});

describe('traffic replay: a run', () => {
  it('serves the replayed requests, and the same seed gives the same bytes', () => {
    const rates = dayNumbered(14).map((v, k) => (k % 24 < 8 ? v / 10 : v / 2));
    const s = api({ stepMinutes: 60, startDay: 3, rates, afterEnd: 'repeat', source: 'history.csv' }, { growthPerMonth: 0 });
    const a = runStrategy(s, 's', 7);
    const b = runStrategy(structuredClone(s), 's', 7);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const withoutReplay = api({ stepMinutes: 60, rates: [1], afterEnd: 'curve' }, { growthPerMonth: 0, replay: undefined });
    expect(JSON.stringify(runStrategy(withoutReplay, 's', 7))).not.toBe(JSON.stringify(a));
  });

  it('replaying exactly what the curves give runs to the same bytes as the curves', () => {
    const cal = buildCalendar('2026-01-01', 120);
    const weekday = Array.from({ length: 24 }, (_, h) => 5 + 3 * Math.sin(h / 4));
    const weekend = weekday.map((v) => v / 2);
    const rates = Array.from(cal.weekday, (wd) => (wd === 0 || wd === 6 ? weekend : weekday)).flat();
    const traffic = { weekday, weekend, growthPerMonth: 0 };
    const curves = api({ stepMinutes: 60, rates: [1], afterEnd: 'curve' }, { ...traffic, replay: undefined });
    const replayed = api({ stepMinutes: 5, rates: rates.flatMap((v) => new Array<number>(12).fill(v)), afterEnd: 'curve' }, traffic);
    expect(JSON.stringify(runStrategy(replayed, 's', 11))).toBe(JSON.stringify(runStrategy(curves, 's', 11)));
  });
});

describe('traffic replay: what-if and sensitivity', () => {
  const replayOf = (s: { workloads: readonly unknown[] }) => (s.workloads[0] as InferenceWorkload).traffic.replay!.rates;
  const s = api({ stepMinutes: 60, rates: dayNumbered(7), afterEnd: 'repeat' });

  it('scale the replayed rates with the curves', () => {
    const what = applyWhatIf(s, { ...emptyAdjustments(), workloads: { api: { curveScale: 2, peakShiftHours: 3 } } });
    if (!what.ok) throw new Error('the what-if applies');
    expect(replayOf(what.scenario).slice(0, 2)).toEqual([200, 200]);
    expect(replayOf(applyInput(s, { id: 'traffic', kind: 'traffic', label: 'traffic' }, 0.5)).slice(0, 2)).toEqual([50, 50]);
  });
});
