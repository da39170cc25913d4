// @vitest-environment happy-dom
/**
 * Names with right-to-left letters or direction controls (an unterminated U+202E RIGHT-TO-LEFT
 * OVERRIDE above all) are isolated wherever they are put into a sentence or a line of figures:
 * the figures stay outside every isolate, in the order they were written, in the app's
 * recommendation (English and Chinese), the engine's sentence, the command line's table and
 * the CSV files.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendationSentence } from '@shared/analysis/recommend';
import { comparisonTable, resultsToCsvFiles } from '@shared/report';
import { balanceDirectionControls, isolateText, needsIsolation } from '@shared/scenario';
import { RecommendationCallout } from '@headroom/renderer/results/RecommendationCallout';
import { renderInLanguage } from '../render-in-language';
import { makeResults } from '../report/fixtures';
import { readBidi } from './bidi-oracle';

const RLO = '\u202e';
const HOSTILE = `Reserved ${RLO}plan`;
const FSI = '\u2068';
const PDI = '\u2069';

function resultsNamed(name: string) {
  const results = makeResults();
  results.strategies[1]!.name = name; // 'bm', the recommended one
  return results;
}

describe('isolateText', () => {
  it('isolates a name with an override, closing it inside the isolate', () => {
    expect(isolateText(HOSTILE)).toBe(`${FSI}Reserved ${RLO}plan\u202c${PDI}`);
  });

  it.each(['Bare-metal, hourly', '裸金属（按小时）', '=1+1', 'a;b\nc', ''])('leaves %j as it is', (name) => {
    expect(needsIsolation(name)).toBe(false);
    expect(isolateText(name)).toBe(name);
  });

  it('isolates right-to-left letters and Arabic digits', () => {
    expect(isolateText('תוכנית')).toBe(`${FSI}תוכנית${PDI}`);
    expect(isolateText('خطة ٣')).toBe(`${FSI}خطة ٣${PDI}`);
  });

  it('drops a closer that would end the isolate early, and closes what is left open', () => {
    expect(balanceDirectionControls(`a${PDI}b${RLO}c`)).toBe(`ab${RLO}c\u202c`);
    expect(balanceDirectionControls(`\u2067x\u202by${PDI}z\u202c`)).toBe(`\u2067x\u202by\u202c${PDI}z`);
  });

  it('isolates each line of a name on its own', () => {
    expect(isolateText(`a${RLO}\nb`)).toBe(`${FSI}a${RLO}\u202c${PDI}\nb`);
  });

  it('keeps every character, nests every control and isolates whatever could reorder (property)', () => {
    const part = fc.constantFrom('a', '中', 'א', 'ب', '٣', '1', ' ', '%', '\n', '\r\n', '\u202a', '\u202b', '\u202c', '\u202d', RLO, '\u2066', '\u2067', FSI, PDI, '\u200f');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 16 }).map((p) => p.join('')), (name) => {
        const shown = isolateText(name);
        const strip = (t: string) => t.replace(/\p{Bidi_Control}/gu, '');
        expect(strip(shown)).toBe(strip(name));
        const reading = readBidi(`Before ${shown} 20% after`);
        expect(reading.nested).toBe(true);
        expect(reading.outside.startsWith('Before ')).toBe(true);
        expect(reading.outside.endsWith(' 20% after')).toBe(true);
        if (!needsIsolation(name)) expect(shown).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a strategy named with U+202E', () => {
  it.each([
    ['en' as const, ['28%', '8.5 h']],
    ['zh-CN' as const, ['28%', '8.5 小时']],
  ])('keeps the app recommendation’s figures outside the isolate (%s)', (language, figures) => {
    const root = renderInLanguage(<RecommendationCallout results={resultsNamed(HOSTILE)} />, language);
    const sentence = root.querySelector('[data-testid="recommendation-sentence"]')!.textContent!;
    expect(sentence).toContain(`${FSI}Reserved ${RLO}plan\u202c${PDI}`);
    const { nested, outside } = readBidi(sentence);
    expect(nested).toBe(true);
    for (const figure of figures) expect(outside).toContain(figure);
    expect(outside).not.toContain('plan');
  });

  it('keeps the engine sentence’s figures outside the isolate', () => {
    const results = resultsNamed(HOSTILE);
    const rec = results.recommendation!;
    const names = new Map(results.strategies.map((s) => [s.strategyId, s.name]));
    const sentence = recommendationSentence(rec, names);
    const { nested, outside } = readBidi(sentence);
    expect(nested).toBe(true);
    expect(outside).toMatch(/ is 28 % cheaper per job than Shared GPU instance \(on-demand\) and finishes 8\.5 h sooner \(P50\)\./);
    expect(outside).not.toContain('plan');
  });

  it('keeps every line of the command line’s table nested, its figures outside the isolate', () => {
    const results = resultsNamed(`${HOSTILE} with a long name that wraps`);
    results.scenarioName = `${RLO}Plan 2027`;
    const rec = results.recommendation!;
    rec.reason = recommendationSentence(rec, new Map(results.strategies.map((s) => [s.strategyId, s.name])));
    const table = comparisonTable(results);
    for (const line of table.split('\n')) expect(readBidi(line).nested, JSON.stringify(line)).toBe(true);
    const costLine = table.split('\n').find((l) => l.startsWith('Total cost P50'))!;
    expect(costLine).toMatch(/\$1,800\s+\$1,300$/);
    const header = table.split('\n').find((l) => l.includes(RLO) && !l.includes('Plan 2027'))!;
    expect(readBidi(header).outside).not.toContain('plan');
    expect(readBidi(table.split('\n')[0]!).outside).toMatch(/^ — 20 runs from seed 1/);
  });

  it('keeps every CSV row nested, its figures outside the isolate', () => {
    const results = resultsNamed(HOSTILE);
    for (const [file, text] of Object.entries(resultsToCsvFiles(results))) {
      for (const line of text.split('\r\n')) expect(readBidi(line).nested, `${file}: ${JSON.stringify(line)}`).toBe(true);
    }
    const summary = resultsToCsvFiles(results)['summary.csv']!.split('\r\n');
    const row = summary.find((l) => l.startsWith('bm,'))!;
    expect(row).toMatch(new RegExp(`^bm,${FSI}Reserved ${RLO}plan\u202c${PDI},20,`));
  });
});
