/**
 * (d) LLM serving: the request log's size classes, the same on a generated log of a million
 * requests, the cheapest mix of offers over a month of hourly slots, and the example chat API
 * planned in tokens (scenarios/10-…) run in full: every strategy, its own runs (figures, not
 * pass/fail).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simulateScenario } from '@shared/analysis';
import { llmMix } from '@shared/analysis/llm-mix';
import { cheapestOfferMix } from '@shared/llm/offer-mix';
import { parseScenarioText } from '@shared/scenario';
import { demandFromMix } from '@shared/llm/offer-mix-input';
import { sizeClassesFromLog } from '@shared/llm/size-classes-from-log';
import { burstsForDispersion } from '@shared/llm/requests/arrivals';
import { RequestWindows } from '@shared/llm/requests/request-windows';
import { compileStrategy } from '@shared/sim/compile';
import { Rng } from '@shared/sim/prng';
import { runCompiled } from '@shared/sim/run-strategy';
import { importTrafficText } from '@shared/traffic-import';

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

function timed<T>(run: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = run();
  return { value, ms: performance.now() - t0 };
}

function azureClasses(): void {
  const file = join(process.cwd(), 'tests', 'fixtures', 'llm-requests', 'AzureLLMInferenceTrace_conv.csv');
  const pairs = importTrafficText(readFileSync(file, 'utf8'), { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' }).analysis.tokenPairs;
  if (!pairs) return;
  const { value, ms } = timed(() => sizeClassesFromLog(pairs.prompt, pairs.output, 3));
  console.log(`    size classes of the Azure log   ${fmt(pairs.prompt.length)} requests into ${value.length} classes   ${fmt(ms / 1000, 3)} s`);
}

function generatedClasses(): void {
  const rng = new Rng(11);
  const n = 1_000_000;
  const prompt = new Uint32Array(n);
  const output = new Uint32Array(n);
  const centres = [
    [300, 150],
    [2500, 300],
    [8000, 900],
  ] as const;
  for (let i = 0; i < n; i++) {
    const [p, o] = centres[i % 10 < 6 ? 0 : i % 10 < 9 ? 1 : 2]!;
    prompt[i] = Math.round(p * (0.8 + 0.4 * rng.next()));
    output[i] = Math.round(o * (0.8 + 0.4 * rng.next()));
  }
  const { value, ms } = timed(() => sizeClassesFromLog(prompt, output, 6));
  console.log(`    size classes of a generated log  ${fmt(n)} requests into ${value.length} classes   ${fmt(ms / 1000, 3)} s`);
}

function monthOfMix(): void {
  const caps: Record<string, number[]> = {
    l4: [6, 1.5, 0, 0.2],
    a10: [9, 2.5, 0.4, 0.5],
    a100: [25, 8, 2, 2],
    h100: [45, 15, 4, 3.5],
    l40s: [15, 5, 1, 1],
    mi300: [40, 14, 4.5, 3],
  };
  const prices = [0.8, 1.1, 3.2, 5.5, 1.9, 4.8];
  const hours = Array.from({ length: 720 }, (_v, h) => ({ hours: 1, rate: (40 + 30 * Math.sin(((h % 24) / 24) * 2 * Math.PI)) * (1 + h / 720) }));
  const { value, ms } = timed(() =>
    cheapestOfferMix({
      classNames: ['a', 'b', 'c', 'd'],
      offers: Object.keys(caps).map((id, g) => ({ id, pricePerReplicaHour: prices[g]! })),
      capacity: (id, k) => caps[id]![k]!,
      slots: demandFromMix([0.5, 0.3, 0.15, 0.05], hours),
    }),
  );
  const saving = value.ok && value.plan.saving !== null ? `${fmt(value.plan.saving * 100, 1)} % below the best single offer` : 'no plan';
  console.log(`    cheapest mix of offers           720 hourly slots, 4 classes, 6 offers   ${fmt(ms / 1000, 3)} s   (${saving})`);
}

/** The example scenario planned in tokens, as the command line runs it, and its cheapest mix. */
function exampleScenario(): void {
  const file = join(process.cwd(), 'scenarios', '10-llm-chat-api-two-gpus.headroom.json');
  const parsed = parseScenarioText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  const s = parsed.scenario;
  const { value, ms } = timed(() => simulateScenario(s));
  const runs = value.strategies.reduce((n, x) => n + x.runs, 0);
  console.log(`    example chat API in tokens       ${value.strategies.length} strategies x ${s.simulation.runs} runs (${runs} runs), ${s.horizonDays} days   ${fmt(ms / 1000, 3)} s`);
  const mix = timed(() => llmMix(s, 'chat'));
  console.log(`    its cheapest mix (--llm-mix)     ${mix.value.classNames.length} classes, ${mix.value.offers.length} offers   ${fmt(mix.ms / 1000, 3)} s`);
}

/** Requests simulated per second by the request-level model: a Poisson stream on 8 replicas of the example's L4 profile at about 80 % of saturation. */
function requestsPerSecond(): void {
  const profile = { kind: 'throughput' as const, prefillTokensPerSecond: 4000, singleSequenceTokensPerSecond: 30, fullBatchTokensPerSecond: 600, maxConcurrentSequences: 32, estimate: true };
  const classes = [
    { name: 'short', share: 0.4041, promptTokens: 330.3, outputTokens: 109.1 },
    { name: 'medium', share: 0.3607, promptTokens: 1100.2, outputTokens: 409.5 },
    { name: 'long', share: 0.2352, promptTokens: 2655.3, outputTokens: 82.2 },
  ];
  const windows = new RequestWindows(classes, [{ metric: 'ttft', statistic: 'p95', ms: 1500 }], [profile], burstsForDispersion(1));
  const ready = Int32Array.from([8]);
  const { ms } = timed(() => {
    // Distinct rates, so no window is read from the memo.
    for (let k = 0; k < 40; k++) windows.sharesAt(ready, 8 + k * 0.4);
  });
  console.log(`    requests simulated               ${fmt(windows.simulatedRequests)} in 40 windows, 8 L4 replicas   ${fmt(ms / 1000, 3)} s   (${fmt(windows.simulatedRequests / (ms / 1000))} requests/s)`);
}

/** The example's first figure by the analytical estimate alone (what a what-if shows first): one strategy, one run. */
function exampleEstimate(): void {
  const parsed = parseScenarioText(readFileSync(join(process.cwd(), 'scenarios', '10-llm-chat-api-two-gpus.headroom.json'), 'utf8'));
  if (!parsed.ok) return;
  const s = parsed.scenario;
  const { ms } = timed(() => runCompiled(compileStrategy(s, s.strategies[0]!.id, { llmLatency: 'estimate' }), s.simulation.baseSeed, { detail: 'summary' }));
  console.log(`    example, estimate only           one strategy, one run   ${fmt(ms, 0)} ms`);
}

export function llmServing(): void {
  console.log('(d) LLM serving');
  azureClasses();
  generatedClasses();
  monthOfMix();
  exampleScenario();
  exampleEstimate();
  requestsPerSecond();
}
