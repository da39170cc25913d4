// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { StrategySummary } from '@shared/sim/results';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { SharedPoolsCard } from '@headroom/renderer/results/SharedPoolsCard';
import { useResultsFormat } from '@headroom/renderer/results/use-results-format';
import { d3, makeStrategy } from '../report/fixtures';
import { renderInLanguage } from '../render-in-language';

function Card({ summary }: { summary: StrategySummary }) {
  const fmt = useResultsFormat('USD', '2026-01-01', 28);
  return <SharedPoolsCard strategy={summary} startDate="2026-01-01" fmt={fmt} />;
}

const shared = makeStrategy('prio', 'Shared server', 360, {
  sharedPools: { committedGpuHours: 200, servicesGpuHours: 50, jobsUsefulGpuHours: 100, jobsLostGpuHours: 10, jobsRestartGpuHours: 2, idleGpuHours: 38, serviceOverflowCost: d3(0, 0) },
  priorityWarnings: [
    { key: 'priorityNeverRuns', workloadId: 'train', workload: 'Train', priority: 0, pools: ['Server A', 'Server B'], runs: 20, message: '' },
    { key: 'checkpointLosesMore', workloadId: 'train', workload: 'Train', checkpointMinutes: 240, lostGpuHours: 14.67, keptGpuHours: 0, message: '' },
  ],
});

function read(summary: StrategySummary, language: AppLanguage) {
  const container = renderInLanguage(<Card summary={summary} />, language);
  return {
    parts: [...container.querySelectorAll('[data-testid="shared-pool-hours-row"]')].map((r) => [r.getAttribute('data-part'), r.lastElementChild?.textContent ?? '']),
    warnings: [...container.querySelectorAll('[data-testid="shared-pool-warning"]')].map((w) => w.textContent),
  };
}

describe('the shared pools card', () => {
  it('gives each part its share of the committed hours, and words the warnings, in English', () => {
    const en = read(shared, 'en');
    expect(en.parts).toEqual([
      ['services', '25%'],
      ['jobsUseful', '50%'],
      ['jobsLost', '5%'],
      ['jobsRestart', '1%'],
      ['idle', '19%'],
      ['committed', ''],
    ]);
    expect(en.warnings).toEqual([
      'Train (priority 0) never got GPUs on Server A, Server B in any of the 20 runs: higher priorities held them whenever its jobs waited.',
      'Train: a checkpoint every 240 minutes kept 0 GPU-h of the work the interruptions cut and lost 14.7 GPU-h (mean of the runs): it is interrupted more often than it checkpoints, and a shorter interval would lose less.',
    ]);
  });

  it('in Chinese', () => {
    const zh = read(shared, 'zh-CN');
    expect(zh.warnings[0]).toBe('Train（优先级 0）在全部 20 次模拟中都没有在 Server A、Server B 上获得 GPU：每当它的任务等待时，更高优先级的工作都占着这些资源。');
    expect(zh.warnings[1]).toContain('每 240 分钟一次检查点');
  });

  it('draws who held the shared pool over time, with a table of each holder and idle in both languages', () => {
    // Two hourly buckets of a 2-GPU pool: Fine-tune holds both GPUs the first hour, one the second.
    const run = shared.representative;
    const pool = { ...run.pools[0]!, heldTimeline: { bucketS: 3600, byWorkload: [{ workloadId: 'ft', gpuS: [7200, 3600] }], idleGpuS: [0, 3600] } };
    const withTimeline = { ...shared, representative: { ...run, pools: [pool] } };
    const rows = (language: AppLanguage) => {
      const container = renderInLanguage(<Card summary={withTimeline} />, language);
      expect(container.querySelector('[data-testid="shared-pool-timeline"] svg')).not.toBeNull();
      return [...container.querySelectorAll('[data-testid="shared-pool-timeline-row"]')].map((r) => [...r.children].map((c) => c.textContent));
    };
    // GPU-hours held over the horizon and the most GPUs held in one hour.
    expect(rows('en')).toEqual([
      ['Fine-tune', '3', '2'],
      ['Idle (paid, not used)', '1', '1'],
    ]);
    expect(rows('zh-CN')[1]![0]).toBe('闲置（已付费、未使用）');
  });

  it('shows nothing for a strategy without a shared pool', () => {
    const container = renderInLanguage(<Card summary={makeStrategy('od', 'On-demand', 100)} />, 'en');
    expect(container.querySelector('[data-testid="shared-pools"]')).toBeNull();
  });
});
