import { allowedMissShare, type ComparisonBasis, type Scenario } from '@shared/scenario';
import { llmTargetsMetAtP90 } from './llm-summary';
import { isolateText } from '@shared/scenario/isolate-text';
import type { PastHorizonCommitment, Recommendation, StrategySummary } from '@shared/sim/results';
import { basisCostP50, comparisonBasisOf, pastHorizonCommitments } from './commitments';
import { LATENCY_MISS_TOLERANCE, UNSERVED_TOLERANCE } from './targets';

type Metric = Recommendation['metric'];

/** The figure to compare on: per job when only jobs cost money, per 10k requests when only inference does, else total. */
function chooseMetric(scenario: Scenario, candidates: StrategySummary[]): Metric {
  const kinds = new Set(scenario.workloads.map((w) => w.kind));
  const onlyJobs = [...kinds].every((k) => k === 'training' || k === 'batch');
  const onlyInference = [...kinds].every((k) => k === 'inference');
  if (onlyJobs && candidates.every((s) => s.costPerJob !== null)) return 'costPerJob';
  if (onlyInference && candidates.every((s) => s.costPer10kRequests !== null)) return 'costPer10kRequests';
  return 'totalCost';
}

function metricP50(s: StrategySummary, metric: Metric): number | null {
  switch (metric) {
    case 'costPerJob':
      return s.costPerJob?.p50 ?? null;
    case 'costPer10kRequests':
      return s.costPer10kRequests?.p50 ?? null;
    case 'totalCost':
      return s.totalCost.p50;
  }
}

/**
 * A total is "in total" only when it holds every committed amount: on the horizon slice with
 * a term outlasting the horizon it leaves the rest of that term out, so the sentence names the
 * basis instead.
 */
export type MetricWording = Metric | 'totalHorizonSlice' | 'totalWholeCommitments';

export function metricWording(rec: Pick<Recommendation, 'metric' | 'costBasis' | 'pastHorizon'>): MetricWording {
  if (rec.metric !== 'totalCost') return rec.metric;
  if (rec.costBasis === 'wholeCommitments') return 'totalWholeCommitments';
  return (rec.pastHorizon?.length ?? 0) > 0 ? 'totalHorizonSlice' : 'totalCost';
}

const METRIC_WORDS: Record<MetricWording, string> = {
  costPerJob: 'per job',
  costPer10kRequests: 'per 10,000 requests',
  totalCost: 'in total',
  totalHorizonSlice: 'over the horizon (commitments counted only for their days inside it)',
  totalWholeCommitments: 'counting every signed commitment in full',
};

function percent(fraction: number): string {
  return `${Math.round(Math.abs(fraction) * 100)} %`;
}

function hours(h: number): string {
  return `${Math.abs(h).toFixed(1)} h`;
}

/** Which targets a strategy misses (at its P90 run), for the "cheaper but" clause. */
export function missedTargets(s: StrategySummary): ('deadlines' | 'latency')[] {
  const out: ('deadlines' | 'latency')[] = [];
  if (s.deadlineMisses.p90 > 0) out.push('deadlines');
  // Summaries built by hand or stored by older versions may lack their workloads.
  const slowRequests = (s.workloads as StrategySummary['workloads'] | undefined)?.some((w) => {
    // Planned in tokens: each target's miss share at the P90 run within what its statistic allows.
    if (w.llmTargets !== undefined) return !llmTargetsMetAtP90(w);
    const allowed = allowedMissShare(w.latencyTargetPercentile ?? 'mean');
    return allowed !== null && (w.requestMissShare?.p90 ?? 0) > allowed;
  }) ?? false;
  if ((s.latencyMissShare?.p90 ?? 0) > LATENCY_MISS_TOLERANCE || (s.unservedShare?.p90 ?? 0) > UNSERVED_TOLERANCE || slowRequests) out.push('latency');
  return out;
}

function missesWords(what: readonly ('deadlines' | 'latency')[]): string {
  const words = what.map((w) => (w === 'deadlines' ? 'deadlines' : 'the latency target'));
  return words.length > 0 ? `misses ${words.join(' and ')}` : 'misses its targets';
}

function comparison(winner: string, other: string, saving: number, what: string): string {
  if (Math.round(saving * 100) === 0) return `${winner} costs about the same ${what} as ${other}`;
  return saving > 0 ? `${winner} is ${percent(saving)} cheaper ${what} than ${other}` : `${winner} costs ${percent(saving)} more ${what} than ${other}`;
}

function amount(units: number): string {
  return Math.round(units).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const BASIS_WORDS: Record<ComparisonBasis, string> = {
  horizonSlice: 'Compared on the horizon as a representative slice: each commitment counts only for its days inside the horizon.',
  wholeCommitments: 'Compared on whole commitments: every signed term counts in full, also after the horizon.',
};

/** The basis stated, and a warning per strategy whose commitment outlasts the horizon (English). */
function commitmentWords(
  basis: ComparisonBasis | undefined,
  past: readonly PastHorizonCommitment[] | undefined,
  name: (id: string) => string,
  currency: string,
): string {
  if (!past || past.length === 0) return '';
  const whole = basis === 'wholeCommitments';
  const warnings = past.map((p) => {
    const committed = `${name(p.strategyId)} keeps ${`${currency} `.trimStart()}${amount(p.afterHorizon)} committed after the horizon`;
    return whole ? ` ${committed}, counted here in full.` : ` ${committed}; extend the horizon to ${p.coverDays} days to see the whole term.`;
  });
  return ` ${BASIS_WORDS[basis ?? 'horizonSlice']}${warnings.join('')}`;
}

/** The strategies left out of the comparison, named (English). */
function notComparableWords(ids: readonly string[] | undefined, name: (id: string) => string): string {
  if (!ids || ids.length === 0) return '';
  const list = ids.map(name).join(', ');
  return ids.length === 1
    ? ` ${list} is left out of the comparison: its costs are too large to add up (check its prices).`
    : ` ${list} are left out of the comparison: their costs are too large to add up (check their prices).`;
}

/** Renders the structured recommendation as plain English sentences (the UI may translate the fields instead). */
export function recommendationSentence(rec: Omit<Recommendation, 'reason'>, names: ReadonlyMap<string, string>, currency = ''): string {
  // Names are isolated, so none can reorder the figures around it (isolate-text.ts).
  const shown = new Map([...names].map(([id, n]) => [id, isolateText(n)]));
  const name = (id: string): string => shown.get(id) ?? isolateText(id);
  return `${mainSentence(rec, shown)}${rec.billTotals ? BILL_WORDS : ''}${commitmentWords(rec.costBasis, rec.pastHorizon, name, currency)}${notComparableWords(rec.notComparable, name)}`;
}

const BILL_WORDS = ' Costs are bill totals: GPU time after discounts, with storage, egress, support and tax.';

function mainSentence(rec: Omit<Recommendation, 'reason'>, names: ReadonlyMap<string, string>): string {
  const name = (id: string | null): string => (id === null ? '' : (names.get(id) ?? isolateText(id)));
  const winner = name(rec.strategyId);
  if (rec.basis === 'none-meet-targets') {
    return `No strategy meets every deadline and the latency target; ${winner} comes closest, meeting them in ${percent(rec.runsMeetingTargets)} of runs.`;
  }
  if (rec.comparedWithId === null || rec.saving === null) return `${winner} is the only strategy compared.`;
  const other = name(rec.comparedWithId);
  const what = METRIC_WORDS[metricWording(rec)];
  const gain = rec.turnaroundGainH;
  let timing = '';
  if (gain !== null && Math.abs(gain) >= 0.05) timing = gain > 0 ? ` and finishes ${hours(gain)} sooner` : ` but takes ${hours(gain)} longer`;
  if (!rec.comparedWithMeetsTargets) {
    // The only strategy meeting its targets: say what the alternative saves and misses.
    const otherSaving = -rec.saving / (1 - rec.saving);
    const otherPart =
      Math.round(otherSaving * 100) > 0 ? `${other} is ${percent(otherSaving)} cheaper ${what} but ${missesWords(rec.cheaperButMisses)}` : `${other} ${missesWords(rec.cheaperButMisses)}`;
    return `${winner} is the only strategy that meets every deadline and the latency target; ${otherPart} (P50).`;
  }
  let sentence = `${comparison(winner, other, rec.saving, what)}${timing} (P50)`;
  if (rec.cheaperButMissesId !== null) sentence += `; ${name(rec.cheaperButMissesId)} costs less but ${missesWords(rec.cheaperButMisses)}`;
  return `${sentence}.`;
}

/**
 * The recommendation: the cheapest strategy by P50 cost on the scenario's comparison basis
 * (total cost inside the horizon, or with every commitment counted in full) among those that meet their
 * targets (deadlines, latency, unserved requests), compared with the next cheapest such
 * strategy (or, when it is the only one, with the cheapest one that fails). When none meets
 * them, the one meeting them in the most runs (then the cheapest).
 */
export function recommend(scenario: Scenario, allSummaries: StrategySummary[]): Recommendation | null {
  if (allSummaries.length === 0) return null;
  const costBasis = comparisonBasisOf(scenario);
  const cost = (s: StrategySummary): number => basisCostP50(s, costBasis);
  // A cost that is not a finite number (prices too large to add up) cannot be ranked: such a
  // strategy is left out and named, never dropped silently. If none is finite, all are kept.
  const finite = allSummaries.filter((s) => Number.isFinite(cost(s)));
  const summaries = finite.length > 0 ? finite : allSummaries;
  const notComparable = allSummaries.filter((s) => !summaries.includes(s)).map((s) => s.strategyId);
  const byCost = [...summaries].sort((a, b) => cost(a) - cost(b) || a.strategyId.localeCompare(b.strategyId));
  const meeting = byCost.filter((s) => s.meetsTargets);
  let basis: Recommendation['basis'];
  let winner: StrategySummary;
  let other: StrategySummary | null;
  if (allSummaries.length === 1) {
    basis = 'only-strategy';
    winner = summaries[0]!;
    other = null;
  } else if (meeting.length > 0) {
    basis = 'cheapest-meeting-targets';
    winner = meeting[0]!;
    other = meeting[1] ?? byCost.find((s) => s !== winner) ?? null;
  } else {
    basis = 'none-meet-targets';
    winner = [...byCost].sort((a, b) => b.runsMeetingTargets - a.runsMeetingTargets)[0]!;
    other = byCost.find((s) => s !== winner) ?? null;
  }
  const cheaperFailingAny = byCost.find((s) => !s.meetsTargets && cost(s) < cost(winner)) ?? null;
  const otherMeets = other?.meetsTargets ?? true;
  // Name a cheaper failing strategy separately only when it is not the one compared with.
  const cheaperFailing = basis === 'cheapest-meeting-targets' && cheaperFailingAny !== other ? cheaperFailingAny : null;

  // Whole commitments are compared in total: work after the horizon, which the cost past it
  // pays for, is not simulated, so a per-job or per-request figure would overstate it.
  let metric: Metric = costBasis === 'wholeCommitments' ? 'totalCost' : chooseMetric(scenario, other === null ? [winner] : [winner, other]);
  let saving: number | null = null;
  if (other !== null) {
    let a = metric === 'totalCost' ? cost(winner) : metricP50(winner, metric);
    let b = metric === 'totalCost' ? cost(other) : metricP50(other, metric);
    // Per-job (or per-request) figures can rank differently from totals; if the winner is not
    // cheaper on them against a strategy that also meets targets, compare totals instead.
    if (a === null || b === null || b <= 0 || (a > b && metric !== 'totalCost' && other.meetsTargets)) {
      metric = 'totalCost';
      a = cost(winner);
      b = cost(other);
    }
    saving = b > 0 ? (b - a) / b : null;
  }
  const wt = winner.turnaroundP50H?.p50;
  const ot = other?.turnaroundP50H?.p50;
  const turnaroundGainH = wt !== undefined && ot !== undefined ? ot - wt : null;
  const structured = {
    strategyId: winner.strategyId,
    basis,
    metric,
    comparedWithId: other?.strategyId ?? null,
    saving,
    turnaroundGainH,
    comparedWithMeetsTargets: otherMeets,
    cheaperButMissesId: cheaperFailing?.strategyId ?? null,
    cheaperButMisses: !otherMeets && other !== null ? missedTargets(other) : cheaperFailing ? missedTargets(cheaperFailing) : [],
    runsMeetingTargets: winner.runsMeetingTargets,
    costBasis,
    // Every strategy whose terms outlast the horizon, those in the sentence first.
    pastHorizon: pastHorizonCommitments(summaries, [winner.strategyId, other?.strategyId ?? null, ...summaries.map((s) => s.strategyId)]),
    ...(notComparable.length > 0 ? { notComparable } : {}),
    ...(scenario.billCosts ? { billTotals: true } : {}),
  };
  const names = new Map(allSummaries.map((s) => [s.strategyId, s.name]));
  return { ...structured, reason: recommendationSentence(structured, names, scenario.currency) };
}
