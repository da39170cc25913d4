import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '@shared/scenario';
import { runStrategy } from '@shared/sim';

/**
 * The results screen stacks monthly cost by pool from PoolRunMetrics.costByMonthMicro. These
 * figures must be the same money as the run's other breakdowns, to the micro-unit.
 */
const SCENARIO_FILES = readdirSync('scenarios').filter((f) => f.endsWith('.headroom.json'));

describe('monthly cost by pool', () => {
  for (const file of SCENARIO_FILES) {
    it(`adds up exactly in ${file}`, () => {
      const parsed = parseScenarioText(readFileSync(`scenarios/${file}`, 'utf8'));
      if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.issues)}`);
      const scenario = parsed.scenario;
      for (const strategy of scenario.strategies) {
        const run = runStrategy(scenario, strategy.id, 1);
        const months = Object.keys(run.costByMonthMicro);
        for (const pool of run.pools) {
          const byMonth = pool.costByMonthMicro ?? {};
          expect(Object.keys(byMonth), `${strategy.id}/${pool.poolId}`).toEqual(months);
          const sum = Object.values(byMonth).reduce((a, b) => a + b, 0);
          expect(sum, `${strategy.id}/${pool.poolId}`).toBe(pool.costMicro);
        }
        for (const month of months) {
          const poolsInMonth = run.pools.reduce(
            (a, pool) => a + (pool.costByMonthMicro?.[month] ?? 0),
            0,
          );
          expect(poolsInMonth, `${strategy.id} ${month}`).toBe(run.costByMonthMicro[month]);
        }
      }
    });
  }
});
