import { useMemo, useState } from 'react';
import { format as formatDate } from 'date-fns';
import { deriveMeasuredRun, workUnitOf, type MeasuredRunInput, type MeasuredRunOutcome } from '@shared/catalog';
import { parseScenario, type Scenario, type Workload } from '@shared/scenario';
import { useDraftDocument } from '../draft/draft-context';
import { parseNumberText } from '../fields/number-text';

/** What the planner types, as typed: numbers stay text until the derivation reads them. */
export interface MeasuredRunForm {
  workloadId: string;
  gpus: string;
  workSize: string;
  wallHours: string;
  /** Percent, as planners read it off a dashboard; empty = not measured. */
  utilisationPercent: string;
  date: string;
}

export type MeasuredRunState =
  | { kind: 'brokenScenario' }
  | { kind: 'noWorkloads' }
  | { kind: 'ready'; scenario: Scenario; workloads: Workload[]; workload: Workload; input: MeasuredRunInput; outcome: MeasuredRunOutcome | null };

/** A number the derivation can refuse by field (NaN for text that is not a number). */
function numberOf(text: string): number {
  const value = parseNumberText(text);
  return typeof value === 'number' ? value : Number.NaN;
}

/** The dialog's form and what the shared derivation makes of it, worked out on every keystroke (it is a few multiplications). */
export function useMeasuredRun(offerId: string, defaultGpus: number) {
  const document = useDraftDocument();
  const parsed = useMemo(() => parseScenario(document), [document]);
  const measurable = parsed.ok ? parsed.scenario.workloads.filter((w) => workUnitOf(w) !== null) : [];
  const [form, setForm] = useState<MeasuredRunForm>(() => ({
    workloadId: measurable[0]?.id ?? '',
    gpus: String(defaultGpus),
    workSize: '',
    wallHours: '',
    utilisationPercent: '',
    date: formatDate(new Date(), 'yyyy-MM-dd'),
  }));

  let state: MeasuredRunState;
  if (!parsed.ok) state = { kind: 'brokenScenario' };
  else if (measurable.length === 0) state = { kind: 'noWorkloads' };
  else {
    const workload = measurable.find((w) => w.id === form.workloadId) ?? measurable[0]!;
    const utilisation = form.utilisationPercent.trim() === '' ? undefined : numberOf(form.utilisationPercent) / 100;
    const input: MeasuredRunInput = {
      offerId,
      workloadId: workload.id,
      gpus: numberOf(form.gpus),
      workSize: numberOf(form.workSize),
      wallHours: numberOf(form.wallHours),
      utilisation,
      date: form.date,
    };
    // Nothing to say until the two figures of the run are in.
    const started = form.workSize.trim() !== '' && form.wallHours.trim() !== '';
    state = { kind: 'ready', scenario: parsed.scenario, workloads: measurable, workload, input, outcome: started ? deriveMeasuredRun(parsed.scenario, input) : null };
  }
  return { form, setForm, state };
}
