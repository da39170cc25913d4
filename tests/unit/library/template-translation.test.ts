import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseScenario, type Scenario } from '@shared/scenario';
import { shippedTemplates } from '@headroom/renderer/library/shipped-templates';
import {
  localizeTemplates,
  templateTranslation,
  translatedDocument,
} from '@headroom/renderer/library/template-translation';

/** Every number written in a text ("2026-12" gives 2026 and 12; "112,574" stays whole). */
function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]$/, ''));
}

function parsed(document: unknown): Scenario {
  const result = parseScenario(document);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return result.scenario;
}

describe('templates in Simplified Chinese', () => {
  const templates = shippedTemplates();

  for (const template of templates) {
    describe(template.id, () => {
      const translation = templateTranslation('zh-CN', template.id);
      const shipped = parsed(template.document);

      it('names every workload, strategy and phase, and nothing else', () => {
        expect(translation, 'a translation').toBeDefined();
        if (!translation) return;
        expect(Object.keys(translation.workloads).sort()).toEqual(
          shipped.workloads.map((w) => w.id).sort(),
        );
        expect(Object.keys(translation.strategies).sort()).toEqual(
          shipped.strategies.map((s) => s.id).sort(),
        );
        expect(Object.keys(translation.phases ?? {}).sort()).toEqual(
          shipped.phases.map((p) => p.id).sort(),
        );
      });

      it('keeps every figure of the English description', () => {
        if (!translation) return;
        const chinese = new Set(numbersIn(translation.description));
        const missing = numbersIn(shipped.description).filter((n) => !chinese.has(n));
        expect(missing).toEqual([]);
      });

      it('changes words only: the translated scenario validates and simulates to the same figures', () => {
        if (!translation) return;
        const localized = parsed(translatedDocument(template.document, translation));
        expect(localized.name).toBe(translation.name);
        expect(localized.workloads.map((w) => w.name)).toEqual(
          shipped.workloads.map((w) => translation.workloads[w.id]),
        );
        const strip = (s: Scenario) =>
          JSON.stringify({
            ...s,
            name: '',
            description: '',
            workloads: s.workloads.map((w) => ({ ...w, name: '' })),
            strategies: s.strategies.map((x) => ({ ...x, name: '' })),
            phases: s.phases.map((p) => ({ ...p, name: '' })),
          });
        expect(strip(localized)).toBe(strip(shipped));
        const runs = { runs: 3 };
        const totals = (s: Scenario) =>
          simulateScenario(s, runs).strategies.map((r) => [r.strategyId, r.totalCost]);
        expect(totals(localized)).toEqual(totals(shipped));
      });
    });
  }

  it('shows the picker in the interface language, and as shipped in English', () => {
    const zh = localizeTemplates(templates, 'zh-CN');
    const en = localizeTemplates(templates, 'en');
    expect(en).toEqual(templates);
    const bareMetal = zh.find((t) => t.id === '01-fine-tuning-bare-metal');
    expect(bareMetal?.name).toBe('微调任务：共享型 GPU 实例 vs GPU 云物理服务器');
    expect(bareMetal?.summary).toContain(
      '参考文章《GPU云物理服务器怎么选：性能、成本与落地场景全解析》',
    );
    expect(bareMetal?.summary).not.toMatch(/seed|参考文章 \d/);
    expect(bareMetal?.details[0]).toMatch(/^文章的结论/);
  });

  it('leaves a document that is not an object alone', () => {
    const translation = templateTranslation('zh-CN', '01-fine-tuning-bare-metal')!;
    expect(translatedDocument(null, translation)).toBeNull();
    expect(translatedDocument([1], translation)).toEqual([1]);
  });
});
