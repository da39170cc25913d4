import { cutText, formatIssues, parseScenarioText, type Scenario } from '@shared/scenario';
import {
  buildImportedCurves,
  englishTrafficPreview,
  finishImport,
  TrafficFileError,
  TrafficFileParser,
} from '@shared/traffic-import';
import type { OutIo } from './out-folder';
import type { TrafficImportOptions } from './traffic-args';

/** What the traffic import needs beyond the command's usual IO: the traffic file in text chunks. */
export interface TrafficIo extends OutIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The file's text piece by piece (UTF-8, BOM kept for the parser to drop); rejects past the size limit. */
  readTextChunks(file: string): AsyncIterable<string>;
}

/** Bad input: the message is printed and the command exits 2. */
export class TrafficInputError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function findWorkload(scenario: Scenario, wanted: string): number {
  const lower = wanted.toLowerCase();
  const index = [
    scenario.workloads.findIndex((w) => w.id === wanted),
    scenario.workloads.findIndex((w) => w.id.toLowerCase() === lower || w.name.trim().toLowerCase() === lower),
  ].find((i) => i >= 0) ?? -1;
  const inference = scenario.workloads.filter((w) => w.kind === 'inference').map((w) => `  ${cutText(w.id)}  (${cutText(w.name)})`);
  if (index < 0 || scenario.workloads[index]!.kind !== 'inference')
    throw new TrafficInputError(`--workload "${cutText(wanted)}": no inference workload has that id or name. This scenario has:\n${inference.join('\n') || '  (no inference workload)'}`);
  return index;
}

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
  const index = findWorkload(parsedScenario.scenario, options.workload);
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
  const preview = englishTrafficPreview(result, curves, options.statistic);
  if (options.writePath === undefined) {
    io.stdout(preview);
    return;
  }
  io.stderr(preview);
  const growth = result.analysis.growth;
  if (options.applyGrowth && !growth.ok) throw new TrafficInputError(`--apply-growth: the data has ${growth.days} whole day(s), a growth fit needs ${growth.needed}; nothing written`);

  // The file as written, changed only where the import changes it.
  const raw: unknown = JSON.parse(scenarioText.replace(/^\uFEFF/, ''));
  const traffic = isRecord(raw) && Array.isArray(raw.workloads) && isRecord(raw.workloads[index]) ? raw.workloads[index].traffic : undefined;
  if (!isRecord(traffic)) throw new TrafficInputError(`workloads[${index}].traffic: not found in the file`);
  traffic.weekday = curves.weekday;
  if (curves.weekend) traffic.weekend = curves.weekend;
  if (options.applyGrowth && growth.ok) traffic.growthPerMonth = Number(growth.perMonth.toFixed(4));
  const text = `${JSON.stringify(raw, null, 2)}\n`;
  const check = parseScenarioText(text);
  if (!check.ok) throw new TrafficInputError(`the imported curves make the scenario invalid:\n${formatIssues(check.issues)}`);

  const kind = await io.inspect(options.writePath);
  if (kind === 'symlink' || kind === 'folder' || kind === 'other')
    throw new TrafficInputError(`--write ${cutText(options.writePath)}: it is a ${kind === 'symlink' ? 'symbolic link' : kind === 'folder' ? 'folder' : 'special file'}; nothing written`);
  if (kind === 'file' && !options.force)
    throw new TrafficInputError(`--write ${cutText(options.writePath)}: the file exists (add --force to replace it); nothing written`);
  await io.writeFile(options.writePath, text, { overwrite: kind === 'file' });
  io.stderr(`Wrote ${options.writePath}\n`);
}
