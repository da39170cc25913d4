import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A tech lead opens decision support on the chat API planned in tokens (the shipped example on
 * an L4 and an A100 offer) and reads the cheapest mix of GPUs, solved in a worker: its cost
 * against the A100 alone and the saving (9.8 %, as `--llm-mix` prints for the same file), what
 * each offer runs and where each size class goes. A committed base of two reserved A100s is
 * solved again and shown in the split; a replica count that is not one says so. The mix is
 * added as a strategy (a new version), the scenario is run again and the new strategy's card
 * shows its figures; the PDF report carries the mix. In both languages, with screenshots: the
 * walk is made once in English, and each screen is read again in Chinese after switching the
 * language in place as from another window (the base is set again in Chinese, a cheap solve).
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

type Language = keyof typeof TEXT;

/** The mix solved with no base, read in the screen's language. */
async function checkMix(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const mix = page.getByTestId('llm-mix');
  await expect(mix.getByRole('heading', { name: text.heading, exact: true })).toBeVisible();
  await expect(mix.getByTestId('llm-mix-total')).toHaveText(text.total, { timeout: 30_000 });
  await expect(mix.getByTestId('llm-mix-saving')).toHaveText(text.saving);
  await expect(mix.getByTestId('llm-mix-offer')).toHaveCount(2);
  await expect(mix.getByTestId('llm-mix-class')).toHaveCount(3);
  await expect(mix.getByTestId('llm-mix-note')).not.toBeEmpty();
  await mix.scrollIntoViewIfNeeded();
  await shoot(page, 'llm-mix', `mix-${language}`);
}

/** A committed base of two reserved A100s: solved again, carried in the split; a count that is not one is named; then no base again. */
async function walkBase(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const mix = page.getByTestId('llm-mix');
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
}

/** The report carries the mix kept with the run; the PDF reads back with it. */
async function checkReport(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const report = page.getByTestId('report-llm-mix');
  await expect(report).toBeVisible();
  await expect(report.getByRole('heading', { name: text.heading, exact: true })).toBeVisible();
  await report.screenshot({ path: `${OUT}/report-${language}.png` });
  const pdf = join(OUT, `llm-mix-${language}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const flat = squash(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
  expect(flat).toContain(squash(text.heading));
  expect(flat).toMatch(new RegExp(squash(text.total.source.replace(/^\^|\$$/g, ''))));
}

test('the cheapest mix of GPUs for the chat API: saving, class split, a reserved base, add, run and report (en, then zh-CN)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library
    .row(name)
    .getByRole('link', { name: library.text.results(name) })
    .click();
  await expect(shell.heading).toHaveText(name);
  await results.runToEnd();

  // Decision support solves the mix on its own: the saving against the best single offer first,
  // then a reserved base; the same moves again after switching to Chinese (each is a cheap solve).
  const mix = page.getByTestId('llm-mix');
  await checkMix(page, 'en');
  await walkBase(page, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkMix(page, 'zh-CN');
  await walkBase(page, 'zh-CN');
  // The scenario was made in English: the workload's name in the Chinese button is the English one.
  await expect(
    mix.getByRole('button', { name: /^添加为策略：“Chat API \(8B model\)”的最便宜组合$/ }),
  ).toBeVisible();
  await changePreferencesElsewhere(page, { language: 'en' });

  // Add as strategy: a new version, confirmed in either language; the next run shows the mix's card.
  await mix.getByRole('button', { name: TEXT.en.add }).click();
  await expect(mix.getByTestId('llm-mix-add-status')).toHaveText(TEXT.en.added);
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  // The strategy was named in English, so its name reads in English in the Chinese confirmation.
  await expect(mix.getByTestId('llm-mix-add-status')).toHaveText(
    /^已将“Cheapest mix for Chat API \(8B model\)”作为版本 2 添加到场景中。/,
  );
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(results.staleBanner).toBeVisible();
  await results.runToEnd();
  const card = results.card('llm-mix-chat');
  await expect(card).toBeVisible();
  await expect(results.totalCost('llm-mix-chat')).toHaveText(/\$[\d,]+/);
  console.log(`en: the mix's strategy simulated at ${await results.totalCost('llm-mix-chat').innerText()}`);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${OUT}/card-en.png` });
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(results.totalCost('llm-mix-chat')).toHaveText(/\$[\d,]+/);
  console.log(`zh-CN: the mix's strategy simulated at ${await results.totalCost('llm-mix-chat').innerText()}`);
  await card.screenshot({ path: `${OUT}/card-zh-CN.png` });
  await changePreferencesElsewhere(page, { language: 'en' });

  // The report carries the mix kept with the run, read in English, then in Chinese.
  await expect(mix.getByTestId('llm-mix-total')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: TEXT.en.exportPdf }).click();
  await checkReport(page, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkReport(page, 'zh-CN');
  expect(problems).toEqual([]);
});
