/**
 * One timed run of the M/M/c stream of `npm run bench` (a), for scripts/bench-vs-simpy.mjs:
 * events per CPU second of Headroom's engine on the model tests/bench/mmc_simpy.py runs in SimPy.
 */
import { buildMmcScenario } from '@shared/sim/bench-mmc';
import { RunScratch } from '@shared/sim/run-scratch';
import { runStrategy } from '@shared/sim/run-strategy';

export const MMC_PARAMS = { lambdaPerHour: 100, muPerHour: 1, servers: 120, jobs: 1_000_000 };
const scenario = buildMmcScenario(MMC_PARAMS);
const options = { maxJobRecords: 0, scratch: new RunScratch() };

export function mmcOnce(): { events: number; cpuSeconds: number; eventsPerSecond: number } {
  const c0 = process.cpuUsage();
  const result = runStrategy(scenario, 'mmc', 1, options);
  const d = process.cpuUsage(c0);
  const cpuSeconds = (d.user + d.system) / 1e6;
  return { events: result.events, cpuSeconds, eventsPerSecond: result.events / cpuSeconds };
}
