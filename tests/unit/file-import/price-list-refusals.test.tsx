// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PriceListError, type PriceListRefusal, type PriceListRefusalCode } from '@shared/catalog/import';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { PriceListImportDialog } from '@headroom/renderer/editor/catalog/PriceListImportDialog';
import { renderInLanguage } from '../render-in-language';
import { read } from '../catalog/price-lists/read-helpers';

const CJK = /[\u4e00-\u9fff]/;

/** What the price-list dialog says of a refused file, rendered in `language`. */
function shown(refusal: PriceListRefusal, language: AppLanguage, message = 'the English of the command line'): string {
  renderInLanguage(
    <PriceListImportDialog reading={{ state: 'failed', fileName: 'prices.csv', message, refusal }} onCancel={() => undefined} onApply={() => undefined} />,
    language,
  );
  // Each dialog opens in its own portal at the end of the page: the last alert is this one's.
  const alert = [...document.body.querySelectorAll('[role="alert"]')].at(-1);
  if (!(alert instanceof HTMLElement)) throw new Error('no alert');
  return alert.textContent ?? '';
}

async function refusalOf(content: string | Uint8Array, format: 'auto' | 'csv' = 'auto'): Promise<PriceListError> {
  try {
    await read(content, { format });
  } catch (error) {
    if (error instanceof PriceListError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

/** Every reason code with values as the readers give them. */
const REFUSALS: Record<PriceListRefusalCode, PriceListRefusal['values']> = {
  empty: {},
  noHeader: { format: 'skypilot' },
  missingColumns: { format: 'csv', missing: 'gpu_model', has: 'instance, price', line: '1' },
  tooLarge: { limit: '1' },
  fileTooLarge: { size: '3.5', limit: '2' },
  utf16: {},
  notText: {},
  notJson: { line: '4', message: 'Unexpected "x" at position 12' },
  cutShort: { line: '9' },
  tooDeep: { depth: '65', line: '3', limit: '64' },
  entryTooLarge: { line: '12', limit: '16' },
  productsAfterTerms: { line: '40' },
  notAws: {},
};

describe('every price-list refusal is worded in the screen’s language', () => {
  for (const [code, values] of Object.entries(REFUSALS) as [PriceListRefusalCode, PriceListRefusal['values']][]) {
    it(code, () => {
      const chinese = shown({ code, values }, 'zh-CN');
      const english = shown({ code, values }, 'en');
      expect(chinese).toMatch(CJK);
      expect(chinese).toContain('无法读取 prices.csv');
      expect(chinese).not.toContain('the English of the command line');
      expect(english).toContain('Could not read prices.csv');
      expect(english).not.toMatch(CJK);
      for (const value of Object.values(values).filter((v) => /\d/.test(v))) {
        expect(chinese).toContain(value);
        expect(english).toContain(value);
      }
    });
  }

  it('a reader that failed for another reason keeps its message', () => {
    renderInLanguage(
      <PriceListImportDialog reading={{ state: 'failed', fileName: 'prices.csv', message: 'the reader stopped' }} onCancel={() => undefined} onApply={() => undefined} />,
      'zh-CN',
    );
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe('无法读取 prices.csv：the reader stopped');
  });
});

describe('a refused price list names its line and what was expected, in Chinese too', () => {
  it('a quote whose header lacks a column', async () => {
    const error = await refusalOf('instance,price\np4d,32\n', 'csv');
    expect(error.refusal.code).toBe('missingColumns');
    const chinese = shown(error.refusal, 'zh-CN', error.message);
    expect(chinese).toContain('不是价格表 CSV（报价单）：第 1 行的表头缺少');
    expect(chinese).toContain('现有列：instance, price');
    expect(shown(error.refusal, 'en', error.message)).toContain('the header on line 1 lacks');
  });

  it('an AWS offer file cut short, one nested too deep, and a file in UTF-16', async () => {
    const cut = await refusalOf('{"offerCode":"AmazonEC2",\n"products":{\n');
    expect(cut.refusal.code).toBe('cutShort');
    expect(shown(cut.refusal, 'zh-CN', cut.message)).toMatch(/文件在第 \d+ 行就已结束/);
    const deep = await refusalOf(`{"products":\n${'['.repeat(80)}`);
    expect(deep.refusal).toMatchObject({ code: 'tooDeep', values: { line: '2', limit: '64' } });
    expect(shown(deep.refusal, 'zh-CN', deep.message)).toContain('第 2 行达到第 65 层');
    const utf16 = await refusalOf(new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x2c, 0x00]));
    expect(shown(utf16.refusal, 'zh-CN', utf16.message)).toContain('UTF-16 编码；请另存为 UTF-8');
  });
});
