import type { ScenarioWarning } from './scenario-warning';
import type { TrafficReplay } from './traffic-replay-schema';
import type { InferenceWorkload } from './workload-schema';

const MINUTES_A_DAY = 1440;

/** Scenario day the replayed step i falls on. */
const dayOf = (replay: TrafficReplay, i: number): number => replay.startDay + Math.floor((i * replay.stepMinutes) / MINUTES_A_DAY);

/** True when the replay is what the service serves on every day of the horizon (the curves are never read). */
export function replayCoversHorizon(replay: TrafficReplay | undefined, horizonDays: number): boolean {
  if (replay === undefined || replay.startDay > 0) return false;
  return replay.afterEnd === 'repeat' || dayOf(replay, replay.rates.length) >= horizonDays;
}

/**
 * A replayed history is served as recorded, growth aside: its own busiest step inside the
 * horizon (any step when a shorter series repeats) can need more replicas than allowed.
 */
export function replayOutgrowsReplicas(
  w: InferenceWorkload,
  path: string,
  perReplica: number,
  horizonDays: number,
): ScenarioWarning | null {
  const replay = w.traffic.replay;
  if (replay === undefined || perReplica <= 0) return null;
  const repeats = replay.afterEnd === 'repeat' && dayOf(replay, replay.rates.length) < horizonDays;
  let top = -1;
  for (let i = 0; i < replay.rates.length; i++) {
    if (!repeats && dayOf(replay, i) >= horizonDays) break;
    if (top < 0 || replay.rates[i]! > replay.rates[top]!) top = i;
  }
  if (top < 0) return null;
  const peakRate = Number(replay.rates[top]!.toPrecision(3));
  const neededReplicas = Math.ceil(peakRate / perReplica - 1e-9);
  if (neededReplicas <= w.maxReplicas) return null;
  const peakDay = dayOf(replay, top);
  return {
    key: 'replayOutgrowsReplicas',
    path: `${path}.maxReplicas`,
    name: w.name,
    peakRate,
    peakDay,
    neededReplicas,
    maxReplicas: w.maxReplicas,
    message: `${w.name}: the replayed history's busiest step (${peakRate} requests/s on day ${peakDay}) needs ${neededReplicas} replicas, more than the ${w.maxReplicas} allowed, so some requests go unserved.`,
  };
}
