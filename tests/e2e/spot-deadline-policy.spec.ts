import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './pages/test';
import { deadlinePolicyEn, deadlinePolicyZhCN } from '@headroom/renderer/i18n/locales/deadline-policy';
import { resultsEn, resultsZhCN } from '@headroom/renderer/i18n/locales/results';
import { spotTraceEn, spotTraceZhCN } from '@headroom/renderer/i18n/locales/spot-trace';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A planner compares spot deadline policies: the spot example with its second spot strategy
 * still on Greedy; in the editor they pick Uniform Progress for it (each choice explained),
 * run, and read its cost per job beside Greedy's, with its split between spot and on-demand.
 * The walk is made once; the editor and the results are read in English (light) and in Chinese
 * (dark), the preferences changed as from another window of the app (no reload).
 */
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';
const NAME = 'Spot policies side by side';
const CHOSEN = 'Spot, policy to choose';

function scenarioText(): string {
  const doc = structuredClone(templateFile('spot-deadline-policy').document) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  doc.name = NAME;
  doc.simulation = { runs: 20, baseSeed: 1 };
  const chosen = doc.strategies.find((s: { id: string }) => s.id === 'spot-uniform-progress');
  chosen.name = CHOSEN;
  chosen.placements[0].spotFallback = { deadlinePolicy: 'greedy' };
  return JSON.stringify(doc);
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

type Language = 'en' | 'zh-CN';
const FIRST = { language: 'en', theme: 'light' } as const;
const SECOND = { language: 'zh-CN', theme: 'dark' } as const;
const policyText = (language: Language) => (language === 'en' ? deadlinePolicyEn : deadlinePolicyZhCN);

/** The policy list open: every choice says what it does, in plain words, in the screen's language. */
async function checkChoices(page: Page, policy: Locator, language: Language): Promise<void> {
  const text = policyText(language);
  await policy.click();
  for (const p of ['none', 'greedy', 'uniformProgress'] as const)
    await expect(page.getByRole('option', { name: new RegExp(`^${text.options[p]}`) })).toContainText(text.explain[p]);
}

/** The editor with Uniform Progress picked, in the screen's language and theme. */
async function checkPicked(page: Page, editor: EditorPage, policy: Locator, language: Language, theme: 'light' | 'dark'): Promise<void> {
  const text = policyText(language);
  await expect(policy).toHaveText(text.options.uniformProgress);
  await expect(editor.main.getByText(text.explain.uniformProgress)).toBeVisible();
  await editor.expectSaved();
  await policy.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/deadline-policy-editor-${language}-${theme}.png`, animations: 'disabled' });
}

/** The run's cards and trace chart, in the screen's language and theme. */
async function checkResults(page: Page, language: Language, theme: 'light' | 'dark'): Promise<void> {
  const text = policyText(language);
  const traceText = language === 'en' ? spotTraceEn : spotTraceZhCN;
  const results = new ResultsPage(new AppShell(page), language);
  const perJob = async (id: string) => {
    const value = await results.card(id).locator('[data-metric="costPerJob"] dd').innerText();
    return Number(value.replace(/[^0-9.]/g, ''));
  };
  const greedy = await perJob('spot-greedy');
  const uniform = await perJob('spot-uniform-progress');
  expect(uniform).toBeGreaterThan(0);
  expect(uniform, 'Uniform Progress cheaper per job than Greedy').toBeLessThan(0.95 * greedy);
  // Its split between spot and on-demand, and its moves between them.
  const split = results.card('spot-uniform-progress').getByTestId('spot-split');
  await expect(split.getByText(text.figures.title)).toBeVisible();
  const moves = Number((await split.locator('[data-metric="switches"] dd').innerText()).replace(/[^0-9.]/g, ''));
  expect(moves).toBeGreaterThanOrEqual(2);
  // Beside the best possible in its representative run (knowing the trace).
  await expect(split.locator('[data-metric="bound"] dt')).toHaveText(text.figures.bound);
  await expect(split.locator('[data-metric="bound"] dd')).toHaveText(/\d.* \/ .*\d/);
  await expect(results.card('on-demand').getByTestId('spot-split')).toHaveCount(0);
  // The recommendation names the strategy just switched to Uniform Progress.
  await expect(results.sentence).toContainText(CHOSEN);
  await page.mouse.move(0, 0);
  for (const id of ['spot-greedy', 'spot-uniform-progress'])
    await results.card(id).screenshot({ path: `${SHOTS}/deadline-policy-card-${id}-${language}-${theme}.png`, animations: 'disabled' });
  // The representative run's chart of the replayed trace: outages as bands, spot and on-demand GPUs held.
  const traceChart = page.getByTestId('chart-spot-trace');
  await traceChart.scrollIntoViewIfNeeded();
  await expect(traceChart.getByRole('heading')).toHaveText(traceText.title.replace('{{strategy}}', CHOSEN));
  for (const legend of [traceText.unavailable, traceText.spot, traceText.onDemand])
    await expect(traceChart.getByText(legend, { exact: true })).toBeVisible();
  await expect(traceChart.locator('[data-series="unavailable"]').first()).toBeAttached();
  await page.mouse.move(0, 0);
  await traceChart.screenshot({ path: `${SHOTS}/spot-trace-chart-${language}-${theme}.png`, animations: 'disabled' });
}

test(`pick Uniform Progress in the editor, run, and read its cost beside Greedy's (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(150_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, FIRST);
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, FIRST.language);
  await library.open();
  await library.importFile({ name: 'policies.headroom.json', text: scenarioText() });
  await library.row(NAME).getByRole('link', { name: NAME, exact: true }).click();
  const editor = new EditorPage(shell, FIRST.language);
  await editor.expectOpen(NAME);

  await editor.openSection('strategies');
  await editor.strategyTabs.filter({ hasText: CHOSEN }).click();
  const en = policyText('en');
  const zh = policyText('zh-CN');
  const policy = editor.main.getByRole('combobox', { name: en.label });
  await expect(policy).toHaveText(en.options.greedy);
  await expect(editor.main.getByText(en.explain.greedy)).toBeVisible();
  await checkChoices(page, policy, 'en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // The same editor read in Chinese and dark, switched as from another window (no reload): the
  // policy still on Greedy, explained; the choices explained; Uniform Progress picked in Chinese.
  await changePreferencesElsewhere(page, SECOND);
  const zhEditor = new EditorPage(shell, SECOND.language);
  const zhPolicy = editor.main.getByRole('combobox', { name: zh.label });
  await expect(zhPolicy).toHaveText(zh.options.greedy);
  await expect(editor.main.getByText(zh.explain.greedy)).toBeVisible();
  await checkChoices(page, zhPolicy, 'zh-CN');
  await page.getByRole('option', { name: new RegExp(`^${zh.options.uniformProgress}`) }).click();
  await checkPicked(page, zhEditor, zhPolicy, SECOND.language, SECOND.theme);
  // Back in English and light: the choice read in English, and the run started in English.
  await changePreferencesElsewhere(page, FIRST);
  await checkPicked(page, editor, policy, FIRST.language, FIRST.theme);

  await editor.runButton.click();
  await new ResultsPage(shell, FIRST.language).waitForRun();
  await checkResults(page, FIRST.language, FIRST.theme);
  await expect(page.getByRole('combobox', { name: resultsEn.detail.strategy })).toBeVisible();
  // The same run read in Chinese and dark; then on-demand only picked in Chinese has no trace to show.
  await changePreferencesElsewhere(page, SECOND);
  await checkResults(page, SECOND.language, SECOND.theme);
  await page.getByRole('combobox', { name: resultsZhCN.detail.strategy }).click();
  await page.getByRole('option', { name: /On-demand only/ }).click();
  await expect(page.getByTestId('chart-demand')).toBeVisible();
  await expect(page.getByTestId('chart-spot-trace')).toHaveCount(0);
  expect(problems).toEqual([]);
});
