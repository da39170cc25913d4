import { growthStartDay } from './growth-start';
import { replayCoversHorizon, replayOutgrowsReplicas } from './replay-warning';
import { llmWarnings } from './llm-warnings';
import { poolWarnings } from './pool-warnings';
import { quotaWarnings } from './quota-warnings';
import type { ScenarioWarning } from './scenario-warning';
import type { Scenario } from './scenario-schema';
import type { Workload } from './workload-schema';
import { activeSpans, firstSlotInside } from './recurring-series';
import { workEstimateSeconds } from './work-estimate';

export type { ScenarioWarning, WarningFix } from './scenario-warning';

/** A run expected to take longer than this is worth a word before it starts. */
const LONG_RUN_SECONDS = 120;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function firstArrivalInside(w: Workload, spans: [number, number][]): number | null {
  if (w.kind !== 'training' && w.kind !== 'batch') return null;
  const a = w.arrivals;
  const inside = (day: number) => spans.some(([s, e]) => day >= s && day < e);
  if (a.type === 'fixed') return [...a.days].sort((x, y) => x - y).find(inside) ?? null;
  if (a.type === 'poisson' || a.type === 'poissonByHourOfWeek') return spans[0]?.[0] ?? null;
  return firstSlotInside(a, spans);
}

function workloadWarnings(scenario: Scenario, w: Workload, i: number): ScenarioWarning[] {
  const out: ScenarioWarning[] = [];
  const H = scenario.horizonDays;
  const path = `workloads[${i}]`;
  const spans = activeSpans(scenario, w);
  if (w.phaseIds.length > 0 && spans.length === 0) {
    out.push({
      key: 'phasesAfterHorizon',
      path: `${path}.phaseIds`,
      name: w.name,
      horizonDays: H,
      message: `${w.name}: its phases lie after the ${H}-day horizon, so none of its work is simulated.`,
    });
    return out;
  }
  if (w.kind === 'training' || w.kind === 'batch') {
    const first = firstArrivalInside(w, spans);
    const a = w.arrivals;
    if (first === null && a.type !== 'poisson' && a.type !== 'poissonByHourOfWeek') {
      const firstDay = a.type === 'fixed' ? Math.min(...a.days, Infinity) : a.firstDay;
      out.push({
        key: 'noArrivalInHorizon',
        path: `${path}.arrivals`,
        name: w.name,
        firstDay: Number.isFinite(firstDay) ? firstDay : H,
        horizonDays: H,
        message: `${w.name}: no job arrives inside the ${H}-day horizon (and its phases), so it costs nothing and is not compared.`,
      });
    } else if (
      a.type === 'recurring' &&
      w.phaseIds.length > 0 &&
      spans[0] &&
      // Only a series that began before its phase: one set to start inside it is on purpose.
      a.firstDay < spans[0][0] &&
      first !== spans[0][0]
    ) {
      // The series keeps its own rhythm from firstDay; a phase does not restart it.
      out.push({
        key: 'recurringOffPhaseStart',
        path: `${path}.arrivals.firstDay`,
        name: w.name,
        phaseStartDay: spans[0][0],
        firstArrivalDay: first,
        message: `${w.name}: the series runs every ${a.everyDays} days from day ${a.firstDay}, not from its phase's start (day ${spans[0][0]}); the first job inside the phase arrives on day ${first}.`,
      });
    }
  }
  // A service planned in tokens does not read the request model's fields these checks use.
  if (w.kind === 'inference' && w.llm === undefined) {
    if (w.latencyTargetMs < w.serviceTimeMs) {
      out.push({
        key: 'latencyBelowServiceTime',
        path: `${path}.latencyTargetMs`,
        name: w.name,
        latencyTargetMs: w.latencyTargetMs,
        serviceTimeMs: w.serviceTimeMs,
        message: `${w.name}: the latency target (${w.latencyTargetMs} ms) is below one request's service time (${w.serviceTimeMs} ms), so no strategy can meet it.`,
      });
    }
    const peak = Math.max(...w.traffic.weekday, ...(w.traffic.weekend ?? []));
    const perReplica = w.requestsPerSecondPerReplica * w.targetUtilisation;
    // Growth compounds from the workload's own start, so count its months from there.
    const fromDay = growthStartDay(scenario, w);
    const lastMonth = Math.floor(Math.max(0, H - fromDay) / 30);
    const peakAtEnd = peak * Math.max(0, 1 + w.traffic.growthPerMonth) ** lastMonth;
    const needed = perReplica > 0 ? Math.ceil(peakAtEnd / perReplica) : Infinity;
    // Curves a replayed history covers for the whole horizon are never read: no warning of them.
    if (needed > w.maxReplicas && !replayCoversHorizon(w.traffic.replay, H)) {
      let month = 0;
      while (
        month < lastMonth &&
        Math.ceil((peak * (1 + w.traffic.growthPerMonth) ** month) / perReplica) <= w.maxReplicas
      )
        month++;
      out.push({
        key: 'trafficOutgrowsReplicas',
        path:
          w.traffic.growthPerMonth > 0 ? `${path}.traffic.growthPerMonth` : `${path}.maxReplicas`,
        name: w.name,
        month,
        fromDay,
        neededReplicas: Number.isFinite(needed) ? needed : w.maxReplicas + 1,
        maxReplicas: w.maxReplicas,
        message: `${w.name}: from month ${month} of growth (counted from day ${fromDay}) the peak needs more than the ${w.maxReplicas} replicas allowed, so some requests go unserved.`,
      });
    }
    const replayWarning = replayOutgrowsReplicas(w, path, perReplica, H);
    if (replayWarning) out.push(replayWarning);
  }
  return out;
}

/** What a valid scenario will do that its author may not expect; empty when nothing. */
export function scenarioWarnings(scenario: Scenario): ScenarioWarning[] {
  const out: ScenarioWarning[] = [];
  const H = scenario.horizonDays;
  scenario.phases.forEach((p, i) => {
    if (p.endDay > H) {
      out.push({
        key: 'phaseAfterHorizon',
        path: `phases[${i}].endDay`,
        name: p.name,
        endDay: p.endDay,
        horizonDays: H,
        message: `Phase ${p.name} ends on day ${p.endDay}, after the ${H}-day horizon; its days after the horizon are not simulated.`,
      });
    }
  });
  scenario.workloads.forEach((w, i) => out.push(...workloadWarnings(scenario, w, i)));
  out.push(...llmWarnings(scenario));
  out.push(...poolWarnings(scenario));
  out.push(...quotaWarnings(scenario));
  const strategies = scenario.strategies.length;
  const runs = scenario.simulation.runs;
  const seconds = workEstimateSeconds(scenario);
  if (seconds > LONG_RUN_SECONDS) {
    const minutes = Math.round(seconds / 60);
    out.push({
      key: 'longRun',
      path: 'simulation.runs',
      runs,
      strategies,
      minutes,
      message: `${runs} runs of each of ${strategies === 1 ? 'one strategy' : `${strategies} strategies`} may take minutes (roughly ${plural(minutes, 'minute')}); 50 to 200 runs are usually enough.`,
    });
  }
  return out;
}
