import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { deadlinePolicyEn, deadlinePolicyZhCN } from '@headroom/renderer/i18n/locales/deadline-policy';
import { resultsEn, resultsZhCN } from '@headroom/renderer/i18n/locales/results';
import { spotTraceEn, spotTraceZhCN } from '@headroom/renderer/i18n/locales/spot-trace';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A planner compares spot deadline policies: the spot example with its second spot strategy
 * still on Greedy; in the editor they pick Uniform Progress for it (each choice explained),
 * run, and read its cost per job beside Greedy's, with its split between spot and on-demand.
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

for (const [language, theme] of [['en', 'light'], ['zh-CN', 'dark']] as const) {
  const text = language === 'en' ? deadlinePolicyEn : deadlinePolicyZhCN;
  const traceText = language === 'en' ? spotTraceEn : spotTraceZhCN;

  test(`pick Uniform Progress in the editor, run, and read its cost beside Greedy's (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedPreferences(page, { language, theme });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    await library.open();
    await library.importFile({ name: 'policies.headroom.json', text: scenarioText() });
    await library.row(NAME).getByRole('link', { name: NAME, exact: true }).click();
    const editor = new EditorPage(shell, language);
    await editor.expectOpen(NAME);

    await editor.openSection('strategies');
    await editor.strategyTabs.filter({ hasText: CHOSEN }).click();
    const policy = editor.main.getByRole('combobox', { name: text.label });
    await expect(policy).toHaveText(text.options.greedy);
    await expect(editor.main.getByText(text.explain.greedy)).toBeVisible();
    await policy.click();
    // Every choice says what it does, in plain words.
    for (const p of ['none', 'greedy', 'uniformProgress'] as const)
      await expect(page.getByRole('option', { name: new RegExp(`^${text.options[p]}`) })).toContainText(text.explain[p]);
    await page.getByRole('option', { name: new RegExp(`^${text.options.uniformProgress}`) }).click();
    await expect(policy).toHaveText(text.options.uniformProgress);
    await expect(editor.main.getByText(text.explain.uniformProgress)).toBeVisible();
    await editor.expectSaved();
    await policy.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/deadline-policy-editor-${language}-${theme}.png`, animations: 'disabled' });

    await editor.runButton.click();
    const results = new ResultsPage(shell, language);
    await results.waitForRun();
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
    await expect(results.sentence).toContainText(language === 'en' ? CHOSEN : CHOSEN);
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
    // On-demand only has no trace to show.
    await page.getByRole('combobox', { name: (language === 'en' ? resultsEn : resultsZhCN).detail.strategy }).click();
    await page.getByRole('option', { name: /On-demand only/ }).click();
    await expect(page.getByTestId('chart-demand')).toBeVisible();
    await expect(traceChart).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
