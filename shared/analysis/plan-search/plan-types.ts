import type { PaymentOption, PoolKind, SavingsPlanScope, Strategy } from '@shared/scenario';
import type { Distribution3 } from '@shared/sim/results';
import type { AnalysisControl } from '../analysis-control';
import type { PlanContract } from '../contract-terms';
import type { LongestTerm } from '../optimise-commitment';
import type { PairedDifference } from '../paired-difference';

/**
 * The plan search ("Find the best plan"): per workload, which pools to buy from and in what
 * order, over the offers the planner allows. These types are what the search hands to the
 * app, the report, the command line and `--format json`; they carry data only (no sentence
 * is written here), so each surface words a plan in its own language.
 */

/** Which offers the search may buy from. An omitted or empty list allows any. */
export interface OfferFilter {
  providers?: string[];
  regions?: string[];
  /** GPUs by the catalog's GPU id (an offer's `gpuId`). */
  gpuIds?: string[];
  /** Single offers by id, on top of the lists above. */
  offerIds?: string[];
}

export interface PlanSearchOptions {
  /** Runs each finalist is measured on (default: the scenario's runs); screening may use fewer. */
  runs?: number;
  baseSeed?: number;
  offers?: OfferFilter;
  /** Wall-clock budget in seconds (default 30); the search returns its best so far when it runs out. */
  budgetSeconds?: number;
  /** Commitments with a longer term (or, `horizon`, ending after the horizon) are not tried. */
  longestTerm?: LongestTerm;
}

export const DEFAULT_BUDGET_SECONDS = 30;

export interface PlanSearchControl extends AnalysisControl {
  /** Milliseconds from any fixed origin (performance.now, Date.now): shared code reads no clock itself. */
  now: () => number;
  /** Called each time the frontier changes: the best found so far, to show while the search goes on. */
  onFrontier?: (snapshot: PlanSearchSnapshot) => void;
}

/** One pool a plan buys from for a workload, in the placement's order of preference. */
export interface PlanPool {
  /** Owned servers where the catalog sells the offer as owned (results saved before then have none). */
  kind: PoolKind;
  offerId: string;
  /** Reserved instances, bare-metal or owned servers; absent for on-demand and spot. */
  count?: number;
  termMonths?: number;
  /** A commitment that starts at a phase's start rather than at launch: that phase's id. */
  phaseId?: string;
  /** Spot: the deadline policy the placement uses, when it has one. */
  deadlinePolicy?: 'greedy' | 'uniformProgress';
  /**
   * Share of this workload's GPU-hours the pool served in the plan's median run (0 to 1). For a
   * workload sharing a burst pool, of the GPU-hours of all the workloads sharing it (`sharedWith`
   * and this one): the runs count each pool's use, not each workload's on a shared pool.
   */
  servedShare: number;
  /** An on-demand or spot pool other workloads of the plan buy from too (one pool, their units packed on its instances): those workloads. */
  sharedWith?: string[];
}

/** A savings plan a plan buys beside a workload's pools, from day 0. */
export interface PlanSavingsPlan {
  provider: string;
  scope: SavingsPlanScope;
  /** Instance scope: the offers it covers. */
  offerIds?: string[];
  /** Currency units an hour, paid whether used or not. */
  commitmentPerHour: number;
  termMonths: 12 | 36;
  payment: PaymentOption;
}

/**
 * A service's committed pool a job workload (or another service) runs on first, at a lower
 * priority than the service, which takes the GPUs back when it needs them. The pool is counted
 * once, among the service's pools (its cost is the service's in the plan).
 */
export interface PlanSharedPool {
  /** The service whose pool it is. */
  workloadId: string;
  kind: 'reserved' | 'bareMetal' | 'owned';
  offerId: string;
  /** Instances, servers. */
  count: number;
  /** Reserved and bare-metal: the term in months. */
  termMonths?: number;
  /** This workload's priority on the pool, and the service's (placement `priority`); equal on owned servers, where priorities do not act: first come, first served. */
  priority: number;
  servicePriority: number;
  /** After this many preemptions a job leaves the pool for its own pools; absent: never. */
  afterPreemptions?: number;
}

export interface WorkloadChoice {
  workloadId: string;
  /** A service's committed pool listed before `pools` (absent in results saved before the search shared pools). */
  sharedPool?: PlanSharedPool;
  pools: PlanPool[];
  /** A savings plan sized for the on-demand usage of the plan it covers. */
  savingsPlan?: PlanSavingsPlan;
  /** The pools and placement are the cheapest mix of GPUs for this service planned in tokens. */
  llmMix?: boolean;
}

/**
 * Why a plan is on the frontier, as data for one sentence. The search picks the reason that
 * most sets the plan apart from the cheapest pay-as-you-go plan.
 */
export type PlanReason =
  /** "Spot covers 70 % of fine-tuning with 2 % deadline risk." */
  | { kind: 'spotCovers'; workloadId: string; servedShare: number; deadlineMissShare: number }
  /** "A reserved base of 16 GPUs, busy 83 % of the time, carries inference." */
  | { kind: 'reservedBase'; workloadId: string; gpus: number; busyShare: number }
  /** "12 bare-metal servers, busy 91 % of the time, run training." */
  | { kind: 'bareMetal'; workloadId: string; servers: number; busyShare: number }
  /** "2 owned servers, busy 64 % of the time, run the model API." */
  | { kind: 'owned'; workloadId: string; servers: number; busyShare: number }
  /** "The model API's bare-metal server (8 GPUs), busy 91 % of the time, also runs research training at a lower priority." */
  | { kind: 'sharedPool'; workloadId: string; sharedBy: string[]; gpus: number; busyShare: number }
  /** "One on-demand pool of H100 ×8, busy 93 % of its billed time, carries “Model API” and “Fine-tuning”: their units share instances." */
  | { kind: 'sharedBurst'; poolKind: 'onDemand' | 'spot'; offerId: string; sharedBy: string[]; busyShare: number }
  /** "A savings plan of 30.00/h on on-demand use of the model API saves 21 %." */
  | { kind: 'savingsPlan'; workloadId: string; commitmentPerHour: number; savedShare: number }
  /** "A cheaper GPU (L40S) does batch rendering for 38 % less." */
  | { kind: 'cheaperOffer'; workloadId: string; offerId: string; savedShare: number }
  /** "The cheapest mix of GPUs (L4, A100) serves the chat API for 12 % less." */
  | { kind: 'llmMix'; workloadId: string; offerIds: string[]; savedShare: number }
  /** "Pay-as-you-go only: demand is too uneven for a commitment to pay off." */
  | { kind: 'payAsYouGo' }
  /** "The fastest plan: P95 turnaround 6.5 h sooner than the cheapest." */
  | { kind: 'fastest'; hoursSooner: number };

export interface FoundPlan {
  /** Canonical description of the plan's choices: the same plan has the same key in every search. */
  key: string;
  /** The plan as a strategy with an id and name free in the scenario: what "Add as strategy" adds. */
  strategy: Strategy;
  choices: WorkloadChoice[];
  /** Total cost over the runs, in currency units: the bill total when the scenario has bill costs. */
  cost: Distribution3;
  /** Median over runs of each run's P95 turnaround of jobs, hours; null when the scenario has no jobs. */
  turnaroundP95H: number | null;
  /** Median over runs of the time inference was over its latency target, hours; null with no inference. */
  latencyMissH: number | null;
  meetsTargets: boolean;
  /** Share of runs meeting every target. */
  metShare: number;
  /** What signing the plan's commitments commits (zeros when it commits nothing). */
  contract: PlanContract;
  /** What the owned servers it buys cost to buy (servers × price; 0 or absent when it buys none). */
  ownedPurchase?: number;
  reason: PlanReason;
  /** This plan less the cheapest existing strategy that meets targets, run by run (currency units). */
  vsBestExisting: PairedDifference | null;
}

/** The second axis of the frontier: P95 turnaround when the scenario has jobs, else time over the latency target. */
export type SpeedAxis = 'turnaroundP95H' | 'latencyMissH';

export interface PlanSearchSnapshot {
  elapsedMs: number;
  /** Plans simulated so far, and plans skipped by a bound without running. */
  plansTried: number;
  plansPruned: number;
  /** Plans no other plan beats on both cost (P50) and speed, cheapest first. */
  frontier: FoundPlan[];
}

export interface ExistingOnFrontier {
  strategyId: string;
  name: string;
  cost: Distribution3;
  turnaroundP95H: number | null;
  latencyMissH: number | null;
  meetsTargets: boolean;
  /** No found plan beats it on both axes. */
  onFrontier: boolean;
}

export interface PlanSearchResult extends PlanSearchSnapshot {
  runs: number;
  baseSeed: number;
  budgetSeconds: number;
  axis: SpeedAxis;
  /** Milliseconds until the first frontier was known (null: none was found). */
  firstFrontierMs: number | null;
  /** `searchedAll`: every plan the bounds left was tried; `budget`: the time ran out first. */
  stoppedBy: 'searchedAll' | 'budget';
  /** The cheapest frontier plan that meets targets (else the one meeting them most often). */
  bestKey: string | null;
  /** The scenario's own strategies on the same seeds, for comparison. */
  existing: ExistingOnFrontier[];
  /**
   * The existing strategy every plan's vsBestExisting is measured against: the cheapest meeting
   * targets (null when none does). Absent in results saved before it existed.
   */
  bestExistingId?: string | null;
  /** Offers the filter allowed, by id. */
  offersConsidered: string[];
  note: 'no-offers-match' | 'no-workloads' | null;
}
