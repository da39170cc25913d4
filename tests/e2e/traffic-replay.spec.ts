import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { CurveEditorPage } from './pages/curve-editor';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { rateHistoryCsv } from '../unit/traffic-import/generate-traffic-files';

/**
 * A planner keeps the service's own history instead of curves: two weeks of requests per second
 * every 15 minutes (from Monday 2 March 2026, a 14:00 peak of 150 requests/s), replayed as is
 * from the scenario's first Monday and repeated in whole weeks. The editor shows the replay and
 * can go back to the curves (undoable); the run serves the replayed traffic, which costs more
 * than the template's 42 requests/s peak. Screenshots go to test-results/screenshots/.
 * The walk is made once; its screens and the dialog are read in English (light theme) and in
 * Chinese (dark theme), language and theme changed in place as from another window of the app
 * (the screen, and a dialog open on it, follow without a reload); the walk goes on in the
 * language it is in.
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

type Language = keyof typeof TEXT;

/** The look each language is read in (English light, Chinese dark), changed in place as from another window. */
async function switchTo(page: Page, language: Language): Promise<EditorPage> {
  await changePreferencesElsewhere(page, { language, theme: themesFor(language)[0]! });
  return new EditorPage(new AppShell(page), language);
}

function tagOf(language: Language): string {
  return `${language}-${themesFor(language)[0]!}`;
}

/** The import dialog with "Replay the history as is" chosen: the history's figures and its chart. */
async function checkReplayChoice(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const choice = page.getByRole('dialog').getByTestId('replay-choice');
  await expect(choice.getByRole('radio', { name: text.replay })).toBeChecked();
  await expect(choice).toContainText(text.figures);
  await expect(choice.getByTestId('replay-chart')).toBeVisible();
  await choice.scrollIntoViewIfNeeded();
  await shot(page, `traffic-replay-preview-${tagOf(language)}`);
}

/** The editor shows the replay, saved. */
async function checkReplaySummary(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const text = TEXT[language];
  const summary = page.getByTestId('replay-summary');
  await expect(summary).toContainText(text.summary);
  await expect(summary.getByRole('button', { name: text.drop, exact: true })).toBeVisible();
  await editor.expectSaved();
  await summary.scrollIntoViewIfNeeded();
  await shot(page, `traffic-replay-editor-${tagOf(language)}`);
}

test(`a traffic history replayed as is shows in the editor, goes back to curves with undo, and drives the run (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: themesFor('en')[0]! });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library.row(name).getByRole('link', { name, exact: true }).click();
  let editor = new EditorPage(shell, 'en');
  await editor.expectOpen(name);

  await editor.runButton.click();
  let results = new ResultsPage(shell, 'en');
  await results.waitForRun();
  const beforeText = await results.totalCost('autoscale').innerText();
  await results.editLink.click();
  await editor.expectOpen(name);

  // The curves read in English, then in Chinese, where the import dialog is opened; the
  // history chosen in English, the replay chosen and read in English, then in Chinese.
  await page.getByRole('tab', { name: TEXT.en.workloadsTab, exact: true }).click();
  await new CurveEditorPage(page, 'en').expectVisible();
  await expect(page.getByRole('button', { name: TEXT.en.open, exact: true })).toBeVisible();
  await switchTo(page, 'zh-CN');
  await new CurveEditorPage(page, 'zh-CN').expectVisible();
  await page.getByRole('button', { name: TEXT['zh-CN'].open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: TEXT['zh-CN'].choose, exact: true })).toBeVisible();
  await switchTo(page, 'en');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: TEXT.en.choose, exact: true }).click();
  await (await chooser).setFiles({ name: 'requests-per-second.csv', mimeType: 'text/csv', buffer: Buffer.from(HISTORY) });

  const choice = dialog.getByTestId('replay-choice');
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await choice.getByRole('radio', { name: TEXT.en.replay }).check();
  await checkReplayChoice(page, 'en');
  editor = await switchTo(page, 'zh-CN');
  await checkReplayChoice(page, 'zh-CN');
  await dialog.getByRole('button', { name: TEXT['zh-CN'].apply, exact: true }).click();
  await expect(dialog).toBeHidden();
  await checkReplaySummary(page, editor, 'zh-CN');
  editor = await switchTo(page, 'en');
  await checkReplaySummary(page, editor, 'en');

  // Back to the curves is one undoable edit.
  const summary = page.getByTestId('replay-summary');
  await summary.getByRole('button', { name: TEXT.en.drop, exact: true }).click();
  await expect(summary).toBeHidden();
  await editor.pressUndo();
  await expect(page.getByTestId('replay-summary')).toContainText(TEXT.en.summary);
  await editor.expectSaved();

  await editor.runButton.click();
  await expect(results.totalCost('autoscale')).not.toHaveText(beforeText, { timeout: 60_000 });
  await results.waitForRun();
  // The replayed peak (150 requests/s) is far above the template's 42.
  const afterText = await results.totalCost('autoscale').innerText();
  const after = money(afterText);
  test.info().annotations.push({ type: 'autoscale cost', description: `${money(beforeText)} → ${after}` });
  expect(after).toBeGreaterThan(money(beforeText) * 1.5);
  await results.totalCost('autoscale').scrollIntoViewIfNeeded();
  await shot(page, `traffic-replay-results-${tagOf('en')}`);
  // The same results read in Chinese: the same figure in its Chinese money.
  await switchTo(page, 'zh-CN');
  results = new ResultsPage(shell, 'zh-CN');
  await expect(results.runButton).toHaveText(results.text.runAgain);
  await expect(results.totalCost('autoscale')).not.toHaveText(afterText);
  expect(money(await results.totalCost('autoscale').innerText())).toBe(after);
  await shot(page, `traffic-replay-results-${tagOf('zh-CN')}`);
  expect(problems).toEqual([]);
});
