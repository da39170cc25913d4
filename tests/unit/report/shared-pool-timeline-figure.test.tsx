// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SharedPoolTimelineFigure } from '@headroom/renderer/report/SharedPoolTimelineFigure';
import { sharedPoolTimelines } from '@shared/report/shared-pool-timeline';
import { makeRun } from './fixtures';
import { renderInLanguage } from '../render-in-language';

/** A 2-GPU shared pool over 300 hourly buckets: Fine-tune holds both GPUs every other hour. */
function runWithTimeline() {
  const run = makeRun('prio', 1_000_000);
  const gpuS = Array.from({ length: 300 }, (_, h) => (h % 2 === 0 ? 7200 : 0));
  const idleGpuS = gpuS.map((g) => 7200 - g);
  return { ...run, pools: [{ ...run.pools[0]!, heldTimeline: { bucketS: 3600, byWorkload: [{ workloadId: 'ft', gpuS }], idleGpuS } }] };
}

describe('the timeline of who held a shared pool', () => {
  it('merges buckets into steps a page can draw, each step the mean GPUs held', () => {
    const [tl] = sharedPoolTimelines(runWithTimeline(), 120);
    // 300 hours in steps of 3 hours: 100 steps; a step of 3 hours holds 2 + 0 + 2 or 0 + 2 + 0 GPUs.
    expect(tl!.stepS).toBe(3 * 3600);
    expect(tl!.startsS).toHaveLength(100);
    expect(tl!.rows.map((r) => r.kind)).toEqual(['workload', 'idle']);
    expect(tl!.rows[0]!.gpus.slice(0, 2)).toEqual([4 / 3, 2 / 3]);
    expect(tl!.rows[1]!.gpus.slice(0, 2)).toEqual([2 / 3, 4 / 3]);
    // Held + idle is the pool's 2 GPUs in every step; GPU-hours are the whole horizon's.
    tl!.startsS.forEach((_, s) => expect(tl!.rows[0]!.gpus[s]! + tl!.rows[1]!.gpus[s]!).toBeCloseTo(2, 12));
    expect([tl!.rows[0]!.gpuHours, tl!.rows[1]!.gpuHours]).toEqual([300, 300]);
    expect(tl!.rows[0]!.peakGpus).toBeCloseTo(4 / 3, 12);
  });

  it('prints stacked bars with a legend of the workloads and idle, in both languages', () => {
    for (const [language, idle, step] of [
      ['en', 'Idle (paid, not used)', 'each step of 3 hours'],
      ['zh-CN', '闲置（已付费、未使用）', '每 3 小时'],
    ] as const) {
      const container = renderInLanguage(<SharedPoolTimelineFigure run={runWithTimeline()} startDate="2026-01-01" />, language);
      const figure = container.querySelector('[data-testid="report-shared-pool-timeline"]')!;
      expect(figure.querySelectorAll('rect').length).toBeGreaterThanOrEqual(100);
      expect(figure.textContent).toContain('Fine-tune');
      expect(figure.textContent).toContain(idle);
      expect(figure.textContent).toContain(step);
    }
  });

  it('prints nothing for a run that kept no timeline', () => {
    const container = renderInLanguage(<SharedPoolTimelineFigure run={makeRun('od', 1)} startDate="2026-01-01" />, 'en');
    expect(container.querySelector('[data-testid="report-shared-pool-timeline"]')).toBeNull();
  });
});
