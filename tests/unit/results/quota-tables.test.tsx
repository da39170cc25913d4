// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { QuotaRunMetrics } from '@shared/sim/results';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { QuotaReportTable } from '@headroom/renderer/report/QuotaReportTable';
import { QuotaTable } from '@headroom/renderer/results/QuotaTable';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import { renderInLanguage } from '../render-in-language';

const QUOTAS: QuotaRunMetrics[] = [
  { poolId: 'server', workloadId: 'train', guaranteedGpus: 4, maxGpus: null, poolGpus: 8, peakHeldGpus: 4, borrowedGpuHours: 0, borrowingHours: 0 },
  { poolId: 'server', team: 'Search', guaranteedGpus: 0, maxGpus: 6, poolGpus: 8, peakHeldGpus: 6, borrowedGpuHours: 30, borrowingHours: 5 },
];
const NAMES = new Map([['train', 'Training']]);

function Tables() {
  const fmt = useResultsFormat('USD', '2026-01-01', 28);
  return (
    <>
      <QuotaTable quotas={QUOTAS} names={NAMES} strategyName="Shared" fmt={fmt} />
      <QuotaReportTable quotas={QUOTAS} names={NAMES} fmt={fmt} />
    </>
  );
}

function rows(language: AppLanguage, testId: string): (string | null)[][] {
  const container = renderInLanguage(<Tables />, language);
  return [...container.querySelectorAll(`[data-testid="${testId}"] tbody tr`)].map((r) => [...r.children].map((c) => c.textContent));
}

describe('the quota tables of the results card and the report', () => {
  it('name each holder (a workload by its name, a team as such), its guarantee, maximum and peak, in both languages', () => {
    const en = [
      ['Training', 'server', '4', 'No maximum', '4', '0', '0'],
      ['Team Search', 'server', '0', '6', '6', '30', '5'],
    ];
    expect(rows('en', 'shared-pool-quotas')).toEqual(en);
    expect(rows('en', 'report-shared-pool-quotas')).toEqual(en);
    const zh = [
      ['Training', 'server', '4', '不设上限', '4', '0', '0'],
      ['团队 Search', 'server', '0', '6', '6', '30', '5'],
    ];
    expect(rows('zh-CN', 'shared-pool-quotas')).toEqual(zh);
    expect(rows('zh-CN', 'report-shared-pool-quotas')).toEqual(zh);
  });
});
