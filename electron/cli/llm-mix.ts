import { llmMix, LlmMixError, type LlmMixAnalysis } from '@shared/analysis/llm-mix';
import { formatMoney } from '@shared/report/format';
import { cutText, formatIssues, isolateText, parseScenarioText, type Scenario } from '@shared/scenario';
import { LLM_MIX_USAGE, parseLlmMixArgs, type LlmMixOptions } from './llm-mix-args';

export interface LlmMixIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(file: string): Promise<string>;
}

/** A request the mix cannot answer: exit 2 with the message. */
class MixInputError extends Error {}

/** The workload asked for (id or name), else the only one planned in tokens. */
function pickWorkload(scenario: Scenario, wanted: string | undefined): string {
  const planned = scenario.workloads.filter((w) => w.kind === 'inference' && w.llm !== undefined);
  if (wanted === undefined) {
    if (planned.length === 1) return planned[0]!.id;
    const names = planned.map((w) => `  ${cutText(w.id)}  (${cutText(w.name)})`).join('\n');
    throw new MixInputError(planned.length === 0 ? 'no workload of this scenario is planned in tokens (an inference workload with an llm block)' : `several workloads are planned in tokens: name one with --workload:\n${names}`);
  }
  const lower = wanted.toLowerCase();
  const found = scenario.workloads.find((w) => w.id === wanted) ?? scenario.workloads.find((w) => w.id.toLowerCase() === lower || w.name.trim().toLowerCase() === lower);
  if (!found) throw new MixInputError(`--workload "${cutText(wanted)}": no workload has that id or name`);
  return found.id;
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

export function llmMixText(a: LlmMixAnalysis): string {
  const money = (x: number) => formatMoney(x, a.currency);
  const lines = [`Cheapest mix of offers for ${cutText(a.workloadName)} over ${a.horizonDays} days (analytical, on-demand prices)`, ''];
  lines.push('Requests/s of each size class alone one replica takes at the targets:');
  for (const o of a.offers) lines.push(`  ${o.offerId} (${money(o.pricePerReplicaHour)}/h): ${a.classNames.map((n, k) => `${isolateText(cutText(n))} ${o.classCapacity[k]!.toFixed(2)}`).join(', ')}`);
  for (const o of a.leftOut) lines.push(`  ${o.offerId}: left out, ${o.reason}`);
  lines.push('');
  if (a.plan === null) {
    lines.push(`No mix serves every size class at the targets: ${a.failure ?? ''}`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(a.plan.sentence, '');
  lines.push(`Mix total ${money(a.plan.totalCost)}${a.plan.bestSingle ? `; best single offer ${a.plan.bestSingle.offerId} ${money(a.plan.bestSingle.cost)}` : ''}${a.plan.saving !== null ? ` (saving ${percent(a.plan.saving)})` : ''}`);
  if (a.base) lines.push(`  committed base: ${a.base.replicas} replicas of ${a.base.offerId} (${a.base.termMonths}-month term), ${money(a.base.cost)} over the horizon`);
  for (const o of a.offers) if (o.replicaHours > 0) lines.push(`  ${o.offerId}: ${Math.round(o.replicaHours).toLocaleString('en-US')} replica-hours, ${money(o.cost)}, at most ${o.peakReplicas} at once`);
  lines.push('Where each size class goes (share of its requests):');
  a.classNames.forEach((n, k) => {
    const split = a.plan!.classSplit[k]!;
    const parts = a.offers.map((o, g) => `${o.offerId} ${percent(split.offers[g]!)}`);
    if (a.base) parts.push(`base ${percent(split.base)}`);
    // A size class is named by whoever wrote the scenario or the log: isolated, so a U+202E in it
    // cannot turn the shares after it around.
    lines.push(`  ${isolateText(cutText(n))}: ${parts.join(', ')}`);
  });
  if (a.candidates.length > 0) lines.push('', "Strategies that serve it, simulated on the scenario's seeds:");
  for (const c of a.candidates) {
    const how = c.kind === 'routed' ? 'size classes routed' : 'whole mix on its pools in order';
    lines.push(`  ${isolateText(cutText(c.strategyName))} (${how}): total P50 ${money(c.totalCostP50)}, ${c.meetsTargets ? 'meets its targets by the latency estimate' : 'misses its targets by the latency estimate'}${c.kind === a.chosen ? ' (offered)' : ''}`);
  }
  if (a.strategy) {
    const placement = a.strategy.placements.find((p) => p.workloadId === a.workloadId)!;
    const routes = placement.routes;
    const how = routes ? routes.map((r) => `${r.classNames.map((c) => isolateText(cutText(c))).join(', ')} → ${r.poolIds.join(' → ')}`).join('; ') : `pools in order: ${placement.poolIds.join(' → ')}`;
    lines.push('', `Strategy to add: "${isolateText(cutText(a.strategy.name))}" (id ${a.strategy.id}), ${how}`);
  }
  lines.push('', a.note);
  return `${lines.join('\n')}\n`;
}

async function runLlmMix(options: LlmMixOptions, io: LlmMixIo): Promise<void> {
  let text: string;
  try {
    text = await io.readFile(options.scenarioPath);
  } catch (error) {
    throw new MixInputError(`cannot read ${cutText(options.scenarioPath)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const loaded = parseScenarioText(text);
  if (!loaded.ok) throw new MixInputError(`${cutText(options.scenarioPath)} is not a valid Headroom scenario:\n${formatIssues(loaded.issues)}`);
  const scenario = loaded.scenario;
  const analysis = llmMix(scenario, pickWorkload(scenario, options.workload), { filter: options.filter, ...(options.base ? { base: options.base } : {}) });
  if (options.format === 'json') io.stdout(`${JSON.stringify(analysis, null, 2)}\n`);
  else io.stdout(llmMixText(analysis));
}

/** `--llm-mix`: prints the analysis; returns the exit status and never throws. */
export async function llmMixCommand(argv: readonly string[], io: LlmMixIo): Promise<number> {
  const args = parseLlmMixArgs(argv);
  if (args.kind === 'help') {
    io.stdout(LLM_MIX_USAGE);
    return 0;
  }
  if (args.kind === 'error') {
    io.stderr(`headroom simulate: ${args.message}\nTry --llm-mix --help.\n`);
    return 2;
  }
  try {
    await runLlmMix(args.options, io);
    return 0;
  } catch (error) {
    if (error instanceof MixInputError || error instanceof LlmMixError) {
      io.stderr(`headroom simulate: ${error.message}\n`);
      return 2;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(`headroom simulate: internal error (please report it with the scenario file):\n${detail}\n`);
    return 1;
  }
}
