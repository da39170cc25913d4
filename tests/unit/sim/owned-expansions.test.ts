import { describe, expect, it } from 'vitest';
import { afterHorizonCashMicro } from '@shared/analysis/contract-cash';
import { parseScenarioText } from '@shared/scenario';
import { DAY_S } from '@shared/sim/calendar';
import { runStrategy } from '@shared/sim/run-strategy';
import { expectInvariants } from './invariants';
import { heldReplicas, ONE_SERVER, type OwnedInput } from './owned-fixture';

const M = 1_000_000;

/**
 * One server ordered on day 0 and one more ordered on day 24, each arriving a week after its
 * order: the first on day 7 (8 January 2026), the second on day 31 (1 February).
 */
const EXPANDED: OwnedInput = { ...ONE_SERVER, leadTimeWeeks: 1, expansions: [{ servers: 1, orderDay: 24 }] };

describe('one owned server and one expansion of one server over three months', () => {
  // January to March 2026: 31 + 28 + 31 = 90 days. Four one-GPU replicas busy all the time.
  const s = heldReplicas(4, [EXPANDED], 90);
  const run = runStrategy(s, 's', 1);
  const pool = run.pools[0]!;
  const lines = pool.ownedLinesByMonthMicro!;

  it('costs every line of every month by hand', () => {
    expectInvariants(run);
    // Per server and day: depreciation 300,000 × 90 % / 5 years / 365.25 = 147.8439; maintenance
    // 8 % × 300,000 / 365.25 = 65.7084; colocation 10.2 kW × 150 / 30.4375 = 50.2669; idle power
    // 2 kW × 1.4 × 0.12 × 24 h = 8.064. Per pool and day: staff 3,000 / 30.4375 = 98.5626; the
    // four busy GPUs' power 4 × (10.2 − 2) / 8 kW × 1.4 × 0.12 × 24 h = 16.5312.
    // January: the first server alone from the 8th, 24 days.
    expect(lines['2026-01']!.depreciation / M).toBeCloseTo(24 * 147.843943, 2); // 3,548.25
    expect(lines['2026-01']!.power / M).toBeCloseTo(24 * (8.064 + 16.5312), 2); // 590.28
    expect(lines['2026-01']!.colocation / M).toBeCloseTo(24 * 50.26694, 2); // 1,206.41
    expect(lines['2026-01']!.maintenance / M).toBeCloseTo(24 * 65.708419, 2); // 1,577.00
    expect(lines['2026-01']!.staff / M).toBeCloseTo(24 * 98.562628, 2); // 2,365.50
    // February: both servers, 28 days; staff once, the same four busy GPUs' power.
    expect(lines['2026-02']!.depreciation / M).toBeCloseTo(2 * 28 * 147.843943, 2); // 8,279.26
    expect(lines['2026-02']!.power / M).toBeCloseTo(28 * (2 * 8.064 + 16.5312), 2); // 914.46
    expect(lines['2026-02']!.colocation / M).toBeCloseTo(2 * 28 * 50.26694, 2); // 2,814.95
    expect(lines['2026-02']!.maintenance / M).toBeCloseTo(2 * 28 * 65.708419, 2); // 3,679.67
    expect(lines['2026-02']!.staff / M).toBeCloseTo(28 * 98.562628, 2); // 2,759.75
    // March: both servers, 31 days.
    expect(lines['2026-03']!.depreciation / M).toBeCloseTo(2 * 31 * 147.843943, 2); // 9,166.32
    expect(lines['2026-03']!.power / M).toBeCloseTo(31 * (2 * 8.064 + 16.5312), 2); // 1,012.44
    expect(lines['2026-03']!.colocation / M).toBeCloseTo(2 * 31 * 50.26694, 2); // 3,116.55
    expect(lines['2026-03']!.maintenance / M).toBeCloseTo(2 * 31 * 65.708419, 2); // 4,073.92
    expect(lines['2026-03']!.staff / M).toBeCloseTo(31 * 98.562628, 2); // 3,055.44
    // 9,287.45 + 18,448.09 + 20,424.67 = 48,160.22, whole micro-units adding up to the run.
    let sum = 0;
    for (const month of Object.values(lines)) for (const v of Object.values(month)) sum += v;
    expect(Number.isInteger(sum)).toBe(true);
    expect(sum).toBe(run.totalCostMicro);
    expect(run.totalCostMicro / M).toBeCloseTo(48_160.2166, 2);
  });

  it('pays each server at its delivery, and sells both at the end', () => {
    const runningJan = 590.2848 + 1206.406571 + 1577.002053 + 2365.503080; // every line but depreciation
    const runningFeb = 914.4576 + 2814.948665 + 3679.671458 + 2759.753593;
    const runningMar = 1012.4352 + 3116.550308 + 4073.921971 + 3055.441478;
    // The first server's 300,000 in January, the second's in February; the resale 2 × 60 % × 300,000 in March.
    expect(run.cashByMonthMicro['2026-01']! / M).toBeCloseTo(300_000 + runningJan, 2);
    expect(run.cashByMonthMicro['2026-02']! / M).toBeCloseTo(300_000 + runningFeb, 2);
    expect(run.cashByMonthMicro['2026-03']! / M).toBeCloseTo(runningMar - 360_000, 2);
    // Depreciation after the horizon: 270,000 − 83 days × 147.8439 for the first server, 270,000 − 59 days for the second.
    expect(pool.commitmentBeyondHorizonMicro / M).toBeCloseTo(257_728.9528 + 261_277.2074, 1);
    expect(afterHorizonCashMicro(s, 's')).toEqual({});
  });

  it('has the extra GPUs only from their delivery', () => {
    // Twelve replicas wanted: eight fit on the first server from day 7, twelve once the second arrives on day 31.
    const busy = runStrategy(heldReplicas(12, [EXPANDED], 90), 's', 1).pools[0]!;
    expect(busy.gpuSecondsUsed).toBe((8 * 24 + 12 * 59) * DAY_S);
    // GPU-seconds in service: 8 GPUs for 24 days, 16 for 59.
    expect(busy.gpuSecondsBilled).toBe((8 * 24 + 16 * 59) * DAY_S);
  });

  it('a pool that gives every unit whole servers holds no more servers than are delivered', () => {
    // Three replicas of a whole server each: one server from day 7, two from day 31, never three.
    const whole = (pool: OwnedInput) => runStrategy(heldReplicas(3, [{ ...pool, oneUnitPerInstance: true }], 90), 's', 1).pools[0]!;
    expect(whole(EXPANDED).peakInstances).toBe(2);
    expect(whole({ ...EXPANDED, expansions: [] }).peakInstances).toBe(1);
    expect(whole({ ...EXPANDED, expansions: [{ servers: 2, orderDay: 24 }] }).peakInstances).toBe(3);
  });

  it('an expansion after the horizon changes nothing inside it', () => {
    const later = runStrategy(heldReplicas(4, [{ ...ONE_SERVER, leadTimeWeeks: 1, expansions: [{ servers: 3, orderDay: 85 }] }], 90), 's', 1);
    const alone = runStrategy(heldReplicas(4, [{ ...ONE_SERVER, leadTimeWeeks: 1 }], 90), 's', 1);
    expect(later.totalCostMicro).toBe(alone.totalCostMicro);
    expect(later.cashByMonthMicro).toEqual(alone.cashByMonthMicro);
  });

  it('is refused when ordered before the pool itself, naming the field', () => {
    const doc = heldReplicas(4, [ONE_SERVER], 31);
    const pool = { ...ONE_SERVER, orderDay: 10, expansions: [{ servers: 1, orderDay: 5 }] };
    const parsed = parseScenarioText(JSON.stringify({ ...doc, strategies: [{ ...doc.strategies[0]!, pools: [pool] }] }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const issue = parsed.issues.find((i) => i.params?.key === 'expansionBeforeOrder');
    expect(issue?.path).toBe('strategies[0].pools[0].expansions[0].orderDay');
    expect(issue?.message).toMatch(/before the pool's own order day 10/);
  });
});
