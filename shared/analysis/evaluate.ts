import type { Scenario } from '@shared/scenario';
import { RequestWindowStore } from '@shared/llm/requests/window-store';
import { compileStrategy } from '@shared/sim/compile';
import type { CompiledStrategy } from '@shared/sim/compiled';
import { SimulationCancelled } from '@shared/sim/kernel';
import type { RunResult } from '@shared/sim/results';
import { RunScratch } from '@shared/sim/run-scratch';
import { runCompiled } from '@shared/sim/run-strategy';
import { contractPresentValue } from './cash-figures';
import { runSeed } from './simulate';
import { runTargets } from './targets';

/**
 * The decision analyses ask for many (scenario variant, strategy) pairs to be run over the
 * same seeds. An EvalRequest is one such pair over run indices [from, to); a RunDigest is the
 * little each run must hand back: cost per pool (so prices can be varied without running
 * again, since no placement decision reads a price), what the committed pools were busy
 * with, and whether the run met its targets. Digests are small enough to cross from a worker
 * by the thousand.
 */
export interface EvalRequest {
  scenario: Scenario;
  strategyId: string;
  baseSeed: number;
  /** Run indices [from, to): run k uses runSeed(baseSeed, k), as every other analysis does. */
  from: number;
  to: number;
}

export interface RunDigest {
  seed: number;
  totalMicro: number;
  /** Per pool, in the strategy's pool order. */
  poolCostMicro: number[];
  poolBeyondMicro: number[];
  /** The strategy's savings plans' commitment after the horizon (micro-units; 0 without plans). */
  savingsPlanBeyondMicro: number;
  poolUsedS: number[];
  poolBilledS: number[];
  poolPeakInstances: number[];
  /** Most GPUs wanted on any day, work waiting for capacity included (daily average). */
  peakDemandGpus: number;
  /** Met every deadline and kept latency and unserved requests within tolerance. */
  met: boolean;
  /**
   * Net present value of the run's cash over the whole contract at the scenario's discount
   * rate (micro-units): what the optimiser minimises on its NPV objective.
   */
  contractPvMicro: number;
  /** P95 turnaround of the run's finished jobs and batches, seconds; null when none finished. */
  turnaroundP95S: number | null;
  /** Seconds inference was over its latency target, all inference workloads together. */
  latencyMissS: number;
  /** The bill total (micro-units) when the scenario has bill costs; null without them. */
  billTotalMicro: number | null;
  /** Per workload of the scenario (in its order): deadline misses and jobs (batches) arrived. */
  workloadDeadlineMisses: number[];
  workloadJobsArrived: number[];
}

/**
 * Runs a batch of requests and returns each one's digests in run order. `onRun` is called
 * once per finished run, for progress. Cancelling is the evaluator's business (it throws
 * SimulationCancelled, or rejects however its transport does).
 */
export type Evaluator = (requests: readonly EvalRequest[], onRun?: () => void) => Promise<RunDigest[][]>;

export function digestRun(run: RunResult, valueOf: (run: RunResult) => number): RunDigest {
  return {
    seed: run.seed,
    totalMicro: run.totalCostMicro,
    poolCostMicro: run.pools.map((p) => p.costMicro),
    poolBeyondMicro: run.pools.map((p) => p.commitmentBeyondHorizonMicro),
    savingsPlanBeyondMicro: (run.savingsPlans ?? []).reduce((s, p) => s + p.commitmentBeyondHorizonMicro, 0),
    poolUsedS: run.pools.map((p) => p.gpuSecondsUsed),
    poolBilledS: run.pools.map((p) => p.gpuSecondsBilled),
    poolPeakInstances: run.pools.map((p) => p.peakInstances),
    peakDemandGpus: run.peakDailyDemandGpus ?? 0,
    met: runTargets(run).met,
    contractPvMicro: valueOf(run),
    turnaroundP95S: run.turnaroundP95S,
    latencyMissS: run.workloads.reduce((s, w) => s + w.latencyMissS, 0),
    billTotalMicro: run.bill?.lines.total ?? null,
    workloadDeadlineMisses: run.workloads.map((w) => w.deadlineMisses),
    workloadJobsArrived: run.workloads.map((w) => w.jobsArrived),
  };
}

/**
 * Runs one request here, compiled once: a strategy that draws no random number is run once
 * and its digest relabelled for every seed, as simulateScenario does.
 */
export function evaluateRequest(
  request: EvalRequest,
  options: { shouldStop?: () => boolean; onRun?: () => void; compiled?: CompiledStrategy; requestWindows?: RequestWindowStore } = {},
): RunDigest[] {
  const compiled = options.compiled ?? compileStrategy(request.scenario, request.strategyId, { requestWindows: options.requestWindows });
  const scratch = new RunScratch();
  const valueOf = contractPresentValue(request.scenario, request.strategyId);
  const out: RunDigest[] = [];
  let template: RunDigest | null = null;
  for (let k = request.from; k < request.to; k++) {
    if (options.shouldStop?.()) throw new SimulationCancelled();
    const seed = runSeed(request.baseSeed, k);
    if (!compiled.random && template !== null) {
      out.push({ ...template, seed });
    } else {
      const digest = digestRun(runCompiled(compiled, seed, { detail: 'summary', scratch, shouldStop: options.shouldStop }), valueOf);
      if (!compiled.random) template = digest;
      out.push(digest);
    }
    options.onRun?.();
  }
  return out;
}

/** The evaluator of the command line and the tests: every request in turn, on this thread. */
export function localEvaluator(shouldStop?: () => boolean): Evaluator {
  // One analysis asks for the same service's request windows over and over: each simulated once.
  const requestWindows = new RequestWindowStore();
  return (requests, onRun) => {
    try {
      return Promise.resolve(requests.map((r) => evaluateRequest(r, { shouldStop, onRun, requestWindows })));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
