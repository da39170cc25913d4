import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';

/**
 * Decision support as a planner uses it on the start-up template: run the sensitivity with
 * inputs moved ±50 % and read the tornado and a tipping point; run the commitment optimiser,
 * read the break-even and add the optimum as a strategy, which the next run compares with the
 * others. In both languages and both themes, with screenshots for a person to check.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/decision';
const STARTUP = templateFile('06-');

const TEXT = {
  en: {
    runOptimiser: 'Find the best commitment',
    runSensitivity: 'Run sensitivity',
    range: 'Move each input by ± %',
    addStrategy: 'Add as strategy',
    cancel: 'Cancel',
    cancelled: 'The analysis was cancelled.',
    breakEven: /^A 36-month reservation of NVIDIA A100 40GB SXM pays off when it is busy more than 35% of the time; in this plan it is busy \d+%\.$/,
    optimum: /^Best: \d+ × 36-month reservation of NVIDIA A100 40GB SXM \(a2-highgpu-1g\)/,
    tipping: /stays the recommendation unless .+ (rises|falls) more than \d+% \(then “.+”\)\.$/,
    added: /^Added “Optimised commitment” to the scenario as version \d+\./,
    noChange: /: no change within ±50%\.$/,
  },
  'zh-CN': {
    runOptimiser: '寻找最佳承诺',
    runSensitivity: '运行敏感性分析',
    range: '每个输入移动 ± %',
    addStrategy: '添加为策略',
    cancel: '取消',
    cancelled: '分析已取消。',
    breakEven: /^NVIDIA A100 40GB SXM 的 36 个月预留在忙碌时间超过 35% 时才划算；在本方案中它的忙碌率为 \d+%。$/,
    optimum: /^最佳：\d+ 台 NVIDIA A100 40GB SXM（a2-highgpu-1g）36 个月预留/,
    tipping: /^除非.+(上升|下降)超过 \d+%，否则仍推荐“.+”（超过后改为“.+”）。$/,
    added: /^已将“优化后的承诺”作为版本 \d+ 添加到场景中。/,
    noChange: /：在 ±50% 内推荐不变。$/,
  },
} as const;

async function screenshot(page: Page, name: string): Promise<void> {
  await page.getByTestId('decision-panel').screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

// English in the light theme, Chinese in the dark one: both languages and both themes get looked at.
const CASES: { language: ResultsLanguage; theme: 'light' | 'dark' }[] = [
  { language: 'en', theme: 'light' },
  { language: 'zh-CN', theme: 'dark' },
];

for (const { language, theme } of CASES) {
  test(`optimise commitments and read what would change the answer (${language}, ${theme})`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems = collectPageProblems(page);
    const text = TEXT[language];
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedPreferences(page, { language, theme });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    const results = new ResultsPage(shell, language);

    await library.open();
    const name = await library.createFromTemplateOnEmptyLibrary(String(STARTUP.document.name));
    await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
    await expect(shell.heading).toHaveText(name);
    await results.runToEnd();
    const panel = page.getByTestId('decision-panel');
    await expect(panel).toBeVisible();

    // Sensitivity: inputs moved ±50 %, a tornado sorted by effect and sentences on what flips.
    await panel.getByLabel(text.range).fill('50');
    await panel.getByRole('button', { name: text.runSensitivity, exact: true }).click();
    await expect(page.getByTestId('decision-progress')).toBeVisible();
    const sensitivity = page.getByTestId('sensitivity-result');
    await expect(sensitivity).toBeVisible({ timeout: 180_000 });
    await expect(page.getByTestId('tornado-cost-row').first()).toBeVisible();
    expect(await page.getByTestId('tornado-cost-row').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('tipping-point').first()).toHaveText(text.tipping);
    await expect(page.getByTestId('no-tipping-point').first()).toHaveText(text.noChange);
    await screenshot(page, `sensitivity-${language}-${theme}`);

    // Cancel stops an analysis in flight and says so; the sensitivity already shown stays.
    await panel.getByRole('button', { name: text.runOptimiser, exact: true }).click();
    const progress = page.getByTestId('decision-progress');
    await progress.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(progress).toBeHidden();
    await expect(panel.getByText(text.cancelled, { exact: true })).toBeVisible();
    await expect(sensitivity).toBeVisible();

    // The optimiser: the best commitment, its break-even, the curve, then add it as a strategy.
    await panel.getByRole('button', { name: text.runOptimiser, exact: true }).click();
    const optimise = page.getByTestId('optimise-result');
    await expect(optimise).toBeVisible({ timeout: 180_000 });
    await expect(page.getByTestId('optimise-optimum')).toHaveText(text.optimum);
    await expect(page.getByTestId('break-even').first()).toHaveText(text.breakEven);
    await expect(page.getByTestId('chart-commitment-curve').locator('svg').first()).toBeVisible();
    await screenshot(page, `optimise-${language}-${theme}`);
    await optimise.getByRole('button', { name: text.addStrategy, exact: true }).click();
    await expect(page.getByTestId('add-strategy-status')).toHaveText(text.added);

    // The new version has the strategy: the next run compares it with the others.
    await expect(results.staleBanner).toBeVisible();
    await results.runToEnd();
    await expect(results.card('optimised-commitment')).toBeVisible();
    await expect(results.card('optimised-commitment')).toHaveAttribute('data-recommended', 'true');
    expect(problems).toEqual([]);
  });
}
