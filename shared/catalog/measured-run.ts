/**
 * A measured run -> the offer's efficiency. The seeds' advice is to run a small real test before
 * deciding; this turns such a test into the factor the model was missing.
 *
 * The throughput model (shared/sim/throughput.ts) predicts the wall time of W reference GPU-hours
 * on g GPUs as W / (g x relativeSpeed x speedFactor x pipeline x scaling), without jitter (its
 * multiplier has mean 1). The factor derived is the offer's **pipeline** factor, how well the
 * host (CPU, RAM, disk, data path) feeds the GPUs:
 * - it is the factor the seeds blame first (a 4-GPU instance below 50 % because data cleaning ran
 *   on one CPU thread; shared VMs slowed by disk I/O), and it is per offer, as the run is;
 * - the GPU's relative speed comes from its spec and is shared by every offer with that GPU, so a
 *   run on one offer must not move it; the speed factor (virtualisation) and the scaling per
 *   doubling are kept, so a run on 8 GPUs still predicts 32 GPUs by the offer's scaling.
 * The workload's own pipeline efficiency multiplies the offer's, so it is divided out.
 *
 * Utilisation, when given, does not change the factor (the model has one knob for "GPUs wait");
 * it tells the planner what the shortfall is: GPUs busy about as much as the derived feeding
 * share mean a starved host; GPUs far busier than that mean slow GPUs or scaling, not the host.
 */
import { distributionMean } from '@shared/sim';
import { flopsToGpuHours, speedOf, type SpeedBreakdown } from '@shared/sim/throughput';
import type { MeasuredRun, Offer, Scenario, Workload } from '@shared/scenario';

export type WorkUnit = MeasuredRun['workUnit'];

/** What the planner enters. */
export interface MeasuredRunInput {
  offerId: string;
  workloadId: string;
  gpus: number;
  /** Work done in the workload's units (workUnitOf). */
  workSize: number;
  wallHours: number;
  /** Average GPU utilisation, 0-1; omitted when not measured. */
  utilisation?: number | undefined;
  /** YYYY-MM-DD. */
  date: string;
}

/** The field a refusal is about, as the form and the command line name it. */
export type MeasuredRunField = 'offerId' | 'workloadId' | 'gpus' | 'workSize' | 'wallHours' | 'utilisation' | 'date';

/**
 * What utilisation says about the run, beside the derived feeding share:
 * - hostStarved: GPUs busy about as long as the host fed them: the host is what holds them back;
 * - wellFed: both high: the run matches the GPU's spec;
 * - slowGpus: GPUs far busier than fed: the GPUs (or their scaling) are slower than the catalog says;
 * - lowUtilisation: GPUs far idler than the factor allows: they ran faster than the catalog says
 *   while busy, or the utilisation figure measures something else.
 */
export type UtilisationReading = 'hostStarved' | 'wellFed' | 'slowGpus' | 'lowUtilisation';

/** How far utilisation and the derived feeding share may differ and still agree (absolute). */
export const UTILISATION_AGREEMENT = 0.15;
/** At or above this feeding share a run counts as well fed. */
export const WELL_FED_SHARE = 0.9;
/** A pipeline factor below this means the run was over 100x slower than the model: a unit slip, not a host. */
export const LOWEST_PIPELINE = 0.01;

export interface MeasuredRunResult {
  unit: WorkUnit;
  referenceGpuHours: number;
  /** The model's wall time with the offer's current factors (no jitter). */
  predictedHours: number;
  measuredHours: number;
  /** The current speed breakdown (pipeline is workload x offer, or the workload's override). */
  speed: SpeedBreakdown;
  factor: 'pipeline';
  before: number;
  /** The offer's pipeline factor that makes the model reproduce the measurement (to seven significant digits). */
  after: number;
  /** Workload x offer pipeline after the change: the share of time the model says GPUs are fed. */
  fedShare: number;
  reading?: UtilisationReading;
}

/**
 * Why a run is refused, for interfaces that word it themselves: an unknown id, a workload with no
 * work size (dev), a service planned in tokens (its serving profiles size it, not the offer's
 * factors), a workload whose own pipeline hides the offer's, a value out of its range,
 * faster than the spec allows (`hours`: the fastest the model gives), over 100x slower (`hours`:
 * the model's time).
 */
export type MeasuredRunRefusal = 'unknown' | 'noWorkSize' | 'plannedInTokens' | 'pipelineOverride' | 'invalid' | 'fasterThanSpec' | 'slowerThanModel';

export type MeasuredRunOutcome =
  | { ok: true; result: MeasuredRunResult }
  | { ok: false; field: MeasuredRunField; reason: MeasuredRunRefusal; message: string; hours?: number };

/** The unit a workload's work is measured in and its size in reference GPU-hours; null: no work size (dev). */
export function workUnitOf(workload: Workload): { unit: WorkUnit; referenceGpuHoursPerUnit: number } | null {
  switch (workload.kind) {
    case 'training':
      return workload.size.type === 'gpuHours'
        ? { unit: 'referenceGpuHours', referenceGpuHoursPerUnit: 1 }
        : {
            unit: 'tokensBillions',
            referenceGpuHoursPerUnit: flopsToGpuHours(workload.size.parametersBillions, 1, workload.size.utilisation, workload.size.referenceTflops),
          };
    case 'batch':
      return { unit: 'tasks', referenceGpuHoursPerUnit: distributionMean(workload.taskGpuHours) };
    case 'inference':
      // A replica of gpusPerReplica GPUs serves requestsPerSecondPerReplica on the reference GPU.
      return { unit: 'requests', referenceGpuHoursPerUnit: workload.gpusPerReplica / workload.requestsPerSecondPerReplica / 3600 };
    case 'dev':
      return null;
  }
}

/** Shortest measured run read: a minute. Anything shorter is a typing slip, not a test run. */
export const MIN_MEASURED_RUN_HOURS = 1 / 60;

const refuse = (field: MeasuredRunField, message: string, reason: MeasuredRunRefusal = 'invalid', hours?: number): MeasuredRunOutcome => ({
  ok: false,
  field,
  reason,
  message,
  ...(hours !== undefined ? { hours } : {}),
});
const round = (x: number, digits = 3) => Number(x.toPrecision(digits));

/** The input's own limits, before any model: each problem names its field. */
function checkInput(input: MeasuredRunInput): MeasuredRunOutcome | null {
  if (!Number.isInteger(input.gpus) || input.gpus < 1 || input.gpus > 100_000) return refuse('gpus', 'GPUs must be a whole number from 1 to 100,000');
  if (!Number.isFinite(input.workSize) || input.workSize <= 0) return refuse('workSize', 'the work size must be a number above 0');
  if (!Number.isFinite(input.wallHours) || input.wallHours <= 0) return refuse('wallHours', 'the wall time must be above 0 hours');
  // 5e-324 h is above 0 but no run: with as little work it derived a factor of 0.17.
  if (input.wallHours < MIN_MEASURED_RUN_HOURS) return refuse('wallHours', 'a measured run shorter than a minute (0.0167 h) cannot be timed; check the unit (hours)');
  if (input.wallHours > 24 * 366) return refuse('wallHours', 'a measured run of more than a year is not a test run; check the unit (hours)');
  const u = input.utilisation;
  if (u !== undefined && (!Number.isFinite(u) || u <= 0 || u > 1)) return refuse('utilisation', 'utilisation must be above 0 and at most 1 (100 %)');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(input.date))) return refuse('date', 'the date must be YYYY-MM-DD');
  return null;
}

function readingOf(utilisation: number, fedShare: number): UtilisationReading {
  if (utilisation - fedShare > UTILISATION_AGREEMENT) return 'slowGpus';
  if (fedShare - utilisation > UTILISATION_AGREEMENT) return 'lowUtilisation';
  return fedShare >= WELL_FED_SHARE ? 'wellFed' : 'hostStarved';
}

/** The model's prediction for the run and the offer's pipeline factor that reproduces the measurement. */
export function deriveMeasuredRun(scenario: Scenario, input: MeasuredRunInput): MeasuredRunOutcome {
  const offer = scenario.catalog.offers.find((o) => o.id === input.offerId);
  if (!offer) return refuse('offerId', `no offer has the id "${input.offerId.slice(0, 64)}"`, 'unknown');
  const workload = scenario.workloads.find((w) => w.id === input.workloadId);
  if (!workload) return refuse('workloadId', `no workload has the id "${input.workloadId.slice(0, 64)}"`, 'unknown');
  const gpu = scenario.catalog.gpus.find((g) => g.id === offer.gpuId);
  if (!gpu) return refuse('offerId', `the offer's GPU "${offer.gpuId}" is not in the catalog`, 'unknown');
  const units = workUnitOf(workload);
  if (!units) return refuse('workloadId', 'a dev environment has no work size to measure; pick a training, batch or inference workload', 'noWorkSize');
  if (workload.kind === 'inference' && workload.llm !== undefined)
    return refuse('workloadId', `workload "${workload.id}" is planned in tokens: its serving profiles size its replicas, not the offer's speed factors; measure the profile with a serving benchmark instead`, 'plannedInTokens');
  if (workload.offerEfficiency.some((o) => o.offerId === offer.id && o.pipeline !== undefined))
    return refuse('workloadId', `workload "${workload.id}" sets its own pipeline on this offer, which the offer's factor does not reach; remove that override first`, 'pipelineOverride');
  const bad = checkInput(input);
  if (bad) return bad;

  const speed = speedOf(workload, offer, gpu, input.gpus);
  const referenceGpuHours = input.workSize * units.referenceGpuHoursPerUnit;
  const predictedHours = referenceGpuHours / (input.gpus * speed.perGpu);
  // Reference GPU-hours one GPU delivered per wall hour, measured; the model's is speed.perGpu.
  const measuredPerGpu = referenceGpuHours / (input.gpus * input.wallHours);
  const fedShare = measuredPerGpu / (speed.relativeSpeed * speed.speedFactor * speed.scaling);
  const after = fedShare / workload.pipelineEfficiency;
  if (after > 1 + 1e-9) {
    // Wall time goes as 1 / pipeline: the model's time with the offer's pipeline at 1.
    const fastest = predictedHours * offer.efficiency.pipeline;
    return refuse(
      'wallHours',
      `${round(input.wallHours)} h is faster than this offer's GPUs can do it by their spec: even with a host that never starves them the model needs ${round(fastest)} h ` +
        `(the pipeline factor would be ${round(after)}, above 1); check the work size, the wall time and the GPUs, or the GPU's relative speed and the offer's speed factor`,
      'fasterThanSpec',
      fastest,
    );
  }
  if (after < LOWEST_PIPELINE)
    return refuse('wallHours', `${round(input.wallHours)} h is over 100 times slower than the model predicts (${round(predictedHours)} h); check the work size's unit and the wall time`, 'slowerThanModel', predictedHours);
  // Seven significant digits, so the factor reads as a figure (0.8573388, not
  // 0.8573388203017832): the model's time then moves by at most half a unit in the seventh digit,
  // 5 parts in 10 million, under a second on a run of up to three weeks (the simulator's
  // resolution is a second).
  const stored = Math.min(1, Number(after.toPrecision(7)));
  const result: MeasuredRunResult = {
    unit: units.unit,
    referenceGpuHours,
    predictedHours,
    measuredHours: input.wallHours,
    speed,
    factor: 'pipeline',
    before: offer.efficiency.pipeline,
    after: stored,
    fedShare: stored * workload.pipelineEfficiency,
  };
  if (input.utilisation !== undefined) result.reading = readingOf(input.utilisation, result.fedShare);
  return { ok: true, result };
}

/** What the offer keeps of the run, so it reads "measured (date)" and the report can say where its factor comes from. */
export function measuredRunRecord(input: MeasuredRunInput, result: MeasuredRunResult, kind: Workload['kind']): MeasuredRun {
  return {
    date: input.date,
    workloadId: input.workloadId,
    kind,
    gpus: input.gpus,
    workSize: input.workSize,
    workUnit: result.unit,
    wallHours: input.wallHours,
    ...(input.utilisation !== undefined ? { utilisation: input.utilisation } : {}),
  };
}

/** The offer with the derived factor and the run it came from: one change, so one undo step. */
export function offerWithMeasuredRun(offer: Offer, input: MeasuredRunInput, result: MeasuredRunResult, kind: Workload['kind']): Offer {
  return { ...offer, efficiency: { ...offer.efficiency, pipeline: result.after }, measuredRun: measuredRunRecord(input, result, kind) };
}

/** The scenario with that offer replaced. */
export function scenarioWithMeasuredRun(scenario: Scenario, input: MeasuredRunInput, result: MeasuredRunResult): Scenario {
  const kind = scenario.workloads.find((w) => w.id === input.workloadId)?.kind ?? 'training';
  const offers = scenario.catalog.offers.map((o) => (o.id === input.offerId ? offerWithMeasuredRun(o, input, result, kind) : o));
  return { ...scenario, catalog: { ...scenario.catalog, offers } };
}
