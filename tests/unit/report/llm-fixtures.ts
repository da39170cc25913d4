import type { LlmTargetSummary, StrategySummary, WorkloadSummary } from '@shared/sim/results';
import { d3, makeStrategy } from './fixtures';

/**
 * A target's summary built by hand: its P50 miss share of simulated requests spread ±`spread`
 * for P10 and P90, and the analytical estimate's P50 when given (none: a summary saved before
 * requests were simulated, whose share was the estimate).
 */
export function target(metric: LlmTargetSummary['metric'], statistic: LlmTargetSummary['statistic'], ms: number, p50: number, allowedShare: number, spread = 0.5, estimate?: number): LlmTargetSummary {
  return { metric, statistic, ms, missShare: d3(p50, spread), allowedShare, ...(estimate === undefined ? {} : { estimateMissShare: d3(estimate, spread) }) };
}

/**
 * A chat API planned in tokens: P95 TTFT ≤ 800 ms missed by 2.1 % of simulated requests
 * (P10–P90 1.05–3.15 %; estimate 6.7 %), P99 TPOT ≤ 60 ms by 1.4 % (estimate 0.8 %).
 */
export function chatService(overrides: Partial<WorkloadSummary> = {}): WorkloadSummary {
  return {
    workloadId: 'chat',
    name: 'Chat API',
    kind: 'inference',
    cost: d3(9000),
    costPerUnit: null,
    costPer10kRequests: d3(3.92),
    turnaroundP50H: null,
    queueWaitMeanH: null,
    deadlineMisses: d3(0, 0),
    unservedShare: d3(0.001),
    latencyMissShare: d3(0.01),
    requestMissShare: d3(0.014),
    latencyTargetPercentile: 'p99',
    llmTargets: [target('ttft', 'p95', 800, 0.021, 0.05, 0.5, 0.067), target('tpot', 'p99', 60, 0.014, 0.01, 0.5, 0.008)],
    costPerMillionTokens: d3(0.287),
    costPerMillionOutputTokens: d3(1.86),
    ...overrides,
  };
}

/** A strategy whose only workload is the chat API. */
export function llmStrategy(id: string, name: string, cost: number, service: WorkloadSummary = chatService()): StrategySummary {
  return makeStrategy(id, name, cost, { costPerJob: null, turnaroundP50H: null, turnaroundP95H: null, costPer10kRequests: service.costPer10kRequests, workloads: [service] });
}
