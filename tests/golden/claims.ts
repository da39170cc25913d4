/**
 * The claim of each source article (DOMAIN.md, worked cases 1-7; 8 and 9 model a product issue
 * and a published paper), as assertions on the
 * simulated results of the scenario that models it. Each can fail: they compare strategies
 * (or the workloads of a before/after scenario) with the margins the articles state.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { recommend } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import type {
  Distribution3,
  ScenarioResults,
  StrategySummary,
  WorkloadSummary,
} from '@shared/sim/results';

function strategy(r: ScenarioResults, id: string): StrategySummary {
  const s = r.strategies.find((x) => x.strategyId === id);
  if (!s) throw new Error(`no strategy "${id}" in the results`);
  return s;
}

function workload(s: StrategySummary, id: string): WorkloadSummary {
  const w = s.workloads.find((x) => x.workloadId === id);
  if (!w) throw new Error(`no workload "${id}" in strategy "${s.strategyId}"`);
  return w;
}

function p50(d: Distribution3 | null, what: string): number {
  if (!d) throw new Error(`${what} is missing`);
  return d.p50;
}

type Claim = (r: ScenarioResults) => void;

export const CLAIMS: Record<string, Claim> = {
  /** Seed 002: 18 h shared vs < 10 h bare-metal at +30 % an hour: ~28 % cheaper per run, ~8 h sooner. */
  '01-fine-tuning-bare-metal': (r) => {
    const shared = strategy(r, 'shared-on-demand');
    const metal = strategy(r, 'bare-metal-hourly');
    const sharedPerJob = p50(shared.costPerJob, 'shared cost per job');
    const metalPerJob = p50(metal.costPerJob, 'bare-metal cost per job');
    expect(metalPerJob, 'bare-metal at most 0.78x the shared cost per run').toBeLessThanOrEqual(
      0.78 * sharedPerJob,
    );
    expect(metalPerJob, 'about 28 % cheaper, not wildly more').toBeGreaterThanOrEqual(
      0.62 * sharedPerJob,
    );
    const sharedH = p50(shared.turnaroundP50H, 'shared turnaround');
    const metalH = p50(metal.turnaroundP50H, 'bare-metal turnaround');
    expect(sharedH, 'the shared instance takes about 18 h').toBeGreaterThanOrEqual(16.5);
    expect(sharedH).toBeLessThanOrEqual(19.5);
    expect(metalH, 'bare-metal finishes in under 10 h').toBeLessThan(10);
    expect(sharedH - metalH, 'at least 7 h sooner').toBeGreaterThanOrEqual(7);
    // The counterpoint the scenario adds: a monthly server idles with one job a week.
    const monthly = strategy(r, 'bare-metal-monthly');
    expect(p50(monthly.bareMetalUtilisation, 'monthly utilisation')).toBeLessThan(0.2);
    expect(p50(monthly.costPerJob, 'monthly cost per job')).toBeGreaterThan(sharedPerJob);
    expect(r.recommendation?.strategyId).toBe('bare-metal-hourly');
  },

  /** Seed 004 case 1: 4-GPU instance under 50 % busy -> one large-memory GPU, fast CPU, NVMe: ~40 % cheaper per run. */
  '02-right-sizing-vision-training': (r) => {
    // One workload, three strategies: the same daily run on 4x A10 as is, or on one right-sized GPU.
    const asIs = strategy(r, 'as-is-4x-a10');
    const nvme = strategy(r, 'right-size-nvme');
    const before = p50(asIs.costPerJob, '4x A10 cost per run');
    const after = p50(nvme.costPerJob, 'right-sized cost per run');
    expect(after, 'at least ~35 % cheaper per run').toBeLessThanOrEqual(0.65 * before);
    expect(after, 'about 40 %, not wildly more').toBeGreaterThanOrEqual(0.5 * before);
    expect(p50(nvme.turnaroundP50H, 'right-sized'), 'iterations faster').toBeLessThan(
      p50(asIs.turnaroundP50H, '4x A10'),
    );
    // The CPU and the local NVMe matter, not only the GPU: the same move onto a network disk saves less.
    const netdisk = p50(
      strategy(r, 'right-size-network-disk').costPerJob,
      'network-disk cost per run',
    );
    expect(netdisk, 'a network disk saves less').toBeGreaterThan(after);
    expect(netdisk, 'though still less than the 4x A10 as is').toBeLessThan(before);
    expect(r.recommendation?.strategyId).toBe('right-size-nvme');
  },

  /** Seed 004 case 3 / seed 000 case 2: scale out by day, in by night, keep a base: cheaper than holding the peak. */
  '03-inference-day-peaks': (r) => {
    const peakCommitted = strategy(r, 'peak-reserved');
    const peakOnDemand = strategy(r, 'peak-on-demand');
    const autoscale = strategy(r, 'autoscale');
    const base = strategy(r, 'base-plus-burst');
    for (const elastic of [autoscale, base]) {
      expect(
        elastic.totalCost.p50,
        `${elastic.strategyId} cheaper than holding the peak`,
      ).toBeLessThan(peakCommitted.totalCost.p50);
      expect(elastic.totalCost.p50).toBeLessThan(peakOnDemand.totalCost.p50);
      expect(elastic.meetsTargets, `${elastic.strategyId} still serves the traffic in time`).toBe(
        true,
      );
      expect(p50(elastic.unservedShare, 'unserved')).toBeLessThanOrEqual(0.01);
    }
    expect(base.totalCost.p50, 'a committed base under the burst is cheaper still').toBeLessThan(
      autoscale.totalCost.p50,
    );
    expect(['autoscale', 'base-plus-burst']).toContain(r.recommendation?.strategyId);
  },

  /** Seed 004 case 2: many mid-range instances in parallel beat one top-end machine on cost per video. */
  '04-batch-rendering-many-mid-range': (r) => {
    const top = strategy(r, 'one-top-end');
    for (const id of ['many-l40s', 'many-t4']) {
      const many = strategy(r, id);
      expect(p50(many.costPerJob, `${id} cost per video`), `${id} cheaper per video`).toBeLessThan(
        p50(top.costPerJob, 'top-end cost per video'),
      );
      expect(p50(many.turnaroundP50H, id), `${id} done sooner`).toBeLessThan(
        p50(top.turnaroundP50H, 'top-end'),
      );
    }
    expect(r.recommendation?.strategyId).toBe('many-l40s');
  },

  /** Seed 000 section 4: 8 -> 32 GPUs is far from 4x until hot data is local and the network is RDMA. */
  '05-scaling-8-to-32-gpus': (r) => {
    // One workload, three strategies: the same run on 8 GPUs, on 32 as is, on 32 with cache and RDMA.
    const hours = (id: string) => p50(strategy(r, id).turnaroundP50H, `${id} turnaround`);
    const perRun = (id: string) => p50(strategy(r, id).costPerJob, `${id} cost per run`);
    const eight = hours('gpus8-as-is');
    const asIs = eight / hours('gpus32-as-is');
    const fixed = eight / hours('gpus32-cache-rdma');
    expect(asIs, '32 as is: faster, but far from 4x').toBeGreaterThan(1);
    expect(asIs).toBeLessThan(2);
    expect(fixed, 'with cache and RDMA: close to 4x').toBeGreaterThanOrEqual(3);
    expect(fixed, 'but not beyond 4x').toBeLessThanOrEqual(4);
    expect(perRun('gpus32-cache-rdma'), 'and far cheaper per run than 32 as is').toBeLessThan(
      0.6 * perRun('gpus32-as-is'),
    );
    // Four times the GPUs almost pays for itself once fixed: within 30 % of the 8-GPU cost per run.
    expect(perRun('gpus32-cache-rdma')).toBeLessThanOrEqual(1.3 * perRun('gpus8-as-is'));
    // The team needs each result within 16 h: only the fixed 32-GPU setup delivers it.
    expect(strategy(r, 'gpus8-as-is').meetsTargets, 'one node misses the 16 h deadline').toBe(
      false,
    );
    expect(strategy(r, 'gpus32-as-is').meetsTargets, '32 as is misses it too').toBe(false);
    expect(r.recommendation?.strategyId).toBe('gpus32-cache-rdma');
  },

  /** Seed 000 case 1 / seed 002: elastic while experimenting, commit once usage is steady. */
  '06-startup-dev-to-prod': (r) => {
    const onDemand = strategy(r, 'all-on-demand');
    const committed = strategy(r, 'all-committed');
    const matched = strategy(r, 'phase-matched');
    expect(matched.totalCost.p90, 'the phase-matched mix beats all on-demand').toBeLessThan(
      onDemand.totalCost.p10,
    );
    expect(matched.totalCost.p90, 'and beats committing from day one').toBeLessThan(
      committed.totalCost.p10,
    );
    expect(matched.meetsTargets).toBe(true);
    expect(
      p50(committed.reservedUtilisation, 'day-one commitment use'),
      'a day-one commitment idles',
    ).toBeLessThan(p50(matched.reservedUtilisation, 'production commitment use'));
    expect(r.recommendation?.strategyId).toBe('phase-matched');
  },

  /** Seed 002: weekly retraining moves to bare-metal (inference stays in the cloud): cheaper and on time. */
  '07-factory-weekly-retraining': (r) => {
    const shared = strategy(r, 'on-demand-shared');
    const metal = strategy(r, 'bare-metal-training');
    expect(metal.totalCost.p90, 'bare-metal training costs less over the quarter').toBeLessThan(
      shared.totalCost.p10,
    );
    const retrain = (s: StrategySummary) => workload(s, 'retrain');
    expect(p50(retrain(metal).costPerUnit, 'bare-metal per retrain')).toBeLessThan(
      p50(retrain(shared).costPerUnit, 'shared per retrain'),
    );
    expect(metal.deadlineMisses.p90, 'every new model on time').toBe(0);
    expect(
      shared.deadlineMisses.p50,
      'the shared instances miss the next-day deadline',
    ).toBeGreaterThan(0);
    expect(p50(retrain(metal).turnaroundP50H, 'bare-metal retrain') + 8).toBeLessThan(
      p50(retrain(shared).turnaroundP50H, 'shared retrain'),
    );
    expect(r.recommendation?.strategyId).toBe('bare-metal-training');
  },

  /**
   * Issue "pack by GPU": one 8-GPU bare-metal server shared by GPU between one-GPU dev machines,
   * one-GPU replicas and a 4-GPU weekly fine-tune is busy most of the day and costs exactly what
   * a planner works out by hand (12 server-months, nothing on-demand); giving every unit the whole
   * server, as without a scheduler, idles it and spills the rest to on-demand.
   */
  '08-shared-bare-metal-server': (r) => {
    const shared = strategy(r, 'server-shared');
    const whole = strategy(r, 'server-whole');
    const serverMonth = 112_566;
    expect(shared.totalCost.p50, '12 server-months, to the yuan').toBeCloseTo(12 * serverMonth, 0);
    expect(shared.totalCost.p90 - shared.totalCost.p10, 'the same every run').toBe(0);
    expect(shared.costByPoolKind.onDemand, 'everything fits on the server').toBe(0);
    expect(
      p50(shared.bareMetalUtilisation, 'shared utilisation'),
      'busy most of the day',
    ).toBeGreaterThan(0.55);
    expect(shared.meetsTargets, 'no deadline missed, every request served').toBe(true);
    const rep = shared.representative;
    expect(rep.jobs.length, 'a fine-tune every Saturday').toBe(52);
    for (const j of rep.jobs)
      expect(j.poolIds, `fine-tune ${j.index} on the server`).toEqual(['server']);
    // The server occupied by one unit at a time: GPUs idle, the rest of the work bought again.
    expect(p50(whole.bareMetalUtilisation, 'one unit per server')).toBeLessThan(0.2);
    expect(whole.totalCost.p50, 'sharing saves at least a third').toBeGreaterThan(
      1.5 * shared.totalCost.p50,
    );
    expect(r.recommendation?.strategyId).toBe('server-shared');
  },

  /**
   * Can't Be Late (NSDI'24) on the published AWS us-west-2a V100 trace: Uniform Progress meets
   * every deadline for less than Greedy, which waits until the last safe moment and then misses
   * deadlines when the on-demand instance runs a few per cent slow. So Uniform Progress changes
   * the answer: without it, the recommendation is the costly rule of thumb.
   */
  '09-spot-deadline-policy': (r) => {
    const od = strategy(r, 'on-demand');
    const greedy = strategy(r, 'spot-greedy');
    const up = strategy(r, 'spot-uniform-progress');
    const thumb = strategy(r, 'spot-then-on-demand');
    expect(up.meetsTargets, 'Uniform Progress meets every deadline').toBe(true);
    expect(up.deadlineMisses.p90).toBe(0);
    expect(greedy.meetsTargets, 'Greedy misses deadlines in some runs').toBe(false);
    expect(greedy.deadlineMisses.p90).toBeGreaterThan(0);
    const perJob = (s: StrategySummary) => p50(s.costPerJob, `${s.strategyId} cost per job`);
    expect(perJob(up), 'cheaper than Greedy per job').toBeLessThan(0.95 * perJob(greedy));
    expect(perJob(up), 'about 40 % below on-demand').toBeLessThan(0.65 * perJob(od));
    expect(perJob(up)).toBeGreaterThan(0.5 * perJob(od));
    // It goes back to spot: several moves per job, most of its GPU-hours on spot.
    expect(up.switchesPerJob?.p50 ?? 0).toBeGreaterThanOrEqual(2);
    expect(up.gpuHoursBilledByPoolKind.spot).toBeGreaterThan(up.gpuHoursBilledByPoolKind.onDemand);
    expect(greedy.switchesPerJob?.p50 ?? 0).toBeLessThanOrEqual(1);
    // The representative run set against the cheapest schedule that knows its trace.
    const bound = up.omniscientBound;
    expect(bound, 'the omniscient bound is reported').toBeTruthy();
    expect(bound!.perJob).toBeLessThan(bound!.runCostPerJob);
    expect(bound!.perJob).toBeGreaterThan(0.5 * bound!.runCostPerJob);
    expect(r.recommendation?.strategyId).toBe('spot-uniform-progress');
    // Without Uniform Progress the recommendation is the rule of thumb, at near on-demand cost.
    const file = new URL('../../scenarios/09-spot-deadline-policy.headroom.json', import.meta.url);
    const parsed = parseScenarioText(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error('the scenario no longer parses');
    const without = recommend(parsed.scenario, r.strategies.filter((s) => s !== up));
    expect(without?.strategyId).toBe('spot-then-on-demand');
    expect(perJob(thumb)).toBeGreaterThan(0.9 * perJob(od));
  },
  /**
   * Issue 25: a chat API planned in tokens from a real request log, on two GPU types. At these
   * (estimated) profiles the A100 serves a million tokens for less than the L4; a reserved A100
   * base with L4 burst, the two types together, is the cheapest plan meeting every percentile
   * target; too few L4 replicas miss the P95 end-to-end target at the peaks.
   */
  '10-llm-chat-api-two-gpus': (r) => {
    const l4 = strategy(r, 'od-l4');
    const a100 = strategy(r, 'od-a100');
    const mix = strategy(r, 'base-a100-burst-l4');
    const capped = strategy(r, 'l4-capped');
    const chat = (s: StrategySummary) => workload(s, 'chat');
    const perMillion = (s: StrategySummary) => p50(chat(s).costPerMillionTokens ?? null, `${s.strategyId} cost per million tokens`);
    expect(mix.meetsTargets, 'the A100 base with L4 burst meets every target').toBe(true);
    for (const t of chat(mix).llmTargets!) expect(t.missShare.p90, `${t.metric} ${t.statistic}`).toBeLessThanOrEqual(t.allowedShare);
    expect(r.recommendation?.strategyId).toBe('base-a100-burst-l4');
    expect(mix.totalCost.p50, 'cheaper than on-demand A100').toBeLessThan(0.85 * a100.totalCost.p50);
    expect(perMillion(a100), 'the A100 cheaper per million tokens than the L4').toBeLessThan(0.8 * perMillion(l4));
    // Cost per million tokens (prompt + output) in the range these figures give.
    expect(perMillion(mix)).toBeGreaterThan(0.15);
    expect(perMillion(mix)).toBeLessThan(0.3);
    expect(perMillion(l4)).toBeGreaterThan(0.3);
    expect(perMillion(l4)).toBeLessThan(0.5);
    const e2e = chat(capped).llmTargets!.find((t) => t.metric === 'e2e')!;
    expect(e2e.missShare.p50, 'too few replicas miss the P95 end-to-end target').toBeGreaterThan(e2e.allowedShare);
    expect(capped.meetsTargets).toBe(false);
  },

  /**
   * Issue 38, shared pools with priorities: one 8x A100 bare-metal server shared by a model API
   * (priority 10) and research training. At its daily peak the API takes its GPUs back from
   * training, which resumes from its last checkpoint, so the quarter costs exactly 3
   * server-months with nothing on on-demand. Shared first come, first served (as before
   * priorities), a training job that started in the night keeps its GPUs through the peak and
   * the API overflows to on-demand VMs. The price of priority is the training's turnaround.
   */
  '11-shared-pool-priorities': (r) => {
    const priority = strategy(r, 'server-priority');
    const fifo = strategy(r, 'server-fifo');
    const serverMonth = 112_566;
    expect(priority.totalCost.p50, '3 server-months, to the yuan').toBeCloseTo(3 * serverMonth, 0);
    expect(priority.costByPoolKind.onDemand, 'the API never leaves the server').toBe(0);
    expect(priority.meetsTargets, 'the API meets its latency target').toBe(true);
    expect(p50(priority.preemptionsPerJob, 'preemptions per training job'), 'training is preempted').toBeGreaterThan(0);
    expect(p50(priority.lostGpuHours, 'GPU-hours lost to preemption'), 'preemption loses work').toBeGreaterThan(0);
    expect(fifo.costByPoolKind.onDemand, 'first come, first served: the API overflows').toBeGreaterThan(0);
    expect(fifo.preemptionsPerJob === null ? 0 : p50(fifo.preemptionsPerJob, 'FIFO preemptions'), 'nothing is preempted without priorities').toBe(0);
    expect(fifo.totalCost.p50, 'priorities save the overflow').toBeGreaterThan(priority.totalCost.p50 + 10_000);
    const research = (s: StrategySummary): number => p50(workload(s, 'research').turnaroundP50H, `${s.strategyId} training turnaround`);
    expect(research(priority), 'the price: training waits for the night').toBeGreaterThan(research(fifo));
    expect(r.recommendation?.strategyId).toBe('server-priority');
  },

  /**
   * Issue 40, rent or own: owning an 8 x H100 server costs a fixed amount an hour plus the
   * power of the work; renting the same GPUs on demand costs only the hours they work. By hand,
   * per server-hour (a year of 8,766 h): depreciation 275,000 x 90 % / 5 y = 5.6468, maintenance
   * 8 % = 2.5096, colocation 10.2 kW x 150 x 12 = 2.0945, staff 24,000 a year = 2.7379, idle
   * power 2.5 kW x 1.4 x 0.12 = 0.42: F = 13.409. Busy power adds (10.2 - 2.5) x 1.4 x 0.12 =
   * 1.2936 at full use; renting costs 55.04. Break-even u = 13.409 / (55.04 - 1.2936) = 0.2495.
   * The load keeps the server busy about 54 % of its hours, far above it: owning (with on-demand
   * while the server is on order) is the cheapest way to buy, ahead of a 3-year reservation.
   */
  '12-rent-or-own': (r) => {
    const owned = strategy(r, 'owned');
    const reserved = strategy(r, 'reserved');
    const onDemand = strategy(r, 'on-demand');
    const server = owned.owned?.[0];
    if (!server?.breakEven) throw new Error('the owned server has no break-even against on-demand');
    expect(server.breakEven.accounting, 'the break-even utilisation by hand').toBeCloseTo(0.2495, 4);
    // Cash over the horizon: (275,000 - 35 % resale) / 36 months of 730.5 h = 6.7972 in place of depreciation.
    expect(server.breakEven.cash, 'counting the price paid less the resale').toBeCloseTo((13.409 - 5.6468 + 6.7972) / (55.04 - 1.2936), 3);
    expect(server.utilisation, 'the server is busy well above the break-even').toBeGreaterThan(2 * server.breakEven.accounting!);
    expect(owned.totalCost.p50, 'owning beats a 3-year reservation').toBeLessThan(0.8 * reserved.totalCost.p50);
    expect(reserved.totalCost.p50, 'which beats on demand').toBeLessThan(0.5 * onDemand.totalCost.p50);
    expect(p50(owned.npv ?? null, 'owned NPV'), 'in cash too').toBeLessThan(p50(reserved.npv ?? null, 'reserved NPV'));
    expect(owned.costByPoolKind.onDemand, 'on demand while the server is on order').toBeGreaterThan(0);
    expect(r.recommendation?.strategyId, 'the recommended way to buy: own').toBe('owned');
  },
};
