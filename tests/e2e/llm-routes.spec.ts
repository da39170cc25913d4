import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { EditorPage } from './pages/editor-page';
import { templateFile } from './pages/library-page';
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

for (const language of ['en', 'zh-CN'] as const) {
  test(`size classes routed to an L4 and an A100: inline checks, the run, the card and the PDF (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT[language];
    const { shell, problems } = await openForReport(page, language);
    const editor = new EditorPage(shell, language);
    await editor.createFromTemplate(TEMPLATE_NAME);

    // The on-demand L4 strategy (the first) gets an on-demand A100 pool, and the service is placed on it.
    await editor.openSection('strategies');
    await editor.main.getByRole('button', { name: text.addPool }).click();
    await page.getByRole('menuitem', { name: text.onDemand }).click();
    const newPool = editor.main.locator('section[aria-label]').filter({ has: page.getByRole('combobox', { name: text.offer }) }).last();
    await newPool.getByRole('combobox', { name: text.offer }).click();
    await page.getByRole('option', { name: /a2-highgpu-1g/ }).click();
    const placement = page.locator('[id="field:strategies[0].placements[0]"]');
    await placement.getByRole('combobox', { name: text.placePool }).click();
    await page.getByRole('option').last().click();

    // Routing on: short prompts on the L4, the rest on the A100.
    const routes = page.getByTestId('placement-routes');
    await routes.getByLabel(text.routeSwitch).check();
    await expect(routes.locator('[data-route]')).toHaveCount(2);
    await expect(routes.locator('[data-route="1"]')).toContainText(SHORT);
    await expect(routes.locator('[data-route="1"]')).toContainText(' · l4');
    await expect(routes.locator('[data-route="2"]')).toContainText(MEDIUM);
    await expect(routes.locator('[data-route="2"]')).toContainText(LONG);
    await expect(editor.noProblems).toBeVisible();

    // The medium class taken out of its route: it is in no route, said beside the routes.
    await toggleOption(page, text.classesOf2, new RegExp(`^${MEDIUM.replace(/[()]/g, '\\$&')}`));
    await expect(routes.getByTestId('routes-issues')).toHaveText(text.mediumMissing);
    await expect(editor.problemCount).toBeVisible();
    await expect(editor.runButton).toBeDisabled();
    await routes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/llm-routes-issue-${language}.png` });
    await toggleOption(page, text.classesOf2, new RegExp(`^${MEDIUM.replace(/[()]/g, '\\$&')}`));
    await expect(routes.getByTestId('routes-issues')).toHaveCount(0);
    await expect(editor.noProblems).toBeVisible();
    await page.screenshot({ path: `${OUT}/llm-routes-editor-${language}.png` });
    // Route 1's pools menu names each pool's offer, and where the A100 pool is now.
    await page.getByRole('combobox', { name: text.poolsOf1 }).click();
    await expect(page.getByRole('option', { name: /a2-highgpu-1g/ })).toContainText(text.inRoute2);
    await page.screenshot({ path: `${OUT}/llm-routes-pools-menu-${language}.png` });
    await page.keyboard.press('Escape');

    // The run: the routed strategy meets its targets, at the command line's cost.
    await editor.expectSaved();
    await editor.runButton.click();
    const results = new ResultsPage(shell, language);
    await results.waitForRun();
    const card = results.card(STRATEGY);
    const service = card.locator('[data-llm-workload]');
    await expect(service.getByTestId('llm-routing')).toHaveText(text.card);
    await expect(service.locator('[data-llm-cost="perMillion"] dd')).toHaveText(/^(US)?\$0\.34$/);
    await expect(service.locator('[data-llm-target][data-missed="true"]')).toHaveCount(0);
    await expect(card).toContainText(/(US)?\$11,675/);
    await service.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/llm-routes-card-${language}.png` });

    // The PDF says how the classes are routed, in the assumptions.
    await page.getByRole('link', { name: text.exportPdf }).click();
    await expect(page.getByTestId('report')).toBeVisible();
    await expect.poll(() => printCount(page)).toBe(1);
    const line = page.locator(`[data-testid="report-routing-line"][data-strategy="${STRATEGY}"]`);
    await expect(line).toHaveText(text.report);
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/llm-routes-report-${language}.png` });
    const flat = await printedText(page, join(OUT, `llm-routes-${language}.pdf`));
    expect(flat).toContain(squash(text.heading));
    expect(flat).toContain(squash(text.report));
    expect(problems).toEqual([]);
  });
}
