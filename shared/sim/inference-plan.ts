/** The inference autoscaler's plan for one workload, worked out once per strategy (autoscaler.ts). */
export interface InferencePlan {
  /** Seconds per curve point (3,600 for 24 points a day). */
  step: number;
  /** Requests per second (curve x growth, phases aside) for every curve point of the horizon; null when too long to tabulate. */
  lambda: Float64Array | null;
  /** Change points: from times[i] on, the target is targets[i] and activity is active[i]. */
  times: number[];
  targets: number[];
  active: boolean[];
  /** Size classes routed to groups of pools: each route's target at each change point (targets[i] is their sum). */
  routeTargets?: Int32Array[];
  /** GPU-seconds wanted per day (replicas wanted x GPUs per replica), for the demand series. */
  demandGpuSByDay: Float64Array;
}
