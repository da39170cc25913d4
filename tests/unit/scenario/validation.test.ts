/* eslint-disable @typescript-eslint/no-explicit-any -- these tests take documents apart field by field, on purpose */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_SCENARIO_TEXT_LENGTH,
  parseScenario,
  parseScenarioText,
  type ScenarioParseResult,
} from '@shared/scenario';
import { mutable, validScenario } from './fixture';

function issues(result: ScenarioParseResult) {
  if (result.ok) throw new Error('expected the scenario to be refused');
  return result.issues;
}

/** The refusal names `path` and its message matches `message`. */
function expectRefused(raw: unknown, path: string, message: RegExp = /./) {
  const found = issues(parseScenario(raw));
  const hit = found.find((i) => i.path === path);
  expect(hit, `no issue at "${path}"; got ${JSON.stringify(found)}`).toBeDefined();
  expect(hit!.message).toMatch(message);
}

describe('the fixture', () => {
  it('is valid, and defaults are filled in', () => {
    const result = parseScenario(validScenario());
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (result.ok) {
      expect(result.migratedFrom).toBe(8);
      expect(result.scenario.simulation).toEqual({ runs: 50, baseSeed: 1 });
      expect(result.scenario.catalog.offers[0]!.efficiency.pipeline).toBe(1);
      expect(result.scenario.catalog.offers[0]!.prices.onDemand!.status).toBe('user');
    }
  });
});

describe('files that are not scenarios', () => {
  it.each([
    ['not JSON', 'GPU please'],
    ['truncated JSON', '{"schemaVersion": 1, "name": '],
    ['empty text', ''],
  ])('refuses %s with a JSON message', (_what, text) => {
    const [issue] = issues(parseScenarioText(text));
    expect(issue!.path).toBe('');
    expect(issue!.message).toMatch(/^not valid JSON/);
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a number', 42],
    ['a string', 'scenario'],
  ])('refuses %s at the root', (_what, raw) => {
    expect(issues(parseScenario(raw))).toEqual([
      { path: '', message: 'a scenario must be a JSON object' },
    ]);
  });

  it('refuses text that is too large before parsing it', () => {
    const text = ' '.repeat(MAX_SCENARIO_TEXT_LENGTH + 1);
    expect(issues(parseScenarioText(text))[0]!.message).toMatch(/larger than 5 MB/);
  });
});

describe('the format version', () => {
  it.each([[undefined], [0], [-1], [1.5], ['1'], [null]])('refuses schemaVersion %j', (version) => {
    const raw = mutable();
    if (version === undefined) delete raw.schemaVersion;
    else raw.schemaVersion = version;
    expectRefused(raw, 'schemaVersion', /whole number from 1 up/);
  });

  it('refuses a newer format and says to update', () => {
    const raw = mutable();
    raw.schemaVersion = 9;
    expectRefused(raw, 'schemaVersion', /newer than this Headroom reads \(8\); update Headroom/);
  });
});

describe('missing fields and wrong types', () => {
  it('names every missing top-level field', () => {
    const paths = issues(parseScenario({ schemaVersion: 1 })).map((i) => i.path);
    for (const p of [
      'name',
      'currency',
      'startDate',
      'horizonDays',
      'catalog',
      'workloads',
      'strategies',
    ])
      expect(paths).toContain(p);
  });

  it.each([
    ['horizonDays', (r: any) => (r.horizonDays = '30')],
    ['name', (r: any) => (r.name = 7)],
    ['currency', (r: any) => (r.currency = 'dollars')],
    ['startDate', (r: any) => (r.startDate = '2027-13-01')],
    ['workloads[0].gpusPerJob', (r: any) => (r.workloads[0].gpusPerJob = 2.5)],
    ['workloads[0].gpusPerJob', (r: any) => (r.workloads[0].gpusPerJob = 0)],
    ['workloads[0].kind', (r: any) => (r.workloads[0].kind = 'mining')],
    ['workloads[0].arrivals.everyDays', (r: any) => (r.workloads[0].arrivals.everyDays = -7)],
    [
      'catalog.offers[0].virtualization',
      (r: any) => (r.catalog.offers[0].virtualization = 'cloud'),
    ],
    [
      'catalog.offers[0].prices.onDemand.asOf',
      (r: any) => (r.catalog.offers[0].prices.onDemand.asOf = 'last year'),
    ],
    [
      'catalog.gpus[0].relativeSpeed.training',
      (r: any) => delete r.catalog.gpus[0].relativeSpeed.training,
    ],
    ['strategies[0].pools[0].kind', (r: any) => (r.strategies[0].pools[0].kind = 'cheap')],
    ['phases[0].endDay', (r: any) => (r.phases[0].endDay = 0)],
    ['workloads', (r: any) => (r.workloads = [])],
  ])('names %s', (path, breakIt) => {
    const raw = mutable();
    breakIt(raw);
    expectRefused(raw, path);
  });
});

describe('numbers out of range', () => {
  it.each([
    ['horizonDays', (r: any) => (r.horizonDays = 1e9)],
    ['workloads[0].gpusPerJob', (r: any) => (r.workloads[0].gpusPerJob = 1e12)],
    ['simulation.runs', (r: any) => (r.simulation = { runs: 10_000_000 })],
    [
      'catalog.offers[0].efficiency.pipeline',
      (r: any) => (r.catalog.offers[0].efficiency = { pipeline: 1.5 }),
    ],
    [
      'catalog.offers[0].efficiency.pipeline',
      (r: any) => (r.catalog.offers[0].efficiency = { pipeline: 0 }),
    ],
    [
      'catalog.offers[0].prices.onDemand.perHour',
      (r: any) => (r.catalog.offers[0].prices.onDemand.perHour = -1),
    ],
    [
      'catalog.offers[1].prices.bareMetal.perServerMonth',
      (r: any) => (r.catalog.offers[1].prices.bareMetal.perServerMonth = -9000),
    ],
  ])('refuses %s', (path, breakIt) => {
    const raw = mutable();
    breakIt(raw);
    expectRefused(raw, path);
  });

  it('refuses an overflowing number written in the file (1e400 parses as Infinity)', () => {
    const text = JSON.stringify(validScenario()).replace('"perHour":20', '"perHour":1e400');
    expect(text).toContain('1e400');
    const found = issues(parseScenarioText(text));
    expect(found.map((i) => i.path)).toContain('catalog.offers[0].prices.onDemand.perHour');
  });
});

describe('ids and references', () => {
  it.each([
    [
      'workloads[1].id',
      /workload id "ft" is used twice/,
      (r: any) => r.workloads.push({ ...r.workloads[0] }),
    ],
    [
      'catalog.gpus[1].id',
      /GPU id "a100" is used twice/,
      (r: any) => r.catalog.gpus.push({ ...r.catalog.gpus[0] }),
    ],
    [
      'catalog.offers[1].id',
      /offer id "vm" is used twice/,
      (r: any) => (r.catalog.offers[1].id = 'vm'),
    ],
    ['strategies[1].id', /strategy id "od" is used twice/, (r: any) => (r.strategies[1].id = 'od')],
    [
      'strategies[0].pools[1].id',
      /pool id "p" is used twice/,
      (r: any) => r.strategies[0].pools.push({ id: 'p', kind: 'onDemand', offerId: 'vm' }),
    ],
    [
      'catalog.referenceGpuId',
      /no GPU with id "h100"/,
      (r: any) => (r.catalog.referenceGpuId = 'h100'),
    ],
    [
      'catalog.offers[0].gpuId',
      /no GPU with id "h100"/,
      (r: any) => (r.catalog.offers[0].gpuId = 'h100'),
    ],
    [
      'workloads[0].phaseIds[0]',
      /no phase with id "prod"/,
      (r: any) => (r.workloads[0].phaseIds = ['prod']),
    ],
    [
      'strategies[0].pools[0].offerId',
      /no offer with id "nope"/,
      (r: any) => (r.strategies[0].pools[0].offerId = 'nope'),
    ],
    [
      'strategies[0].placements[0].poolIds[0]',
      /no pool with id "q"/,
      (r: any) => (r.strategies[0].placements[0].poolIds = ['q']),
    ],
    [
      'strategies[0].placements[1].workloadId',
      /no workload with id "ghost"/,
      (r: any) => r.strategies[0].placements.push({ workloadId: 'ghost', poolIds: ['p'] }),
    ],
    [
      'strategies[0].placements',
      /workload "ft" has no placement in strategy "od"/,
      (r: any) => (r.strategies[0].placements = []),
    ],
    [
      'strategies[0].pools[0].offerId',
      /offer "bm" has no on-demand price/,
      (r: any) => (r.strategies[0].pools[0].offerId = 'bm'),
    ],
    [
      'strategies[0].pools[0].offerId',
      /has no reserved price for a 12-month term/,
      (r: any) =>
        (r.strategies[0].pools[0] = {
          id: 'p',
          kind: 'reserved',
          offerId: 'vm',
          count: 1,
          termMonths: 12,
        }),
    ],
    [
      'strategies[0].placements[0].poolIds',
      /no pool can ever hold the 8 GPUs/,
      (r: any) => (
        (r.catalog.offers[0].gpusPerInstance = 4),
        (r.strategies[0].pools[0].maxInstances = 1)
      ),
    ],
  ])('names %s', (path, message, breakIt) => {
    const raw = mutable();
    breakIt(raw);
    expectRefused(raw, path, message);
  });

  it('refuses GPUs too small for the workload and says by how much', () => {
    const raw = mutable();
    raw.workloads[0].memoryGbPerGpu = 100;
    expectRefused(
      raw,
      'strategies[0].placements[0].poolIds[0]',
      /offer "vm" has 80 GB GPUs; workload "ft" needs 100 GB per GPU/,
    );
    expectRefused(raw, 'strategies[1].placements[0].poolIds[0]', /offer "bm" has 80 GB GPUs/);
  });
});

describe('hostile input never throws', () => {
  it('does not let "__proto__" keys pollute objects', () => {
    const text = JSON.stringify(validScenario()).replace(
      '{"schemaVersion":8',
      '{"__proto__":{"polluted":true},"schemaVersion":8',
    );
    const result = parseScenarioText(text);
    // Refused as a field the format does not know, and nothing polluted on the way.
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers any JSON value with a result, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseScenario(value);
        if (!result.ok) for (const i of result.issues) expect(typeof i.path).toBe('string');
      }),
      { numRuns: 300, seed: 42 },
    );
  });

  it('answers a valid scenario with any one field replaced by junk, naming a path', () => {
    const paths: (string | number)[][] = [];
    const walk = (node: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...path, i]));
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    };
    walk(validScenario(), []);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths.filter((p) => p.length > 0)),
        fc.jsonValue(),
        (path, junk) => {
          const raw = mutable();
          let node: any = raw;
          for (const key of path.slice(0, -1)) node = node[key];
          node[path[path.length - 1]!] = junk;
          const result = parseScenario(raw);
          if (!result.ok) {
            expect(result.issues.length).toBeGreaterThan(0);
            expect(result.issues.length).toBeLessThanOrEqual(50);
          }
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });
});
