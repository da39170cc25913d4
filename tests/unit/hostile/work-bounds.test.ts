/* eslint-disable @typescript-eslint/no-explicit-any -- hostile documents are built field by field */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkWorkBounds, parseScenario, parseScenarioText, Scenario, scenarioWarnings, WORK_LIMITS } from '@shared/scenario';
import { workEstimateSeconds } from '@shared/scenario/work-estimate';
import { compileStrategy, runStrategy, SimulationBudgetExceeded } from '@shared/sim';
import { mutable } from '../scenario/fixture';

function refusal(doc: unknown) {
  const result = parseScenario(doc);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  return result.issues;
}

/** A spot pool on the fixture's VM offer, with its own interruption model. */
function withSpot(doc: Record<string, any>, interruption: unknown): Record<string, any> {
  doc.catalog.offers[0].prices.spot = { perHour: 8, asOf: '2026-01-01', source: 'test' };
  doc.strategies[0].pools = [{ id: 'p', kind: 'spot', offerId: 'vm', interruption }];
  return doc;
}

describe('work bounds: a scenario is refused before simulating when it asks for too much', () => {
  it('refuses Poisson arrivals of 1e300 a day, naming the field, the limit and why', () => {
    const doc = mutable();
    doc.workloads[0].arrivals = { type: 'poisson', perDay: 1e300 };
    const [issue] = refusal(doc);
    expect(issue!.path).toBe('workloads[0].arrivals.perDay');
    expect(issue!.message).toContain('2,000,000');
    expect(issue!.message).toMatch(/memory/);
    expect(issue!.params).toMatchObject({ key: 'tooMuchWork', limit: WORK_LIMITS.jobsPerRun });
  });

  it.each([1e-12, 5e-324])('refuses recurring arrivals every %s days', (everyDays) => {
    const doc = mutable();
    doc.workloads[0].arrivals = { type: 'recurring', everyDays };
    expect(refusal(doc)[0]!.path).toBe('workloads[0].arrivals.everyDays');
  });

  it('accepts a tiny interval when a count keeps the arrivals few', () => {
    const doc = mutable();
    doc.workloads[0].arrivals = { type: 'recurring', everyDays: 1e-6, count: 5 };
    expect(parseScenario(doc).ok).toBe(true);
  });

  it.each([5e-324, 1e-9])(
    'counts the slots a series every %s days walks through before the phase its one job waits for',
    (everyDays) => {
      const doc = mutable();
      doc.phases[0].startDay = 10;
      doc.workloads[0].arrivals = { type: 'recurring', everyDays, count: 1, firstDay: 0 };
      const [issue] = refusal(doc);
      expect(issue!.path).toBe('workloads[0].arrivals.everyDays');
      expect(issue!.message).toContain('2,000,000');
    },
  );

  it('counts a series limited to a later phase up to its count-th job inside it', () => {
    const doc = mutable();
    doc.phases[0].startDay = 10;
    // 10 days of slots every 10 seconds before the phase (86,400), then 5 inside it.
    doc.workloads[0].arrivals = { type: 'recurring', everyDays: 10 / 86_400, count: 5 };
    expect(parseScenario(doc).ok).toBe(true);
    // Every second: 864,000 slots before the phase and 2 million inside are past the limit.
    doc.workloads[0].arrivals = { type: 'recurring', everyDays: 1 / 86_400, count: 2_000_000 };
    expect(refusal(doc)[0]!.path).toBe('workloads[0].arrivals.everyDays');
  });

  it('counts batch tasks, not only batches', () => {
    const doc = mutable();
    doc.workloads[0] = {
      id: 'ft',
      name: 'Render',
      kind: 'batch',
      phaseIds: ['dev'],
      arrivals: { type: 'recurring', everyDays: 1 },
      tasksPerBatch: 1_000_000,
      taskGpuHours: { type: 'fixed', value: 0.1 },
    };
    const [issue] = refusal(doc);
    expect(issue!.path).toBe('workloads[0].arrivals.everyDays');
    expect(issue!.message).toMatch(/batch tasks/);
  });

  it('counts Poisson arrivals only over the phases the workload is active in', () => {
    const doc = mutable();
    // 100,000 a day over a 30-day phase is 3 million; over a 10-day phase, 1 million.
    doc.workloads[0].arrivals = { type: 'poisson', perDay: 100_000 };
    expect(parseScenario(doc).ok).toBe(false);
    doc.phases[0].endDay = 10;
    expect(parseScenario(doc).ok).toBe(true);
  });

  it('refuses spot interruptions faster than once a GPU-minute and markets that change every instant', () => {
    expect(refusal(withSpot(mutable(), { model: 'poisson', ratePerGpuHour: 1e300 }))[0]!.path).toBe(
      'strategies[0].pools[0].interruption.ratePerGpuHour',
    );
    const market = refusal(withSpot(mutable(), { model: 'market', meanAvailableHours: 1e-300, meanUnavailableHours: 5 }));
    expect(market[0]!.path).toBe('strategies[0].pools[0].interruption.meanAvailableHours');
  });

  it('refuses a trace that flips every second for years, by the events it implies', () => {
    const doc = withSpot(mutable(), { model: 'trace', gapSeconds: 1, unavailable: [0, 1] });
    doc.horizonDays = 3000;
    doc.phases[0].endDay = 3000;
    const [issue] = refusal(doc);
    expect(issue!.path).toBe('strategies[0].pools[0].interruption');
    expect(issue!.message).toMatch(/events/);
  });

  it('bounds the whole simulation, runs x strategies x horizon, naming the fields to change', () => {
    const doc = mutable();
    doc.horizonDays = 3660;
    doc.phases[0].endDay = 3660;
    doc.workloads[0].arrivals = { type: 'recurring', everyDays: 30 };
    doc.simulation = { runs: 100_000 };
    const [issue] = refusal(doc);
    expect(issue!.path).toBe('simulation.runs');
    expect(issue!.message).toMatch(/100,000 runs of 2 strategies over 3,660 days/);
    expect(issue!.message).toMatch(/simulation\.runs.*horizonDays/);
    expect(issue!.params).toMatchObject({ key: 'tooMuchWorkInAll', limit: WORK_LIMITS.strategyDaysPerSimulation, runs: 100_000 });
    // The same file with the runs a planner usually asks for is accepted.
    doc.simulation.runs = 200;
    expect(parseScenario(doc).ok).toBe(true);
  });

  it('bounds the figures a whole simulation keeps for its percentiles', () => {
    const doc = mutable();
    const w = doc.workloads[0];
    doc.workloads = Array.from({ length: 200 }, (_, i) => ({ ...w, id: `w${i}`, name: `W${i}` }));
    doc.strategies = doc.strategies.map((s: any) => ({ ...s, placements: doc.workloads.map((x: any) => ({ ...s.placements[0], workloadId: x.id })) }));
    doc.horizonDays = 1;
    doc.phases[0].endDay = 1;
    doc.simulation = { runs: 5_000 };
    const [issue] = refusal(doc);
    expect(issue!.path).toBe('simulation.runs');
    expect(issue!.message).toMatch(/figures for the percentiles/);
    expect(issue!.params).toMatchObject({ limit: WORK_LIMITS.figuresPerSimulation });
  });

  it('checks a run count given apart from the file (the command line\'s --runs) the same way', () => {
    const scenario = Scenario.parse({ ...mutable(), horizonDays: 3660 });
    expect(checkWorkBounds(scenario)).toEqual([]);
    expect(checkWorkBounds(scenario, 100_000)[0]!.path).toBe('simulation.runs');
  });

  it('accepts every shipped scenario', () => {
    for (const file of readdirSync('scenarios')) {
      const result = parseScenarioText(readFileSync(`scenarios/${file}`, 'utf8'));
      expect(result.ok, file).toBe(true);
    }
  });
});

describe('the work estimate counts the jobs a run brings, not only its days', () => {
  const busy = () => {
    const doc = JSON.parse(readFileSync('scenarios/01-fine-tuning-bare-metal.headroom.json', 'utf8'));
    doc.workloads[0].arrivals = { type: 'poisson', perDay: 32_000 };
    doc.simulation.runs = 80;
    return doc;
  };

  it('warns before 32,000 jobs a day over 80 runs start (within every limit, about an hour of work)', () => {
    const result = parseScenario(busy());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const longRun = scenarioWarnings(result.scenario).find((w) => w.key === 'longRun');
    expect(longRun).toBeDefined();
    expect(longRun!.message).toMatch(/may take minutes \(roughly \d+ minutes\)/);
    expect(workEstimateSeconds(result.scenario)).toBeGreaterThan(1800);
  });

  it('says nothing of minutes for the same scenario at its own pace of jobs', () => {
    const result = parseScenarioText(readFileSync('scenarios/01-fine-tuning-bare-metal.headroom.json', 'utf8'));
    expect(result.ok && scenarioWarnings(result.scenario).some((w) => w.key === 'longRun')).toBe(false);
  });

  it('refuses past the bound on a whole simulation\'s events, naming the runs', () => {
    const doc = busy();
    doc.simulation.runs = 100;
    const [issue] = refusal(doc);
    expect(issue!.path).toBe('simulation.runs');
    expect(issue!.message).toMatch(/events/);
  });
});

describe('the simulator budget: a run past it stops with a typed error, not a crash', () => {
  it('stops a run that would process more events than its budget', () => {
    const doc = mutable();
    doc.workloads[0].arrivals = { type: 'poisson', perDay: 5000 };
    const scenario = Scenario.parse(doc);
    expect(() => runStrategy(scenario, 'od', 1, { maxEvents: 65_536 })).toThrow(SimulationBudgetExceeded);
    // Within the budget the same run finishes.
    expect(runStrategy(scenario, 'od', 1, { maxEvents: 10_000_000 }).events).toBeGreaterThan(65_536);
  });

  it('stops compiling arrivals that never end (a scenario that skipped validation)', () => {
    const doc = mutable();
    doc.workloads[0].arrivals = { type: 'recurring', everyDays: 5e-324 };
    // Scenario.parse checks fields only: the work bounds are not applied here, the budget is.
    const scenario = Scenario.parse(doc);
    let error: unknown;
    try {
      compileStrategy(scenario, 'od');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SimulationBudgetExceeded);
    expect((error as Error).message.length).toBeLessThan(400);
  });
});
