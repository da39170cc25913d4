import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { editorOfTemplate } from './pages/another-scenario';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere } from './pages/preferences';

/**
 * Figures that mislead without a word: a reserved pool no work can reach, traffic growth that
 * counts from the wrong day, a deadline no pool can meet. Each is said in the editor, and the
 * pool has a one-click fix. Both languages: each walk is made once, in English, and read in
 * Chinese too, the language changed as from another window of the app (no reload).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/traps';
const INFERENCE = 'Customer-service LLM inference with day peaks';
const FINE_TUNING = 'Fine-tuning: shared GPU instances vs bare-metal';

const TEXT = {
  en: {
    addPool: 'Add pool',
    reserved: /^Reserved/,
    placeAPool: 'Add a pool',
    reservedItem: /Reserved · /,
    onDemandItem: /On-demand · /,
    warnings: (n: number) => (n === 1 ? '1 warning' : `${n} warnings`),
    inNoPlacement: /pool “[^”]+” \(Reserved\) is in no placement/,
    afterUnlimited: /pool “[^”]+” \(Reserved\) comes after “[^”]+”, an on-demand pool that always has room/,
    moveFix: 'Move it up',
    horizon: 'Horizon',
    growth: 'Growth per month',
    growthFrom: 'Growth counts from day',
    fromDay0: 'In 11 months after day 0, the peak is',
    fromLaunch: 'In 11 months after launch (day 0), the peak is',
    fromDay60: 'In 10 months after day 60, the peak is',
    deadline: 'Deadline after arrival',
    machines: 'Number of machines',
    leftRunning:
      '3 × 0.3, rounded: 1 machine stays on outside working hours, about 118 GPU-hours a week billed with no one working.',
    deadlineWarning:
      /the deadline \(1 h\) is shorter than the fastest possible run \([\d.]+ h on the fastest pool it may use\), so every job misses it/,
  },
  'zh-CN': {
    addPool: '添加资源池',
    reserved: /^预留实例/,
    placeAPool: '添加资源池',
    reservedItem: /预留实例资源池 · /,
    onDemandItem: /按量计费资源池 · /,
    warnings: (n: number) => `${n} 条提醒`,
    inNoPlacement: /资源池“[^”]+”（预留实例）不在任何放置规则中/,
    afterUnlimited: /资源池“[^”]+”（预留实例）排在“[^”]+”之后/,
    moveFix: '把它移到前面',
    horizon: '规划周期',
    growth: '月增长率',
    growthFrom: '增长起算日（第几天）',
    fromDay0: '第 0 天后 11 个月，峰值为',
    fromLaunch: '上线（第 0 天）后 11 个月，峰值为',
    fromDay60: '第 60 天后 10 个月，峰值为',
    deadline: '到达后须在多久内完成',
    machines: '开发机数量',
    leftRunning:
      '3 × 0.3 四舍五入：1 台在工作时间之外保持开机，每周约 118 GPU 小时在无人使用时计费。',
    deadlineWarning:
      /截止时间（1 小时）短于最快可能的运行时长（在可用的最快资源池上需 [\d.]+ 小时）/,
  },
} as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

function placementItems(page: Page) {
  return page.getByRole('main').locator('ol > li');
}

async function openWarnings(page: Page) {
  await page.getByTestId('warning-count').click();
  const list = page.getByTestId('warning-list');
  await expect(list).toHaveCSS('opacity', '1');
  // The popover fades in: pictures wait for it to settle (an animation cut short by a
  // re-render is settled too).
  await page
    .locator('.MuiPopover-paper')
    .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return list;
}

/** A reserved pool no work can reach is warned of and fixed in one click (en, then zh-CN). */
async function unreachablePool(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, INFERENCE, 'en', 'light');
  await editor.openSection('strategies');
  // The on-demand strategy: add a reserved pool, which no placement lists yet.
  await editor.strategyTabs.nth(1).click();
  await editor.main.getByRole('button', { name: TEXT.en.addPool }).click();
  await page.getByRole('menuitem', { name: TEXT.en.reserved }).click();
  await checkInNoPlacement(page, 'en');
  await expect(editor.main.getByRole('combobox', { name: TEXT.en.placeAPool })).toBeVisible();
  // Each step is read in English, then in Chinese (the language changed as from another window
  // of the app, no reload); the moves are made in Chinese, the fix in English.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkInNoPlacement(page, 'zh-CN');
  const zh = TEXT['zh-CN'];

  // Added to the placement from its menu, it goes before the on-demand pool, not after.
  await editor.main.getByRole('combobox', { name: zh.placeAPool }).click();
  await page.getByRole('option', { name: zh.reserved }).click();
  const items = placementItems(page);
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(zh.reservedItem);
  await expect(items.nth(1)).toContainText(zh.onDemandItem);
  await expect(page.getByTestId('warning-count')).toHaveCount(0);
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(items.nth(0)).toContainText(TEXT.en.reservedItem);
  await expect(items.nth(1)).toContainText(TEXT.en.onDemandItem);

  // Moved behind the unlimited on-demand pool: a warning, whose button moves it back.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await items.nth(0).getByRole('button').nth(1).click();
  await expect(items.nth(1)).toContainText(zh.reservedItem);
  let list = await openWarnings(page);
  await expect(list.locator('[data-warning="poolAfterUnlimited"]')).toContainText(zh.afterUnlimited);
  await expect(list.getByRole('button', { name: zh.moveFix })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pool-after-unlimited-zh-CN.png` });
  await page.keyboard.press('Escape');
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(items.nth(1)).toContainText(TEXT.en.reservedItem);
  list = await openWarnings(page);
  const warning = list.locator('[data-warning="poolAfterUnlimited"]');
  await expect(warning).toContainText(TEXT.en.afterUnlimited);
  await page.screenshot({ path: `${SHOTS}/pool-after-unlimited-en.png` });
  await warning.getByRole('button', { name: TEXT.en.moveFix }).click();
  await page.keyboard.press('Escape');
  await expect(items.nth(0)).toContainText(TEXT.en.reservedItem);
  await expect(page.getByTestId('warning-count')).toHaveCount(0);
}

/** One warning, in the interface language: the reserved pool just added is in no placement. */
async function checkInNoPlacement(page: Page, language: EditorLanguage): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('warning-count')).toHaveText(text.warnings(1));
  const list = await openWarnings(page);
  await expect(list.locator('[data-warning="poolInNoPlacement"]')).toContainText(
    text.inNoPlacement,
  );
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/** The growth preview says from when growth counts, within the horizon (en, then zh-CN). */
async function growthFrom(page: Page): Promise<void> {
  const en = TEXT.en;
  const editor = await editorOfTemplate(page, INFERENCE, 'en', 'light');
  await editor.field(en.horizon).fill('365');
  await editor.openSection('workloads');
  await editor.field(en.growth).fill('10');
  // The shipped file predates format 4: upgraded, its growth counts from the scenario start.
  await expect(editor.field(en.growthFrom)).toHaveValue('0');
  await checkGrowthFrom(page, 'en');
  // The same fields in Chinese, changed as from another window (no reload): the day typed again.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const zhEditor = new EditorPage(new AppShell(page), 'zh-CN');
  await expect(zhEditor.field(TEXT['zh-CN'].growth)).toHaveValue('10');
  await zhEditor.field(TEXT['zh-CN'].growthFrom).fill('0');
  await checkGrowthFrom(page, 'zh-CN');
  await zhEditor.openSection('general');
  await expect(zhEditor.field(TEXT['zh-CN'].horizon)).toHaveValue('365');
}

/** From day 0, then from the workload's launch, then from day 60, in the interface language. */
async function checkGrowthFrom(page: Page, language: EditorLanguage): Promise<void> {
  const text = TEXT[language];
  const editor = new EditorPage(new AppShell(page), language);
  await expect(editor.main.getByText(text.fromDay0)).toBeVisible();
  // Emptied, growth counts from the workload's own start (no phases: day 0).
  await editor.field(text.growthFrom).fill('');
  await expect(editor.main.getByText(text.fromLaunch)).toBeVisible();
  await editor.field(text.growthFrom).fill('60');
  const preview = editor.main.getByText(text.fromDay60);
  await expect(preview).toBeVisible();
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/growth-from-${language}.png` });
  await expect(editor.noProblems).toBeVisible();
}

/** A deadline shorter than the fastest possible run is warned of (en, then zh-CN). */
async function shortDeadline(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, FINE_TUNING, 'en', 'dark');
  await editor.openSection('workloads');
  await editor.field(TEXT.en.deadline).fill('1');
  await checkDeadlineWarning(page, 'en');
  await page.keyboard.press('Escape');
  // The same warning in Chinese, changed as from another window (no reload).
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(new EditorPage(new AppShell(page), 'zh-CN').field(TEXT['zh-CN'].deadline)).toHaveValue('1');
  await checkDeadlineWarning(page, 'zh-CN');
}

async function checkDeadlineWarning(page: Page, language: EditorLanguage): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('warning-count')).toHaveText(text.warnings(1));
  const list = await openWarnings(page);
  await expect(list.locator('[data-warning="deadlineShorterThanRun"]')).toContainText(
    text.deadlineWarning,
  );
  await page.screenshot({ path: `${SHOTS}/deadline-${language}.png` });
}

/** The share left running says how it is rounded and what it costs (en, then zh-CN). */
async function shareLeftRunning(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, FINE_TUNING, 'en', 'light');
  await editor.openSection('workloads');
  await editor.addWorkload(editor.text.devKind);
  await editor.field(TEXT.en.machines).fill('3');
  await checkLeftRunning(page, 'en');
  // The same hint in Chinese, changed as from another window (no reload); the workload menu
  // offers the same kind there.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const zhEditor = new EditorPage(new AppShell(page), 'zh-CN');
  await expect(zhEditor.field(TEXT['zh-CN'].machines)).toHaveValue('3');
  await checkLeftRunning(page, 'zh-CN');
  await zhEditor.main.getByRole('button', { name: zhEditor.text.addWorkload }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(`^${zhEditor.text.devKind}`) })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function checkLeftRunning(page: Page, language: EditorLanguage): Promise<void> {
  const hint = page.getByRole('main').getByText(TEXT[language].leftRunning);
  await expect(hint).toBeVisible();
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/left-running-${language}.png` });
}

/*
 * The walks share two pages, each walk on a scenario of its own from its template
 * (pages/another-scenario.ts); a step names each walk in the report.
 */
test('an unreachable reserved pool and the growth preview (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  await test.step(`a reserved pool no work can reach is warned of and fixed in one click (en, then zh-CN)`, () => unreachablePool(page));
  await test.step(`the growth preview says from when growth counts, within the horizon (en, then zh-CN)`, () => growthFrom(page));
  expect(problems).toEqual([]);
});

test('the share left running and a deadline too short (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  await test.step(`the share left running says how it is rounded and what it costs (en, then zh-CN)`, () => shareLeftRunning(page));
  // Last: it leaves the warnings' list open over the page.
  await test.step(`a deadline shorter than the fastest possible run is warned of (en, then zh-CN)`, () => shortDeadline(page));
  expect(problems).toEqual([]);
});
