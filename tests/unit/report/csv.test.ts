import { describe, expect, it } from 'vitest';
import { csvField, resultsToCsvFiles, summaryCsv, toCsv } from '@shared/report';
import { makeResults } from './fixtures';

/** A small RFC 4180 reader, to check what we write reads back (after the byte-order mark). */
function parseCsv(file: string): string[][] {
  const text = file.replace(/^\ufeff/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV', () => {
  it('quotes per RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('writes every file with a stable header and rows that read back', () => {
    const files = resultsToCsvFiles(makeResults());
    expect(Object.keys(files)).toEqual([
      'summary.csv',
      'summary-by-workload.csv',
      'cost-by-pool.csv',
      'cost-by-month.csv',
      'cost-by-pool-month.csv',
      'cost-by-workload.csv',
      'pool-by-workload.csv',
      'jobs.csv',
      'daily.csv',
      'llm-targets.csv',
      'owned-costs.csv',
    ]);
    for (const [name, text] of Object.entries(files)) {
      expect(text.startsWith('\ufeffstrategy_id,'), name).toBe(true);
      expect(resultsToCsvFiles(makeResults(), { bom: false })[name]).toBe(text.slice(1));
      const rows = parseCsv(text);
      // The fixture has no service planned in tokens and owns no servers: those tables are only a header.
      expect(rows.length, name).toBeGreaterThan(name === 'llm-targets.csv' || name === 'owned-costs.csv' ? 0 : 1);
      for (const row of rows) expect(row.length, name).toBe(rows[0]!.length);
    }
  });

  it('summarises each strategy with fixed decimals', () => {
    const rows = parseCsv(summaryCsv(makeResults()));
    const header = rows[0]!;
    const bm = Object.fromEntries(header.map((h, i) => [h, rows[2]![i]]));
    expect(header.slice(0, 6)).toEqual([
      'strategy_id',
      'strategy_name',
      'runs',
      'meets_targets',
      'runs_meeting_targets_share',
      'total_cost_p10',
    ]);
    expect(bm.strategy_id).toBe('bm');
    expect(bm.total_cost_p50).toBe('1300.00');
    expect(bm.total_cost_p10).toBe('1170.00');
    expect(bm.turnaround_p50_h_p50).toBe('9.500');
    expect(bm.bare_metal_utilisation_p50).toBe('0.9000');
    expect(bm.cost_per_10k_requests_p50).toBe('');
    expect(bm.meets_targets).toBe('true');
  });

  it('carries each strategy’s NPV over the runs and its payback month, as results.json does', () => {
    const results = makeResults();
    const bm = results.strategies[1]!;
    bm.npv = { p10: 1190.5, p50: 1234.567, p90: 1290, mean: 1240.25, min: 1180, max: 1300 };
    bm.payback = { againstStrategyId: 'shared', month: '2026-02', monthNumber: 2 };
    const rows = parseCsv(summaryCsv(results));
    const header = rows[0]!;
    const row = (i: number) => Object.fromEntries(header.map((h, k) => [h, rows[i]![k]]));
    expect(row(2).npv_p50).toBe('1234.57');
    expect(row(2).npv_p10).toBe('1190.50');
    expect(row(2).payback_against_strategy_id).toBe('shared');
    expect(row(2).payback_month).toBe('2026-02');
    expect(row(2).payback_month_number).toBe('2');
    // A strategy saved without them (or with nothing to pay back) leaves the fields empty.
    expect(row(1).npv_p50).toBe('');
    expect(row(1).payback_month).toBe('');
    // New columns come after, so a reader of the older columns finds them where they were.
    const after = header.indexOf('payback_month_number');
    expect(header.slice(after - 3, after + 1)).toEqual(['npv_mean', 'payback_against_strategy_id', 'payback_month', 'payback_month_number']);
    expect(header.slice(after + 1).every((h) => /^(interruption|priority|shared|service|owned|cost_owned)_/.test(h))).toBe(true);
  });

  it('writes the shared pools’ hours split and preemption by priority apart, empty where a strategy has none', () => {
    const results = makeResults();
    const bm = results.strategies[1]!;
    const d = (p50: number) => ({ p10: p50, p50, p90: p50, mean: p50, min: p50, max: p50 });
    bm.sharedPools = { committedGpuHours: 100, servicesGpuHours: 40, jobsUsefulGpuHours: 30, jobsLostGpuHours: 2.5, jobsRestartGpuHours: 0.5, idleGpuHours: 27, serviceOverflowCost: d(12.345) };
    bm.priorityLostGpuHours = d(2.5);
    bm.priorityPreemptionsPerJob = d(0.25);
    const rows = parseCsv(summaryCsv(results));
    const header = rows[0]!;
    const row = (i: number) => Object.fromEntries(header.map((h, k) => [h, rows[i]![k]]));
    expect(row(2).shared_committed_gpu_hours_mean).toBe('100.000');
    expect(row(2).shared_jobs_lost_gpu_hours_mean).toBe('2.500');
    expect(row(2).shared_idle_gpu_hours_mean).toBe('27.000');
    expect(row(2).service_overflow_cost_p50).toBe('12.35');
    expect(row(2).priority_lost_gpu_hours_p50).toBe('2.500');
    expect(row(2).priority_preemptions_per_job_p50).toBe('0.250');
    expect(row(1).shared_committed_gpu_hours_mean).toBe('');
    expect(row(1).priority_lost_gpu_hours_p50).toBe('');
  });

  it('shows the representative runs: pools quoted, months in order, days dated, jobs in hours', () => {
    const files = resultsToCsvFiles(makeResults());
    const pools = parseCsv(files['cost-by-pool.csv']!);
    const pool = Object.fromEntries(pools[0]!.map((h, i) => [h, pools[1]![i]]));
    expect(pools[1]!.slice(0, 7)).toEqual([
      'shared',
      '7',
      'pool, "main"',
      'Main pool',
      'onDemand',
      'aws-p5.48xlarge',
      '1800.00',
    ]);
    expect(pool.gpu_hours_billed).toBe('10.000');
    expect(pool.utilisation).toBe('0.7500');
    expect(pool.peak_instances).toBe('1');
    const months = parseCsv(files['cost-by-month.csv']!);
    expect(months[0]!.slice(0, 6)).toEqual(['strategy_id', 'seed', 'month', 'cost', 'cash', 'contract_cash']);
    expect(months.slice(1, 3).map((r) => r[2])).toEqual(['2026-01', '2026-02']);
    const poolMonths = parseCsv(files['cost-by-pool-month.csv']!);
    expect(poolMonths[1]).toEqual([
      'shared',
      '7',
      '2026-01',
      'pool, "main"',
      'onDemand',
      '1200.00',
    ]);
    expect(poolMonths[2]).toEqual(['shared', '7', '2026-02', 'pool, "main"', 'onDemand', '600.00']);
    const daily = parseCsv(files['daily.csv']!);
    expect(daily[1]).toEqual(['shared', '7', '0', '2026-01-01', '4.000', '8.000', '1.23']);
    expect(daily[2]![3]).toBe('2026-02-01');
    const jobs = parseCsv(files['jobs.csv']!);
    const job = Object.fromEntries(jobs[0]!.map((h, i) => [h, jobs[1]![i]]));
    expect(job.arrival_h).toBe('1.000');
    expect(job.turnaround_h).toBe('18.000');
    expect(job.deadline_h).toBe('');
    expect(job.waiting_person_hours).toBe('0.500');
    expect(job.pools).toBe('a > b');
  });

  it('summarises each workload of each strategy over all runs', () => {
    const rows = parseCsv(resultsToCsvFiles(makeResults())['summary-by-workload.csv']!);
    expect(rows).toHaveLength(3);
    const bm = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[2]![i]]));
    expect(bm.strategy_id).toBe('bm');
    expect(bm.workload_name).toBe('Fine-tune');
    expect(bm.cost_per_unit_p50).toBe('650.00');
    expect(bm.turnaround_p50_h_p50).toBe('18.000');
    expect(bm.cost_per_10k_requests_p50).toBe('');
  });

  it('shows which workloads used each pool, in GPU-hours and cost', () => {
    const results = makeResults();
    const rows = parseCsv(resultsToCsvFiles(results)['pool-by-workload.csv']!);
    expect(rows[0]).toEqual(['strategy_id', 'seed', 'pool_id', 'pool_kind', 'workload_id', 'gpu_hours', 'cost', 'team']);
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(row.pool_id).toBe('pool, "main"');
    expect(row.workload_id).toBe('ft');
    expect(row.gpu_hours).toBe('7.500');
    expect(row.team).toBe('');
    // A workload's team label goes beside it, for the showback by team.
    for (const s of results.strategies) for (const w of s.representative.workloads) if (w.workloadId === 'ft') w.team = 'Research';
    const withTeam = parseCsv(resultsToCsvFiles(results)['pool-by-workload.csv']!);
    expect(withTeam[1]![7]).toBe('Research');
  });

  it('adds the cost by quota when a strategy has quotas', () => {
    const results = makeResults();
    const run = results.strategies[0]!.representative;
    const pool = run.pools[0]!;
    // A quarter of the pool idle, the rest held by ft; ft is guaranteed 2 of the pool's 8 GPUs.
    const cost = pool.costMicro;
    pool.idleCostMicro = cost / 4;
    pool.byWorkload = [{ workloadId: 'ft', gpuSecondsUsed: 27_000, costMicro: (cost * 3) / 4 }];
    run.quotas = [{ poolId: pool.poolId, workloadId: 'ft', guaranteedGpus: 2, maxGpus: null, poolGpus: 8, peakHeldGpus: 2, borrowedGpuHours: 0, borrowingHours: 0 }];
    const rows = parseCsv(resultsToCsvFiles(results)['pool-by-workload.csv']!);
    const header = rows[0]!;
    expect(header.slice(8)).toEqual(['cost_by_quota', 'quota_guaranteed_gpus', 'quota_max_gpus', 'quota_peak_held_gpus', 'quota_borrowed_gpu_hours', 'quota_borrowing_hours']);
    const of = (id: string) => Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[0] === 'shared' && r[4] === id)![i]]));
    // ft: 2/8 of the cost for its guarantee + 6/8 of its 3/4 by use = 0.8125 of the cost; idle: 6/8 x 1/4 = 0.1875.
    expect(Number(of('ft').cost_by_quota)).toBeCloseTo((0.8125 * cost) / 1e6, 6);
    expect(Number(of('idle').cost_by_quota)).toBeCloseTo((0.1875 * cost) / 1e6, 6);
    // The quota beside its workload (no maximum: empty), nothing beside idle.
    expect([of('ft').quota_guaranteed_gpus, of('ft').quota_max_gpus, of('ft').quota_peak_held_gpus]).toEqual(['2', '', '2']);
    expect(of('idle').quota_guaranteed_gpus).toBe('');
    // The strategy without quotas leaves the columns empty.
    expect(rows.find((r) => r[0] === 'bm')!.slice(8).every((c) => c === '')).toBe(true);
  });
});

describe('CSV files with hostile names', () => {
  it('writes every name, id and pool inert in every file', async () => {
    const { CSV_INJECTION_PAYLOADS } = await import('./csv-injection-payloads');
    const results = makeResults();
    results.scenarioName = CSV_INJECTION_PAYLOADS[1]!;
    results.strategies.forEach((s, i) => {
      s.name = CSV_INJECTION_PAYLOADS[i % CSV_INJECTION_PAYLOADS.length]!;
      s.strategyId = CSV_INJECTION_PAYLOADS[(i + 5) % CSV_INJECTION_PAYLOADS.length]!;
      s.representative.pools.forEach((p) => (p.name = '@SUM(1,1)'));
      s.workloads.forEach((w) => (w.name = '1;=2'));
      s.representative.workloads.forEach((w) => (w.name = '\t=1+1'));
    });
    for (const [name, text] of Object.entries(resultsToCsvFiles(results))) {
      for (const row of parseCsv(text).slice(1)) {
        for (const cell of row) {
          const safe = /^-?\d+(\.\d+)?$/.test(cell) || !/^[\s\0"]*[=+\-@\t\r]/.test(cell);
          expect(safe, `${name}: ${JSON.stringify(cell)}`).toBe(true);
        }
      }
    }
  });
});
