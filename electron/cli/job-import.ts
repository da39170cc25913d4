import { cutText, englishCount, formatIssues, parseScenarioText } from '@shared/scenario';
import {
  batchPatch,
  coversAWeek,
  MIN_HOUR_OF_WEEK_SPAN_DAYS,
  englishJobPreview,
  patchEnglish,
  finishJobImport,
  groupForWorkload,
  JobFileError,
  JobLogParser,
  suggestedArrivals,
  trainingPatch,
  type FittedJobGroup,
  type JobImport,
} from '@shared/job-import';
import { TrafficFileError } from '@shared/traffic-import';
import type { JobImportOptions } from './job-args';
import { editWorkloadInText, findWorkloadOfKind, ScenarioEditError, writeScenarioFile } from './scenario-edit';
import type { TrafficIo } from './traffic-import';

function chooseGroup(result: JobImport, options: JobImportOptions, workload: { id: string; name: string }): FittedJobGroup {
  if (options.logWorkload === undefined) return groupForWorkload(result, workload);
  const wanted = options.logWorkload.toLowerCase();
  const group = result.groups.find((g) => g.index !== null && g.name.toLowerCase() === wanted);
  if (!group) {
    const known = result.groups.slice(1).map((g) => `  ${cutText(g.name)}  (${englishCount(g.jobs, 'job')})`);
    throw new ScenarioEditError(`--log-workload "${cutText(options.logWorkload)}": the log has no such workload. It has:\n${known.join('\n') || '  (no workload column)'}`);
  }
  if (!group.fit) throw new ScenarioEditError(`--log-workload "${cutText(options.logWorkload)}": ${englishCount(group.jobs, 'job')}, too few for arrivals (2 at least)`);
  return group;
}

/**
 * `--import-jobs`: reads the job log, fits the chosen workload's arrivals and sizes, prints the
 * preview (to stderr when writing), and with --write writes the scenario with the workload's
 * arrivals, size (or task size and tasks a batch) and GPUs set. The rest of the file is kept.
 */
export async function runJobImport(
  scenarioText: string,
  scenarioPath: string,
  options: JobImportOptions & { force: boolean },
  io: TrafficIo,
): Promise<void> {
  const parsedScenario = parseScenarioText(scenarioText);
  if (!parsedScenario.ok) throw new ScenarioEditError(`${scenarioPath} is not a valid Headroom scenario:\n${formatIssues(parsedScenario.issues)}`);
  const scenario = parsedScenario.scenario;
  const index = findWorkloadOfKind(scenario, options.workload, ['training', 'batch'], 'training or batch');
  const workload = scenario.workloads[index]!;
  const kind = workload.kind === 'batch' ? 'batch' : 'training';

  const importOptions = { utcOffsetMinutes: options.utcOffsetMinutes, kind } as const;
  const parser = new JobLogParser(importOptions);
  let result: JobImport;
  try {
    for await (const chunk of io.readTextChunks(options.file)) parser.feed(chunk);
    result = finishJobImport(parser, importOptions);
  } catch (error) {
    // The Node reader refuses a file past the size limit before reading (the traffic and job limits are the same).
    if (error instanceof JobFileError || error instanceof TrafficFileError) throw new ScenarioEditError(`${cutText(options.file)}: ${error.message}`);
    throw error;
  }
  const group = chooseGroup(result, options, workload);
  const fit = group.fit!;
  const arrivals = options.arrivals ?? suggestedArrivals(fit);
  if (arrivals === 'recurring' && !fit.arrivals.regular)
    throw new ScenarioEditError('--arrivals recurring: the log has no fixed period between submissions (use poisson or hour-of-week)');
  if (arrivals === 'hourOfWeek' && !coversAWeek(fit))
    throw new ScenarioEditError(`--arrivals hour-of-week: the log spans ${englishCount(fit.arrivals.spanDays, 'day', 'days', fit.arrivals.spanDays.toFixed(1))}; a rate for each hour of the week needs at least ${MIN_HOUR_OF_WEEK_SPAN_DAYS} (use poisson)`);
  const patchOptions = { arrivals, size: options.size, startDate: scenario.startDate };
  const patch: Record<string, unknown> = { ...(kind === 'batch' ? batchPatch(fit, patchOptions) : trainingPatch(fit, patchOptions)) };
  const preview = englishJobPreview(result, group, options.size, patchEnglish(patch));
  if (options.writePath === undefined) {
    io.stdout(preview);
    return;
  }
  io.stderr(preview);
  const text = editWorkloadInText(scenarioText, index, (w) => Object.assign(w, patch), 'arrivals and sizes');
  await writeScenarioFile(io, options.writePath, text, options.force);
}
