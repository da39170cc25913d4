import { CURRENT_SCHEMA_VERSION } from './scenario-schema';

/** Turns a document of version N into version N + 1. Each step is pure and total. */
export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * Steps keyed by the version they upgrade from.
 * - 1 → 2: job workloads get a billed start-up time (0: format 1 had none), and the choice of
 *   waiting for spot when the spot pool is full becomes its own per-placement setting. Format 1
 *   tied it to the deadline-aware fallback: a job with a deadline under `deadlineAware` waited
 *   for spot, any other job went on to the next pool. Placements keep exactly that behaviour.
 * - 2 → 3: the deadline-aware switch becomes a choice of deadline policy. `deadlineAware: true`
 *   was the Greedy policy and becomes `deadlinePolicy: "greedy"`; `false` becomes no policy.
 * - 3 → 4: inference growth compounds from the workload's own start unless the file names a
 *   day. Format 3 counted it from the scenario start, so every inference workload gets
 *   `traffic.growthFromDay: 0` and its results do not change.
 * - 4 → 5: a latency target names its statistic (mean or a percentile). Format 4 held the mean
 *   response time to it, so every inference workload gets `latencyTargetPercentile: "mean"`.
 * - 5 → 6: a scenario may carry the costs of its bill beside GPU time (`billCosts`). Format 5
 *   had none, and a file without them is priced on GPU time alone, so nothing changes.
 * - 6 → 7: an offer may keep the measured run its efficiency came from (`measuredRun`). Format
 *   6 had none, and an offer without one keeps its factors as they were, so nothing changes.
 * - 7 → 8: arrivals may be Poisson by hour of the week (`poissonByHourOfWeek`) and a size may be
 *   the sizes of a job log themselves (`empirical`). Format 7 had neither kind, and every kind it
 *   had reads as before, so nothing changes.
 */
export const SCENARIO_MIGRATIONS: Readonly<Record<number, Migration>> = { 1: migrateV1ToV2, 2: migrateV2ToV3, 3: migrateV3ToV4, 4: migrateV4ToV5, 5: migrateV5ToV6, 6: migrateV6ToV7, 7: migrateV7ToV8 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function migrateV1ToV2(doc: Record<string, unknown>): Record<string, unknown> {
  const workloads = Array.isArray(doc.workloads) ? doc.workloads : [];
  const withDeadline = new Set<unknown>();
  const nextWorkloads = workloads.map((w) => {
    if (!isRecord(w)) return w;
    if ((w.kind === 'training' || w.kind === 'batch') && w.deadlineHours !== undefined) withDeadline.add(w.id);
    return (w.kind === 'training' || w.kind === 'batch') && !('startupMinutes' in w) ? { ...w, startupMinutes: 0 } : w;
  });
  const strategies = Array.isArray(doc.strategies) ? doc.strategies : [];
  const nextStrategies = strategies.map((s) => {
    if (!isRecord(s) || !Array.isArray(s.placements)) return s;
    const placements = s.placements.map((p: unknown) => {
      if (!isRecord(p) || 'whenSpotFull' in p) return p;
      const fallback = p.spotFallback;
      const waited = isRecord(fallback) && fallback.deadlineAware === true && withDeadline.has(p.workloadId);
      return waited ? { ...p, whenSpotFull: 'wait' } : p;
    });
    return { ...s, placements };
  });
  return {
    ...doc,
    ...(Array.isArray(doc.workloads) ? { workloads: nextWorkloads } : {}),
    ...(Array.isArray(doc.strategies) ? { strategies: nextStrategies } : {}),
  };
}

function migrateV2ToV3(doc: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(doc.strategies)) return doc;
  const strategies = doc.strategies.map((s: unknown) => {
    if (!isRecord(s) || !Array.isArray(s.placements)) return s;
    const placements = s.placements.map((p: unknown) => {
      if (!isRecord(p) || !isRecord(p.spotFallback) || !('deadlineAware' in p.spotFallback)) return p;
      const { deadlineAware, ...rest } = p.spotFallback;
      // A value that is not a boolean is kept under its old name so validation names the field.
      if (typeof deadlineAware !== 'boolean') return p;
      const spotFallback = deadlineAware && !('deadlinePolicy' in rest) ? { ...rest, deadlinePolicy: 'greedy' } : rest;
      return { ...p, spotFallback };
    });
    return { ...s, placements };
  });
  return { ...doc, strategies };
}

function migrateV3ToV4(doc: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(doc.workloads)) return doc;
  const workloads = doc.workloads.map((w: unknown) => {
    if (!isRecord(w) || w.kind !== 'inference' || !isRecord(w.traffic)) return w;
    if ('growthFromDay' in w.traffic) return w;
    return { ...w, traffic: { ...w.traffic, growthFromDay: 0 } };
  });
  return { ...doc, workloads };
}

function migrateV4ToV5(doc: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(doc.workloads)) return doc;
  const workloads = doc.workloads.map((w: unknown) => {
    if (!isRecord(w) || w.kind !== 'inference' || 'latencyTargetPercentile' in w) return w;
    return { ...w, latencyTargetPercentile: 'mean' };
  });
  return { ...doc, workloads };
}

/** Nothing to fill in: absent bill costs mean GPU time only, which is what format 5 priced. */
function migrateV5ToV6(doc: Record<string, unknown>): Record<string, unknown> {
  return doc;
}

/** Nothing to fill in: an offer without a measured run keeps its factors, as format 6 read them. */
function migrateV6ToV7(doc: Record<string, unknown>): Record<string, unknown> {
  return doc;
}

/** Nothing to fill in: the new arrival and size kinds are additions, and format 7's kinds keep their meaning. */
function migrateV7ToV8(doc: Record<string, unknown>): Record<string, unknown> {
  return doc;
}

export type MigrationOutcome =
  | { ok: true; doc: Record<string, unknown>; fromVersion: number }
  | { ok: false; path: string; message: string };

export function migrateScenario(
  raw: unknown,
  migrations: Readonly<Record<number, Migration>> = SCENARIO_MIGRATIONS,
  currentVersion: number = CURRENT_SCHEMA_VERSION,
): MigrationOutcome {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, path: '', message: 'a scenario must be a JSON object' };
  }
  const version = (raw as Record<string, unknown>).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, path: 'schemaVersion', message: 'expected a whole number from 1 up (the scenario format version)' };
  }
  if (version > currentVersion) {
    return {
      ok: false,
      path: 'schemaVersion',
      message: `this file is format ${version}, newer than this Headroom reads (${currentVersion}); update Headroom`,
    };
  }
  let doc = raw as Record<string, unknown>;
  for (let v = version; v < currentVersion; v++) {
    const step = migrations[v];
    if (!step) return { ok: false, path: 'schemaVersion', message: `no upgrade from format ${v}` };
    doc = { ...step(doc), schemaVersion: v + 1 };
  }
  return { ok: true, doc, fromVersion: version };
}
