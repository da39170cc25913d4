import { describe, expect, it } from 'vitest';
import { comparisonTable, recommendationLine } from '@shared/report';
import { d3, makeResults, makeStrategy } from './fixtures';

describe('comparisonTable', () => {
  it('puts the strategies side by side with P50 and P10–P90 figures and the recommendation', () => {
    const text = comparisonTable(makeResults());
    const lines = text.split('\n');
    expect(lines[0]).toContain('Fine-tuning: shared vs bare-metal — 20 runs from seed 1');
    const total = lines.find((l) => l.startsWith('Total cost P50'));
    expect(total).toMatch(/\$1,800\s+\$1,300$/);
    expect(lines.find((l) => l.startsWith('Total cost P10–P90'))).toMatch(
      /\$1,620–\$1,980\s+\$1,170–\$1,430$/,
    );
    expect(lines.find((l) => l.startsWith('Cost per job/task P50'))).toMatch(
      /\$900.00\s+\$650.00$/,
    );
    expect(lines.find((l) => l.startsWith('Turnaround P50'))).toMatch(/18\.0 h\s+9\.5 h$/);
    expect(lines.find((l) => l.startsWith('Bare-metal utilisation'))).toMatch(/—\s+90\.0 %$/);
    expect(text).toContain(
      'Recommendation: Bare-metal, hourly — cheapest strategy that meets every deadline',
    );
    expect(text.endsWith('\n')).toBe(true);
  });

  it('leaves out rows no strategy has a value for', () => {
    const text = comparisonTable(makeResults());
    expect(text).not.toContain('Cost per 10k requests');
    expect(text).not.toContain('Unserved requests');
    // No job has a deadline and nothing was preempted: "0" would only mislead.
    expect(text).not.toContain('Deadline misses P50');
    expect(text).not.toContain('GPU-hours lost');
    const withDeadline = makeResults();
    withDeadline.strategies[0]!.representative.jobs[0]!.deadlineS = 86_400;
    expect(comparisonTable(withDeadline)).toMatch(/Deadline misses P50\s+0\s+—/);
  });

  it('shows where spot was used: cost and GPU-hours beside on-demand, and moves per job', () => {
    const results = makeResults({
      strategies: [
        makeStrategy('od', 'On-demand', 590),
        makeStrategy('up', 'Spot, Uniform Progress', 353, {
          costByPoolKind: { onDemand: 227.27, reserved: 0, spot: 127.08, bareMetal: 0, owned: 0 },
          gpuHoursBilledByPoolKind: { onDemand: 74.3, reserved: 0, spot: 130.6, bareMetal: 0, owned: 0 },
          switchesPerJob: d3(8, 0),
        }),
      ],
      recommendation: null,
    });
    const text = comparisonTable(results);
    expect(text).toMatch(/Spot cost \(mean\)\s+—\s+\$127\.08$/m);
    expect(text).toMatch(/On-demand cost \(mean\)\s+—\s+\$227\.27$/m);
    expect(text).toMatch(/Spot \/ on-demand GPU-h \(mean\)\s+—\s+130\.6 h \/ 74\.3 h$/m);
    expect(text).toMatch(/Spot <-> on-demand moves per job P50\s+—\s+8\.00$/m);
    // Without spot anywhere the rows are left out.
    expect(comparisonTable(makeResults())).not.toContain('Spot cost');
  });

  it('shows inference figures when there are any', () => {
    const results = makeResults({
      strategies: [
        makeStrategy('auto', 'Autoscale', 500, {
          costPer10kRequests: d3(0.42),
          unservedShare: d3(0.0012),
        }),
      ],
      recommendation: null,
    });
    const text = comparisonTable(results);
    expect(text).toMatch(/Cost per 10k requests P50\s+\$0\.4200/);
    expect(text).toMatch(/Unserved requests P50\s+0\.1 %/);
    expect(recommendationLine(results)).toMatch(/^Recommendation: none/);
    expect(text).toMatch(/Meets deadlines and latency\s+yes \(100 % of runs\)/);
  });

  it('wraps long strategy names into several header lines and keeps columns aligned', () => {
    const results = makeResults({
      strategies: [
        makeStrategy('a', 'A very long strategy name that will not fit in one column', 100),
        makeStrategy('b', 'B', 200),
      ],
    });
    const lines = comparisonTable(results, { maxColumnWidth: 16 }).split('\n');
    const dashes = lines.find((l) => /^-+ {2}-+/.test(l))!;
    const rowLines = lines
      .slice(lines.indexOf(dashes) + 1)
      .filter((l) => l.includes('  ') && !l.startsWith('Recommendation'));
    for (const l of rowLines) expect(l.length).toBe(dashes.length);
    const headerLines = lines.slice(2, lines.indexOf(dashes));
    expect(headerLines.length).toBeGreaterThan(2);
    for (const l of headerLines) expect(l.length).toBeLessThanOrEqual(dashes.length);
  });

  it('adds rows per workload when there are several, and aligns Chinese text by display width', () => {
    const results = makeResults();
    for (const s of results.strategies) {
      s.name = `${s.name} (按量计费)`;
      s.workloads.push({
        ...s.workloads[0]!,
        workloadId: 'serve',
        name: '智能客服 chat',
        kind: 'inference',
        costPerUnit: null,
        turnaroundP50H: null,
        costPer10kRequests: d3(0.5),
      });
    }
    const lines = comparisonTable(results).split('\n');
    expect(lines).toContain('By workload');
    const perJob = lines.find((l) => l.startsWith('  Fine-tune: per job/task P50'));
    expect(perJob).toMatch(/\$900\.00\s+\$650\.00$/);
    const chat = lines.find((l) => l.startsWith('  智能客服 chat: per 10k requests P50'));
    expect(chat).toMatch(/\$0\.5000\s+\$0\.5000$/);
    const dashes = lines.find((l) => /^-+ {2}-+/.test(l))!;
    const width = (t: string) =>
      [...t].reduce((w, c) => w + (/[\u4e00-\u9fff]/.test(c) ? 2 : 1), 0);
    for (const l of [perJob!, chat!]) expect(width(l)).toBe(dashes.length);
  });

  it('shows commitments that run past the horizon', () => {
    const results = makeResults();
    results.strategies[1]!.representative.commitmentBeyondHorizonMicro = 12_345_000_000;
    expect(comparisonTable(results)).toMatch(/Commitment after the horizon\s+—\s+\$12,345/);
  });

  it('uses the scenario currency', () => {
    expect(comparisonTable(makeResults({ currency: 'CNY' }))).toContain('¥1,800');
  });
});
