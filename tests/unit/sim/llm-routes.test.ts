import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '@shared/scenario';
import { simulateScenario } from '@shared/analysis/simulate';
import { compileStrategy } from '@shared/sim/compile';
import { runCompiled } from '@shared/sim/run-strategy';

/** The accounts of routes are checked on the analytical misses (instant; simulated windows are checked in tests/unit/llm/requests). */
const BY_ESTIMATE = { llmLatency: 'estimate' } as const;
import { mergeRoutePlans } from '@shared/sim/routed-plan';
import { expectInvariants } from './invariants';

const doc = JSON.parse(
  readFileSync('scenarios/10-llm-chat-api-two-gpus.headroom.json', 'utf8'),
) as Record<string, unknown> & {
  workloads: { llm: { sizeClasses: { name: string; share: number }[] } }[];
};
const [SHORT, MEDIUM, LONG] = doc.workloads[0]!.llm.sizeClasses.map((c) => c.name) as [
  string,
  string,
  string,
];
const L4 = { id: 'l4', kind: 'onDemand', offerId: 'l4-1gpu' };
const A100 = { id: 'a100', kind: 'onDemand', offerId: 'gcp-a2-highgpu-1g' };
/** Short prompts on the L4, the medium and long ones on the A100. */
const SHORT_ON_L4 = {
  id: 'routed',
  name: 'Routed',
  pools: [L4, A100],
  placements: [
    {
      workloadId: 'chat',
      poolIds: ['l4', 'a100'],
      routes: [
        { classNames: [SHORT], poolIds: ['l4'] },
        { classNames: [MEDIUM, LONG], poolIds: ['a100'] },
      ],
    },
  ],
};

function parsed(raw: unknown): Scenario {
  const r = parseScenario(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

function withStrategies(
  strategies: unknown[],
  change: (d: typeof doc) => void = () => {},
): Scenario {
  const d = structuredClone(doc);
  d.strategies = strategies;
  change(d);
  return parsed(d);
}

function issueKeys(strategies: unknown[]): string[] {
  const d = structuredClone(doc);
  d.strategies = strategies;
  const r = parseScenario(d);
  return r.ok ? [] : r.issues.map((i) => String((i.params as { key?: string } | undefined)?.key));
}

describe('size classes routed to pools', () => {
  it('one route holding every class serves exactly as the unrouted placement', () => {
    const s = withStrategies([
      {
        id: 'plain',
        name: 'Plain',
        pools: [A100, L4],
        placements: [{ workloadId: 'chat', poolIds: ['a100', 'l4'] }],
      },
      {
        id: 'one-route',
        name: 'One route',
        pools: [A100, L4],
        placements: [
          {
            workloadId: 'chat',
            poolIds: ['a100', 'l4'],
            routes: [{ classNames: [SHORT, MEDIUM, LONG], poolIds: ['a100', 'l4'] }],
          },
        ],
      },
    ]);
    const plain = runCompiled(compileStrategy(s, 'plain', BY_ESTIMATE), 1);
    const routed = runCompiled(compileStrategy(s, 'one-route', BY_ESTIMATE), 1);
    expectInvariants(routed);
    expect(routed.totalCostMicro).toBe(plain.totalCostMicro);
    const a = plain.workloads[0]!;
    const b = routed.workloads[0]!;
    expect(b.llmTargetsMissed).toEqual(a.llmTargetsMissed);
    expect(Math.abs(b.tokensServed!.prompt - a.tokensServed!.prompt)).toBeLessThanOrEqual(1);
    expect(Math.abs(b.tokensServed!.output - a.tokensServed!.output)).toBeLessThanOrEqual(1);
  });

  it('two routes cost what two services, each of its classes on its own pool, cost', () => {
    const routed = withStrategies([SHORT_ON_L4]);
    // The same traffic split by hand: "short" alone on the L4, the rest on the A100.
    const split = withStrategies(
      [
        {
          id: 'split',
          name: 'Split',
          pools: [L4, A100],
          placements: [
            { workloadId: 'short', poolIds: ['l4'] },
            { workloadId: 'rest', poolIds: ['a100'] },
          ],
        },
      ],
      (d) => {
        const w = d.workloads[0] as Record<string, unknown> & {
          llm: { sizeClasses: { name: string; share: number }[] };
          traffic: { weekday: number[]; weekend?: number[] };
        };
        const part = (id: string, names: string[]): Record<string, unknown> => {
          const classes = w.llm.sizeClasses.filter((c) => names.includes(c.name));
          const share = classes.reduce((s, c) => s + c.share, 0);
          const scale = (xs: number[] | undefined): number[] | undefined =>
            xs?.map((x) => x * share);
          return {
            ...w,
            id,
            name: id,
            traffic: {
              ...w.traffic,
              weekday: scale(w.traffic.weekday),
              ...(w.traffic.weekend ? { weekend: scale(w.traffic.weekend) } : {}),
            },
            llm: { ...w.llm, sizeClasses: classes.map((c) => ({ ...c, share: c.share / share })) },
          };
        };
        d.workloads = [part('short', [SHORT]), part('rest', [MEDIUM, LONG])] as typeof d.workloads;
      },
    );
    const r = runCompiled(compileStrategy(routed, 'routed', BY_ESTIMATE), 1);
    const s = runCompiled(compileStrategy(split, 'split', BY_ESTIMATE), 1);
    expectInvariants(r);
    expect(r.totalCostMicro).toBe(s.totalCostMicro);
    expect(r.pools.map((p) => p.costMicro)).toEqual(s.pools.map((p) => p.costMicro));
    const w = r.workloads[0]!;
    const [a, b] = s.workloads as [typeof w, typeof w];
    w.llmTargetsMissed!.forEach((n, t) =>
      expect(Math.abs(n - (a.llmTargetsMissed![t]! + b.llmTargetsMissed![t]!))).toBeLessThanOrEqual(
        2,
      ),
    );
    expect(
      Math.abs(w.tokensServed!.prompt - (a.tokensServed!.prompt + b.tokensServed!.prompt)),
    ).toBeLessThanOrEqual(2);
    expect(
      Math.abs(w.tokensServed!.output - (a.tokensServed!.output + b.tokensServed!.output)),
    ).toBeLessThanOrEqual(2);
    // The routed service's own figure differs from both: the A100 route carries the long prompts.
    expect(w.tokensServed!.prompt).toBeGreaterThan(a.tokensServed!.prompt);
  });

  it('on the example, short prompts on the L4 and the rest on the A100 cost more than the A100 alone (the README claim)', () => {
    const s = withStrategies([
      {
        id: 'a100',
        name: 'A100',
        pools: [A100],
        placements: [{ workloadId: 'chat', poolIds: ['a100'] }],
      },
      SHORT_ON_L4,
    ]);
    const routed = simulateScenario(s, { runs: 2 }).strategies;
    expect(routed.map((r) => Math.round(r.totalCost.p50))).toEqual([9833, 11675]);
    expect(routed.map((r) => r.meetsTargets)).toEqual([true, true]);
  });

  it('keeps its accounts with a reserved base, a capped pool and spot interruptions inside the routes', () => {
    const s = withStrategies(
      [
        {
          id: 'mixed',
          name: 'Mixed',
          pools: [
            {
              id: 'spot-l4',
              kind: 'spot',
              offerId: 'l4-1gpu',
              maxInstances: 1,
              interruption: { model: 'poisson', ratePerGpuHour: 0.2 },
            },
            { id: 'l4', kind: 'onDemand', offerId: 'l4-1gpu', maxInstances: 3 },
            {
              id: 'a100-base',
              kind: 'reserved',
              offerId: 'gcp-a2-highgpu-1g',
              count: 1,
              termMonths: 12,
              startDay: 0,
            },
            A100,
          ],
          placements: [
            {
              workloadId: 'chat',
              poolIds: ['a100-base', 'a100', 'spot-l4', 'l4'],
              routes: [
                { classNames: [SHORT], poolIds: ['spot-l4', 'l4'] },
                { classNames: [MEDIUM, LONG], poolIds: ['a100-base', 'a100'] },
              ],
            },
          ],
        },
      ],
      (d) => {
        // The L4 sold as spot too, at 40 % of its on-demand price.
        const offers = (
          d as unknown as { catalog: { offers: { id: string; prices: Record<string, unknown> }[] } }
        ).catalog.offers;
        const l4 = offers.find((o) => o.id === 'l4-1gpu')!;
        l4.prices.spot = { perHour: 0.67, asOf: '2025-01-15', source: 'test', status: 'estimate' };
      },
    );
    for (const seed of [1, 2, 3]) {
      const r = runCompiled(compileStrategy(s, 'mixed', BY_ESTIMATE), seed);
      expectInvariants(r);
      const used = (id: string) => r.pools.find((p) => p.poolId === id)!.gpuSecondsUsed;
      // Each route's pools are used, the spot pool never past its one instance; the short prompts
      // overflow to the L4 on demand, not to the A100s of the other route.
      for (const id of ['spot-l4', 'l4', 'a100-base', 'a100']) expect(used(id)).toBeGreaterThan(0);
      expect(used('spot-l4')).toBeLessThanOrEqual(62 * 86_400);
      expect(r.workloads[0]!.preemptions).toBeGreaterThan(0);
    }
  });

  it('refuses routes that leave a class or a pool out, repeat one, or hold a fixed count', () => {
    const placement = (routes: unknown, extra: Record<string, unknown> = {}) => [
      {
        id: 'r',
        name: 'R',
        pools: [L4, A100],
        placements: [{ workloadId: 'chat', poolIds: ['l4', 'a100'], routes, ...extra }],
      },
    ];
    expect(
      issueKeys(
        placement([
          { classNames: [SHORT], poolIds: ['l4'] },
          { classNames: [MEDIUM], poolIds: ['a100'] },
        ]),
      ),
    ).toEqual(['routeClassMissing']);
    expect(issueKeys(placement([{ classNames: [SHORT, MEDIUM, LONG], poolIds: ['l4'] }]))).toEqual([
      'routePoolMissing',
    ]);
    expect(
      issueKeys(
        placement([
          { classNames: [SHORT, MEDIUM, LONG], poolIds: ['l4', 'a100'] },
          { classNames: [SHORT], poolIds: ['l4'] },
        ]),
      ),
    ).toEqual(['routeClassTwice', 'routePoolTwice']);
    expect(
      issueKeys(
        placement([{ classNames: [SHORT, MEDIUM, LONG], poolIds: ['l4', 'a100', 'gone'] }]),
      ),
    ).toEqual(['routePoolNotPlaced']);
    expect(
      issueKeys(
        placement([{ classNames: ['nope', SHORT, MEDIUM, LONG], poolIds: ['l4', 'a100'] }]),
      ),
    ).toEqual(['llmUnknownSizeClass']);
    expect(
      issueKeys(
        placement([{ classNames: [SHORT, MEDIUM, LONG], poolIds: ['l4', 'a100'] }], {
          scaling: 'fixed',
          fixedReplicas: 2,
        }),
      ),
    ).toEqual(['routesNeedAutoscale']);
  });

  it('merges the routes’ plans into one, each route keeping its own target', () => {
    const days = Float64Array.from([10, 20]);
    const merged = mergeRoutePlans([
      {
        step: 3600,
        lambda: null,
        times: [0, 7200],
        targets: [1, 3],
        active: [true, true],
        demandGpuSByDay: days,
      },
      {
        step: 3600,
        lambda: null,
        times: [3600, 7200],
        targets: [2, 1],
        active: [true, true],
        demandGpuSByDay: days,
      },
    ]);
    expect(merged.times).toEqual([0, 3600, 7200]);
    expect(merged.targets).toEqual([1, 3, 4]);
    expect(merged.routeTargets!.map((t) => [...t])).toEqual([
      [1, 0],
      [1, 2],
      [3, 1],
    ]);
    expect([...merged.demandGpuSByDay]).toEqual([20, 40]);
  });
});
