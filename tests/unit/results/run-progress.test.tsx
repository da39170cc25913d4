// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { RunProgress } from '@headroom/renderer/results/RunProgress';
import { renderInLanguage } from '../render-in-language';

/** The progress panel's text and whether its bar shows a known fraction. */
function render(done: number, total: number, etaMs: number | null, language: AppLanguage = 'en') {
  const container = renderInLanguage(
    <RunProgress done={done} total={total} etaMs={etaMs} onCancel={() => undefined} />,
    language,
  );
  const text = container.querySelector('[data-testid="run-progress-text"]')?.textContent ?? '';
  const bar = container.querySelector('[role="progressbar"]');
  return { text, determinate: bar?.hasAttribute('aria-valuenow') ?? false };
}

describe('run progress', () => {
  it('counts runs and the time left while runs are going', () => {
    const view = render(1_200, 3_000, 65_000);
    expect(view.text).toBe('1,200 of 3,000 runs doneabout 1 minute left');
    expect(view.determinate).toBe(true);
  });

  it('says the results are being summarised once every run is done, and the bar keeps moving', () => {
    const view = render(3_000, 3_000, 0);
    expect(view.text).toBe('3,000 of 3,000 runs donesummarising the results…');
    expect(view.determinate).toBe(false);
    expect(render(60, 60, 0, 'zh-CN').text).toContain('正在汇总结果…');
  });
});
