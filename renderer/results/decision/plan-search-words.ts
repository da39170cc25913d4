import type { FoundPlan, PlanPool, PlanReason, PlanSavingsPlan, PlanSearchSnapshot, PlanSharedPool, SpeedAxis, WorkloadChoice } from '@shared/analysis/plan-search/plan-types';
import type { PairedDifference } from '@shared/analysis/paired-difference';
import type { Pool, Scenario, Strategy } from '@shared/scenario';
import type { DecisionWords } from './decision-words';

/** The decision words plus what a plan's sentences also need: hours, a precise share and a day. */
export interface PlanWords extends DecisionWords {
  hours: (h: number) => string;
  /** A share with one decimal (deadline risk of 0.4 % is not "0 %"). */
  share: (fraction: number) => string;
  /** A YYYY-MM-DD day, as every day of the report and decision support is written. */
  day: (iso: string) => string;
  /** The month of a YYYY-MM-DD day, in prose ("May 2030"). */
  month: (iso: string) => string;
}

/** An offer as the planner knows it from the catalog ("AWS p4d.24xlarge"); its id if it is gone. */
export function offerName(scenario: Scenario, offerId: string): string {
  const offer = scenario.catalog.offers.find((o) => o.id === offerId);
  return offer ? `${offer.provider} ${offer.instanceType}` : offerId;
}

function workloadName(scenario: Scenario, workloadId: string): string {
  return scenario.workloads.find((w) => w.id === workloadId)?.name ?? workloadId;
}

/** A commitment that starts at a phase's start says so: "… 36 months from Production". */
export function poolWords(w: PlanWords, scenario: Scenario, pool: PlanPool): string {
  const words = poolKindWords(w, scenario, pool);
  if (pool.phaseId === undefined) return words;
  const phase = scenario.phases.find((p) => p.id === pool.phaseId)?.name ?? pool.phaseId;
  return w.t('planSearch.pools.fromPhase', { pool: words, phase });
}

function poolKindWords(w: PlanWords, scenario: Scenario, pool: PlanPool): string {
  const offer = offerName(scenario, pool.offerId);
  const count = w.number(pool.count ?? 0);
  const term = w.number(pool.termMonths ?? 0);
  switch (pool.kind) {
    case 'onDemand':
      return w.t('planSearch.pools.onDemand', { offer });
    case 'reserved':
      return w.t('planSearch.pools.reserved', { offer, count, term });
    case 'bareMetal':
      return w.t('planSearch.pools.bareMetal', { offer, count, term });
    case 'owned':
      return w.t('planSearch.pools.owned', { offer, count });
    case 'spot':
      return pool.deadlinePolicy
        ? w.t('planSearch.pools.spotPolicy', { offer, policy: w.t(`planSearch.pools.${pool.deadlinePolicy}`) })
        : w.t('planSearch.pools.spot', { offer });
  }
}

/** The term and payment of a savings plan, in the words the results use for them. */
function planTerms(w: PlanWords, plan: Pick<PlanSavingsPlan, 'termMonths' | 'payment'>) {
  return { term: w.t('editor.catalog.term', { count: plan.termMonths }), payment: w.t(`cash.options.${plan.payment}`) };
}

/** "a savings plan of $14.00 an hour (Compute …), 12 months, no upfront" */
export function savingsPlanWords(w: PlanWords, plan: PlanSavingsPlan): string {
  return w.t('planSearch.pools.savingsPlan', { perHour: w.money(plan.commitmentPerHour), scope: w.t(`savingsPlans.scopes.${plan.scope}`), ...planTerms(w, plan) });
}

/** The name "Add as strategy" gives a found plan's savings plan, in the screen's language. */
export function savingsPlanName(w: PlanWords, plan: Pick<PlanSavingsPlan, 'commitmentPerHour' | 'termMonths' | 'payment'>): string {
  return w.t('planSearch.savingsPlanName', { perHour: w.money(plan.commitmentPerHour), ...planTerms(w, plan) });
}

/** Longest pool name the scenario format takes. */
const MAX_POOL_NAME = 120;

/**
 * A found plan's pool named for the editor when the plan is added as a strategy: its kind and
 * the workloads whose placements list it ("Bare-metal for Model API and Research training"),
 * in the screen's language, cut to the format's 120 characters. The search itself only gives ids.
 */
export function foundPoolName(w: PlanWords, scenario: Scenario, strategy: Pick<Strategy, 'placements'>, pool: Pick<Pool, 'id' | 'kind'>): string {
  const users = strategy.placements.filter((p) => p.poolIds.includes(pool.id)).map((p) => workloadName(scenario, p.workloadId));
  const name = w.t('planSearch.poolName', { kind: w.t(`poolDefaults.kinds.${pool.kind}`), workloads: users.join(w.t('planSearch.poolNameJoin')) });
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return [...capitalised].length <= MAX_POOL_NAME ? capitalised : `${[...capitalised].slice(0, MAX_POOL_NAME - 1).join('')}…`;
}

/** A service's committed pool another workload runs on first: whose, its priorities, and when a job leaves it. */
export function sharedPoolWords(w: PlanWords, scenario: Scenario, shared: PlanSharedPool): string {
  const pool = poolWords(w, scenario, { ...shared, servedShare: 0 });
  const workload = workloadName(scenario, shared.workloadId);
  if (shared.priority >= shared.servicePriority) return w.t('planSearch.pools.sharedFifo', { workload, pool });
  const leaves = shared.afterPreemptions === undefined ? w.t('planSearch.pools.sharedStays') : w.t('planSearch.pools.sharedLeaves', { count: w.number(shared.afterPreemptions) });
  return w.t('planSearch.pools.shared', { workload, pool, priority: w.number(shared.priority), servicePriority: w.number(shared.servicePriority), leaves });
}

/** A pool with the share of the work it served; a burst pool shared between workloads names the others, and the share is of their GPU time together. */
function servedWords(w: PlanWords, scenario: Scenario, p: PlanPool): string {
  const pool = poolWords(w, scenario, p);
  if (!p.sharedWith || p.sharedWith.length === 0) return w.t('planSearch.pools.served', { pool, share: w.percent(p.servedShare) });
  const others = p.sharedWith.map((id) => `“${workloadName(scenario, id)}”`).join(w.t('planSearch.reasons.listSeparator'));
  return w.t('planSearch.pools.sharedBurst', { pool, others, share: w.percent(p.servedShare) });
}

/** One workload's pools in order of preference (a shared pool first), each with the share of the work it served, and its savings plan. */
export function choiceWords(w: PlanWords, scenario: Scenario, choice: WorkloadChoice): string {
  const pools = [
    ...(choice.sharedPool ? [sharedPoolWords(w, scenario, choice.sharedPool)] : []),
    ...choice.pools.map((p) => servedWords(w, scenario, p)),
  ].join(w.t('planSearch.pools.then'));
  const words = w.t(choice.llmMix ? 'planSearch.pools.workloadMix' : 'planSearch.pools.workload', { workload: workloadName(scenario, choice.workloadId), pools });
  return choice.savingsPlan ? w.t('planSearch.pools.withSavingsPlan', { choice: words, plan: savingsPlanWords(w, choice.savingsPlan) }) : words;
}

/** The one sentence saying why a plan is on the frontier. */
export function reasonWords(w: PlanWords, scenario: Scenario, reason: PlanReason, axis: SpeedAxis): string {
  switch (reason.kind) {
    case 'spotCovers':
      // A service has no deadline: its spot replicas' interruptions show in the time over its latency target.
      if (scenario.workloads.find((x) => x.id === reason.workloadId)?.kind === 'inference') {
        return w.t('planSearch.reasons.spotServes', { workload: workloadName(scenario, reason.workloadId), share: w.percent(reason.servedShare) });
      }
      return w.t('planSearch.reasons.spotCovers', {
        workload: workloadName(scenario, reason.workloadId),
        share: w.percent(reason.servedShare),
        risk: w.share(reason.deadlineMissShare),
      });
    case 'reservedBase':
      return w.t('planSearch.reasons.reservedBase', { workload: workloadName(scenario, reason.workloadId), gpus: w.number(reason.gpus), busy: w.percent(reason.busyShare) });
    case 'bareMetal':
      return w.t('planSearch.reasons.bareMetal', { workload: workloadName(scenario, reason.workloadId), servers: w.number(reason.servers), busy: w.percent(reason.busyShare) });
    case 'owned':
      return w.t('planSearch.reasons.owned', { workload: workloadName(scenario, reason.workloadId), servers: w.number(reason.servers), busy: w.percent(reason.busyShare) });
    case 'sharedPool': {
      const sharedBy = reason.sharedBy.map((id) => `“${workloadName(scenario, id)}”`).join(w.t('planSearch.reasons.listSeparator'));
      return w.t('planSearch.reasons.sharedPool', { workload: workloadName(scenario, reason.workloadId), gpus: w.number(reason.gpus), busy: w.percent(reason.busyShare), sharedBy });
    }
    case 'sharedBurst': {
      const sharedBy = reason.sharedBy.map((id) => `“${workloadName(scenario, id)}”`).join(w.t('planSearch.reasons.listSeparator'));
      const pool = poolWords(w, scenario, { kind: reason.poolKind, offerId: reason.offerId, servedShare: 0 });
      return w.t('planSearch.reasons.sharedBurst', { pool, sharedBy, busy: w.percent(reason.busyShare) });
    }
    case 'savingsPlan':
      return w.t('planSearch.reasons.savingsPlan', { workload: workloadName(scenario, reason.workloadId), perHour: w.money(reason.commitmentPerHour), saved: w.percent(reason.savedShare) });
    case 'cheaperOffer': {
      const offer = scenario.catalog.offers.find((o) => o.id === reason.offerId);
      const gpu = scenario.catalog.gpus.find((g) => g.id === offer?.gpuId)?.name ?? offerName(scenario, reason.offerId);
      return w.t('planSearch.reasons.cheaperOffer', { workload: workloadName(scenario, reason.workloadId), gpu, saved: w.percent(reason.savedShare) });
    }
    case 'llmMix': {
      const gpus = reason.offerIds.map((id) => offerName(scenario, id)).join(w.t('planSearch.reasons.listSeparator'));
      const args = { workload: workloadName(scenario, reason.workloadId), gpus, saved: w.percent(reason.savedShare) };
      return w.t(reason.savedShare > 0 ? 'planSearch.reasons.llmMixSaves' : 'planSearch.reasons.llmMix', args);
    }
    case 'payAsYouGo':
      return w.t('planSearch.reasons.payAsYouGo');
    case 'fastest':
      return w.t(axis === 'turnaroundP95H' ? 'planSearch.reasons.fastestTurnaround' : 'planSearch.reasons.fastestLatency', { hours: w.hours(reason.hoursSooner) });
    default:
      // A reason a newer version of the app stored: still a frontier plan, said plainly.
      return w.t('planSearch.reasons.other');
  }
}

/**
 * The caveat a plan that commits past the horizon carries: its cost counts only the days
 * inside the horizon, which is right only if the service outlives the last term. Null when
 * nothing is committed after the horizon.
 */
export function planCaveat(w: PlanWords, plan: Pick<FoundPlan, 'contract'>): string | null {
  const c = plan.contract;
  if (!(c.afterHorizon > 0) || c.lastEndDate === null) return null;
  return w.t('planSearch.caveat', { contract: w.money(c.contractValue), after: w.money(c.afterHorizon), month: w.month(c.lastEndDate) });
}

/** The contract cell of a plan's row: what its commitments sign, and what its owned servers cost to buy. */
export function contractWords(w: PlanWords, plan: Pick<FoundPlan, 'contract' | 'ownedPurchase'>): string {
  const c = plan.contract;
  const parts = [
    ...(c.contractValue > 0 && c.lastEndDate ? [w.t('planSearch.table.contractValue', { value: w.money(c.contractValue), npv: w.money(c.npv), date: w.day(c.lastEndDate) })] : []),
    ...((plan.ownedPurchase ?? 0) > 0 ? [w.t('planSearch.table.ownedPurchase', { value: w.money(plan.ownedPurchase!) })] : []),
  ];
  return parts.length > 0 ? parts.join(w.t('planSearch.reasons.listSeparator')) : w.t('planSearch.table.noContract');
}

/** What a plan chose for one workload, without the shares served: two plans alike here chose alike. */
function choiceKey(choice: WorkloadChoice): string {
  const plan = choice.savingsPlan ? [choice.savingsPlan.commitmentPerHour, choice.savingsPlan.termMonths, choice.savingsPlan.payment, choice.savingsPlan.scope].join('|') : '';
  const sp = choice.sharedPool;
  // Two plans may differ only in how long the jobs stay on a shared pool.
  const shared = sp ? [sp.workloadId, sp.kind, sp.offerId, sp.count, sp.termMonths ?? '', sp.priority, sp.servicePriority, sp.afterPreemptions ?? ''].join('|') : '';
  return [shared, ...choice.pools.map((p) => [p.kind, p.offerId, p.count ?? '', p.termMonths ?? '', p.deadlinePolicy ?? '', (p.sharedWith ?? []).join(',')].join('|')), plan].join(';');
}

/**
 * "Why it wins" for every frontier plan, cheapest first. Plans often win for the same reason
 * (the same reserved base) and differ elsewhere (their training pools): a plan whose sentence
 * an earlier plan already has also says where it differs from that plan, workload by workload.
 */
export function whyWords(w: PlanWords, scenario: Scenario, frontier: readonly Pick<FoundPlan, 'reason' | 'choices'>[], axis: SpeedAxis): string[] {
  const said: string[] = [];
  return frontier.map((plan, i) => {
    const why = reasonWords(w, scenario, plan.reason, axis);
    const first = said.indexOf(why);
    said.push(why);
    if (first < 0) return why;
    const other = frontier[first]!;
    const before = new Map(other.choices.map((c) => [c.workloadId, choiceKey(c)]));
    const differ = plan.choices.filter((c) => before.get(c.workloadId) !== choiceKey(c));
    if (differ.length === 0 || i === first) return why;
    return w.t('planSearch.unlike', {
      why,
      other: planName(w, first),
      choices: differ.map((c) => choiceWords(w, scenario, c)).join(w.t('planSearch.reasons.listSeparator')),
    });
  });
}

/** The plan's place on the speed axis (hours), or null when the scenario has nothing to measure there. */
export function speedOf(plan: Pick<FoundPlan, 'turnaroundP95H' | 'latencyMissH'>, axis: SpeedAxis): number | null {
  return axis === 'turnaroundP95H' ? plan.turnaroundP95H : plan.latencyMissH;
}

/** The speed axis of a snapshot shown while the search runs (the result names it once done). */
export function snapshotAxis(snapshot: PlanSearchSnapshot): SpeedAxis {
  return snapshot.frontier.some((p) => p.turnaroundP95H !== null) ? 'turnaroundP95H' : 'latencyMissH';
}

/** A plan against the best existing strategy, run by run, in a few words for a table cell. */
/** Which strategy the "against your best strategy" column compares with, once it is known; else null. */
export function comparedWithLine(t: PlanWords['t'], scenario: { strategies: readonly { id: string; name: string }[] }, bestExistingId: string | null | undefined): string | null {
  const name = scenario.strategies.find((s) => s.id === bestExistingId)?.name;
  return name === undefined ? null : t('planSearch.table.comparedWith', { name });
}

export function vsBestWords(w: PlanWords, d: PairedDifference | null): string {
  if (d === null) return w.t('planSearch.table.noneToCompare');
  const amount = w.money(Math.abs(d.mean));
  const noise = w.money((d.high - d.low) / 2);
  if (d.withinNoise) return w.t('planSearch.table.noise', { amount, noise });
  return w.t(d.mean < 0 ? 'planSearch.table.less' : 'planSearch.table.more', { amount, noise });
}

/** A plan's name on screen and in the report: its place on the frontier, cheapest first. */
export function planName(w: Pick<DecisionWords, 't' | 'number'>, index: number): string {
  return w.t('planSearch.planName', { number: w.number(index + 1) });
}
