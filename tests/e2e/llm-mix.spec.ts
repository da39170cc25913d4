import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A tech lead opens decision support on the chat API planned in tokens (the shipped example on
 * an L4 and an A100 offer) and reads the cheapest mix of GPUs, solved in a worker: its cost
 * against the A100 alone and the saving (9.8 %, as `--llm-mix` prints for the same file), what
 * each offer runs and where each size class goes. A committed base of two reserved A100s is
 * solved again and shown in the split; a replica count that is not one says so. The mix is
 * added as a strategy (a new version), the scenario is run again and the new strategy's card
 * shows its figures; the PDF report carries the mix. In both languages, with screenshots.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/llm-mix';
const TEMPLATE_NAME = String(templateFile('10-llm-chat-api').document.name);

const TEXT = {
  en: {
    heading: 'Cheapest mix of GPUs',
    total:
      /^The mix costs \$8,002 over 62 days, against \$8,867 on the best single offer \(a2-highgpu-1g\): 9\.8% less\.$/,
    saving: /^9\.8%/,
    baseOffer: 'Reserved instances on',
    replicas: 'Replicas',
    replicasError: 'Enter whole replicas from 1 to 1,000.',
    baseLine:
      /^Committed base: 2 replicas of a2-highgpu-1g reserved for 12 months, \$[\d,]+ over the horizon\.$/,
    baseColumn: 'Committed base',
    none: 'None',
    add: /^Add as strategy: cheapest mix for “Chat API \(8B model\)”$/,
    added: /^Added “Cheapest mix for Chat API \(8B model\)” to the scenario as version 2\./,
    exportPdf: 'Export PDF…',
  },
  'zh-CN': {
    heading: '最便宜的 GPU 组合',
    total:
      /^组合在 62 天内成本为 US\$8,002，最佳单一规格（a2-highgpu-1g）为 US\$8,867：节省 9\.8%。$/,
    saving: /^9\.8%/,
    baseOffer: '预留实例规格',
    replicas: '副本数',
    replicasError: '请输入 1 到 1,000 之间的整数副本数。',
    baseLine: /^承诺基础容量：a2-highgpu-1g 的 2 个副本，预留实例 12 个月，期内成本 US\$[\d,]+。$/,
    baseColumn: '承诺基础容量',
    none: '不使用',
    add: /^添加为策略：“对话 API（8B 模型）”的最便宜组合$/,
    added: /^已将“对话 API（8B 模型）的最便宜组合”作为版本 2 添加到场景中。/,
    exportPdf: '导出 PDF…',
  },
} as const;

/** Text compared without its spacing: pdftotext breaks lines and Chinese has no spaces. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function shoot(page: Page, testId: string, name: string): Promise<void> {
  await page
    .getByTestId(testId)
    .first()
    .screenshot({ path: `${OUT}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

for (const language of ['en', 'zh-CN'] as const) {
  test(`the cheapest mix of GPUs for the chat API: saving, class split, a reserved base, add, run and report (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[language];
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedPreferences(page, { language, theme: 'light' });
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    const results = new ResultsPage(shell, language);
    await library.open();
    const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
    await library
      .row(name)
      .getByRole('link', { name: library.text.results(name) })
      .click();
    await expect(shell.heading).toHaveText(name);
    await results.runToEnd();

    // Decision support solves the mix on its own: the saving against the best single offer first.
    const mix = page.getByTestId('llm-mix');
    await expect(mix.getByRole('heading', { name: text.heading, exact: true })).toBeVisible();
    await expect(mix.getByTestId('llm-mix-total')).toHaveText(text.total, { timeout: 30_000 });
    await expect(mix.getByTestId('llm-mix-saving')).toHaveText(text.saving);
    await expect(mix.getByTestId('llm-mix-offer')).toHaveCount(2);
    await expect(mix.getByTestId('llm-mix-class')).toHaveCount(3);
    await expect(mix.getByTestId('llm-mix-note')).not.toBeEmpty();
    await mix.scrollIntoViewIfNeeded();
    await shoot(page, 'llm-mix', `mix-${language}`);

    // A committed base of two reserved A100s: solved again, carried in the split.
    await mix.getByRole('combobox', { name: text.baseOffer }).click();
    await page.getByRole('option', { name: /gcp-a2-highgpu-1g/ }).click();
    await mix.getByRole('textbox', { name: text.replicas }).fill('2');
    await expect(mix.getByTestId('llm-mix-base')).toHaveText(text.baseLine, { timeout: 30_000 });
    await expect(
      mix.getByTestId('llm-mix-split').getByRole('columnheader', { name: text.baseColumn }),
    ).toBeVisible();
    await shoot(page, 'llm-mix', `mix-base-${language}`);
    // A count that is not one is named, and the last mix stays.
    await mix.getByRole('textbox', { name: text.replicas }).fill('two');
    await expect(mix.getByText(text.replicasError, { exact: true })).toBeVisible();
    await expect(mix.getByTestId('llm-mix-base')).toHaveText(text.baseLine);
    await mix.getByRole('combobox', { name: text.baseOffer }).click();
    await page.getByRole('option', { name: text.none, exact: true }).click();
    await expect(mix.getByTestId('llm-mix-base')).toBeHidden({ timeout: 30_000 });
    await expect(mix.getByTestId('llm-mix-total')).toHaveText(text.total, { timeout: 30_000 });

    // Add as strategy: a new version; the next run shows the mix's card beside the others.
    await mix.getByRole('button', { name: text.add }).click();
    await expect(mix.getByTestId('llm-mix-add-status')).toHaveText(text.added);
    await expect(results.staleBanner).toBeVisible();
    await results.runToEnd();
    const card = results.card('llm-mix-chat');
    await expect(card).toBeVisible();
    await expect(results.totalCost('llm-mix-chat')).toHaveText(/\$[\d,]+/);
    console.log(
      `${language}: the mix's strategy simulated at ${await results.totalCost('llm-mix-chat').innerText()}`,
    );
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${OUT}/card-${language}.png` });

    // The report carries the mix kept with the run; the PDF reads back with it.
    await expect(mix.getByTestId('llm-mix-total')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: text.exportPdf }).click();
    const report = page.getByTestId('report-llm-mix');
    await expect(report).toBeVisible();
    await expect(report.getByRole('heading', { name: text.heading, exact: true })).toBeVisible();
    await report.screenshot({ path: `${OUT}/report-${language}.png` });
    const pdf = join(OUT, `llm-mix-${language}.pdf`);
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const flat = squash(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
    expect(flat).toContain(squash(text.heading));
    expect(flat).toMatch(new RegExp(squash(text.total.source.replace(/^\^|\$$/g, ''))));
    expect(problems).toEqual([]);
  });
}
