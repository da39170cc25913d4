import { describe, expect, it } from 'vitest';
import {
  buildPath,
  hrefForPath,
  matchPath,
  pathFromHash,
} from '@headroom/renderer/router/route-path';

describe('pathFromHash', () => {
  it.each([
    ['', '/'],
    ['#', '/'],
    ['#/', '/'],
    ['#/settings', '/settings'],
    ['#/settings/', '/settings'],
    ['#settings', '/settings'],
    ['#/scenarios/abc?tab=runs', '/scenarios/abc'],
  ])('reads %j as %j', (hash, path) => {
    expect(pathFromHash(hash)).toBe(path);
  });
});

describe('hrefForPath', () => {
  it('puts the path in the hash', () => {
    expect(hrefForPath('/settings')).toBe('#/settings');
  });
});

describe('matchPath', () => {
  it('matches fixed paths exactly', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/settings', '/settings')).toEqual({});
    expect(matchPath('/settings', '/')).toBeNull();
    expect(matchPath('/settings', '/settings/more')).toBeNull();
  });

  it('captures and decodes parameters', () => {
    const params = matchPath('/scenarios/:scenarioId/runs/:runId', '/scenarios/a%20b/runs/7');
    expect(params).toEqual({ scenarioId: 'a b', runId: '7' });
    // Typed: these names exist on the result.
    expect(params?.scenarioId).toBe('a b');
  });

  it('treats a malformed escape as no match', () => {
    expect(matchPath('/scenarios/:id', '/scenarios/%E0%A4%A')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters, and round-trips through matchPath', () => {
    const path = buildPath('/scenarios/:scenarioId', { scenarioId: '训练/推理 v2' });
    expect(path).toBe('/scenarios/%E8%AE%AD%E7%BB%83%2F%E6%8E%A8%E7%90%86%20v2');
    expect(matchPath('/scenarios/:scenarioId', path)).toEqual({ scenarioId: '训练/推理 v2' });
  });
});
