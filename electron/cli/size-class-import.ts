import { DEFAULT_SIZE_CLASSES, sizeClassesFromLog, SizeClassInputError, type LogSizeClass } from '@shared/llm/size-classes-from-log';
import { cutText, englishCount, type InferenceWorkload, type LlmSizeClass } from '@shared/scenario';
import type { Burstiness, TokenPairs } from '@shared/traffic-import';
import { ScenarioEditError } from './scenario-edit';

const WORDS_OF_THREE = ['short prompts', 'medium prompts', 'long prompts'];

/** "short prompts (330 in, 109 out)": the rank in words for up to three classes, else "size 2 of 5". */
function className(c: LogSizeClass, count: number): string {
  const rank = count <= 3 ? WORDS_OF_THREE[count === 1 ? 1 : count === 2 ? c.promptRank * 2 : c.promptRank]! : `size ${c.promptRank + 1} of ${count}`;
  return `${rank} (${Math.round(c.prompt.mean)} in, ${Math.round(c.output.mean)} out)`;
}

export interface LogSizeMix {
  classes: LlmSizeClass[];
  /** Where the mix came from, stored as `llm.source`. */
  source: string;
  /** Lines for the preview. */
  preview: string;
}

/**
 * The size classes of a request log for a workload planned in tokens (shared/llm's
 * size-classes-from-log), with the source text naming the file, its requests and how bursty
 * they came. Refuses a workload that is not planned in tokens, and one whose per-class rates
 * name the classes it has now (they would name classes that no longer exist).
 */
export function logSizeMix(workload: InferenceWorkload, pairs: TokenPairs | null, burstiness: Burstiness | null, file: string, k = DEFAULT_SIZE_CLASSES): LogSizeMix {
  if (pairs === null) throw new ScenarioEditError(`${cutText(file)}: not a request log (a CSV with a time, a prompt-tokens and an output-tokens column), so it has no size classes`);
  if (workload.llm === undefined) throw new ScenarioEditError(`--workload "${cutText(workload.id)}" is not planned in tokens (it has no llm block): give it serving profiles and targets first, or use --import-traffic for its curves alone`);
  const perClass = workload.llm.profiles.find((p) => p.profile.kind === 'ratePerClass');
  if (perClass) throw new ScenarioEditError(`the serving profile of offer "${cutText(perClass.offerId)}" gives a rate per size class by name; new size classes would leave it naming classes that no longer exist. Give it a throughput profile, or set the classes in the editor`);
  let found: LogSizeClass[];
  try {
    found = sizeClassesFromLog(pairs.prompt, pairs.output, k);
  } catch (error) {
    if (error instanceof SizeClassInputError) throw new ScenarioEditError(`${cutText(file)}: ${error.message}`);
    throw error;
  }
  const classes = found.map((c) => ({
    name: className(c, found.length),
    share: Number(c.share.toFixed(4)),
    promptTokens: Number(c.prompt.mean.toFixed(1)),
    outputTokens: Number(c.output.mean.toFixed(1)),
  }));
  // Rounded shares may miss 1 by a few ten-thousandths: the largest class takes the difference.
  const largest = classes.reduce((best, c, i) => (c.share > classes[best]!.share ? i : best), 0);
  classes[largest]!.share = Number((1 - classes.reduce((sum, c, i) => (i === largest ? sum : sum + c.share), 0)).toFixed(4));
  const sampled = pairs.every > 1 ? ` (every ${pairs.every}th request)` : '';
  const bursty = burstiness ? `; dispersion ${burstiness.dispersion.toFixed(2)} (Poisson 1), busiest second ${burstiness.peakPerSecond} requests against ${burstiness.poissonPeak} for Poisson` : '';
  const base = file.split(/[\\/]/).pop() ?? file;
  const source = `request log ${base}, ${englishCount(pairs.requests, 'request', 'requests', pairs.requests.toLocaleString('en-US'))}${sampled}, ${englishCount(found.length, 'size class', 'size classes')}${bursty}`.slice(0, 500);
  const lines = classes.map((c) => `  ${(c.share * 100).toFixed(1).padStart(5)} %  ${c.name}`);
  const preview = `Size classes for the token model (${found.length}, from ${englishCount(pairs.requests, 'request', 'requests', pairs.requests.toLocaleString('en-US'))}):\n${lines.join('\n')}\n`;
  return { classes, source, preview };
}
