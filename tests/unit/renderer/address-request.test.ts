// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  takeNewScenarioRequest,
  withNewScenarioRequest,
} from '@headroom/renderer/router/new-scenario-request';
import { takeRunRequest, withRunRequest } from '@headroom/renderer/router/run-request';

describe('one-time requests in the address', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '#/');
  });

  it('a new scenario is announced once, then the address is plain', () => {
    window.history.replaceState(null, '', `#${withNewScenarioRequest('/scenarios/abc')}`);
    expect(window.location.hash).toBe('#/scenarios/abc?new=1');
    expect(takeNewScenarioRequest()).toBe(true);
    expect(window.location.hash).toBe('#/scenarios/abc');
    expect(takeNewScenarioRequest()).toBe(false);
  });

  it('one request is not taken for another', () => {
    window.history.replaceState(null, '', `#${withRunRequest('/scenarios/abc/results')}`);
    expect(takeNewScenarioRequest()).toBe(false);
    expect(window.location.hash).toBe('#/scenarios/abc/results?run=now');
    expect(takeRunRequest()).toBe(true);
    expect(window.location.hash).toBe('#/scenarios/abc/results');
  });

  it('an address without a query asks for nothing', () => {
    window.history.replaceState(null, '', '#/scenarios/abc');
    expect(takeNewScenarioRequest()).toBe(false);
    expect(takeRunRequest()).toBe(false);
  });
});
