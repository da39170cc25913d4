import type { Scenario } from '@shared/scenario';
import type { LongestTerm } from '../optimise-commitment';
import type { MixSolver } from './mix-candidates';
import type { PlanBook } from './plan-book';
import type { OfferFilter } from './plan-types';

/** What one workload's search step reads besides the plan it improves (workload-search.ts, workload-commitments.ts). */
export interface WorkloadSearchContext {
  scenario: Scenario;
  book: PlanBook;
  longestTerm: LongestTerm | undefined;
  /**
   * A cost (micro-units) above which a plan is surely dominated, or Infinity: the P50 cost of
   * the cheapest frontier plan that meets its targets and is as fast as any plan can be (no
   * time over its latency target). A plan whose cost floor is above it is dearer in every run
   * and cannot be faster, so it can never join the frontier (see frontier-bound.ts).
   */
  dominatedAbove: () => number;
  /** The planner's offer filter, which the cheapest mix of a service planned in tokens keeps to. */
  filter: OfferFilter | undefined;
  solveMix: MixSolver;
}
