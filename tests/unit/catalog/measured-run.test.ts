import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveMeasuredRun, scenarioWithMeasuredRun, type MeasuredRunInput } from '@shared/catalog';
import { DevWorkload, parseScenario, type Scenario } from '@shared/scenario';
import { speedOf } from '@shared/sim/throughput';

const dir = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
const doc = (name: string) => JSON.parse(readFileSync(`${dir}${name}.headroom.json`, 'utf8')) as Record<string, unknown>;
function load(raw: unknown): Scenario {
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}
const fineTuning = load(doc('01-fine-tuning-bare-metal'));
const shared = 'cn-shared-8x-a100';
const run = (over: Partial<MeasuredRunInput> = {}): MeasuredRunInput => ({
  offerId: shared,
  workloadId: 'fine-tune',
  gpus: 8,
  workSize: 70,
  wallHours: 14,
  date: '2026-05-01',
  ...over,
});
function derived(scenario: Scenario, input: MeasuredRunInput) {
  const out = deriveMeasuredRun(scenario, input);
  if (!out.ok) throw new Error(`${out.field}: ${out.message}`);
  return out.result;
}

describe('a measured run on the shared 8 x A100 offer (worked case 1)', () => {
  // One instance of 8 A100s (relative speed 1, speed factor 1), intra-node scaling 0.9 per
  // doubling: scaling = 0.9^log2(8) = 0.9^3 = 0.729. Pipeline 0.67 (workload's own: 1).
  // Per GPU: 1 x 1 x 0.67 x 0.729 = 0.48843 reference GPU-hours per hour.
  it('predicts the model time with the current factors: 70 / (8 x 0.48843) = 17.9145 h', () => {
    const r = derived(fineTuning, run());
    expect(r.unit).toBe('referenceGpuHours');
    expect(r.referenceGpuHours).toBe(70);
    expect(r.speed.scaling).toBeCloseTo(0.729, 12);
    expect(r.predictedHours).toBeCloseTo(17.9145, 4);
  });

  it('derives the pipeline factor that gives 14 h: 70 / (8 x 14 x 0.729) = 0.857339', () => {
    const r = derived(fineTuning, run());
    expect(r.factor).toBe('pipeline');
    expect(r.before).toBe(0.67);
    expect(r.after).toBe(0.8573388);
    expect(r.reading).toBeUndefined();
  });

  it('keeps scaling: on 16 GPUs (2 instances) scaling is 0.9^3 x 0.7^1 = 0.5103', () => {
    // 70 / (16 x 8 x 0.5103) = 1.07168: faster than any host could feed, so refused.
    const tooFast = deriveMeasuredRun(fineTuning, run({ gpus: 16, wallHours: 8 }));
    expect(tooFast).toMatchObject({ ok: false, field: 'wallHours' });
    // 70 / (16 x 10 x 0.5103) = 0.857339: the same host factor as 8 GPUs in 14 h.
    const r = derived(fineTuning, run({ gpus: 16, wallHours: 10 }));
    expect(r.speed.scaling).toBeCloseTo(0.5103, 12);
    expect(r.after).toBeCloseTo(0.857339, 6);
  });

  it('reads utilisation beside the derived feeding share, without changing the factor', () => {
    // 24.0055 h: 70 / (8 x 24.0055 x 0.729) = 0.5 fed.
    const slow = run({ wallHours: 70 / (8 * 0.729 * 0.5) });
    expect(derived(fineTuning, { ...slow, utilisation: 0.5 })).toMatchObject({ reading: 'hostStarved' });
    expect(derived(fineTuning, { ...slow, utilisation: 0.95 })).toMatchObject({ reading: 'slowGpus' });
    expect(derived(fineTuning, { ...slow, utilisation: 0.2 })).toMatchObject({ reading: 'lowUtilisation' });
    expect(derived(fineTuning, { ...slow, utilisation: 0.95 }).after).toBeCloseTo(0.5, 12);
    // Bare metal: 70 / (8 x 1.03 x 0.96^3) = 70 / (8 x 1.03 x 0.884736) = 70 / 7.29024 = 9.6019 h at pipeline 1; measured so, 95 % busy: well fed.
    const bm = derived(fineTuning, run({ offerId: 'cn-baremetal-8x-a100', wallHours: 9.6019, utilisation: 0.95 }));
    expect(bm.predictedHours).toBeCloseTo(9.6019, 4);
    expect(bm.reading).toBe('wellFed');
  });

  it('records the run on the offer and sets its pipeline, nothing else', () => {
    const r = derived(fineTuning, run({ utilisation: 0.8 }));
    const next = scenarioWithMeasuredRun(fineTuning, run({ utilisation: 0.8 }), r);
    const offer = next.catalog.offers.find((o) => o.id === shared)!;
    expect(offer.efficiency).toEqual({ ...fineTuning.catalog.offers[0]!.efficiency, pipeline: r.after });
    expect(offer.measuredRun).toEqual({
      date: '2026-05-01', workloadId: 'fine-tune', kind: 'training', gpus: 8, workSize: 70,
      workUnit: 'referenceGpuHours', wallHours: 14, utilisation: 0.8,
    });
    expect(parseScenario(next).ok).toBe(true);
  });
});

describe('work sizes in the workload units', () => {
  it('batch: 100 videos of 0.1 GPU-hours on one L40S (batch speed 1.8) = 10 / 1.8 = 5.5556 h; in 7 h the pipeline is 10 / (7 x 1.8) = 0.793651', () => {
    const batch = load(doc('04-batch-rendering-many-mid-range'));
    const r = derived(batch, { offerId: 'nebius-l40s', workloadId: 'videos', gpus: 1, workSize: 100, wallHours: 7, date: '2026-05-01' });
    expect(r.unit).toBe('tasks');
    expect(r.predictedHours).toBeCloseTo(5.5556, 4);
    expect(r.after).toBeCloseTo(0.793651, 6);
  });

  it('inference: 90,000 requests at 2.5 a second per replica = 10 reference GPU-hours; A100 40 GB (0.9): 11.111 h; in 12.5 h: 10 / (12.5 x 0.9) = 0.888889', () => {
    const startup = load(doc('06-startup-dev-to-prod'));
    const r = derived(startup, { offerId: 'gcp-a2-highgpu-1g', workloadId: 'serving', gpus: 1, workSize: 90_000, wallHours: 12.5, date: '2026-05-01' });
    expect(r.unit).toBe('requests');
    expect(r.referenceGpuHours).toBeCloseTo(10, 10);
    expect(r.predictedHours).toBeCloseTo(11.1111, 4);
    expect(r.after).toBeCloseTo(0.888889, 6);
  });
});

describe('impossible input is refused with the field it is about', () => {
  it.each([
    ['gpus', { gpus: 0 }],
    ['gpus', { gpus: 2.5 }],
    ['workSize', { workSize: -1 }],
    ['workSize', { workSize: Number.NaN }],
    ['wallHours', { wallHours: 0 }],
    ['wallHours', { wallHours: Number.POSITIVE_INFINITY }],
    ['utilisation', { utilisation: 1.5 }],
    ['utilisation', { utilisation: 0 }],
    ['date', { date: '1 May' }],
    ['offerId', { offerId: 'nope' }],
    ['workloadId', { workloadId: 'nope' }],
  ] as const)('%s: %o', (field, over) => {
    expect(deriveMeasuredRun(fineTuning, run(over))).toMatchObject({ ok: false, field });
  });

  it('refuses a run faster than the spec allows, saying the fastest the model gives', () => {
    // 70 / (8 x 10 x 0.729) = 1.2003 > 1; at pipeline 1 the model needs 17.9145 x 0.67 = 12.0 h.
    const out = deriveMeasuredRun(fineTuning, run({ wallHours: 10 }));
    if (out.ok) throw new Error('accepted');
    expect(out.field).toBe('wallHours');
    expect(out.message).toMatch(/needs 12 h .*1\.2, above 1/);
  });

  it('refuses a run over 100 times slower than the model (a unit slip)', () => {
    expect(deriveMeasuredRun(fineTuning, run({ wallHours: 2000 }))).toMatchObject({ ok: false, field: 'wallHours' });
  });

  it('refuses a dev environment, and a workload whose own pipeline override hides the offer factor', () => {
    const raw = doc('06-startup-dev-to-prod');
    const workloads = raw.workloads as Record<string, unknown>[];
    workloads[1] = { ...workloads[1], offerEfficiency: [{ offerId: 'gcp-a2-highgpu-1g', pipeline: 0.5 }] };
    const parsed = load(raw);
    // A dev workload, unplaced: the derivation reads the workload only.
    const s = { ...parsed, workloads: [...parsed.workloads, DevWorkload.parse({ id: 'desks', name: 'Desks', kind: 'dev', machines: 2 })] };
    const base = { offerId: 'gcp-a2-highgpu-1g', gpus: 1, workSize: 1, wallHours: 2, date: '2026-05-01' };
    expect(deriveMeasuredRun(s, { ...base, workloadId: 'desks' })).toMatchObject({ ok: false, field: 'workloadId', message: /dev environment/ });
    expect(deriveMeasuredRun(s, { ...base, workloadId: 'retraining' })).toMatchObject({ ok: false, field: 'workloadId', message: /override/ });
  });
});

describe('applying the derived factor', () => {
  it('makes the model predict the measured time (any GPUs, work, factors, slowdown)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 0.5, max: 5000, noNaN: true }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.double({ min: 0.5, max: 1.5, noNaN: true }),
        fc.double({ min: 0.02, max: 1, noNaN: true }),
        (gpus, workSize, pipeline, workloadPipeline, speedFactor, target) => {
          const raw = doc('01-fine-tuning-bare-metal');
          const catalog = raw.catalog as { offers: { efficiency: Record<string, number> }[] };
          Object.assign(catalog.offers[0]!.efficiency, { pipeline, speedFactor });
          (raw.workloads as Record<string, unknown>[])[0]!.pipelineEfficiency = workloadPipeline;
          const s = load(raw);
          const offer = s.catalog.offers[0]!;
          const perGpu = speedOf(s.workloads[0]!, offer, s.catalog.gpus[0]!, gpus).perGpu;
          // The wall time at which the offer's pipeline would be `target` (time goes as 1 / pipeline).
          const wallHours = ((workSize / (gpus * perGpu)) * pipeline) / target;
          fc.pre(wallHours <= 24 * 366);
          const input = run({ gpus, workSize, wallHours });
          const r = derived(s, input);
          const again = derived(scenarioWithMeasuredRun(s, input, r), input);
          // Equal up to the factor's seven significant digits: at most 5 parts in 10 million.
          expect(Math.abs(again.predictedHours / wallHours - 1)).toBeLessThanOrEqual(5e-7 + 1e-12);
          // Within a second of simulated time on any run up to three weeks.
          if (wallHours <= 21 * 24) expect(Math.abs(again.predictedHours - wallHours) * 3600).toBeLessThan(1);
          expect(again.after).toBe(r.after);
        },
      ),
      { seed: 7, numRuns: 200 },
    );
  });
});
