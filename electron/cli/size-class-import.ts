import { englishSizeMixWords } from '@shared/llm/english-size-mix-words';
import { importedSizeMix } from '@shared/llm/imported-size-mix';
import { DEFAULT_SIZE_CLASSES, sizeClassesFromLog, SizeClassInputError, type LogSizeClass } from '@shared/llm/size-classes-from-log';
import { cutText, englishCount, type InferenceWorkload, type LlmSizeClass } from '@shared/scenario';
import type { Burstiness, TokenPairs } from '@shared/traffic-import';
import { ScenarioEditError } from './scenario-edit';

export interface LogSizeMix {
  classes: LlmSizeClass[];
  /** Where the mix came from, stored as `llm.source`. */
  source: string;
  /** How bursty the log's requests came, stored as `llm.arrivalDispersion` (absent: too short to measure). */
  arrivalDispersion?: number;
  /** Lines for the preview. */
  preview: string;
}

/**
 * The size classes of a request log for a workload planned in tokens (shared/llm's
 * size-classes-from-log), stored as the app stores them (shared/llm/imported-size-mix), with
 * the source text naming the file, its requests and how bursty they came. Refuses a workload
 * that is not planned in tokens, and one whose per-class rates name the classes it has now
 * (they would name classes that no longer exist).
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
  // The app's import stores the same document (shared/llm/imported-size-mix.ts).
  const { classes, source, arrivalDispersion } = importedSizeMix(found, pairs, burstiness, file, englishSizeMixWords);
  const lines = classes.map((c) => `  ${(c.share * 100).toFixed(1).padStart(5)} %  ${c.name}`);
  const arrivals = arrivalDispersion === undefined
    ? 'Arrivals: the log is too short to measure its burstiness; the requests are simulated as independent (Poisson) arrivals.\n'
    : `Arrivals: dispersion ${arrivalDispersion} (Poisson 1), stored as llm.arrivalDispersion: the simulated requests arrive as bunched as the log's.\n`;
  const preview = `Size classes for the token model (${found.length}, from ${englishCount(pairs.requests, 'request', 'requests', pairs.requests.toLocaleString('en-US'))}):\n${lines.join('\n')}\n${arrivals}`;
  return { classes, source, ...(arrivalDispersion === undefined ? {} : { arrivalDispersion }), preview };
}
