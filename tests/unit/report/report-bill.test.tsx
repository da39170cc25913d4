// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { BillCosts } from '@shared/scenario';
import { ReportDocument, REPORT_ROOT_ID } from '@headroom/renderer/report/ReportDocument';
import { scenarioShape } from '@headroom/renderer/results/strategy-metrics';
import { renderInLanguage } from '../render-in-language';
import { fineTuningResults, fineTuningScenario } from '../results/template';

/**
 * The report's bill: the fine-tuning template with the e2e spec's bill costs. The monthly
 * bare-metal server draws no random number, so its bill is the same in every run: GPU
 * 196,990.50, discounts -19,699.05, ... a total of 194,644.52 (bill-costs.spec.ts works it out).
 */
function render(withBill: boolean, language: 'en' | 'zh-CN' = 'en'): HTMLElement {
  const base = fineTuningScenario();
  const scenario = withBill
    ? {
        ...base,
        billCosts: BillCosts.parse({
          discounts: [{ purchaseOption: 'bareMetal', percent: 10 }],
          storage: [{ name: 'Disk', per: 'instance', gb: 500, pricePerGbMonth: 1 }],
          egress: { pricePerGb: 0.5, gbPerMonth: 100 },
          support: { percent: 3, minimumPerMonth: 100 },
          taxPercent: 6,
        }),
      }
    : base;
  const results = withBill ? simulateScenario(scenario, { runs: 2, strategyIds: ['bare-metal-monthly'] }) : fineTuningResults();
  const data = { results, scenario, shape: scenarioShape(scenario), versionNumber: 1, ranAt: 0, generatedAt: 0, paper: 'a4' as const, analyses: {} };
  const container = renderInLanguage(<ReportDocument data={data} />, language);
  return container.querySelector<HTMLElement>(`#${REPORT_ROOT_ID}`)!;
}

describe("the report's bill", () => {
  it('lists each line of the bill, GPU time first, to the cent', () => {
    const bill = render(true).querySelector('[data-section="bill"]')!;
    expect(bill).not.toBeNull();
    const rows = [...bill.querySelectorAll('tbody tr')].map((r) => [r.getAttribute('data-line'), r.querySelector('td')!.textContent]);
    expect(rows.map(([line]) => line)).toEqual(['gpu', 'discounts', 'storage', 'egress', 'support', 'tax', 'total']);
    expect(rows[0]![1]).toMatch(/196,990\.50$/);
    expect(rows[1]![1]).toMatch(/19,699\.05$/);
    expect(rows[6]![1]).toMatch(/194,644\.52$/);
  });

  it('is left out when the scenario has no bill costs', () => {
    expect(render(false).querySelector('[data-section="bill"]')).toBeNull();
  });

  it('reads in Chinese', () => {
    const bill = render(true, 'zh-CN').querySelector('[data-section="bill"]')!;
    expect(bill.querySelector('h2')!.textContent).toBe('账单');
    expect(bill.querySelector('tbody tr th')!.textContent).toBe('GPU 费用');
  });
});
