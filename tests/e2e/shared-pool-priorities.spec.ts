import { expect, test, type Page } from './pages/test';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile, templateNames } from './pages/library-page';
import { openForReport, printCount, printedText, squash } from './pages/printed-report';
import { ResultsPage } from './pages/results-page';
import { changePreferencesElsewhere } from './pages/preferences';
import { editorIssuesEn, editorIssuesZhCN } from '@headroom/renderer/i18n/locales/editor/issues';
import { editorPoolsEn, editorPoolsZhCN } from '@headroom/renderer/i18n/locales/editor/pools';
import { sharedPoolsEn, sharedPoolsZhCN } from '@headroom/renderer/i18n/locales/shared-pools';
import { quotasEn, quotasZhCN } from '@headroom/renderer/i18n/locales/quotas';
import { resultsZhCN } from '@headroom/renderer/i18n/locales/results';
import { planSearchEn, planSearchZhCN } from '@headroom/renderer/i18n/locales/plan-search';

/**
 * A placement's priority and its fallback after preemptions, in the editor: the shared-pool
 * example shows the API at priority 10; a fallback on the training, whose only pool is the
 * shared server, is refused under the field in the screen's language, and emptying it clears
 * the problem. A workload's team label past 40 characters is refused the same way, and so is a
 * quota guaranteeing more GPUs than the server has; a quota of 4 GPUs for the training then shows
 * on the results card and in the report's PDF. The results' "Find the best plan" finds the shared
 * plan the command line finds (¥337,698), added as a strategy and printed in the report. Each walk is made once in English and read again in Chinese after
 * switching the language in place.
 */
const TEMPLATE = 'Serving by day, training by night on one shared server (共享资源池：推理优先)';

type Language = 'en' | 'zh-CN';
const placementsOf = (language: Language) => (language === 'en' ? editorPoolsEn : editorPoolsZhCN).placements;
const issuesOf = (language: Language) => (language === 'en' ? editorIssuesEn : editorIssuesZhCN).issues;
const sharedOf = (language: Language) => (language === 'en' ? sharedPoolsEn : sharedPoolsZhCN);
const quotasOf = (language: Language) => (language === 'en' ? quotasEn : quotasZhCN);
// The scenario is made in English: its workloads keep their English names in both halves.
const WORKLOADS = templateNames(TEMPLATE, 'en').workloads;
/** The shared server's name, as the editor, the results and the report show it (its id is "server"). */
const SERVER = ((templateFile('11-').document.strategies as { pools: { id: string; name: string }[] }[])[0]!.pools.find((p) => p.id === 'server'))!.name;

/** The priorities shown (the API at 10, the training unset) and the one fallback, refused at 2 with the workload named. */
async function checkRefusedFallback(editor: EditorPage, language: Language): Promise<void> {
  const priorities = editor.field(new RegExp(`^${placementsOf(language).priority}`));
  await expect(priorities).toHaveCount(2);
  await expect(priorities.first()).toHaveValue('10');
  await expect(priorities.nth(1)).toHaveValue('');
  // Only the training (a job) has a fallback; its one pool is shared with the API.
  const fallback = editor.field(new RegExp(`^${placementsOf(language).priorityFallbackAfter}`));
  await expect(fallback).toHaveCount(1);
  await expect(fallback).toHaveValue('2');
  // The refusal names the workload as the screen does.
  const nowhere = issuesOf(language).priorityFallbackNowhere.replace('{{workload}}', WORKLOADS.research!);
  await expect(editor.helperOf(fallback)).toHaveText(nowhere);
}

test("sets a placement's priority, its fallback after preemptions and a quota (en, then zh-CN)", async ({ page }) => {
  test.setTimeout(240_000);
  const { shell, problems } = await openForReport(page, 'en');
  const en = new EditorPage(shell, 'en');
  const zh = new EditorPage(shell, 'zh-CN');
  await en.createFromTemplate(TEMPLATE);
  await en.openSection('strategies');

  await en.field(new RegExp(`^${placementsOf('en').priorityFallbackAfter}`)).fill('2');
  await checkRefusedFallback(en, 'en');
  // The same refusal read in Chinese, then cleared and a priority set there.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkRefusedFallback(zh, 'zh-CN');
  await zh.field(new RegExp(`^${placementsOf('zh-CN').priorityFallbackAfter}`)).fill('');
  await expect(zh.noProblems).toBeVisible();
  await zh.field(new RegExp(`^${placementsOf('zh-CN').priority}`)).nth(1).fill('5');
  await zh.expectSaved();
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(en.noProblems).toBeVisible();
  await expect(en.field(new RegExp(`^${placementsOf('en').priority}`)).nth(1)).toHaveValue('5');
  await en.expectSaved();

  // A workload's team (showback by team): a label past 40 characters is refused under the
  // field in the screen's language; a short one is kept.
  await en.openSection('workloads');
  const tooLong = (language: Language) => issuesOf(language).textTooLong.replace('{{maximum}}', '40');
  const enTeam = en.field(sharedOf('en').editor.team);
  await enTeam.fill('x'.repeat(41));
  await expect(en.helperOf(enTeam)).toHaveText(tooLong('en'));
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const zhTeam = zh.field(sharedOf('zh-CN').editor.team);
  await expect(zh.helperOf(zhTeam)).toHaveText(tooLong('zh-CN'));
  await zhTeam.fill('Platform');
  await expect(zh.noProblems).toBeVisible();
  await zh.expectSaved();
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(enTeam).toHaveValue('Platform');
  await expect(en.noProblems).toBeVisible();
  await en.expectSaved();

  // A quota on the shared server: the training guaranteed 9 GPUs of the 8 is refused under the
  // field (read in English, then Chinese), 4 is kept, and the results card shows the quota (its
  // holder held at most 4 GPUs) and who pays by quota, in Chinese and then in English.
  await en.openSection('strategies');
  await page.getByRole('button', { name: quotasOf('en').editor.add }).first().click();
  const row = page.getByTestId('quota-row').first();
  await row.getByRole('combobox', { name: quotasOf('en').editor.workload }).click();
  await page.getByRole('option', { name: WORKLOADS.research!, exact: true }).click();
  const guarantee = (language: Language) => row.getByRole('textbox', { name: quotasOf(language).editor.guaranteed });
  await guarantee('en').fill('9');
  const tooMany = (language: Language) => issuesOf(language).quotaGuaranteesAbovePool.replace('{{pool}}', 'server').replace('{{sum}}', '9').replace('{{gpus}}', '8');
  await expect(en.helperOf(guarantee('en'))).toHaveText(tooMany('en'));
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(zh.helperOf(guarantee('zh-CN'))).toHaveText(tooMany('zh-CN'));
  await guarantee('zh-CN').fill('4');
  await expect(zh.noProblems).toBeVisible();
  await zh.expectSaved();
  await zh.runButton.click();
  await new ResultsPage(shell, 'zh-CN').waitForRun();
  // The quota is on the first strategy (the API first): its details, whichever is recommended.
  await page.getByRole('combobox', { name: resultsZhCN.detail.strategy, exact: true }).click();
  await page.getByRole('option', { name: templateNames(TEMPLATE, 'en').strategies['server-priority']!, exact: true }).click();
  await checkQuotaCard(page, 'zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });
  await checkQuotaCard(page, 'en');
  // The report prints the same quota table: read back from the PDF in English, then in Chinese.
  await page.getByRole('link', { name: 'Export PDF…' }).click();
  await expect(page.getByTestId('report')).toBeVisible();
  await checkQuotaPdf(page, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkQuotaPdf(page, 'zh-CN');
  expect(problems).toEqual([]);
});

/** The quota on the results card: the training's row (guaranteed 4, no maximum, at most 4 held, so nothing borrowed) and the split by quota. */
async function checkQuotaCard(page: Page, language: Language): Promise<void> {
  const words = quotasOf(language).results;
  const card = page.getByTestId('shared-pools');
  const quota = card.getByTestId('shared-pool-quota-row');
  await expect(quota).toHaveCount(1);
  await expect(quota.locator('td')).toHaveText([WORKLOADS.research!, SERVER, '4', words.noMax, '4', '0', '0']);
  await expect(card).toContainText(words.byQuotaNote);
  // By quota: the API, the training (half the server is its guarantee) and idle.
  const byQuota = card.getByTestId('shared-pool-pay-quota-row');
  await expect(byQuota).toHaveCount(3);
  await expect(card.getByTestId('shared-pool-pay-quota')).toContainText(WORKLOADS.research!);
  await card.getByTestId('shared-pool-quotas').screenshot({ path: test.info().outputPath(`shared-pools-quota-${language}.png`) });
}

/**
 * The report's quota table: its row on the report page (the training and the server by name,
 * guaranteed 4, no maximum, at most 4 held, nothing borrowed), then read back from the PDF: each
 * column's heading (its start: the long ones wrap) and the row's figures in order.
 */
async function checkQuotaPdf(page: Page, language: Language): Promise<void> {
  const words = quotasOf(language).results;
  const table = page.getByTestId('report-shared-pool-quotas');
  await expect(table.locator('tbody td')).toHaveText([WORKLOADS.research!, SERVER, '4', words.noMax, '4', '0', '0']);
  const text = await printedText(page, test.info().outputPath(`shared-pools-quota-${language}.pdf`));
  // The headings' first word (a Chinese heading may wrap after any character: its first two).
  for (const heading of Object.values(words.columns)) expect(text).toContain(language === 'en' ? heading.split(/\s/)[0]! : heading.slice(0, 2));
  expect(text).toContain(squash(`4 ${words.noMax} 4 0 0`));
  expect(text).toContain(squash(words.byQuotaNote.slice(0, 20)));
  await table.screenshot({ path: test.info().outputPath(`report-quota-${language}.png`) });
}

/**
 * The results of the shared-pool example, on screen and in the PDF: where the server's
 * committed GPU-hours went (mean of the 20 runs from seed 1: 17,280 committed, 7,979.8 held by
 * the API, 46.9 of training work lost to preemption, 33.6 of restarts) and who pays for it in
 * the representative run (the API ¥155,948, training ¥67,730, idle ¥114,020), the same figures
 * the command line prints for the file; then the plan search's shared plan, on screen, in the
 * PDF and, added as a strategy, in the editor. Read in English, then in Chinese after switching in place.
 */
/** The card of the recommended strategy (the API first), read in the screen's language. */
async function checkCard(page: Page, language: Language): Promise<void> {
  const words = sharedOf(language);
  const card = page.getByTestId('shared-pools');
  const part = (p: string) => card.locator(`[data-testid="shared-pool-hours-row"][data-part="${p}"]`);
  await expect(part('committed')).toContainText('17,280');
  await expect(part('services')).toContainText('7,979.8');
  await expect(part('jobsLost')).toContainText(words.parts.jobsLost);
  await expect(part('jobsLost')).toContainText('46.9');
  await expect(part('jobsRestart')).toContainText('33.6');
  const names = WORKLOADS;
  const pay = card.getByTestId('shared-pool-pay-row');
  await expect(pay).toHaveCount(3);
  await expect(pay.nth(0)).toContainText(names.serving!);
  await expect(pay.nth(0)).toContainText('155,948');
  await expect(pay.nth(1)).toContainText(names.research!);
  await expect(pay.nth(1)).toContainText('67,730');
  await expect(pay.nth(2)).toContainText(words.idle);
  await expect(pay.nth(2)).toContainText('114,020');
  // Who held the server over the quarter (6-hour steps), a colour per workload and idle in the legend.
  const timeline = card.getByTestId('shared-pool-timeline');
  await expect(timeline).toContainText(words.timeline.step_other.replace('{{count}}', '6'));
  const legend = timeline.locator('.MuiChartsLegend-root');
  await expect(legend).toContainText(names.serving!);
  await expect(legend).toContainText(names.research!);
  await expect(legend).toContainText(words.idle);
  await expect(timeline.getByTestId('shared-pool-timeline-row')).toHaveCount(3);
  await card.screenshot({ path: test.info().outputPath(`shared-pools-card-${language}.png`) });
}

/** The report's PDF read back in the screen's language. */
async function checkPdf(page: Page, language: Language): Promise<void> {
  const words = sharedOf(language);
  const names = WORKLOADS;
  const text = await printedText(page, test.info().outputPath(`shared-pools-${language}.pdf`));
  expect(text).toContain(squash(words.heading));
  expect(text).toContain(`${squash(words.parts.jobsLost)}46.9`);
  expect(text).toContain(`${squash(words.parts.services)}7,979.8`);
  expect(text).toContain(`${squash(names.serving!)}7,979.8`);
  expect(text).toContain(squash(words.idle));
  expect(text).toContain('114,020');
  expect(text).toContain(squash(words.timeline.title.split('{{pool}}')[1]!));
  // The plan search the screen ran: its section, the best plan's cost and the sharing.
  const plan = planOf(language);
  expect(text).toContain(squash(plan.report.heading));
  expect(text).toContain('337,698');
  const bare = (line: string) => squash(line).replace(/[“”‘’]/g, '');
  for (const part of sharedWords(language)) expect(text.replace(/[“”‘’]/g, '')).toContain(bare(part));
}

const planOf = (language: Language) => (language === 'en' ? planSearchEn : planSearchZhCN);
/** The words a found plan shares the server with: the API's, priority 0 under its 10, never leaving (the pool's own words between the two halves). */
function sharedWords(language: Language): string[] {
  const words = planOf(language).pools;
  const line = words.shared.replace('{{workload}}', WORKLOADS.serving!).replace('{{priority}}', '0').replace('{{servicePriority}}', '10').replace('{{leaves}}', words.sharedStays);
  return [...line.split('{{pool}}'), words.bareMetal.replace('{{count}}', '1').split('{{offer}}')[0]!.trim()];
}

/**
 * The plan search's answer on scenario 11, as the command line's `--find-plan` gives it: the best
 * plan costs ¥337,698, the training shared with the API on one bare-metal server at priority 0
 * under the API's 10, never leaving it.
 */
async function checkSharedPlan(page: Page, language: Language): Promise<void> {
  await expect(page.getByTestId('plan-search-best')).toContainText('337,698');
  const best = page.locator('[data-testid="plan-row"][data-best="true"]');
  await expect(best).toContainText('337,698');
  await expect(best).toContainText(WORKLOADS.research!);
  for (const part of sharedWords(language)) await expect(best).toContainText(part);
  await page.getByTestId('plan-table').screenshot({ path: test.info().outputPath(`plan-table-${language}.png`) });
}

/** The added strategy in the editor: the training's first pool is the API's bare-metal server, the API at priority 10, the training at 0. */
async function checkAddedStrategy(editor: EditorPage, strategyName: string): Promise<void> {
  const page = editor.page;
  const tab = editor.strategyTabs.filter({ hasText: strategyName });
  await expect(tab).toHaveCount(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const placements = placementsOf(editor.language);
  const card = (workload: string) => page.locator('.MuiPaper-root', { has: page.getByRole('heading', { level: 4, name: workload, exact: true }) }).last();
  // Each pool's line: its place in the order, then its label.
  const firstPool = (workload: string) => card(workload).locator('ol > li').first().locator('p').nth(1);
  const bareMetal = (editor.language === 'en' ? editorPoolsEn : editorPoolsZhCN).pools.kinds.bareMetal;
  await expect(firstPool(WORKLOADS.research!)).toContainText(placements.poolLabel.replace('{{kind}}', bareMetal).split('{{name}}')[0]!);
  await expect(firstPool(WORKLOADS.research!)).toHaveText(await firstPool(WORKLOADS.serving!).innerText());
  const priority = (workload: string) => card(workload).getByRole('textbox', { name: new RegExp(`^${placements.priority}`) });
  await expect(priority(WORKLOADS.serving!)).toHaveValue('10');
  await expect(priority(WORKLOADS.research!)).toHaveValue('0');
  await page.getByRole('main').screenshot({ path: test.info().outputPath(`added-strategy-${editor.language}.png`) });
}

test("reads the shared server's hours split and who pays for it, on screen and in the PDF (en, then zh-CN)", async ({ page }) => {
  test.setTimeout(240_000);
  const { shell, problems } = await openForReport(page, 'en');
  const library = new LibraryPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE);
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  const results = new ResultsPage(shell, 'en');
  await results.runToEnd();

  await checkCard(page, 'en');
  // Find the best plan: its progress and the frontier so far, then the shared plan, added as a strategy.
  await page.getByTestId('plan-search').getByRole('button', { name: planSearchEn.run, exact: true }).click();
  await expect(page.getByTestId('plan-search-progress')).toBeVisible();
  await expect(page.getByTestId('plan-search-elapsed')).toHaveText(/^\d+ s of the 30 s budget$/);
  await expect(page.getByTestId('plan-frontier-live').or(page.getByTestId('plan-search-result'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('plan-search-result')).toBeVisible({ timeout: 60_000 });
  await checkSharedPlan(page, 'en');
  const bestRow = page.locator('[data-testid="plan-why-row"][data-best="true"]');
  await bestRow.getByRole('button', { name: new RegExp(`^${planSearchEn.table.addPlan.split('{{name}}')[0]}`) }).click();
  const status = page.getByTestId('plan-add-status');
  await expect(status).toHaveText(/^Added “Found plan \d+” to the scenario as version 2\./);
  const strategyName = /“(.+)”/.exec((await status.textContent()) ?? '')![1]!;

  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkCard(page, 'zh-CN');
  await checkSharedPlan(page, 'zh-CN');
  await expect(page.getByRole('link', { name: '导出 PDF…' })).toBeVisible();
  await changePreferencesElsewhere(page, { language: 'en' });

  // Printed once from the English screen; the Chinese report is the same page after the switch.
  await page.getByRole('link', { name: 'Export PDF…' }).click();
  await expect(page.getByTestId('report')).toBeVisible();
  await expect.poll(() => printCount(page)).toBe(1);
  await checkPdf(page, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(page.getByTestId('report')).toBeVisible();
  await checkPdf(page, 'zh-CN');
  expect(await printCount(page)).toBe(1);

  // The added strategy in the editor's strategies, read in Chinese, then in English.
  await page.goBack();
  const zhResults = new ResultsPage(shell, 'zh-CN');
  await expect(zhResults.editLink).toBeVisible();
  await zhResults.editLink.click();
  const zhEditor = new EditorPage(shell, 'zh-CN');
  await zhEditor.openSection('strategies');
  await checkAddedStrategy(zhEditor, strategyName);
  await changePreferencesElsewhere(page, { language: 'en' });
  await checkAddedStrategy(new EditorPage(shell, 'en'), strategyName);
  expect(problems).toEqual([]);
});
