import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { DocumentByHand } from './pages/spot-scenario';
import { saveVersionWithField } from './pages/stored-scenario';

/**
 * The version list as finance signs a plan off: version 2 cut every on-demand price by 30 %,
 * the list says so in one line of words (not one row per offer, no float noise), and the
 * planner names the version and adds a note, which stay after a reload. Both languages.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/versions';
const fineTune = templateFile('01-');

const TEXT = {
  en: {
    name: 'Budget plan',
    heading: (count: number) => `Versions (${count})`,
    title: (n: number) => `Version ${n}`,
    change: 'On-demand price −30% on 2 offers',
    count: '1 change',
    first: 'The first version.',
    edit: 'Name and note…',
    nameField: 'Name',
    noteField: 'Note',
    save: 'Save name and note',
    label: 'Q3 budget, signed off',
    note: 'Agreed with finance: on-demand after the 30% discount.',
  },
  'zh-CN': {
    name: '预算方案',
    heading: (count: number) => `版本（${count}）`,
    title: (n: number) => `第 ${n} 版`,
    change: '2 个报价的按量计费价格 −30%',
    count: '1 处改动',
    first: '第一个版本。',
    edit: '名称和备注…',
    nameField: '名称',
    noteField: '备注',
    save: '保存名称和备注',
    label: '第三季度预算（已确认）',
    note: '已与财务确认：按量计费价格下调 30% 后的方案。',
  },
} as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const language of ['en', 'zh-CN'] as const) {
  test(`versions carry a name and a note and say what changed, in words (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await seedPreferences(page, { language, theme: 'light' });
    const text = TEXT[language];
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    const results = new ResultsPage(shell, language);
    const doc = structuredClone(fineTune.document) as DocumentByHand;
    doc.name = text.name;

    await library.open();
    await library.importFile({ name: 'plan.headroom.json', text: JSON.stringify(doc) });
    await library.row(text.name).getByRole('link', { name: library.text.results(text.name) }).click();
    await expect(shell.heading).toHaveText(text.name);

    // Version 2: every on-demand price 30 % lower (products with float noise: 0.7 × a price).
    const offers = structuredClone(doc.catalog.offers) as DocumentByHand[];
    for (const offer of offers) if (offer.prices.onDemand) offer.prices.onDemand.perHour *= 0.7;
    await saveVersionWithField(page, results.scenarioId(), ['catalog', 'offers'], offers);
    await page.reload();

    const list = page.getByTestId('version-list');
    await list.getByRole('button', { name: text.heading(2) }).click();
    const items = list.getByTestId('version-item');
    await expect(items).toHaveCount(2);
    const second = items.filter({ has: page.getByRole('heading', { name: text.title(2), exact: true }) });
    const changes = second.getByTestId('version-changes');
    await expect(changes).toContainText(text.count);
    await expect(changes.getByTestId('compare-input-row')).toHaveCount(1);
    await expect(changes.getByTestId('compare-input-row').locator('th p')).toHaveText(text.change);
    await expect(items.nth(1)).toContainText(text.first);
    expect(await list.innerText()).not.toMatch(/\d\.\d{7,}/);

    // Name and note version 2; they are stored with it.
    await second.getByRole('button', { name: text.edit }).click();
    await second.getByRole('textbox', { name: text.nameField }).fill(text.label);
    await second.getByRole('textbox', { name: text.noteField }).fill(text.note);
    await second.getByRole('button', { name: text.save }).click();
    await expect(second.getByTestId('version-label')).toHaveText(text.label);
    await expect(second.getByTestId('version-comment')).toHaveText(text.note);
    await page.screenshot({ path: `${SHOTS}/version-list-${language}.png`, fullPage: true });

    await page.reload();
    await list.getByRole('button', { name: text.heading(2) }).click();
    await expect(list.getByTestId('version-label')).toHaveText(text.label);
    await expect(list.getByTestId('version-comment')).toHaveText(text.note);
    expect(problems).toEqual([]);
  });
}
