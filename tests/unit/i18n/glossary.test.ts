import { describe, expect, it } from 'vitest';
import { GLOSSARY, GLOSSARY_EXCEPTIONS } from '@headroom/renderer/i18n/glossary';
import type { GlossaryTermId } from '@headroom/renderer/i18n/glossary';
import { zhCN } from '@headroom/renderer/i18n/locales/zh-CN';

/** Every leaf of the composed zh-CN messages as [dotted key, text]. */
function leaves(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value as object, path);
  });
}

const chinese = leaves(zhCN);
const termIds = Object.keys(GLOSSARY) as GlossaryTermId[];

describe('zh-CN glossary', () => {
  it('reads the whole composed zh-CN message tree, editor sections included', () => {
    const keys = chinese.map(([key]) => key);
    expect(keys.length).toBeGreaterThan(1000);
    expect(keys.some((key) => key.startsWith('editor.'))).toBe(true);
    expect(keys.some((key) => key.startsWith('report.'))).toBe(true);
  });

  it('uses no forbidden variant of a glossary term in any zh-CN string', () => {
    const found = chinese.flatMap(([key, text]) =>
      termIds.flatMap((id) =>
        GLOSSARY[id].forbiddenZhCN
          .filter((variant) => text.includes(variant) && GLOSSARY_EXCEPTIONS[key] !== id)
          .map((variant) => `${key}: "${variant}" (use ${GLOSSARY[id]['zh-CN']}) in ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('allows a variant only in strings that do explain it', () => {
    const byKey = new Map(chinese);
    for (const [key, id] of Object.entries(GLOSSARY_EXCEPTIONS)) {
      const text = byKey.get(key) ?? '';
      expect(GLOSSARY[id].forbiddenZhCN.some((variant) => text.includes(variant))).toBe(true);
    }
  });

  it('uses each chosen term somewhere, and never lists it as its own variant', () => {
    for (const id of termIds) {
      const term = GLOSSARY[id];
      expect(chinese.some(([, text]) => text.includes(term['zh-CN']))).toBe(true);
      expect(term.forbiddenZhCN.some((variant) => term['zh-CN'].includes(variant))).toBe(false);
      expect(term.definition.length).toBeGreaterThan(0);
    }
  });
});
