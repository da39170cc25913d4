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
import { CURRENT_SCHEMA_VERSION, parseScenarioText } from '@shared/scenario';
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

/**
 * The migration chain: the shipped files are in the current format, so one older file per
 * format is kept here. Each must load as the same scenario as its current-format counterpart
 * (a format-2 file cannot hold a Uniform Progress strategy, so its counterpart is the shipped
 * file without it), and the format-1 file must give the shipped scenario's committed figures.
 */
describe('older scenario formats', () => {
  const formatsDir = fileURLToPath(new URL('./formats/', import.meta.url));
  const load = (path: string) => {
    const parsed = parseScenarioText(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(`${path}: ${JSON.stringify(parsed.issues)}`);
    return parsed;
  };
  const oldFiles = readdirSync(formatsDir).filter((f) => f.endsWith('.headroom.json')).sort();

  it('keeps one file of every older format', () => {
    const versions = new Set(oldFiles.map((f) => load(formatsDir + f).migratedFrom));
    expect([...versions].sort()).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION - 1 }, (_, i) => i + 1),
    );
  });

  describe.each(oldFiles)('%s', (file) => {
    const shipped = file.replace(/\.format-\d+\.headroom\.json$/, '.headroom.json');
    const old = load(formatsDir + file);
    const current = load(scenariosDir + shipped);

    it('loads as the same scenario as the shipped file', () => {
      expect(old.migratedFrom).toBeLessThan(CURRENT_SCHEMA_VERSION);
      const ids = new Set(old.scenario.strategies.map((s) => s.id));
      const counterpart = {
        ...current.scenario,
        strategies: current.scenario.strategies.filter((s) => ids.has(s.id)),
      };
      expect(ids.size).toBeGreaterThan(0);
      expect(old.scenario).toEqual(counterpart);
    });

    it.runIf(old.scenario.strategies.length === current.scenario.strategies.length)(
      "gives the shipped file's committed figures",
      () => {
        const expected = JSON.parse(
          readFileSync(`${expectedDir}${shipped.replace('.headroom.json', '')}.json`, 'utf8'),
        );
        expect(digest(simulateScenario(old.scenario))).toEqual(expected);
      },
    );
  });
});
