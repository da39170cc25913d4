import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { galleryThemes } from './pages/looks';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * Pictures of what the defaults-and-checks work changed, in both languages and themes: a new
 * pool's note, the offer field with its GPUs, the growth problem, the 96-point curve's handles,
 * and the cost-over-time and distribution charts' axes after a run.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/defaults';
const INFERENCE = 'Customer-service LLM inference with day peaks';
const ADD_POOL = { en: 'Add pool', 'zh-CN': '添加资源池' } as const;
const RESERVED = { en: /^Reserved/, 'zh-CN': /^预留实例/ } as const;
const GROWTH = { en: 'Growth per month', 'zh-CN': '月增长率' } as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const language of ['en', 'zh-CN'] as EditorLanguage[]) {
  for (const theme of galleryThemes(language)) {
    test(`defaults, growth, curve and charts (${language}, ${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await seedPreferences(page, { language, theme });
      const shell = new AppShell(page);
      const editor = new EditorPage(shell, language);
      await editor.createFromTemplate(INFERENCE);

      await editor.openSection('strategies');
      await editor.main.getByRole('button', { name: ADD_POOL[language] }).click();
      await page.getByRole('menuitem', { name: RESERVED[language] }).click();
      const card = editor.main
        .locator('section[aria-label]')
        .filter({ has: page.getByRole('note') })
        .last();
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/new-pool-${language}-${theme}.png` });

      await editor.openSection('workloads');
      const chart = editor.main
        .locator('svg')
        .filter({ has: page.getByRole('slider') })
        .first();
      await chart.screenshot({ path: `${SHOTS}/curve-96-${language}-${theme}.png` });
      const growth = editor.field(GROWTH[language]);
      await growth.fill('-150');
      await expect(editor.runButton).toBeDisabled();
      await growth.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/growth-${language}-${theme}.png` });
      await growth.fill('0');
      await expect(editor.runButton).toBeEnabled();

      // 28 days from 4 January: the cost-over-time axis crosses the first of February.
      await editor.expectSaved();
      await editor.runButton.click();
      const results = new ResultsPage(shell, language);
      await results.waitForRun();
      const cumulative = page.getByTestId('chart-cumulative-cost');
      await cumulative.scrollIntoViewIfNeeded();
      await cumulative.screenshot({ path: `${SHOTS}/cost-over-time-${language}-${theme}.png` });
    });
  }
}
