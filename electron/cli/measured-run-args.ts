import { parseArgs } from 'node:util';
import { cutMessage, cutText } from '@shared/scenario';

/** `--measured-run`: an offer's efficiency from a run the planner measured. */
export interface MeasuredRunOptions {
  scenarioPath: string;
  offerId: string;
  workloadId: string;
  gpus: number;
  workSize: number;
  wallHours: number;
  utilisation: number | undefined;
  /** YYYY-MM-DD; absent = today. */
  date: string | undefined;
  /** Where to write the scenario with the derived factor; absent: print only. */
  writePath: string | undefined;
  force: boolean;
}

export const MEASURED_RUN_USAGE = `Usage: npm run simulate -- <scenario.headroom.json> --measured-run --offer ID --workload ID
         --gpus N --work SIZE --hours H [--utilisation U] [--date YYYY-MM-DD] [--write OUT [--force]]

Prints the model's wall time for the run with the offer's current factors, the measured time,
and the offer's pipeline factor that makes the model reproduce the measurement (scaling and the
speed factor are kept). Nothing is written without --write; the written offer reads
"measured (date)" instead of "estimate".

Options:
  --offer ID         the catalog offer the run was on
  --workload ID      the workload whose kind of work was run (training, batch or inference)
  --gpus N           GPUs the run used at once
  --work SIZE        work done, in the workload's units: reference GPU-hours (training sized in
                     GPU-hours), billions of tokens (training sized from model x tokens), tasks
                     (batch), requests (inference)
  --hours H          measured wall time in hours
  --utilisation U    average GPU utilisation during the run, 0-1 or a percentage ("62%")
  --date YYYY-MM-DD  the day of the run (default: today)
  --write OUT        write the scenario with the derived factor to OUT (refused if OUT exists)
  --force            with --write: replace OUT

Exit status: 0 ok, 2 invalid input (a field the run refuses is named), 1 internal error.
`;

export function wantsMeasuredRun(argv: readonly string[]): boolean {
  return argv.includes('--measured-run');
}

export type ParsedMeasuredRun = { kind: 'help' } | { kind: 'run'; options: MeasuredRunOptions } | { kind: 'error'; message: string };

/** A plain decimal number, or the flag's message naming it. */
function decimal(flag: string, text: string | undefined): number | string {
  if (text === undefined) return `${flag} is needed`;
  const value = Number(text.trim());
  if (!/^\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text.trim()) || !Number.isFinite(value)) return `${flag} must be a number, not "${cutText(text)}"`;
  return value;
}

export function parseMeasuredRunArgs(argv: readonly string[]): ParsedMeasuredRun {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        'measured-run': { type: 'boolean' },
        offer: { type: 'string' },
        workload: { type: 'string' },
        gpus: { type: 'string' },
        work: { type: 'string' },
        hours: { type: 'string' },
        utilisation: { type: 'string' },
        date: { type: 'string' },
        write: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'error', message: cutMessage(error instanceof Error ? error.message : String(error)) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length !== 1) return { kind: 'error', message: 'name one scenario file whose offer was measured' };
  if (!values.offer?.trim()) return { kind: 'error', message: '--offer ID is needed' };
  if (!values.workload?.trim()) return { kind: 'error', message: '--workload ID is needed' };
  const gpus = decimal('--gpus', values.gpus);
  const workSize = decimal('--work', values.work);
  const wallHours = decimal('--hours', values.hours);
  for (const v of [gpus, workSize, wallHours]) if (typeof v === 'string') return { kind: 'error', message: v };
  let utilisation: number | undefined;
  if (values.utilisation !== undefined) {
    const percent = values.utilisation.trim().endsWith('%');
    const u = decimal('--utilisation', percent ? values.utilisation.trim().slice(0, -1) : values.utilisation);
    if (typeof u === 'string') return { kind: 'error', message: u };
    utilisation = percent ? u / 100 : u;
  }
  if (values.write !== undefined && values.write.trim() === '') return { kind: 'error', message: '--write needs a file' };
  if (values.force === true && values.write === undefined) return { kind: 'error', message: '--force goes with --write' };
  return {
    kind: 'run',
    options: {
      scenarioPath: positionals[0]!,
      offerId: values.offer.trim(),
      workloadId: values.workload.trim(),
      gpus: gpus as number,
      workSize: workSize as number,
      wallHours: wallHours as number,
      utilisation,
      date: values.date,
      writePath: values.write,
      force: values.force === true,
    },
  };
}
