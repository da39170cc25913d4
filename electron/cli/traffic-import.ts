import path from 'node:path';
import { cutText, formatIssues, MIN_REPEAT_DAYS, parseScenarioText, type ReplayAfterEnd } from '@shared/scenario';
import {
  buildImportedCurves,
  buildImportedReplay,
  canRepeat,
  englishReplayPreview,
  englishTrafficPreview,
  finishImport,
  TrafficFileError,
  TrafficFileParser,
  type CurvesForGaps,
  type ImportedReplay,
  type ReplaySeries,
} from '@shared/traffic-import';
import type { OutIo } from './out-folder';
import { logSizeMix } from './size-class-import';
import { editWorkloadInText, findWorkloadOfKind, ScenarioEditError, writeScenarioFile } from './scenario-edit';
import type { TrafficImportOptions } from './traffic-args';
import { englishCount } from '@shared/scenario/english-count';

/** What the traffic import needs beyond the command's usual IO: the traffic file in text chunks. */
export interface TrafficIo extends OutIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The file's text piece by piece (UTF-8, BOM kept for the parser to drop); rejects past the size limit. */
  readTextChunks(file: string): AsyncIterable<string>;
}

/** Bad input: the message is printed and the command exits 2. */
export const TrafficInputError = ScenarioEditError;

/**
 * `--import-traffic`: reads the traffic file, builds the workload's curves at the scenario's
 * resolution, prints the preview to stderr (stdout when nothing is written), and with --write
 * writes the scenario with the new curves (and growth with --apply-growth). The rest of the
 * file is kept as written: only the workload's traffic fields change.
 */
export async function runTrafficImport(
  scenarioText: string,
  scenarioPath: string,
  options: TrafficImportOptions & { force: boolean },
  io: TrafficIo,
): Promise<void> {
  const parsedScenario = parseScenarioText(scenarioText);
  if (!parsedScenario.ok) throw new TrafficInputError(`${scenarioPath} is not a valid Headroom scenario:\n${formatIssues(parsedScenario.issues)}`);
  const index = findWorkloadOfKind(parsedScenario.scenario, options.workload, ['inference'], 'inference');
  const workload = parsedScenario.scenario.workloads[index]!;
  if (workload.kind !== 'inference') throw new TrafficInputError('not an inference workload');

  const importOptions = { utcOffsetMinutes: options.utcOffsetMinutes, slotsPerDay: workload.traffic.weekday.length, valueMeaning: options.valueMeaning };
  const parser = new TrafficFileParser(importOptions);
  let result;
  try {
    for await (const chunk of io.readTextChunks(options.file)) parser.feed(chunk);
    result = finishImport(parser, importOptions);
  } catch (error) {
    if (error instanceof TrafficFileError) throw new TrafficInputError(`${cutText(options.file)}: ${error.message}`);
    throw error;
  }
  const curves = buildImportedCurves(result.analysis, options.statistic, workload.traffic);
  // A request log for a workload planned in tokens also gives its size classes (--import-requests
  // asks for them; --classes too; otherwise they come along when the workload has an llm block).
  const wantsMix = options.requestsOnly === true || options.classes !== undefined;
  const mix = wantsMix ? logSizeMix(workload, result.analysis.tokenPairs, result.analysis.burstiness, options.file, options.classes) : null;
  const replay = options.replay ? importedReplay(result.analysis.replay, curves, options.replay.afterEnd, parsedScenario.scenario.startDate, options.file) : null;
  const preview = englishTrafficPreview(result, curves, options.statistic) + (replay ? englishReplayPreview(replay) : '') + (mix?.preview ?? '');
  if (options.writePath === undefined) {
    io.stdout(preview);
    return;
  }
  io.stderr(preview);
  const growth = result.analysis.growth;
  if (options.applyGrowth && !growth.ok) throw new TrafficInputError(`--apply-growth: the data has ${englishCount(growth.days, 'whole day', 'whole days')}, a growth fit needs ${growth.needed}; nothing written`);

  // The file as written, changed only where the import changes it.
  const text = editWorkloadInText(scenarioText, index, (w) => {
    const traffic = w.traffic as Record<string, unknown> | undefined;
    if (typeof traffic !== 'object' || traffic === null) throw new TrafficInputError(`workloads[${index}].traffic: not found in the file`);
    traffic.weekday = curves.weekday;
    if (curves.weekend) traffic.weekend = curves.weekend;
    if (options.applyGrowth && growth.ok) traffic.growthPerMonth = Number(growth.perMonth.toFixed(4));
    if (replay) traffic.replay = replay.replay;
    const llm = w.llm as Record<string, unknown> | undefined;
    if (mix !== null && typeof llm === 'object' && llm !== null) {
      llm.sizeClasses = mix.classes;
      llm.source = mix.source;
      // As the app's import: the log's burstiness, or Poisson when it is too short to measure.
      if (mix.arrivalDispersion === undefined) delete llm.arrivalDispersion;
      else llm.arrivalDispersion = mix.arrivalDispersion;
    }
  }, mix !== null ? 'curves and size classes' : 'curves');
  await writeScenarioFile(io, options.writePath, text, options.force);
}

/** The replay --replay asks for, or the reason it cannot be made. */
function importedReplay(
  series: ReplaySeries | null,
  curves: CurvesForGaps,
  afterEnd: ReplayAfterEnd | null,
  startDate: string,
  file: string,
): ImportedReplay {
  if (series === null) throw new TrafficInputError('--replay: the file has no data to replay');
  if (afterEnd === 'repeat' && !canRepeat(series))
    throw new TrafficInputError(`--after-end repeat: the history spans ${englishCount(Math.ceil((series.rates.length * series.stepMinutes) / 1440), 'day')}, repeating needs ${MIN_REPEAT_DAYS}; use --after-end curve`);
  const rule = afterEnd ?? (canRepeat(series) ? 'repeat' : 'curve');
  return buildImportedReplay(series, curves, rule, startDate, path.basename(file));
}
