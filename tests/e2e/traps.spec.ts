import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';

/**
 * Figures that mislead without a word: a reserved pool no work can reach, traffic growth that
 * counts from the wrong day, a deadline no pool can meet. Each is said in the editor, and the
 * pool has a one-click fix. Both languages.
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

for (const language of ['en', 'zh-CN'] as EditorLanguage[]) {
  const text = TEXT[language];

  test(`a reserved pool no work can reach is warned of and fixed in one click (${language})`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'light' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(INFERENCE);
    await editor.openSection('strategies');
    // The on-demand strategy: add a reserved pool, which no placement lists yet.
    await editor.strategyTabs.nth(1).click();
    await editor.main.getByRole('button', { name: text.addPool }).click();
    await page.getByRole('menuitem', { name: text.reserved }).click();
    await expect(page.getByTestId('warning-count')).toHaveText(text.warnings(1));
    let list = await openWarnings(page);
    await expect(list.locator('[data-warning="poolInNoPlacement"]')).toContainText(
      text.inNoPlacement,
    );
    await page.keyboard.press('Escape');

    // Added to the placement from its menu, it goes before the on-demand pool, not after.
    await editor.main.getByRole('combobox', { name: text.placeAPool }).click();
    await page.getByRole('option', { name: text.reserved }).click();
    const items = placementItems(page);
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(text.reservedItem);
    await expect(items.nth(1)).toContainText(text.onDemandItem);
    await expect(page.getByTestId('warning-count')).toHaveCount(0);

    // Moved behind the unlimited on-demand pool: a warning, whose button moves it back.
    await items.nth(0).getByRole('button').nth(1).click();
    await expect(items.nth(1)).toContainText(text.reservedItem);
    list = await openWarnings(page);
    const warning = list.locator('[data-warning="poolAfterUnlimited"]');
    await expect(warning).toContainText(text.afterUnlimited);
    await page.screenshot({ path: `${SHOTS}/pool-after-unlimited-${language}.png` });
    await warning.getByRole('button', { name: text.moveFix }).click();
    await page.keyboard.press('Escape');
    await expect(items.nth(0)).toContainText(text.reservedItem);
    await expect(page.getByTestId('warning-count')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test(`the growth preview says from when growth counts, within the horizon (${language})`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'light' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(INFERENCE);
    await editor.field(text.horizon).fill('365');
    await editor.openSection('workloads');
    await editor.field(text.growth).fill('10');
    // The shipped file predates format 4: upgraded, its growth counts from the scenario start.
    await expect(editor.field(text.growthFrom)).toHaveValue('0');
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
    expect(problems).toEqual([]);
  });

  test(`a deadline shorter than the fastest possible run is warned of (${language})`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'dark' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(FINE_TUNING);
    await editor.openSection('workloads');
    await editor.field(text.deadline).fill('1');
    await expect(page.getByTestId('warning-count')).toHaveText(text.warnings(1));
    const list = await openWarnings(page);
    await expect(list.locator('[data-warning="deadlineShorterThanRun"]')).toContainText(
      text.deadlineWarning,
    );
    await page.screenshot({ path: `${SHOTS}/deadline-${language}.png` });
    expect(problems).toEqual([]);
  });

  test(`the share left running says how it is rounded and what it costs (${language})`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'light' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(FINE_TUNING);
    await editor.openSection('workloads');
    await editor.addWorkload(editor.text.devKind);
    await editor.field(text.machines).fill('3');
    const hint = editor.main.getByText(text.leftRunning);
    await expect(hint).toBeVisible();
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/left-running-${language}.png` });
    expect(problems).toEqual([]);
  });
}
