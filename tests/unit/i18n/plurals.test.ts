import { describe, expect, it } from 'vitest';
import { createI18n } from '@headroom/renderer/i18n/create-i18n';
import { countsEn } from '@headroom/renderer/i18n/locales/counts';
import { en } from '@headroom/renderer/i18n/locales/en';
import { englishCount } from '@shared/scenario';

const i18n = createI18n('en');
const t = (key: string, values: Record<string, unknown>): string => i18n.t(key, values as never) as unknown as string;

/** Every string of the English messages with its dotted key. */
function strings(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, [...path, k]));
}

const all = strings(en);
const keys = new Set(all.map(([k]) => k));
/** A number placeholder followed by a plural noun: "{{count}} rows", "{{runs}} runs". */
/**
 * Sentences left with a plain plural: a count that is always above one (a trace refused for
 * holding more samples than the most allowed), and the printed report's text, which is being
 * reworked on the report's own branch (its plurals go with that work).
 */
const LEFT_AS_THEY_ARE = new Set([
  'editor.spot.traceProblems.tooMany',
  'report.cover.runs',
  'report.cover.horizon',
  'report.assumptions.billingMonth',
  'report.assumptions.detail.trace',
  'report.method.body',
  'reportAnalyses.commitment.days',
  'reportAnalyses.sensitivity.computed',
  'planSearch.report.computed',
  'whatIfReport.keep.waitFull',
  'whatIfReport.changes.phaseLater',
  'whatIfReport.changes.phaseEarlier',
  'whatIfReport.report.figures',
]);
const COUNT_THEN_PLURAL = /\{\{(count|n|runs|total|days|jobs|rows|lines|samples|offers|months)\}\} (runs|rows|days|jobs|lines|samples|offers|months|GPUs|scenarios|strategies|sizes|plans|batches|tasks|gaps|requests|differences)\b/;

const ONE_THEN_PLURAL = /\b1 (runs|rows|days|jobs|lines|samples|offers|months|GPUs|scenarios|strategies|sizes|plans|requests|differences|times)\b/;
// "2 size classes": size there qualifies the noun, it is not one.
const TWO_THEN_SINGULAR = /\b2 (run|row|day|job|line|sample|offer|month|GPU|scenario|strategy|size(?! class)|plan|request|difference)\b(?!-)/;

describe('counts read right in English with 1 and with 2', () => {
  it('each noun of `counts` is singular with 1 and plural with 2', () => {
    const nouns = Object.keys(countsEn).filter((k) => k.endsWith('_one')).map((k) => k.slice(0, -4));
    expect(nouns.length).toBeGreaterThan(10);
    for (const noun of nouns) {
      const one = t(`counts.${noun}`, { count: 1, n: '1' });
      const two = t(`counts.${noun}`, { count: 2, n: '2' });
      expect(one.startsWith('1 ')).toBe(true);
      expect(two.startsWith('2 ')).toBe(true);
      expect(one).not.toBe(two.replace('2 ', '1 '));
      expect(one).not.toMatch(/s$/);
    }
    expect(t('counts.gpus', { count: 1, n: '1' })).toBe('1 GPU');
    expect(t('counts.gpus', { count: 2, n: '2' })).toBe('2 GPUs');
    expect(t('counts.days', { count: 1, n: '1' })).toBe('1 day');
  });

  it('no English sentence puts a count before a plural noun unless it has a form for one', () => {
    const offending = all.filter(
      ([key, text]) => COUNT_THEN_PLURAL.test(text) && !key.endsWith('_other') && !keys.has(`${key}_one`) && !LEFT_AS_THEY_ARE.has(key),
    );
    expect(offending.map(([key]) => key)).toEqual([]);
  });

  it('each sentence split by count reads singular with 1 and plural with 2', () => {
    const plural = all.filter(([key]) => key.endsWith('_one')).map(([key]) => key.slice(0, -4));
    expect(plural.length).toBeGreaterThan(30);
    const filler = (count: number) => ({ count, n: String(count), runs: count, total: count, shown: count, done: count, formatted: String(count), unsorted: String(count), days: count });
    for (const key of plural) {
      const one = t(key, filler(1));
      const two = t(key, filler(2));
      expect(one, key).not.toMatch(ONE_THEN_PLURAL);
      expect(two, key).not.toMatch(TWO_THEN_SINGULAR);
    }
  });

  it('the named cases: GPUs a job, rows skipped, on N days', () => {
    const c = (noun: string, count: number) => t(`counts.${noun}`, { count, n: String(count) });
    expect(t('jobImport.sets', { arrivals: 'Poisson', size: 'lognormal', gpus: c('gpus', 1) })).toContain('; 1 GPU a job.');
    expect(t('jobImport.sets', { arrivals: 'Poisson', size: 'lognormal', gpus: c('gpus', 2) })).toContain('; 2 GPUs a job.');
    expect(t('editor.priceImport.summary', { format: 'CSV', file: 'f', rows: c('rows', 1), offers: c('offers', 1), skipped: c('rows', 1), rejected: c('rows', 2) })).toBe(
      'CSV, f: 1 row read, 1 offer with GPUs, 1 row skipped (no GPU, or not Linux on shared hosts), 2 rows rejected.',
    );
    expect(t('trafficImport.summary', { source: 'CSV', rows: c('rows', 2), first: 'a', last: 'b', days: c('days', 1) })).toBe('CSV: 2 rows from a to b, on 1 day.');
  });

  it('the command line writes its counts the same way', () => {
    expect(englishCount(1, 'row')).toBe('1 row');
    expect(englishCount(2, 'row')).toBe('2 rows');
    expect(englishCount(1.5, 'day')).toBe('1.5 days');
    expect(englishCount(1, 'batch', 'batches')).toBe('1 batch');
    expect(englishCount(1200, 'request', 'requests', '1,200')).toBe('1,200 requests');
  });
});
