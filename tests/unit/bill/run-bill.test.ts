import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';
import { BILL_LINES } from '@shared/sim/results';

const file = fileURLToPath(new URL('../../../scenarios/07-factory-weekly-retraining.headroom.json', import.meta.url));

function factory(): Scenario {
  const parsed = parseScenarioText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

describe("a run's bill", () => {
  const scenario = factory();
  const run = runStrategy(scenario, 'on-demand-shared', 1);
  const bill = run.bill!;

  it('has a GPU line equal to the run’s GPU cost, and months that add up to its lines', () => {
    expect(bill.lines.gpu).toBe(run.totalCostMicro);
    for (const line of BILL_LINES) {
      const sum = Object.values(bill.byMonth).reduce((s, m) => s + m[line], 0);
      expect(sum, line).toBe(bill.lines[line]);
    }
    const l = bill.lines;
    expect(l.total).toBe(l.gpu + l.discounts + l.storage + l.egress + l.support + l.tax);
    for (const line of BILL_LINES) expect(Number.isInteger(bill.lines[line]), line).toBe(true);
  });

  it('bills egress per request on the requests served', () => {
    // 0.8 CNY/GB: 300 GB a calendar month (pro rata in part months) + 0.05 GB per 10,000 served.
    const served = run.workloads.reduce((s, w) => s + (w.kind === 'inference' ? w.requestsTotal - w.requestsUnserved : 0), 0);
    const months = (28 / 31 + 28 / 28 + 31 / 31 + 3 / 30) * 300; // 90 days from Jan 4: 28 + 28 + 31 + 3 (to Apr 3).
    const expected = 0.8 * 1e6 * (months + (0.05 * served) / 10_000);
    expect(Math.abs(bill.lines.egress - expected)).toBeLessThan(5);
  });

  it('is absent without bill costs, and the totals are GPU time', () => {
    const { billCosts: _, ...without } = scenario;
    const results = simulateScenario(without, { runs: 2 });
    expect(results.billCostsIncluded).toBeUndefined();
    for (const s of results.strategies) {
      expect(s.gpuCost).toBeUndefined();
      expect(s.representative.bill).toBeUndefined();
    }
  });
});
