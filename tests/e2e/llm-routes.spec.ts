import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { templateFile } from './pages/library-page';
import { changePreferencesElsewhere } from './pages/preferences';
import { openForReport, printCount, printedText, squash } from './pages/printed-report';
import { ResultsPage } from './pages/results-page';

/**
 * A tech lead routes the chat API's size classes (scenarios/10-…): in the on-demand L4 strategy
 * they add an on-demand A100 pool, place the service on it, and switch routing on, which starts
 * with short prompts on the L4 and the medium and long ones on the A100. Taking the medium
 * class out of its route shows, beside the routes, that it is in no route; putting it back
 * clears it. The run then meets the targets at the cost the command line gives for the same
 * file ($11,675 total P50, $0.34 per million tokens), the card says how the classes are routed,
 * and the PDF report says it in its assumptions. Screenshots go to test-results/screenshots/.
 * The walk is made once; each state is read in English and in Chinese, the language changed in
 * place as from another window of the app (the screen follows without a reload), and the walk
 * goes on in the language it is in.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots';
const TEMPLATE_NAME = String(templateFile('llm-chat-api-two-gpus').document.name);
const STRATEGY = 'od-l4';
const SHORT = 'short prompts (330 in, 109 out)';
const MEDIUM = 'medium prompts (1100 in, 409 out)';
const LONG = 'long prompts (2655 in, 82 out)';

const TEXT = {
  en: {
    addPool: 'Add pool',
    onDemand: /^On-demand/,
    offer: 'Offer',
    placePool: 'Add a pool',
    routeSwitch: 'Route size classes to pools',
    classesOf2: 'Size classes of route 2',
    poolsOf1: 'Pools of route 1',
    inRoute2: 'now in route 2',
    mediumMissing: `The size class “${MEDIUM}” is in no route: every class needs pools to serve it`,
    exportPdf: 'Export PDF…',
    card: `Routed: ${SHORT} → AWS g6 (1 x L4) on demand; ${MEDIUM} and ${LONG} → Google Cloud a2-highgpu-1g on demand`,
    report: `On-demand L4: ${SHORT} → AWS g6 (1 x L4) on demand; ${MEDIUM} and ${LONG} → Google Cloud a2-highgpu-1g on demand`,
    heading: 'Size classes routed to pools',
  },
  'zh-CN': {
    addPool: '添加资源池',
    onDemand: /^按量计费/,
    offer: '实例规格',
    placePool: '添加资源池',
    routeSwitch: '按请求规模类别分流到资源池',
    classesOf2: '分流路线 2 的请求规模类别',
    poolsOf1: '分流路线 1 的资源池',
    inRoute2: '当前在分流路线 2',
    mediumMissing: `请求规模类别“${MEDIUM}”不在任何分流路线中：每个类别都需要有资源池来服务`,
    exportPdf: '导出 PDF…',
    card: `分流：${SHORT} → AWS g6 (1 x L4)（按量计费）；${MEDIUM}和${LONG} → Google Cloud a2-highgpu-1g（按量计费）`,
    report: `按量 L4：${SHORT} → AWS g6 (1 x L4)（按量计费）；${MEDIUM}和${LONG} → Google Cloud a2-highgpu-1g（按量计费）`,
    heading: '按请求规模类别分流到资源池',
  },
} as const;

/** Ticks or unticks one option of a route's multiple choice, then closes its menu. */
async function toggleOption(page: Page, choice: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: choice }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

type Language = keyof typeof TEXT;
const medium = new RegExp(`^${MEDIUM.replace(/[()]/g, '\\$&')}`);

/** Routing on: short prompts on the L4, the rest on the A100; the editor has no problem. */
async function checkRoutes(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const routes = page.getByTestId('placement-routes');
  await expect(routes.getByLabel(TEXT[language].routeSwitch)).toBeChecked();
  await expect(routes.locator('[data-route]')).toHaveCount(2);
  await expect(routes.locator('[data-route="1"]')).toContainText(SHORT);
  await expect(routes.locator('[data-route="1"]')).toContainText(' · l4');
  await expect(routes.locator('[data-route="2"]')).toContainText(MEDIUM);
  await expect(routes.locator('[data-route="2"]')).toContainText(LONG);
  await expect(editor.noProblems).toBeVisible();
}

/** The medium class out of its route: it is in no route, said beside the routes. */
async function checkMediumMissing(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const routes = page.getByTestId('placement-routes');
  await expect(routes.getByTestId('routes-issues')).toHaveText(TEXT[language].mediumMissing);
  await expect(editor.problemCount).toBeVisible();
  await expect(editor.runButton).toBeDisabled();
  await routes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/llm-routes-issue-${language}.png` });
}

/** Routes whole again; route 1's pools menu names each pool's offer, and where the A100 pool is now. */
async function checkRoutesWhole(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('placement-routes').getByTestId('routes-issues')).toHaveCount(0);
  await expect(editor.noProblems).toBeVisible();
  await page.screenshot({ path: `${OUT}/llm-routes-editor-${language}.png` });
  await page.getByRole('combobox', { name: text.poolsOf1 }).click();
  await expect(page.getByRole('option', { name: /a2-highgpu-1g/ })).toContainText(text.inRoute2);
  await page.screenshot({ path: `${OUT}/llm-routes-pools-menu-${language}.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The routed strategy's card: it meets its targets, at the command line's cost, and says how the classes are routed. */
async function checkCard(page: Page, language: Language): Promise<void> {
  const results = new ResultsPage(new AppShell(page), language);
  const card = results.card(STRATEGY);
  const service = card.locator('[data-llm-workload]');
  await expect(service.getByTestId('llm-routing')).toHaveText(TEXT[language].card);
  await expect(service.locator('[data-llm-cost="perMillion"] dd')).toHaveText(/^(US)?\$0\.34$/);
  await expect(service.locator('[data-llm-target][data-missed="true"]')).toHaveCount(0);
  await expect(card).toContainText(/(US)?\$11,675/);
  await service.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/llm-routes-card-${language}.png` });
}

/**
 * The routing line of the report's assumptions. The scenario is created in English, so the
 * strategy keeps its English name ("On-demand L4") in the Chinese line; every other word is Chinese.
 */
const REPORT_LINE = {
  en: TEXT.en.report,
  'zh-CN': TEXT['zh-CN'].report.replace(/^按量 L4：/, 'On-demand L4：'),
} as const;

/** The PDF says how the classes are routed, in the assumptions; `printed` is the count once this report is printed. */
async function checkReport(page: Page, language: Language, printed: number): Promise<void> {
  const text = TEXT[language];
  await page.getByRole('link', { name: text.exportPdf }).click();
  await expect(page.getByTestId('report')).toBeVisible();
  await expect.poll(() => printCount(page)).toBe(printed);
  const line = page.locator(`[data-testid="report-routing-line"][data-strategy="${STRATEGY}"]`);
  await expect(line).toHaveText(REPORT_LINE[language]);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/llm-routes-report-${language}.png` });
  const flat = await printedText(page, join(OUT, `llm-routes-${language}.pdf`));
  expect(flat).toContain(squash(text.heading));
  expect(flat).toContain(squash(REPORT_LINE[language]));
}

test(`size classes routed to an L4 and an A100: inline checks, the run, the card and the PDF (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(240_000);
  const { shell, problems } = await openForReport(page, 'en');
  let editor = new EditorPage(shell, 'en');
  await editor.createFromTemplate(TEMPLATE_NAME);

  // The on-demand L4 strategy (the first) gets an on-demand A100 pool (added in English), and
  // the service is placed on it (in Chinese, the pool and the menu read in Chinese first).
  await editor.openSection('strategies');
  await editor.main.getByRole('button', { name: TEXT.en.addPool }).click();
  await page.getByRole('menuitem', { name: TEXT.en.onDemand }).click();
  const poolWith = (offer: string) => editor.main.locator('section[aria-label]').filter({ has: page.getByRole('combobox', { name: offer }) }).last();
  await poolWith(TEXT.en.offer).getByRole('combobox', { name: TEXT.en.offer }).click();
  await page.getByRole('option', { name: /a2-highgpu-1g/ }).click();
  const placement = page.locator('[id="field:strategies[0].placements[0]"]');
  await expect(placement.getByRole('combobox', { name: TEXT.en.placePool })).toBeVisible();
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  editor = new EditorPage(shell, 'zh-CN');
  const zh = TEXT['zh-CN'];
  await expect(poolWith(zh.offer).getByRole('combobox', { name: zh.offer })).toContainText('a2-highgpu-1g');
  await editor.main.getByRole('button', { name: zh.addPool }).click();
  await expect(page.getByRole('menuitem', { name: zh.onDemand })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await placement.getByRole('combobox', { name: zh.placePool }).click();
  await page.getByRole('option').last().click();

  // Routing on (in Chinese): short prompts on the L4, the rest on the A100; read in English too.
  await page.getByTestId('placement-routes').getByLabel(zh.routeSwitch).check();
  await checkRoutes(page, editor, 'zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });
  editor = new EditorPage(shell, 'en');
  await checkRoutes(page, editor, 'en');

  // The medium class taken out of its route (in English), read in English and in Chinese, and
  // put back (in Chinese).
  await toggleOption(page, TEXT.en.classesOf2, medium);
  await checkMediumMissing(page, editor, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  editor = new EditorPage(shell, 'zh-CN');
  await checkMediumMissing(page, editor, 'zh-CN');
  await toggleOption(page, zh.classesOf2, medium);
  await checkRoutesWhole(page, editor, 'zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });
  editor = new EditorPage(shell, 'en');
  await checkRoutesWhole(page, editor, 'en');

  // The run (from the English editor), its card read in English, then in Chinese.
  await editor.expectSaved();
  await editor.runButton.click();
  await new ResultsPage(shell, 'en').waitForRun();
  await checkCard(page, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkCard(page, 'zh-CN');

  // The report exported in Chinese, then again from the same results in English.
  await checkReport(page, 'zh-CN', 1);
  await page.goBack();
  await expect(page.getByTestId('report')).toBeHidden();
  await changePreferencesElsewhere(page, { language: 'en' });
  await checkReport(page, 'en', 2);
  expect(problems).toEqual([]);
});
