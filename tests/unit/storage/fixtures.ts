/**
 * Shared test set-up: a fresh fake-indexeddb database per test, a clock the test steps by
 * hand, documents that validate, and results shaped like the simulator's.
 */
import 'fake-indexeddb/auto';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { parseScenario, type Scenario, type ScenarioInput } from '@shared/scenario';
import type {
  Distribution3,
  Recommendation,
  RunResult,
  ScenarioResults,
  StrategySummary,
} from '@shared/sim/results';
import {
  createStorage,
  HeadroomDatabase,
  type HeadroomStorage,
  type StorageOptions,
} from '@headroom/renderer/storage';
import { blankScenarioInput } from '@headroom/renderer/storage/blank-scenario';

let counter = 0;

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

export interface TestStorage {
  storage: HeadroomStorage;
  db: HeadroomDatabase;
  clock: TestClock;
}

/** What a test may set besides the clock. */
export type TestStorageOptions = Pick<StorageOptions, 'coalesceMs' | 'runsKept' | 'forgetOutside'>;

export function freshStorage(options: TestStorageOptions = {}): TestStorage {
  counter += 1;
  return storageOver(`headroom-test-${counter}-${Math.random().toString(36).slice(2)}`, options);
}

/**
 * Storage over the named fake database. The IndexedDB factory is passed explicitly because
 * Dexie looks for a global one when it is first imported, which may precede the auto shim.
 */
export function storageOver(name: string, options: TestStorageOptions = {}): TestStorage {
  const db = new HeadroomDatabase(name, { indexedDB, IDBKeyRange });
  const clock = testClock();
  return { db, clock, storage: createStorage(db, { now: clock.now, ...options }) };
}

/** Every row of every table, ordered by id, to prove an operation changed nothing. */
export async function dumpTables(db: HeadroomDatabase): Promise<Record<string, unknown[]>> {
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    scenarios: (await db.scenarios.toArray()).sort(byId),
    versions: (await db.versions.toArray()).sort(byId),
    runs: (await db.runs.toArray()).sort(byId),
  };
}

export function scenarioInput(name = 'GPU plan'): ScenarioInput {
  return blankScenarioInput(name, '2026-01-01');
}

export function validDocument(name = 'GPU plan'): Scenario {
  const parsed = parseScenario(scenarioInput(name));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/** The same document with one number changed, as an editor keystroke would. */
export function edited(document: Scenario, machines: number): Scenario {
  const [first, ...rest] = document.workloads;
  if (first?.kind !== 'dev') throw new Error('fixture expects a dev workload first');
  return { ...document, workloads: [{ ...first, machines }, ...rest] };
}

function d3(value: number): Distribution3 {
  return {
    p10: value * 0.9,
    p50: value,
    p90: value * 1.1,
    mean: value,
    min: value * 0.8,
    max: value * 1.2,
  };
}

function summary(strategyId: string, name: string, p50: number): StrategySummary {
  // Only the fields storage reads; the cast keeps the fixture valid as the results contract grows.
  const fields: Partial<RunResult> = {
    strategyId,
    seed: 1,
    totalCostMicro: p50 * 1_000_000,
    pools: [],
    costByWorkloadMicro: {},
    costByMonthMicro: {},
    idleCommitmentCostMicro: 0,
    workloads: [],
    jobs: [],
    daily: [],
    waitingCostMicro: 0,
    events: 0,
  };
  const representative = fields as RunResult;
  const perKind = { onDemand: p50, reserved: 0, spot: 0, bareMetal: 0, owned: 0 };
  const summaryFields: Partial<StrategySummary> = {
    strategyId,
    name,
    runs: 3,
    totalCost: d3(p50),
    costIncludingWaiting: d3(p50),
    costByPoolKind: perKind,
    costPerJob: null,
    costPer10kRequests: null,
    turnaroundP50H: null,
    turnaroundP95H: null,
    deadlineMisses: d3(0),
    unservedShare: null,
    latencyMissShare: null,
    lostGpuHours: d3(0),
    preemptionsPerJob: null,
    fallbacks: d3(0),
    reservedUtilisation: null,
    bareMetalUtilisation: null,
    gpuHoursBilledByPoolKind: perKind,
    meetsTargets: true,
    representative,
    totalCostByRun: [p50, p50, p50],
    turnaroundP50HByRun: [],
  };
  return summaryFields as StrategySummary;
}

function recommendation(strategyId: string, basis: Recommendation['basis']): Recommendation {
  const fields: Partial<Recommendation> = {
    strategyId,
    basis,
    reason: 'cheapest that meets targets',
  };
  return fields as Recommendation;
}

/** Results comparing "On demand" (P50 900) with "Reserved" (P50 700), optionally recommending one. */
export function fakeResults(
  recommend: 'on-demand' | 'reserved' | null = null,
  basis: Recommendation['basis'] = 'cheapest-meeting-targets',
): ScenarioResults {
  return {
    scenarioName: 'GPU plan',
    currency: 'USD',
    startDate: '2026-01-01',
    horizonDays: 90,
    runs: 3,
    baseSeed: 7,
    strategies: [summary('on-demand', 'On demand', 900), summary('reserved', 'Reserved', 700)],
    recommendation: recommend ? recommendation(recommend, basis) : null,
  };
}
