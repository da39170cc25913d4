import type { FoundPlan, PlanPool, PlanReason, PlanSavingsPlan, PlanSearchResult, PlanSharedPool } from '@shared/analysis/plan-search';
import { isolateText } from '@shared/scenario/isolate-text';
import { englishCount, type Scenario } from '@shared/scenario';
import { contractSentence, differenceSentence } from './decision-sentences';
import { formatMoney, formatShare } from './format';
import { displayWidth } from './table';

/**
 * "Find the best plan" as the command line prints it: the frontier, one row per plan (cost
 * P10/P50/P90, speed, targets, what it commits), each with its choices and one sentence saying
 * why it is there; then the scenario's own strategies on the same seeds. English only (the app
 * words the same data in both languages). JSON: the result as it is, under a format name.
 */
const money = (v: number, currency: string) => formatMoney(v, currency, { decimals: 0 });
const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));
const KIND_WORDS: Record<PlanPool['kind'], string> = { onDemand: 'on-demand', reserved: 'reserved', spot: 'spot', bareMetal: 'bare-metal', owned: 'owned' };
const TERM_WORDS = { 12: '1 year', 36: '3 years' } as const;
const PAYMENT_WORDS = { noUpfront: 'no upfront', partialUpfront: 'partial upfront', allUpfront: 'all upfront' } as const;
const POLICY_WORDS = { greedy: 'greedy deadline policy', uniformProgress: 'uniform-progress deadline policy' } as const;

function workloadName(scenario: Scenario, id: string): string {
  return isolateText(scenario.workloads.find((w) => w.id === id)?.name ?? id);
}

function poolWords(scenario: Scenario, p: PlanPool): string {
  const what =
    p.kind === 'reserved'
      ? `${p.count} reserved × ${p.termMonths} month${p.termMonths === 1 ? '' : 's'}`
      : p.kind === 'bareMetal'
        ? `${p.count} bare-metal server${p.count === 1 ? '' : 's'} × ${p.termMonths} month${p.termMonths === 1 ? '' : 's'}`
        : p.kind === 'owned'
          ? `${p.count} owned server${p.count === 1 ? '' : 's'}`
          : KIND_WORDS[p.kind];
  const policy = p.deadlinePolicy ? `, ${POLICY_WORDS[p.deadlinePolicy]}` : '';
  const phase = p.phaseId === undefined ? '' : ` from ${isolateText(scenario.phases.find((f) => f.id === p.phaseId)?.name ?? p.phaseId)}`;
  // One burst pool of several workloads: the share is of their GPU time together (the runs count a pool's use, not each workload's on it).
  if (p.sharedWith && p.sharedWith.length > 0) {
    const others = p.sharedWith.map((id) => workloadName(scenario, id)).join(', ');
    return `${what} on ${isolateText(p.offerId)}${phase}${policy}, one pool shared with ${others} (${formatShare(p.servedShare, 0)} of their GPU time together)`;
  }
  return `${what} on ${isolateText(p.offerId)}${phase}${policy} (${formatShare(p.servedShare, 0)} of its GPU time)`;
}

/** "shared with Model API (1 bare-metal server × 3 months on X, priority 0, the service 10; never leaves it)" */
function sharedPoolWords(scenario: Scenario, sp: PlanSharedPool): string {
  const months = (n: number | undefined) => `${n ?? 0} month${n === 1 ? '' : 's'}`;
  const what =
    sp.kind === 'reserved'
      ? `${sp.count} reserved × ${months(sp.termMonths)}`
      : sp.kind === 'bareMetal'
        ? `${sp.count} bare-metal server${sp.count === 1 ? '' : 's'} × ${months(sp.termMonths)}`
        : `${sp.count} owned server${sp.count === 1 ? '' : 's'}`;
  if (sp.priority >= sp.servicePriority) return `shared with ${workloadName(scenario, sp.workloadId)} (${what} on ${isolateText(sp.offerId)}, first come, first served)`;
  const leaves = sp.afterPreemptions === undefined ? 'never leaves it' : `leaves it after ${englishCount(sp.afterPreemptions, 'preemption')}`;
  return `shared with ${workloadName(scenario, sp.workloadId)} (${what} on ${isolateText(sp.offerId)}, priority ${sp.priority}, the service ${sp.servicePriority}; ${leaves})`;
}

/** "a savings plan of $30.00 an hour, compute, 1 year, no upfront" */
function savingsPlanWords(sp: PlanSavingsPlan, currency: string): string {
  const scope = sp.scope === 'compute' ? `compute (every ${isolateText(sp.provider)} instance)` : `instance (${(sp.offerIds ?? []).map(isolateText).join(', ')})`;
  return `a savings plan of ${formatMoney(sp.commitmentPerHour, currency, { decimals: 2 })} an hour, ${scope}, ${TERM_WORDS[sp.termMonths]}, ${PAYMENT_WORDS[sp.payment]}`;
}

/** The sentence of a plan's reason, in English. */
export function reasonSentence(scenario: Scenario, r: PlanReason, axisWords: string): string {
  switch (r.kind) {
    case 'spotCovers':
      // A service has no deadline: its spot replicas' interruptions show in the time over its latency target.
      if (scenario.workloads.find((w) => w.id === r.workloadId)?.kind === 'inference') {
        return `Spot replicas serve ${formatShare(r.servedShare, 0)} of ${workloadName(scenario, r.workloadId)}, on-demand behind them.`;
      }
      return `Spot covers ${formatShare(r.servedShare, 0)} of ${workloadName(scenario, r.workloadId)} with ${formatShare(r.deadlineMissShare, 0)} deadline risk.`;
    case 'reservedBase':
      return `A reserved base of ${r.gpus} GPUs, busy ${formatShare(r.busyShare, 0)} of the time, carries ${workloadName(scenario, r.workloadId)}.`;
    case 'bareMetal':
      return `${r.servers} bare-metal server${r.servers === 1 ? '' : 's'}, busy ${formatShare(r.busyShare, 0)} of the time, run ${workloadName(scenario, r.workloadId)}.`;
    case 'owned':
      return `${r.servers} owned server${r.servers === 1 ? '' : 's'}, busy ${formatShare(r.busyShare, 0)} of the time, run ${workloadName(scenario, r.workloadId)}.`;
    case 'sharedPool': {
      const by = r.sharedBy.map((id) => workloadName(scenario, id)).join(', ');
      return `The ${englishCount(r.gpus, 'committed GPU')} of ${workloadName(scenario, r.workloadId)}, busy ${formatShare(r.busyShare, 0)} of the time, also run ${by}.`;
    }
    case 'sharedBurst': {
      const by = r.sharedBy.map((id) => workloadName(scenario, id)).join(', ');
      return `One ${KIND_WORDS[r.poolKind]} pool on ${isolateText(r.offerId)}, busy ${formatShare(r.busyShare, 0)} of its billed time, carries ${by}: their units share instances.`;
    }
    case 'savingsPlan':
      return `A savings plan of ${formatMoney(r.commitmentPerHour, scenario.currency, { decimals: 2 })} an hour on the on-demand use of ${workloadName(scenario, r.workloadId)} saves ${formatShare(r.savedShare, 0)}.`;
    case 'cheaperOffer':
      return `A cheaper offer (${isolateText(r.offerId)}) does ${workloadName(scenario, r.workloadId)} for ${formatShare(r.savedShare, 0)} less.`;
    case 'llmMix':
      return `The cheapest mix of GPUs (${r.offerIds.map(isolateText).join(', ')}) serves ${workloadName(scenario, r.workloadId)}${r.savedShare > 0 ? ` for ${formatShare(r.savedShare, 0)} less` : ''}.`;
    case 'payAsYouGo':
      return 'Pay-as-you-go only: demand is too uneven for a commitment to pay off.';
    case 'fastest':
      return `The fastest plan: ${axisWords} ${r.hoursSooner.toFixed(1)} h less than the cheapest.`;
  }
}

function speedOf(p: { turnaroundP95H: number | null; latencyMissH: number | null }, axis: PlanSearchResult['axis']): string {
  const v = axis === 'turnaroundP95H' ? p.turnaroundP95H : p.latencyMissH;
  return v === null ? '—' : `${v.toFixed(1)} h`;
}

function planLines(scenario: Scenario, r: PlanSearchResult, p: FoundPlan, rank: number): string[] {
  const c = scenario.currency;
  const axisWords = r.axis === 'turnaroundP95H' ? 'P95 turnaround' : 'time over the latency target';
  const best = p.key === r.bestKey ? '  ← best' : '';
  const out = [
    `${rank}. ${padEnd(money(p.cost.p50, c), 14)} P10–P90 ${money(p.cost.p10, c)}–${money(p.cost.p90, c)}   ${axisWords} ${speedOf(p, r.axis)}   targets ${p.meetsTargets ? 'met' : `met in ${formatShare(p.metShare, 0)} of runs`}${best}`,
    `   Why: ${reasonSentence(scenario, p.reason, axisWords)}`,
  ];
  for (const choice of p.choices) {
    const plan = choice.savingsPlan ? `; ${savingsPlanWords(choice.savingsPlan, c)}` : '';
    const pools = [...(choice.sharedPool ? [sharedPoolWords(scenario, choice.sharedPool)] : []), ...choice.pools.map((p) => poolWords(scenario, p))];
    out.push(`   ${workloadName(scenario, choice.workloadId)}: ${choice.llmMix ? 'the cheapest mix of GPUs, ' : ''}${pools.join(' → ')}${plan}`);
  }
  if (p.contract.contractValue > 0) out.push(`   ${contractSentence(p.contract, c)}`);
  if ((p.ownedPurchase ?? 0) > 0) out.push(`   Owned servers bought for ${money(p.ownedPurchase!, c)} (the cost above counts their depreciation and running costs, not the price at once).`);
  if (p.vsBestExisting) out.push(`   ${differenceSentence(`Plan ${rank}`, 'the best existing strategy', p.vsBestExisting, c)}`);
  out.push(`   Add as strategy: "${isolateText(p.strategy.name)}" (id ${p.strategy.id}).`);
  return out;
}

export function planSearchReport(scenario: Scenario, r: PlanSearchResult): string {
  const c = scenario.currency;
  const lines: string[] = [`Find the best plan: ${isolateText(scenario.name)}`];
  const stopped = r.stoppedBy === 'budget' ? `stopped by the ${r.budgetSeconds} s budget (best so far)` : 'searched every plan the bounds left';
  lines.push(`${englishCount(r.runs, 'run')} from seed ${r.baseSeed}, every plan on the same seeds; ${englishCount(r.plansTried, 'plan')} run, ${r.plansPruned} skipped by a bound; ${stopped}.`);
  const first = r.firstFrontierMs === null ? 'none' : `${(r.firstFrontierMs / 1000).toFixed(1)} s`;
  lines.push(`Offers considered: ${r.offersConsidered.map(isolateText).join(', ') || 'none'}. First frontier after ${first}, final after ${(r.elapsedMs / 1000).toFixed(1)} s.`);
  if (r.note === 'no-offers-match') lines.push('No allowed offer with an on-demand price can run every workload: widen --providers, --regions, --gpus or --offers.');
  if (r.frontier.length > 0) {
    lines.push('', 'Frontier (no other plan is both cheaper and faster), cheapest first:');
    r.frontier.forEach((p, i) => lines.push(...planLines(scenario, r, p, i + 1), ''));
  }
  lines.push('Strategies of the scenario, on the same seeds:');
  for (const e of r.existing) {
    const frontier = e.onFrontier ? 'on the frontier' : 'beaten by a found plan';
    lines.push(`  ${padEnd(isolateText(e.name), 28)} ${padEnd(money(e.cost.p50, c), 14)} ${speedOf(e, r.axis).padEnd(9)} targets ${e.meetsTargets ? 'met' : 'missed'}, ${frontier}`);
  }
  return `${lines.join('\n')}\n`;
}

export function planSearchJsonText(scenario: Scenario, r: PlanSearchResult): string {
  return `${JSON.stringify({ format: 'headroom-plan-search', formatVersion: 1, scenario: { name: scenario.name, currency: scenario.currency }, ...r }, null, 2)}\n`;
}
