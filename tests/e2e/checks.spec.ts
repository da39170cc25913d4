import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { CurveEditorPage } from './pages/curve-editor';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * The editor speaks up about a valid scenario that will surprise (runs that take minutes, a
 * latency target below the service time): warnings that do not stop Run. Walked in English,
 * then read again in Chinese on the same page after the language changes in place.
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

/** Opens the warning list, reads both warnings in the screen's language, and picks one. */
async function readWarnings(page: Page, editor: EditorPage, language: EditorLanguage): Promise<void> {
  const text = TEXT[language];
  const warnings = page.getByTestId('warning-count');
  await expect(warnings).toHaveText(text.warnings(2));
  await expect(editor.noProblems).toBeVisible();
  await expect(editor.runButton).toBeEnabled();
  await warnings.click();
  const list = page.getByTestId('warning-list');
  await expect(list.locator('[data-warning="latencyBelowServiceTime"]')).toHaveText(text.latencyWarning);
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
  await expect(list).toHaveCount(0);
}

test('surprises are warned of without stopping Run (en light, then zh-CN dark)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  await editor.createFromTemplate(TEMPLATE);
  await expect(editor.noProblems).toBeVisible();

  await editor.openSection('workloads');
  await new CurveEditorPage(page, 'en').expectVisible();

  // A 1 ms latency target: a warning at once, Run still allowed.
  await editor.field(TEXT.en.latency).fill('1');
  const warnings = page.getByTestId('warning-count');
  await expect(warnings).toHaveText(TEXT.en.warnings(1));
  // 50,000 runs per strategy (within the limit on a whole simulation): a second warning.
  await editor.openSection('simulation');
  const runs = editor.field(TEXT.en.runs);
  const templateRuns = await runs.inputValue();
  await runs.fill('50000');
  await readWarnings(page, editor, 'en');

  // The same scenario read in Chinese: the runs go back to the template's count (one warning)
  // and up to 50,000 again (two), each count in Chinese.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'dark' });
  const chinese = new EditorPage(shell, 'zh-CN');
  await chinese.openSection('workloads');
  await chinese.field(TEXT['zh-CN'].latency).fill('1');
  await chinese.openSection('simulation');
  await chinese.field(TEXT['zh-CN'].runs).fill(templateRuns);
  await expect(warnings).toHaveText(TEXT['zh-CN'].warnings(1));
  await chinese.field(TEXT['zh-CN'].runs).fill('50000');
  await readWarnings(page, chinese, 'zh-CN');
  expect(problems).toEqual([]);
});
