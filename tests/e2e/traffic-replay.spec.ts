import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { CurveEditorPage } from './pages/curve-editor';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { rateHistoryCsv } from '../unit/traffic-import/generate-traffic-files';

/**
 * A planner keeps the service's own history instead of curves: two weeks of requests per second
 * every 15 minutes (from Monday 2 March 2026, a 14:00 peak of 150 requests/s), replayed as is
 * from the scenario's first Monday and repeated in whole weeks. The editor shows the replay and
 * can go back to the curves (undoable); the run serves the replayed traffic, which costs more
 * than the template's 42 requests/s peak. Screenshots go to test-results/screenshots/.
 */
const SCREENSHOT_DIR = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots';
const TEMPLATE_NAME = String(templateFile('inference-day-peaks').document.name);
const HISTORY = rateHistoryCsv({ days: 14, intervalMinutes: 15, peak: 150, base: 30 });

const TEXT = {
  en: {
    workloadsTab: 'Workloads',
    open: 'Import traffic…',
    choose: 'Choose file…',
    apply: 'Apply',
    replay: 'Replay the history as is',
    figures: /14 days at 15-minute steps .* day 0 of the scenario/,
    summary: /14 days from day 0 at 15-minute steps, then repeated in whole weeks\./,
    drop: 'Back to the curves',
  },
  'zh-CN': {
    workloadsTab: '工作负载',
    open: '导入流量…',
    choose: '选择文件…',
    apply: '应用',
    replay: '按原样重放历史',
    figures: /14 天，每 15 分钟一个点.*第 0 天开始/,
    summary: /从第 0 天起 14 天，每 15 分钟一个点，之后按整周循环。/,
    drop: '改回曲线',
  },
} as const;

const money = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, animations: 'disabled', fullPage: false });
}

for (const language of ['en', 'zh-CN'] as const) {
  for (const theme of themesFor(language)) {
    test(`a traffic history replayed as is shows in the editor, goes back to curves with undo, and drives the run (${language}, ${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      const text = TEXT[language];
      const problems = collectPageProblems(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await seedPreferences(page, { language, theme });
      const shell = new AppShell(page);
      const library = new LibraryPage(shell, language);
      await library.open();
      const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
      await library.row(name).getByRole('link', { name, exact: true }).click();
      const editor = new EditorPage(shell, language);
      await editor.expectOpen(name);

      await editor.runButton.click();
      const results = new ResultsPage(shell, language);
      await results.waitForRun();
      const beforeText = await results.totalCost('autoscale').innerText();
      await results.editLink.click();
      await editor.expectOpen(name);

      await page.getByRole('tab', { name: text.workloadsTab, exact: true }).click();
      await new CurveEditorPage(page, language).expectVisible();
      await page.getByRole('button', { name: text.open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: text.choose, exact: true }).click();
      await (await chooser).setFiles({ name: 'requests-per-second.csv', mimeType: 'text/csv', buffer: Buffer.from(HISTORY) });

      const choice = dialog.getByTestId('replay-choice');
      await expect(choice).toBeVisible({ timeout: 30_000 });
      await choice.getByRole('radio', { name: text.replay }).check();
      await expect(choice).toContainText(text.figures);
      await expect(choice.getByTestId('replay-chart')).toBeVisible();
      await choice.scrollIntoViewIfNeeded();
      await shot(page, `traffic-replay-preview-${language}-${theme}`);
      await dialog.getByRole('button', { name: text.apply, exact: true }).click();
      await expect(dialog).toBeHidden();

      const summary = page.getByTestId('replay-summary');
      await expect(summary).toContainText(text.summary);
      await editor.expectSaved();
      await summary.scrollIntoViewIfNeeded();
      await shot(page, `traffic-replay-editor-${language}-${theme}`);

      // Back to the curves is one undoable edit.
      await summary.getByRole('button', { name: text.drop, exact: true }).click();
      await expect(summary).toBeHidden();
      await editor.pressUndo();
      await expect(page.getByTestId('replay-summary')).toContainText(text.summary);
      await editor.expectSaved();

      await editor.runButton.click();
      await expect(results.totalCost('autoscale')).not.toHaveText(beforeText, { timeout: 60_000 });
      await results.waitForRun();
      // The replayed peak (150 requests/s) is far above the template's 42.
      const after = money(await results.totalCost('autoscale').innerText());
      test.info().annotations.push({ type: 'autoscale cost', description: `${money(beforeText)} → ${after}` });
      expect(after).toBeGreaterThan(money(beforeText) * 1.5);
      await results.totalCost('autoscale').scrollIntoViewIfNeeded();
      await shot(page, `traffic-replay-results-${language}-${theme}`);
      expect(problems).toEqual([]);
    });
  }
}
