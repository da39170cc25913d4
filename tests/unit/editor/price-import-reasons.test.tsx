// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '@shared/catalog';
import { previewImport, readPriceList } from '@shared/catalog/import';
import { ImportPreviewTables } from '@headroom/renderer/editor/catalog/ImportPreviewTables';
import { template } from './fixture';
import { renderInEditor } from './render-in-editor';

const QUOTE = [
  'provider,instance_type,gpu,gpu_count,vcpus,memory_gb,on_demand_per_hour,currency',
  'Acme,gpu.8x,A100,8,96,1152,abc,CNY',
  'Acme,gpu.4x,A100,4,48,576,12.5,USD',
].join('\n');

describe('a refused price-list row reads in the screen’s language', () => {
  for (const [language, expected] of [
    ['en', ['on_demand_per_hour "abc" is not a number', 'currency USD differs from CNY on line 2']],
    ['zh-CN', ['on_demand_per_hour“abc”不是数字', '币种 USD 与第 2 行的 CNY 不同']],
  ] as const) {
    it(language, async () => {
      const parsed = await readPriceList([new TextEncoder().encode(QUOTE)], { format: 'csv', provider: 'Acme' });
      const preview = previewImport(defaultCatalog(), parsed, { asOf: '2026-12-01', source: 'quote', status: 'secondary', rate: 1, regions: [] });
      const view = renderInEditor(<ImportPreviewTables preview={preview} parsed={parsed} currency="CNY" />, template(), { language });
      // Interpolated values are wrapped in direction isolates; read the text without them.
      const text = (view.container.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
      for (const sentence of expected) expect(text).toContain(sentence);
      view.unmount();
    });
  }
});
