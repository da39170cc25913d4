import type { ExponentialBlocks } from './exponential-blocks';
import { MAX_LLM_TARGETS } from '@shared/scenario';
import type { Ledger } from './billing';
import type { CompiledStrategy } from './compiled';
import type { JobStats } from './job-stats';
import type { Kernel } from './kernel';
import type { PoolState } from './pools';
import type { QuotaTrack } from './quota-track';
import type { Rng } from './prng';
import type { RecordTable, UnitTable } from './units';

/*
 * The state of one simulated run, as the model parts (jobs, services, pools, billing, policies)
 * see it. It stands below all of them and imports none of them, so every part can take a `Sim`
 * without importing the engine that drives it (engine.ts builds one and dispatches its events).
 */

/** What the run needs of a service's elastic group of units (holders.ts, dev.ts, inference.ts). */
export interface ServiceHolder {
  /** Short of its target: fed again when capacity is freed. */
  readonly hungry: boolean;
  /** Units of this service lost to spot interruptions. */
  readonly preemptions: number;
  feed(): void;
  /** GPUs the service holds on pool p (quotas.ts counts them). */
  gpusOn(p: number): number;
  onBatchReady(batch: number): void;
  onPreempt(slot: number): void;
  poolLost(p: number, preemption: boolean): void;
  poolAppeared(p: number): void;
  /** Takes the service's unit of slot j off shared elastic instance i; true when one was there. */
  loseOnInstance(j: number, i: number): boolean;
  /**
   * GPUs the service's ready units hold on instance i of committed packing pool p, or the
   * instances they hold on counted pool p (i = NO_INSTANCE): where a GPU failure may fall.
   */
  heldAt(p: number, i: number): number;
  /** A GPU failure took off the unit holding the b-th of those GPUs (instances); the caller reconciles. */
  loseAt(p: number, i: number, b: number): void;
  /** Brings the service back towards its target after units were lost. */
  reconcile(): void;
  close(horizonS: number): void;
}

/** Per-workload counters the metrics need beyond the records. */
export class WorkloadCounters {
  readonly arrivalX: Float64Array;
  readonly arrivalK: Int32Array;
  readonly requestsTotal: Float64Array;
  readonly requestsServed: Float64Array;
  readonly latencyMissS: Float64Array;
  /** Inference: requests whose response time exceeded the target (fractional: a fluid). */
  readonly requestsMissed: Float64Array;
  readonly activeS: Float64Array;
  /** Inference planned in tokens: requests that missed each target, MAX_LLM_TARGETS per workload. */
  readonly llmMissed: Float64Array;
  /** The same from the analytical model alone (the estimate shown beside the simulated figures). */
  readonly llmMissedEstimate: Float64Array;
  /** Inference planned in tokens: prompt then output tokens served, two per workload. */
  readonly llmTokens: Float64Array;
  /** Dev: machine-seconds people wanted a machine that was not ready. */
  readonly shortfallS: Float64Array;
  /** Inference: requests served by calendar month, all services together (egress per request reads it). */
  readonly servedByMonth: Float64Array;
  constructor(n: number, months = 0) {
    this.arrivalX = new Float64Array(n);
    this.arrivalK = new Int32Array(n);
    this.requestsTotal = new Float64Array(n);
    this.requestsServed = new Float64Array(n);
    this.latencyMissS = new Float64Array(n);
    this.requestsMissed = new Float64Array(n);
    this.activeS = new Float64Array(n);
    this.llmMissed = new Float64Array(n * MAX_LLM_TARGETS);
    this.llmMissedEstimate = new Float64Array(n * MAX_LLM_TARGETS);
    this.llmTokens = new Float64Array(n * 2);
    this.shortfallS = new Float64Array(n);
    this.servedByMonth = new Float64Array(months);
  }
}

/** One run's state: read-only compiled strategy, the kernel, ledger, pools, units, services and the job queue. */
export interface Sim {
  readonly c: CompiledStrategy;
  readonly seed: number;
  readonly kernel: Kernel;
  readonly ledger: Ledger;
  readonly pools: PoolState;
  readonly units: UnitTable;
  readonly records: RecordTable;
  readonly counters: WorkloadCounters;
  readonly stats: JobStats;
  readonly horizonS: number;
  /** Per workload: arrival times, sizes and run-time jitter streams. */
  readonly arrivalRng: Rng[];
  readonly sizeRng: Rng[];
  /** Poisson arrival gaps and exponential job sizes, drawn a block at a time from the two streams above. */
  readonly arrivalGaps: ExponentialBlocks;
  readonly exponentialSizes: ExponentialBlocks;
  readonly jitterRng: Rng[];
  /** Per workload: the GPU count of each job of a GPU mix. */
  readonly gpuRng: Rng[];
  /** Per pool: interruption stream. */
  readonly poolRng: Rng[];
  /** Per workload: its service's holder (inference, dev), or null for jobs. */
  readonly holders: readonly (ServiceHolder | null)[];
  /** FIFO of waiting units (intrusive list through units.waitNext / waitPrev). */
  waitHead: number;
  waitTail: number;
  /** Capacity was freed during the current event: feed short services and scan the queue after it. */
  dirty: boolean;
  /** Services short of their target (fed when capacity is freed). */
  hungryHolders: number;
  /** Jobs on on-demand waiting for room on spot to go back (Uniform Progress). */
  spotSeekers: number;
  /** Scan epoch and per-pool marks (pools blocked by an earlier waiting unit in this scan). */
  scanEpoch: number;
  readonly blockedEpoch: Int32Array;
  /** Quotas: guarantees reclaimed from the same or a higher priority so far (the queue is scanned again after one). */
  quotaReclaims: number;
  /** Quotas: each holder's GPUs over time, its peak and what it borrowed (quota-track.ts). */
  readonly quotaTrack: QuotaTrack;
}
