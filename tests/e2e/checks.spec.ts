import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { CurveEditorPage } from './pages/curve-editor';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';

/**
 * The editor speaks up about a valid scenario that will surprise (runs that take minutes, a
 * latency target below the service time): warnings that do not stop Run. Both languages.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/checks';
const TEMPLATE = 'Customer-service LLM inference with day peaks';

const TEXT = {
  en: {
    runs: 'Runs per strategy',
    latency: /^Latency target/,
    warnings: (n: number) => (n === 1 ? '1 warning' : `${n} warnings`),
    longRun: /^50,000 runs per strategy may take minutes \(roughly \d+ min\)/,
    latencyWarning: /the latency target \(1 ms\) is below one request’s service time \(2,500 ms\)/,
  },
  'zh-CN': {
    runs: '每个策略的模拟次数',
    latency: /^延迟目标/,
    warnings: (n: number) => `${n} 条提醒`,
    longRun: /^每个策略模拟 50,000 次可能需要数分钟（约 \d+ 分钟）/,
    latencyWarning: /延迟目标（1 毫秒）低于单个请求的服务时间（2,500 毫秒）/,
  },
} as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const language of ['en', 'zh-CN'] as EditorLanguage[]) {
  test(`surprises are warned of without stopping Run (${language})`, async ({ page }) => {
    const problems = collectPageProblems(page);
    const text = TEXT[language];
    await seedPreferences(page, { language, theme: language === 'en' ? 'light' : 'dark' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(TEMPLATE);
    await expect(editor.noProblems).toBeVisible();

    await editor.openSection('workloads');
    await new CurveEditorPage(page, language).expectVisible();

    // A 1 ms latency target: a warning at once, Run still allowed.
    await editor.field(text.latency).fill('1');
    const warnings = page.getByTestId('warning-count');
    await expect(warnings).toHaveText(text.warnings(1));
    // 50,000 runs per strategy (within the limit on a whole simulation): a second warning.
    await editor.openSection('simulation');
    await editor.field(text.runs).fill('50000');
    await expect(warnings).toHaveText(text.warnings(2));
    await expect(editor.noProblems).toBeVisible();
    await expect(editor.runButton).toBeEnabled();
    await warnings.click();
    const list = page.getByTestId('warning-list');
    await expect(list.locator('[data-warning="latencyBelowServiceTime"]')).toHaveText(
      text.latencyWarning,
    );
    await expect(list.locator('[data-warning="longRun"]')).toHaveText(text.longRun);
    // The popover fades in: the picture waits for it to settle.
    await expect(list).toHaveCSS('opacity', '1');
    await page
      .locator('.MuiPopover-paper')
      .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await page.screenshot({ path: `${SHOTS}/warnings-${language}.png` });
    // Picking the warning goes to its field.
    await list.locator('[data-warning="longRun"]').click();
    await expect(editor.field(text.runs)).toBeFocused();
    expect(problems).toEqual([]);
  });
}
