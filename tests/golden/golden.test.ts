/**
 * Golden tests: every shipped scenario runs through simulateScenario with its own settings and
 * is compared with its committed digest in expected/<name>.json; then the article's claim the
 * scenario stands for is asserted explicitly. `UPDATE_GOLDEN=1 npx vitest run tests/golden`
 * rewrites the digests (review the diff: a changed number is a changed answer).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import { CLAIMS } from './claims';
import { digest } from './digest';

const scenariosDir = fileURLToPath(new URL('../../scenarios/', import.meta.url));
const expectedDir = fileURLToPath(new URL('./expected/', import.meta.url));
const update = process.env.UPDATE_GOLDEN === '1';

const files = readdirSync(scenariosDir)
  .filter((f) => f.endsWith('.headroom.json'))
  .sort();

const cache = new Map<string, ScenarioResults>();
function results(file: string): ScenarioResults {
  let r = cache.get(file);
  if (!r) {
    const parsed = parseScenarioText(readFileSync(scenariosDir + file, 'utf8'));
    if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.issues)}`);
    r = simulateScenario(parsed.scenario);
    cache.set(file, r);
  }
  return r;
}

describe('golden scenarios', () => {
  it('every shipped scenario has a claim to check', () => {
    expect(files.map((f) => f.replace('.headroom.json', '')).sort()).toEqual(
      Object.keys(CLAIMS).sort(),
    );
  });

  describe.each(files)('%s', (file) => {
    const name = file.replace('.headroom.json', '');

    it('matches its committed digest', () => {
      const actual = digest(results(file));
      const path = `${expectedDir}${name}.json`;
      if (update) {
        mkdirSync(expectedDir, { recursive: true });
        writeFileSync(path, `${JSON.stringify(actual, null, 2)}\n`);
        return;
      }
      if (!existsSync(path))
        throw new Error(`no ${path}: run UPDATE_GOLDEN=1 npx vitest run tests/golden`);
      // Compared as data, so reformatting the file (prettier) changes nothing.
      expect(actual).toEqual(JSON.parse(readFileSync(path, 'utf8')));
    });

    it("reproduces the article's claim", () => {
      const claim = CLAIMS[name];
      if (!claim) throw new Error(`no claim written for ${name}`);
      claim(results(file));
    });
  });
});
