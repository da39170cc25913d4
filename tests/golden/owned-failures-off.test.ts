/**
 * GPU failures of owned servers take capacity out since they are simulated; at a rate of 0
 * nothing may change. before/12-rent-or-own-without-failures.json is the golden digest of
 * "rent or own" committed before failures were simulated (its failure rate was then only
 * shown as a share): the scenario with its rate set to 0 must still give exactly that.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import { digest } from './digest';

describe('owned servers with a failure rate of 0', () => {
  it('give the figures "rent or own" gave before failures were simulated', { timeout: 120_000 }, () => {
    const text = readFileSync(fileURLToPath(new URL('../../scenarios/12-rent-or-own.headroom.json', import.meta.url)), 'utf8');
    const parsed = parseScenarioText(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    for (const st of parsed.scenario.strategies) for (const p of st.pools) if (p.kind === 'owned') p.failuresPerGpuYear = 0;
    const before: unknown = JSON.parse(readFileSync(fileURLToPath(new URL('./before/12-rent-or-own-without-failures.json', import.meta.url)), 'utf8'));
    expect(digest(simulateScenario(parsed.scenario))).toEqual(before);
  });
});
