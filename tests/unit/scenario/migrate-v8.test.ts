/* eslint-disable @typescript-eslint/no-explicit-any -- these tests take documents apart field by field, on purpose */
import { describe, expect, it } from 'vitest';
import { HOURS_PER_WEEK, MAX_EMPIRICAL_VALUES, migrateScenario, parseScenario, parseScenarioText, type ScenarioIssue } from '@shared/scenario';
import { validScenario } from './fixture';

describe('format 7 files', () => {
  it('load unchanged in meaning: arrivals and sizes keep their kinds', () => {
    const doc = { schemaVersion: 7, name: 'x', workloads: [{ id: 'w', kind: 'training', arrivals: { type: 'poisson', perDay: 3 } }] };
    const out = migrateScenario(doc);
    if (!out.ok) throw new Error(out.message);
    expect(out.doc).toEqual({ ...doc, schemaVersion: 8 });
  });

  it('parse to the same scenario as format 8', () => {
    const parsed = parseScenarioText(JSON.stringify({ ...validScenario(), schemaVersion: 7 }));
    const current = parseScenarioText(JSON.stringify(validScenario()));
    if (!parsed.ok || !current.ok) throw new Error('invalid');
    expect(parsed.migratedFrom).toBe(7);
    expect(parsed.scenario).toEqual(current.scenario);
  });
});

/** The fixture with its training workload's arrivals or size replaced. */
function withWorkload(change: Record<string, unknown>): unknown {
  const raw = validScenario() as any;
  Object.assign(raw.workloads[0], change);
  return raw;
}

function issueAt(raw: unknown, path: string): ScenarioIssue {
  const result = parseScenario(raw);
  const found = result.ok ? [] : result.issues;
  const hit = found.find((i) => i.path === path);
  if (!hit) throw new Error(`no issue at "${path}"; got ${JSON.stringify(found)}`);
  return hit;
}

const flat = (rate: number) => new Array<number>(HOURS_PER_WEEK).fill(rate);

describe('Poisson arrivals by hour of the week', () => {
  it('are read with 168 rates, at least one above 0', () => {
    const result = parseScenario(withWorkload({ arrivals: { type: 'poissonByHourOfWeek', perHour: [5, ...flat(0).slice(1)] } }));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('are refused naming the field: wrong length, a negative rate, all zero, a rate not finite', () => {
    const at = 'workloads[0].arrivals.perHour';
    expect(issueAt(withWorkload({ arrivals: { type: 'poissonByHourOfWeek', perHour: flat(1).slice(1) } }), at).message).toMatch(/168/);
    expect(issueAt(withWorkload({ arrivals: { type: 'poissonByHourOfWeek', perHour: [-1, ...flat(1).slice(1)] } }), `${at}[0]`).message).toMatch(/0/);
    expect(issueAt(withWorkload({ arrivals: { type: 'poissonByHourOfWeek', perHour: flat(0) } }), at).message).toMatch(/at least one hour must have a rate above 0/);
    const text = JSON.stringify(withWorkload({ arrivals: { type: 'poissonByHourOfWeek', perHour: flat(1) } })).replace('"perHour":[1,', '"perHour":[1e400,');
    const parsed = parseScenarioText(text);
    expect(parsed.ok ? [] : parsed.issues.map((i) => i.path)).toContain(`${at}[0]`);
    expect(issueAt(withWorkload({ arrivals: { type: 'poissonByHourOfWeek', perHour: flat(1).map(String) } }), `${at}[0]`)).toBeDefined();
  });

  it('count their mean rate against the work limit', () => {
    const result = parseScenario(withWorkload({ arrivals: { type: 'poissonByHourOfWeek', perHour: flat(1e9) } }));
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toContain('workloads[0].arrivals.perHour');
  });
});

describe('empirical sizes', () => {
  const size = (values: unknown) => ({ size: { type: 'gpuHours', gpuHours: { type: 'empirical', values } } });

  it('are read with 1 to 10,000 values of 0 or more', () => {
    const result = parseScenario(withWorkload(size(new Array<number>(MAX_EMPIRICAL_VALUES).fill(3))));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('are refused naming the field: no values, too many, a negative one', () => {
    const at = 'workloads[0].size.gpuHours.values';
    expect(issueAt(withWorkload(size([])), at)).toBeDefined();
    expect(issueAt(withWorkload(size(new Array<number>(MAX_EMPIRICAL_VALUES + 1).fill(1))), at).message).toMatch(/10000|10,000/);
    expect(issueAt(withWorkload(size([1, -2])), `${at}[1]`)).toBeDefined();
  });
});
