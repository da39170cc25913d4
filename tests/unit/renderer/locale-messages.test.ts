import { describe, expect, it } from 'vitest';
import { en } from '@headroom/renderer/i18n/locales/en';
import { zhCN } from '@headroom/renderer/i18n/locales/zh-CN';

/** Every leaf as [dotted key, text]. */
function leaves(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value as object, path);
  });
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = new Map(leaves(en));
const chinese = new Map(leaves(zhCN));

// Strings that are meant to read the same in Chinese: the product name and the title pattern.
// Symbols only: a percent, a multiplier, "amount (percent)", a dash for none, "what, from when",
// " + " between commitments and the P10–P90 band read the same in both languages.
const SAME_IN_BOTH = new Set([
  'app.name',
  'app.documentTitle',
  // A clock offset as written in both languages ("UTC+08:00").
  'jobImport.utc',
  'trafficImport.utc',
  // A reason about an offer: the offer's name, then the reason (both already in the screen's language).
  'editor.priceImport.about',
  // Units, a column named by its unit and percentile names: "GB", "%", "GPU", "P95" are
  // written so in Chinese too.
  'bill.editor.percentUnit',
  'bill.editor.gbUnit',
  'editor.priceImport.columns.gpus',
  'editor.priceImport.columns.gpu',
  'trafficImport.tokens.p99',
  'trafficImport.tokens.p95',
  'trafficImport.tokens.p50',
  'whatIf.units.percent',
  'whatIf.units.times',
  'whatIf.answer.change',
  'whatIf.answer.values',
  'poolUsage.jobs.none',
  'decision.optimise.trancheStart',
  'decision.optimise.and',
  'decision.optimise.band',
  // A workload's pools in order of preference (an arrow between them), each with its share.
  'planSearch.pools.then',
  'planSearch.pools.workload',
  'planSearch.pools.served',
  'compare.side.before',
  'compare.side.after',
  'compare.figures.values',
  'compare.figures.notApplicable',
  'reportAnalyses.whereRan.strategy',
  'reportAnalyses.optimise.band',
  'deadlinePolicy.figures.boundValue',
  'library.importError.labelled',
  'whatIfReport.changes.price',
  'whatIfReport.changes.trend',
  'report.assumptions.detail.dist.fixed',
  'compare.inputs.curveLabel',
  // Punctuation joining a list: Chinese punctuation, no characters to check.
  'damage.upgrade.fieldSeparator',
  'results.recommendation.listSeparator',
  'planSearch.reasons.listSeparator',
  'targetRules.separator',
  // Only placeholders (the user's own names) and Chinese punctuation or an arrow.
  'llmMix.service',
  'llmMix.leftOut',
  'llmRoutes.strategyLine',
  'llmRoutes.route',
  'llmRoutes.routeSeparator',
  'llmRoutes.pool',
]);

describe('interface text', () => {
  // The compiler already enforces this for zh-CN.ts; the test also guards against casts.
  it('has the same keys in English and Simplified Chinese', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty strings', () => {
    for (const [key, text] of [...english, ...chinese]) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same {{placeholders}} in both languages', () => {
    for (const [key, text] of english)
      expect(placeholders(chinese.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('has every Chinese string actually in Chinese', () => {
    // Han characters, or a separator that is Chinese punctuation only (the enumeration comma "、").
    const cjk = /[\u4e00-\u9fff]|^[\u3000-\u303f\uff00-\uffef]+$/;
    for (const [key, text] of chinese) {
      if (!SAME_IN_BOTH.has(key)) expect(cjk.test(text), `${key}: "${text}"`).toBe(true);
    }
  });

  it('keeps the product name "Headroom" in both languages', () => {
    expect(en.app.name).toBe('Headroom');
    expect(zhCN.app.name).toBe('Headroom');
  });

  it('names the four pools with the terms readers know from cloud consoles', () => {
    expect(zhCN.home.pools.onDemand.name).toBe('按量计费');
    expect(zhCN.home.pools.reserved.name).toBe('预留实例');
    expect(zhCN.home.pools.spot.name).toBe('竞价实例');
    expect(zhCN.home.pools.bareMetal.name).toBe('GPU云物理服务器');
  });
});
