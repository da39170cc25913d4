import { isolateText } from '@shared/scenario/isolate-text';
import type { OptimiseResult, PlanSummary } from '@shared/analysis/optimise-commitment';
import type { SensitivityResult } from '@shared/analysis/sensitivity';
import { discountRateOf, englishCount, type Scenario } from '@shared/scenario';
import { toCsv } from './csv';
import {
  assumptionSentence,
  breakEvenSentence,
  trendTippingSentence,
  commitmentWords,
  contractSentence,
  differenceSentence,
  npvSentence,
  tippingSentence,
  unchangedSentence,
} from './decision-sentences';
import { formatMoney, formatShare } from './format';
import { displayWidth } from './table';

/**
 * The commitment optimiser and the sensitivity analysis as the command line prints them:
 * a readable text report, CSV (one row per curve point / per input) and a JSON document.
 */
const money = (v: number, currency: string) => formatMoney(v, currency, { decimals: 0 });
const fix = (v: number | null | undefined, d: number) => (v === null || v === undefined || !Number.isFinite(v) ? '' : v.toFixed(d));
/** Pads to `width` terminal columns (direction isolates take none). */
const padEnd = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

function planWords(scenario: Scenario, plan: PlanSummary): string {
  if (plan.tranches.length === 0) return 'commit nothing (on-demand / spot only)';
  const several = plan.tranches.length > 1;
  return plan.tranches
    .map((t) => `${t.count} × ${commitmentWords(scenario, t.option)}${several && t.option.phaseId === null ? ', from the start' : ''}`)
    .join(' + ');
}

/** The plan's contract, tranche by tranche when there are several, and the assumption a slice answer makes. */
function contractLines(scenario: Scenario, r: OptimiseResult, plan: PlanSummary): string[] {
  const c = scenario.currency;
  const out = [`  ${contractSentence(plan.contract, c)}`];
  if (plan.tranches.length > 1) {
    for (const t of plan.tranches) out.push(`    ${t.count} × ${commitmentWords(scenario, t.option)}${t.option.phaseId === null ? ', from the start' : ''}: ${contractSentence(t.contract, c)}`);
  }
  // Saved results from before the NPV was kept have none to print.
  if (plan.contract.npv !== undefined) out.push(`  ${npvSentence(plan.contract.npv, discountRateOf(scenario), c)}`);
  if (r.basis === 'horizonSlice' && plan.contract.afterHorizon > 0 && plan.contract.lastEndDate) out.push(`  ${assumptionSentence(plan.contract.lastEndDate)}`);
  return out;
}

export function optimiseReport(scenario: Scenario, r: OptimiseResult): string {
  const names = new Map(scenario.strategies.map((s) => [s.id, isolateText(s.name)]));
  const c = scenario.currency;
  const lines: string[] = [];
  lines.push(`Commitment optimiser: ${isolateText(scenario.name)}`);
  lines.push(
    `${englishCount(r.runs, 'run')} from seed ${r.baseSeed} (the same seeds for every variant), ` +
      (r.objective === 'npv'
        ? `minimising the expected net present value of the cash, every term paid in full, at a discount rate of ${discountRateOf(scenario)} % a year`
        : `minimising ${r.objective === 'mean' ? 'expected' : 'P90'} cost, ${r.basis === 'horizonSlice' ? 'counting the part of each term inside the horizon' : 'counting every term in full'}`) +
      `${r.longestTerm === null || r.longestTerm === undefined ? '' : r.longestTerm === 'horizon' ? ', no term past the horizon' : `, terms of at most ${r.longestTerm} months`}.`,
  );
  if (r.note === 'no-elastic-base') lines.push('No strategy has on-demand or spot pools to carry the work a commitment leaves over, so there is nothing to optimise.');
  if (r.note === 'no-commitment-offers') lines.push('No offer the strategies use has a reserved or bare-metal price, so there is no commitment to size.');
  if (r.note === 'no-accepted-term') lines.push('No reserved or bare-metal term of the offers the strategies use is as short as the longest term accepted, so no commitment was tried.');
  if (r.baseStrategyId) lines.push(`Base: ${names.get(r.baseStrategyId) ?? r.baseStrategyId} (its on-demand and spot pools carry the rest).`);
  lines.push('');
  const o = r.optimum;
  if (o.source === 'commitment' && o.plan) lines.push(`Optimum: ${planWords(scenario, o.plan)}.`);
  else lines.push(`Optimum: ${names.get(o.existingStrategyId ?? '') ?? o.existingStrategyId}, as the scenario already has it; no commitment tried beats it.`);
  lines.push(
    `  cost P50 ${money(o.cost.p50, c)} (P10–P90 ${money(o.cost.p10, c)}–${money(o.cost.p90, c)}), mean ${money(o.cost.mean, c)}; ` +
      (o.meetsTargets ? 'meets deadlines and the latency target.' : 'misses deadlines or the latency target in too many runs.'),
  );
  if (o.plan && o.plan.tranches.length > 0) lines.push(...contractLines(scenario, r, o.plan));
  if (r.otherBasis) {
    const ob = r.otherBasis;
    const there = ob.basis === 'wholeCommitments' ? 'counting every signed term in full' : 'counting only the part of each term inside the horizon';
    lines.push(
      `  On the other basis (${there}) the answer differs: ${planWords(scenario, ob.plan)}, cost P50 ${money(ob.plan.cost.p50, c)} ` +
        `(mean ${money(ob.plan.cost.mean, c)}); the plan above costs P50 ${money(ob.chosenPlanCost.p50, c)} (mean ${money(ob.chosenPlanCost.mean, c)}) on that basis.`,
    );
    if (ob.plan.tranches.length > 0) lines.push(`    ${contractSentence(ob.plan.contract, c)}`);
  }
  const label = o.source === 'commitment' ? 'The optimum' : (names.get(o.existingStrategyId ?? '') ?? 'It');
  for (const cmp of r.comparisons) {
    if (cmp.strategyId === o.existingStrategyId) continue;
    lines.push(`  ${differenceSentence(label, isolateText(cmp.name), cmp.difference, c)}${cmp.meetsTargets ? '' : ` (${isolateText(cmp.name)} misses its targets.)`}`);
  }
  // Break-even of the best commitment found, also when a strategy the scenario has ties with it.
  const found = o.plan ?? r.staggered ?? r.flat;
  if (found && found.tranches.length > 0) {
    lines.push('', o.plan ? 'Break-even:' : `Break-even of the best commitment found (${planWords(scenario, found)}):`);
    for (const t of found.tranches) {
      lines.push(`  ${breakEvenSentence(scenario, t.option, t.busyShare)}`);
      const tipping = trendTippingSentence(scenario, t.option, t.busyShare);
      if (tipping !== null) lines.push(`  ${tipping}`);
    }
    if (!o.plan) lines.push(...contractLines(scenario, r, found));
  }
  if (r.staggered && r.flat && r.staggeredVsFlat) {
    lines.push('', `Staggered: ${planWords(scenario, r.staggered)} beats one flat commitment (${planWords(scenario, r.flat)}).`);
    lines.push(`  ${differenceSentence('Staggered', 'flat', r.staggeredVsFlat, c)}`);
  }
  for (const curve of r.curves) {
    const words = commitmentWords(scenario, curve.option);
    lines.push('', `Cost curve: ${words.charAt(0).toUpperCase()}${words.slice(1)} (break-even ${curve.option.breakEvenUtilisation === null ? '—' : formatShare(curve.option.breakEvenUtilisation, 0)} busy)`);
    lines.push(`  Term ends ${curve.points[0]?.contract.endDate ?? '—'}; contract = every signed term in full, after = the part after the horizon, NPV = the contract's payments discounted at ${discountRateOf(scenario)} % a year.`);
    lines.push('  Units   GPUs          Mean   P10–P90                    Busy   Targets       Contract         After           NPV  vs minimum');
    for (const p of curve.points) {
      const mark = p.count === curve.bestCount ? '  ← minimum' : p.vsBest.withinNoise ? '  within noise of it' : `  +${money(p.vsBest.mean, c)}`;
      lines.push(
        `  ${String(p.count).padStart(5)}  ${String(p.gpus).padStart(5)}  ${money(p.cost.mean, c).padStart(12)}   ${`${money(p.cost.p10, c)}–${money(p.cost.p90, c)}`.padEnd(25)}  ${(p.busyShare === null ? '—' : formatShare(p.busyShare, 0)).padStart(5)}   ${p.meetsTargets ? 'met   ' : 'missed'}  ${money(p.contract.contractValue, c).padStart(12)}  ${money(p.contract.afterHorizon, c).padStart(12)}  ${(p.contract.npv === undefined ? '—' : money(p.contract.npv, c)).padStart(12)}${mark}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function optimiseCsv(r: OptimiseResult): string {
  const rows = r.curves.flatMap((curve) =>
    curve.points.map((p) => [
      curve.option.key, curve.option.kind, curve.option.offerId, curve.option.termMonths, curve.option.readyDay, curve.option.phaseId ?? '',
      fix(curve.option.breakEvenUtilisation, 4), p.count, p.gpus, fix(p.cost.mean, 2), fix(p.cost.p10, 2), fix(p.cost.p50, 2), fix(p.cost.p90, 2),
      fix(p.objective, 2), p.meetsTargets, fix(p.metShare, 4), fix(p.busyShare, 4), fix(p.vsBest.mean, 2), fix(p.vsBest.low, 2), fix(p.vsBest.high, 2),
      p.vsBest.withinNoise, p.count === curve.bestCount,
      fix(p.contract.inHorizon, 2), fix(p.contract.contractValue, 2), fix(p.contract.afterHorizon, 2), p.contract.endDate, fix(p.contract.npv, 2),
    ]),
  );
  return toCsv(
    ['option', 'kind', 'offer_id', 'term_months', 'ready_day', 'phase_id', 'break_even_utilisation', 'units', 'gpus', 'cost_mean', 'cost_p10', 'cost_p50', 'cost_p90',
      'objective', 'meets_targets', 'runs_meeting_targets', 'busy_share', 'vs_minimum_mean', 'vs_minimum_low', 'vs_minimum_high', 'within_noise_of_minimum', 'minimum',
      'in_horizon_cost', 'contract_value', 'after_horizon', 'term_end_date', 'npv'],
    rows,
  );
}

export function optimiseJsonText(scenario: Scenario, r: OptimiseResult): string {
  return `${JSON.stringify({ format: 'headroom-optimise', formatVersion: 1, scenario: { name: scenario.name, currency: scenario.currency }, ...r }, null, 2)}\n`;
}

export function sensitivityReport(scenario: Scenario, r: SensitivityResult): string {
  const names = new Map(scenario.strategies.map((s) => [s.id, isolateText(s.name)]));
  const c = scenario.currency;
  const winner = names.get(r.winnerId) ?? r.winnerId;
  const lines: string[] = [];
  lines.push(`Sensitivity: ${isolateText(scenario.name)}`);
  lines.push(`${englishCount(r.runs, 'run')} from seed ${r.baseSeed} (the same seeds at every setting); each input moved ±${Math.round(r.range * 100)} %.`);
  lines.push(`Recommended as planned: ${winner}, mean cost ${money(r.baseCost.mean, c)}.`);
  if (r.baseLead && r.runnerUpId) lines.push(`  ${differenceSentence(names.get(r.runnerUpId) ?? r.runnerUpId, winner, r.baseLead, c)}`);
  lines.push('', `Tornado (cost of ${winner}; its lead over the runner-up), largest effect first:`);
  lines.push('  Input                                     Low end       High end      Lead at low   Lead at high');
  for (const row of r.rows) {
    const lead = (e: typeof row.low) => (e.lead ? money(e.lead.mean, c) + (e.lead.withinNoise ? '~' : '') : '—');
    const flip = (e: typeof row.low) => (e.winnerId !== r.winnerId ? `→ ${names.get(e.winnerId) ?? e.winnerId}` : '');
    lines.push(
      `  ${padEnd(isolateText(row.input.label.slice(0, 40)), 40)}  ${money(row.low.cost, c).padStart(12)}  ${money(row.high.cost, c).padStart(12)}  ${lead(row.low).padStart(12)}  ${lead(row.high).padStart(12)}  ${[flip(row.low), flip(row.high)].filter(Boolean).join(' / ')}`,
    );
  }
  lines.push('  (~ = the lead is within the noise of the runs there)');
  lines.push('', 'What would change the answer:');
  for (const tp of r.tippingPoints) lines.push(`  ${tippingSentence(tp, winner, names)}`);
  for (const input of r.unchanged) lines.push(`  ${unchangedSentence(input, r.range)}`);
  return `${lines.join('\n')}\n`;
}

export function sensitivityCsv(r: SensitivityResult): string {
  const rows = r.rows.map((row) => {
    const tips = r.tippingPoints.filter((t) => t.input.id === row.input.id);
    const up = tips.find((t) => t.direction === 'up');
    const down = tips.find((t) => t.direction === 'down');
    return [
      row.input.id, row.input.label, fix(row.low.factor, 4), fix(row.high.factor, 4), fix(row.low.cost, 2), fix(row.high.cost, 2),
      fix(row.low.lead?.mean, 2), fix(row.low.lead?.low, 2), fix(row.low.lead?.high, 2), fix(row.high.lead?.mean, 2), fix(row.high.lead?.low, 2), fix(row.high.lead?.high, 2),
      row.low.winnerId, row.high.winnerId, fix(down ? (down.factor + down.insideFactor) / 2 : null, 4), down?.newWinnerId ?? '',
      fix(up ? (up.factor + up.insideFactor) / 2 : null, 4), up?.newWinnerId ?? '',
    ];
  });
  return toCsv(
    ['input', 'label', 'low_factor', 'high_factor', 'cost_low', 'cost_high', 'lead_low_mean', 'lead_low_low', 'lead_low_high', 'lead_high_mean', 'lead_high_low', 'lead_high_high',
      'winner_low', 'winner_high', 'tipping_down_factor', 'tipping_down_winner', 'tipping_up_factor', 'tipping_up_winner'],
    rows,
  );
}

export function sensitivityJsonText(scenario: Scenario, r: SensitivityResult): string {
  return `${JSON.stringify({ format: 'headroom-sensitivity', formatVersion: 1, scenario: { name: scenario.name, currency: scenario.currency }, ...r }, null, 2)}\n`;
}
