import { deriveMeasuredRun, scenarioWithMeasuredRun, type MeasuredRunField, type MeasuredRunResult, type UtilisationReading, type WorkUnit } from '@shared/catalog';
import { cutText, formatIssues, parseScenarioText } from '@shared/scenario';
import type { MeasuredRunOptions } from './measured-run-args';
import type { OutIo } from './out-folder';

/** A measured run the input does not allow: exit status 2 with this message. */
export class MeasuredRunError extends Error {}

export interface MeasuredRunIo extends Pick<OutIo, 'inspect' | 'writeFile'> {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(file: string): Promise<string>;
  /** Today, YYYY-MM-DD: the run's date when --date is not given. */
  today(): string;
}

const FLAG_OF: Record<MeasuredRunField, string> = {
  offerId: '--offer',
  workloadId: '--workload',
  gpus: '--gpus',
  workSize: '--work',
  wallHours: '--hours',
  utilisation: '--utilisation',
  date: '--date',
};

const UNIT_WORDS: Record<WorkUnit, string> = {
  referenceGpuHours: 'reference GPU-hours',
  tokensBillions: 'billion tokens',
  tasks: 'tasks',
  requests: 'requests',
};

const READINGS: Record<UtilisationReading, string> = {
  hostStarved: 'the GPUs were busy about as long as the host fed them: the host (CPU, RAM, disk, data path) holds them back; fixing the pipeline is the lever',
  wellFed: 'the GPUs were well fed and busy: the run matches the GPU as the catalog states it',
  slowGpus: 'the GPUs were far busier than the derived feeding share: the GPUs or their scaling are slower than the catalog says, not the host; check the GPU\'s relative speed',
  lowUtilisation: 'the GPUs were idle far more than the derived factor allows: they ran faster than the catalog says while busy, or the utilisation figure measures something else',
};

const fixed = (x: number, digits: number) => x.toLocaleString('en-US', { maximumFractionDigits: digits });

export function measuredRunText(options: MeasuredRunOptions, r: MeasuredRunResult): string {
  const s = r.speed;
  const lines = [
    `Measured run on ${cutText(options.offerId)}: ${cutText(options.workloadId)}, ${options.gpus} GPUs, ${fixed(options.workSize, 6)} ${UNIT_WORDS[r.unit]}${r.unit === 'referenceGpuHours' ? '' : ` (${fixed(r.referenceGpuHours, 3)} reference GPU-hours)`}`,
    `  Model (current factors)  ${fixed(r.predictedHours, 2)} h   per GPU: relative speed ${fixed(s.relativeSpeed, 3)} x speed factor ${fixed(s.speedFactor, 3)} x pipeline ${fixed(s.pipeline, 3)} x scaling ${fixed(s.scaling, 3)}`,
    `  Measured                 ${fixed(r.measuredHours, 2)} h`,
    `  Derived: the offer's pipeline factor ${fixed(r.before, 3)} -> ${fixed(r.after, 7)} (scaling and speed factor kept; the GPUs are fed ${fixed(r.fedShare * 100, 1)} % of the time)`,
  ];
  if (options.utilisation !== undefined && r.reading) lines.push(`  Utilisation ${fixed(options.utilisation * 100, 1)} %: ${READINGS[r.reading]}`);
  return `${lines.join('\n')}\n`;
}

/** `--measured-run`: prediction, measurement and derived factor (stdout); with --write, the scenario carrying them. */
export async function runMeasuredRun(options: MeasuredRunOptions, io: MeasuredRunIo): Promise<void> {
  let text: string;
  try {
    text = await io.readFile(options.scenarioPath);
  } catch (error) {
    throw new MeasuredRunError(`cannot read ${cutText(options.scenarioPath)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const loaded = parseScenarioText(text);
  if (!loaded.ok) throw new MeasuredRunError(`${options.scenarioPath} is not a valid Headroom scenario:\n${formatIssues(loaded.issues)}`);
  const input = { ...options, date: options.date ?? io.today() };
  const outcome = deriveMeasuredRun(loaded.scenario, input);
  if (!outcome.ok) throw new MeasuredRunError(`${FLAG_OF[outcome.field]}: ${outcome.message}`);
  io.stdout(measuredRunText(options, outcome.result));
  if (options.writePath === undefined) return;

  const updated = JSON.stringify(scenarioWithMeasuredRun(loaded.scenario, input, outcome.result), null, 2);
  const check = parseScenarioText(updated);
  if (!check.ok) throw new MeasuredRunError(`nothing written: the updated scenario would not be valid:\n${formatIssues(check.issues)}`);
  const kind = await io.inspect(options.writePath);
  if (kind === 'symlink' || kind === 'folder' || kind === 'other')
    throw new MeasuredRunError(`${cutText(options.writePath)} is a ${kind === 'symlink' ? 'symbolic link' : kind === 'folder' ? 'folder' : 'special file'}: nothing written`);
  if (kind === 'file' && !options.force) throw new MeasuredRunError(`${cutText(options.writePath)} exists: add --force to replace it`);
  await io.writeFile(options.writePath, `${updated}\n`, { overwrite: options.force });
  io.stderr(`Wrote ${options.writePath}: offer ${options.offerId} measured (${input.date})\n`);
}
