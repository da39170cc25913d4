import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { DocumentByHand } from './pages/spot-scenario';
import { saveVersionWithField } from './pages/stored-scenario';

/**
 * The version list as finance signs a plan off: version 2 cut every on-demand price by 30 %,
 * the list says so in one line of words (not one row per offer, no float noise), and the
 * planner names the version and adds a note, which stay after a reload. Both languages: the
 * walk is made once, the list read in English and in Chinese (switched in place), the version
 * named in each.
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
type Language = keyof typeof TEXT;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test('versions carry a name and a note and say what changed, in words (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  const doc = structuredClone(fineTune.document) as DocumentByHand;
  // Imported once, under its English name; the Chinese reading shows that same name.
  doc.name = TEXT.en.name;

  await library.open();
  await library.importFile({ name: 'plan.headroom.json', text: JSON.stringify(doc) });
  await library.row(TEXT.en.name).getByRole('link', { name: library.text.results(TEXT.en.name) }).click();
  await expect(shell.heading).toHaveText(TEXT.en.name);

  // Version 2: every on-demand price 30 % lower (products with float noise: 0.7 × a price).
  const offers = structuredClone(doc.catalog.offers) as DocumentByHand[];
  for (const offer of offers) if (offer.prices.onDemand) offer.prices.onDemand.perHour *= 0.7;
  await saveVersionWithField(page, results.scenarioId(), ['catalog', 'offers'], offers);
  await page.reload();

  const list = page.getByTestId('version-list');
  const items = list.getByTestId('version-item');
  const secondIn = (language: Language) =>
    items.filter({ has: page.getByRole('heading', { name: TEXT[language].title(2), exact: true }) });
  await list.getByRole('button', { name: TEXT.en.heading(2) }).click();
  async function expectChanges(language: Language): Promise<void> {
    const text = TEXT[language];
    await expect(list.getByRole('button', { name: text.heading(2) })).toBeVisible();
    await expect(items).toHaveCount(2);
    const changes = secondIn(language).getByTestId('version-changes');
    await expect(changes).toContainText(text.count);
    await expect(changes.getByTestId('compare-input-row')).toHaveCount(1);
    await expect(changes.getByTestId('compare-input-row').locator('th p')).toHaveText(text.change);
    await expect(items.nth(1)).toContainText(text.first);
    expect(await list.innerText()).not.toMatch(/\d\.\d{7,}/);
  }

  // Name and note version 2, in the language shown; they are stored with it.
  async function nameVersion(language: Language): Promise<void> {
    const text = TEXT[language];
    const second = secondIn(language);
    await second.getByRole('button', { name: text.edit }).click();
    await second.getByRole('textbox', { name: text.nameField }).fill(text.label);
    await second.getByRole('textbox', { name: text.noteField }).fill(text.note);
    await second.getByRole('button', { name: text.save }).click();
    await expect(second.getByTestId('version-label')).toHaveText(text.label);
    await expect(second.getByTestId('version-comment')).toHaveText(text.note);
    await page.screenshot({ path: `${SHOTS}/version-list-${language}.png`, fullPage: true });
  }

  await expectChanges('en');
  await nameVersion('en');
  // Read again in Chinese; then named again, in Chinese words, through the Chinese form.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  await expectChanges('zh-CN');
  await expect(secondIn('zh-CN').getByTestId('version-label')).toHaveText(TEXT.en.label);
  await nameVersion('zh-CN');

  await page.reload();
  await list.getByRole('button', { name: TEXT['zh-CN'].heading(2) }).click();
  await expect(list.getByTestId('version-label')).toHaveText(TEXT['zh-CN'].label);
  await expect(list.getByTestId('version-comment')).toHaveText(TEXT['zh-CN'].note);
  await changePreferencesElsewhere(page, { language: 'en', theme: 'light' });
  await expect(list.getByRole('button', { name: TEXT.en.heading(2) })).toBeVisible();
  await expect(list.getByTestId('version-label')).toHaveText(TEXT['zh-CN'].label);
  expect(problems).toEqual([]);
});
