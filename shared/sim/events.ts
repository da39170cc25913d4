/** Event types the model schedules on the kernel (target / data meaning in comments). */
export const EV_ARRIVAL = 1; // workload
export const EV_UNIT_READY = 2; // unit, generation
export const EV_UNIT_FINISH = 3; // unit, generation
export const EV_UNIT_PREEMPT = 4; // unit, generation (Poisson spot interruption)
export const EV_UNIT_DEADLINE = 5; // unit, generation (deadline-aware fallback check)
export const EV_POOL_OPEN = 6; // pool (commitment term begins / servers arrive)
export const EV_POOL_CLOSE = 7; // pool (term ends)
export const EV_SPOT_CHANGE = 8; // pool, new state (1 = available)
export const EV_INF_PLAN = 9; // workload, index of the autoscaler plan's change point
export const EV_HOLDER_READY = 12; // workload, batch id
export const EV_HOLDER_PREEMPT = 13; // workload, slot + 16 x generation
export const EV_DEV_CHANGE = 15; // workload, index of the change point
export const EV_INSTANCE_PREEMPT = 17; // pool, instance id + 2^21 x generation (Poisson spot interruption of a shared instance)
export const EV_OWNED_DELIVERY = 18; // pool, index of the owned pool's order (an expansion) whose servers arrive
export const EV_OWNED_FAILURE = 19; // pool, generation of the draw (an owned GPU fails)
export const EV_OWNED_REPAIR = 20; // pool, packed instance whose failed GPU is back, or -1 for a whole server

/** Same-second order: releases first, then readiness, then decisions, then arrivals. */
export const PRIO_RELEASE = 0;
export const PRIO_READY = 1;
export const PRIO_DECIDE = 2;
export const PRIO_ARRIVAL = 3;
