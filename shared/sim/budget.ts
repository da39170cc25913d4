/**
 * The simulator's own budget per run, a second line behind the scenario's work bounds
 * (scenario/work-bounds.ts): whatever a field asks for, today's or a future one's, one run
 * stops with this typed error before it exhausts memory or runs for hours. The checks are
 * where growth happens (the event queue grows, arrivals are worked out) or folded into the
 * kernel's existing progress check, so they cost nothing on the hot path.
 */

/** Events one run may process. The M/M/c benchmark's million jobs take about 2 million. */
export const MAX_EVENTS_PER_RUN = 60_000_000;
/** Events one run may hold scheduled at once (about 40 bytes each in the queue). */
export const MAX_PENDING_EVENTS = 8_388_608;
/** Fixed or recurring arrival times one workload may have in one run. */
export const MAX_ARRIVALS_PER_WORKLOAD = 4_000_000;

export type BudgetKind = 'events' | 'pendingEvents' | 'arrivals';

const WHAT: Record<BudgetKind, string> = {
  events: 'events processed',
  pendingEvents: 'events scheduled at once',
  arrivals: 'arrivals of one workload',
};

/** How the budget error's message starts, so a screen can tell it apart after it crossed a worker boundary. */
export const BUDGET_MESSAGE_PREFIX = 'the simulation stopped: one run would need more than';

/** Thrown when a run would pass its budget. Not a crash: the scenario asks for too much. */
export class SimulationBudgetExceeded extends Error {
  constructor(
    readonly kind: BudgetKind,
    readonly limit: number,
  ) {
    super(
      `${BUDGET_MESSAGE_PREFIX} ${limit.toLocaleString('en-US')} ${WHAT[kind]}. ` +
        'Ask for less work (fewer or rarer arrivals, fewer tasks, slower spot changes, a shorter horizon).',
    );
    this.name = 'SimulationBudgetExceeded';
  }
}

export function isSimulationBudgetExceeded(error: unknown): error is SimulationBudgetExceeded {
  return error instanceof Error && error.name === 'SimulationBudgetExceeded';
}
