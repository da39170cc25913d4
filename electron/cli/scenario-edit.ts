import { cutText, formatIssues, parseScenarioText, type Scenario, type Workload } from '@shared/scenario';
import type { OutIo } from './out-folder';

/** Bad input to an import that edits a scenario file: the message is printed and the command exits 2. */
export class ScenarioEditError extends Error {}

/**
 * The index of the workload named by id (exactly, then case aside) or name, of one of the kinds
 * an import can set; else an error listing the workloads that could be meant.
 */
export function findWorkloadOfKind(scenario: Scenario, wanted: string, kinds: readonly Workload['kind'][], what: string): number {
  const lower = wanted.toLowerCase();
  const index = [
    scenario.workloads.findIndex((w) => w.id === wanted),
    scenario.workloads.findIndex((w) => w.id.toLowerCase() === lower || w.name.trim().toLowerCase() === lower),
  ].find((i) => i >= 0) ?? -1;
  const fitting = scenario.workloads.filter((w) => kinds.includes(w.kind)).map((w) => `  ${cutText(w.id)}  (${cutText(w.name)})`);
  if (index < 0 || !kinds.includes(scenario.workloads[index]!.kind))
    throw new ScenarioEditError(`--workload "${cutText(wanted)}": no ${what} workload has that id or name. This scenario has:\n${fitting.join('\n') || `  (no ${what} workload)`}`);
  return index;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The scenario file as written, with one workload's object changed by `edit` (the rest of the
 * file kept as it is), checked to still be a valid scenario; the text to write.
 */
export function editWorkloadInText(scenarioText: string, index: number, edit: (workload: Record<string, unknown>) => void, what: string): string {
  const raw: unknown = JSON.parse(scenarioText.replace(/^\uFEFF/, ''));
  const workload = isRecord(raw) && Array.isArray(raw.workloads) ? raw.workloads[index] : undefined;
  if (!isRecord(workload)) throw new ScenarioEditError(`workloads[${index}]: not found in the file`);
  edit(workload);
  const text = `${JSON.stringify(raw, null, 2)}\n`;
  const check = parseScenarioText(text);
  if (!check.ok) throw new ScenarioEditError(`the imported ${what} make the scenario invalid:\n${formatIssues(check.issues)}`);
  return text;
}

/** Writes the updated scenario: never through a symbolic link, never over a file without --force. */
export async function writeScenarioFile(io: OutIo & { stderr(text: string): void }, path: string, text: string, force: boolean): Promise<void> {
  const kind = await io.inspect(path);
  if (kind === 'symlink' || kind === 'folder' || kind === 'other')
    throw new ScenarioEditError(`--write ${cutText(path)}: it is a ${kind === 'symlink' ? 'symbolic link' : kind === 'folder' ? 'folder' : 'special file'}; nothing written`);
  if (kind === 'file' && !force) throw new ScenarioEditError(`--write ${cutText(path)}: the file exists (add --force to replace it); nothing written`);
  await io.writeFile(path, text, { overwrite: kind === 'file' });
  io.stderr(`Wrote ${path}\n`);
}
