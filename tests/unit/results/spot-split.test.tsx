// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { StrategySummary } from '@shared/sim/results';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { SpotSplit } from '@headroom/renderer/results/SpotSplit';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import { d3, makeStrategy } from '../report/fixtures';
import { renderInLanguage } from '../render-in-language';

function Split({ summary }: { summary: StrategySummary }) {
  const fmt = useResultsFormat('USD', '2026-01-01', 28);
  return <SpotSplit summary={summary} fmt={fmt} />;
}

function figures(summary: StrategySummary, language: AppLanguage = 'en'): Record<string, string> | null {
  const container = renderInLanguage(<Split summary={summary} />, language);
  if (!container.querySelector('[data-testid="spot-split"]')) return null;
  const out: Record<string, string> = {};
  for (const row of container.querySelectorAll('[data-metric]'))
    out[row.getAttribute('data-metric')!] = row.querySelector('dd')?.textContent ?? '';
  out.title = container.querySelector('p')?.textContent ?? '';
  out.bar = container.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '';
  return out;
}

const spot = makeStrategy('up', 'Spot, Uniform Progress', 360, {
  costByPoolKind: { onDemand: 234.54, reserved: 0, spot: 125.51, bareMetal: 0, owned: 0 },
  gpuHoursBilledByPoolKind: { onDemand: 76.6, reserved: 0, spot: 129, bareMetal: 0, owned: 0 },
  switchesPerJob: d3(8.1, 0),
  omniscientBound: { perJob: 73.45, runCostPerJob: 89.55 },
});

describe('spot and on-demand on a strategy card', () => {
  it('shows cost and GPU-hours on each side, the share on spot, and the moves per job', () => {
    expect(figures(spot)).toEqual({
      title: 'Spot and on-demand (mean of runs)',
      bar: '34.9% of the cost on spot',
      spotCost: '$125.51',
      onDemandCost: '$234.54',
      spotHours: '129 GPU-h',
      onDemandHours: '76.6 GPU-h',
      switches: '8.1',
      bound: '$89.55 / $73.45',
    });
  });

  it('says it in Chinese', () => {
    const zh = figures(spot, 'zh-CN')!;
    expect(zh.title).toBe('竞价实例与按需实例（各次模拟的平均值）');
    expect(zh.spotCost).toContain('125.51');
  });

  it('says so in both languages when the best possible was left out as too large', () => {
    const { omniscientBound: _, ...rest } = spot;
    const skipped: StrategySummary = { ...rest, omniscientBound: null, omniscientBoundSkipped: { reason: 'tooLarge', cells: 2.7e14, limit: 1e8 } };
    const en = renderInLanguage(<Split summary={skipped} />, 'en');
    expect(en.querySelector('[data-testid="bound-skipped"]')?.textContent).toBe(
      'The best possible cost per job was not worked out: for this trace interval, job size, deadline and restart time it would take too long and too much memory.',
    );
    const zh = renderInLanguage(<Split summary={skipped} />, 'zh-CN');
    expect(zh.querySelector('[data-testid="bound-skipped"]')?.textContent).toContain('未计算每个任务的最低可能成本');
    // Also for a strategy whose jobs never got onto spot.
    const never: StrategySummary = { ...skipped, gpuHoursBilledByPoolKind: { ...skipped.gpuHoursBilledByPoolKind, spot: 0 } };
    expect(renderInLanguage(<Split summary={never} />, 'en').querySelector('[data-testid="bound-skipped"]')).not.toBeNull();
    // Not beside a bound that was worked out.
    expect(renderInLanguage(<Split summary={spot} />, 'en').querySelector('[data-testid="bound-skipped"]')).toBeNull();
  });

  it('is left out for a strategy that never ran on spot', () => {
    expect(figures(makeStrategy('od', 'On-demand', 500))).toBeNull();
  });

  it('leaves out the moves for runs saved before they were counted', () => {
    const { switchesPerJob: _, omniscientBound: __, ...old } = spot;
    expect(figures(old as StrategySummary)!.switches).toBeUndefined();
    expect(figures(old as StrategySummary)!.bound).toBeUndefined();
  });
});
