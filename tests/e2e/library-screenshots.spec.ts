import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { LIBRARY_TEXT, type LibraryLanguage } from './pages/library-text';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { TrashPage } from './pages/trash-page';
import { themesFor } from './pages/looks';

/**
 * The library empty, filled and refusing a file, in both languages and both themes, and its
 * trash full, asking before deleting for good, and empty, for a person to look at.
 * HEADROOM_SHOTS_DIR moves them (default test-results/screenshots/). Each walk is made once,
 * in English; each screen is pictured in English, then in Chinese (language, theme and width
 * changed on the same page, the language as from another window of the app) before the next move.
 */
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';
const TEMPLATE_PARTS = ['bare-metal', 'inference', 'rendering'];

async function capture(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(800, height) });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
  await page.setViewportSize({ width, height: 800 });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

interface Look {
  language: LibraryLanguage;
  theme: 'light' | 'dark';
  /** The window's width for this look, when it has its own. */
  width?: number;
}

/**
 * Runs `picture` in each look in turn on the same screen, the first as the page is, the others
 * after changing language and theme as from another window of the app (no reload) and the
 * window's width where the look has one; then goes back to the first look for the next move.
 */
async function inEachLook(page: Page, looks: readonly Look[], picture: (look: Look) => Promise<void>): Promise<void> {
  for (const [index, look] of looks.entries()) {
    if (index > 0) await changePreferencesElsewhere(page, { language: look.language, theme: look.theme });
    if (look.width !== undefined) await page.setViewportSize({ width: look.width, height: 800 });
    await picture(look);
  }
  if (looks.length < 2) return;
  const first = looks[0]!;
  await changePreferencesElsewhere(page, { language: first.language, theme: first.theme });
  if (first.width !== undefined) await page.setViewportSize({ width: first.width, height: 800 });
}

/** English in its theme(s), then Chinese in its own. */
const LOOKS: readonly Look[] = (['en', 'zh-CN'] as LibraryLanguage[]).flatMap((language) =>
  themesFor(language).map((theme) => ({ language, theme })),
);

test(`library in ${LOOKS.map((l) => `${l.language}, ${l.theme}`).join(', then ')}`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const first = LOOKS[0]!;
  await seedPreferences(page, first);
  const library = new LibraryPage(new AppShell(page), first.language);
  // The walk is made once, in English; each screen is pictured in every look before the next move.
  await library.open();
  await inEachLook(page, LOOKS, async ({ language, theme }) => {
    await expect(new LibraryPage(library.shell, language).emptyHeading).toBeVisible();
    await capture(page, `library-empty-${language}-${theme}`);
  });

  for (const part of TEMPLATE_PARTS) {
    const englishName = String(templateFile(part).document.name);
    const name =
      (await library.rows.count()) === 0
        ? await library.createFromTemplateOnEmptyLibrary(englishName)
        : await library.createFromTemplate(englishName);
    await expect(library.row(name)).toBeVisible();
  }
  await library.openNewBlank();
  await library.backFromScenario();
  await expect(library.rows).toHaveCount(TEMPLATE_PARTS.length + 1);
  await inEachLook(page, LOOKS, ({ language, theme }) => capture(page, `library-filled-${language}-${theme}`));

  await library.page.getByRole('button', { name: library.text.newFromTemplate }).click();
  await inEachLook(page, LOOKS, async ({ language, theme }) => {
    const templates = page.getByRole('dialog', { name: LIBRARY_TEXT[language].templateDialog });
    await expect(templates).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/library-templates-${language}-${theme}.png`,
      animations: 'disabled',
    });
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const broken = structuredClone(templateFile('bare-metal').document) as {
    workloads: { gpusPerJob?: number }[];
    strategies: { pools: { offerId: string }[] }[];
  };
  if (broken.workloads[0]) broken.workloads[0].gpusPerJob = 0;
  const pool = broken.strategies[0]?.pools[0];
  if (pool) pool.offerId = 'no-such-offer';
  await library.importFile({
    name: 'plan-from-vendor.headroom.json',
    text: JSON.stringify(broken),
  });
  await inEachLook(page, LOOKS, async ({ language, theme }) => {
    await expect(
      new LibraryPage(library.shell, language).importErrorDialog('plan-from-vendor.headroom.json'),
    ).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/library-import-error-${language}-${theme}.png`,
      animations: 'disabled',
    });
  });
});

test('library 1024 px wide in en, dark, then 420 px wide in zh-CN, light', async ({ page }) => {
  const looks: readonly Look[] = [
    { width: 1024, language: 'en', theme: 'dark' },
    { width: 420, language: 'zh-CN', theme: 'light' },
  ];
  await page.setViewportSize({ width: 1024, height: 800 });
  await seedPreferences(page, looks[0]!);
  const library = new LibraryPage(new AppShell(page), 'en');
  await library.open();
  // Made once, in English, 1024 px wide; each screen pictured in both looks, each at its width.
  await inEachLook(page, looks, ({ language, theme, width }) =>
    capture(page, `library-empty-${language}-${theme}-${width}`),
  );
  await library.createFromTemplateOnEmptyLibrary(
    String(templateFile('bare-metal').document.name),
  );
  await library.createFromTemplate(String(templateFile('inference').document.name));
  await expect(library.rows).toHaveCount(2);
  await page.keyboard.press('Escape'); // Dismisses the notice so it covers nothing.
  await expect(library.notice).toBeHidden();
  await inEachLook(page, looks, ({ language, theme, width }) =>
    capture(page, `library-filled-${language}-${theme}-${width}`),
  );
});

/**
 * The trash filled, asking before deleting for good, and empty: walked once in the first look,
 * each screen pictured in every look before the next move.
 */
async function walkTrash(page: Page, looks: readonly Look[], width: number): Promise<void> {
  const first = looks[0]!;
  await page.setViewportSize({ width, height: 800 });
  await seedPreferences(page, first);
  const library = new LibraryPage(new AppShell(page), first.language);
  const trash = new TrashPage(library.shell, first.language);
  const trashIn = (language: LibraryLanguage) => new TrashPage(library.shell, language);
  const name = (view: string, { language, theme }: Look) => `${view}-${language}-${theme}-${width}`;
  await library.open();
  const names: string[] = [];
  for (const [index, part] of TEMPLATE_PARTS.entries()) {
    const englishName = String(templateFile(part).document.name);
    const created =
      index === 0
        ? await library.createFromTemplateOnEmptyLibrary(englishName)
        : await library.createFromTemplate(englishName);
    await expect(library.row(created)).toBeVisible();
    names.push(created);
  }
  for (const deleted of names.slice(1)) {
    await library.rowCommand(deleted, library.text.delete);
    await expect(library.row(deleted)).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(library.notice).toBeHidden();
  await inEachLook(page, looks, async (look) => {
    await expect(trashIn(look.language).link(names.length - 1)).toBeVisible();
    await capture(page, name('library-trash-link', look));
  });

  await trash.openFromLibrary(names.length - 1);
  await expect(trash.rows).toHaveCount(names.length - 1);
  await inEachLook(page, looks, async (look) => {
    await expect(library.shell.heading).toHaveText(trashIn(look.language).text.trashHeading);
    await capture(page, name('trash', look));
  });

  await trash.askToPurge(names[1] ?? '');
  await inEachLook(page, looks, async (look) => {
    await expect(trash.confirmation).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name('trash-confirm-one', look)}.png`, animations: 'disabled' });
  });
  await page.keyboard.press('Escape');
  await expect(trash.confirmation).toBeHidden();
  await trash.askToEmpty();
  await inEachLook(page, looks, async (look) => {
    const confirm = LIBRARY_TEXT[look.language].emptyTrashConfirm(names.length - 1);
    await expect(trash.confirmation.getByRole('button', { name: confirm, exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name('trash-confirm-empty', look)}.png`, animations: 'disabled' });
  });
  await trash.confirm(library.text.emptyTrashConfirm(names.length - 1));
  await inEachLook(page, looks, async (look) => {
    await expect(trashIn(look.language).emptyHeading).toBeVisible();
    await capture(page, name('trash-empty', look));
  });
}

test('trash 1280 px wide in en, light, then zh-CN, dark', async ({ page }) => {
  await walkTrash(
    page,
    [
      { language: 'en', theme: 'light' },
      { language: 'zh-CN', theme: 'dark' },
    ],
    1280,
  );
});

// Its own walk: the narrow trash (cards, not a table) is only looked at in Chinese, and the
// walk above has emptied its trash by the end.
test('trash 420 px wide in zh-CN, light', async ({ page }) => {
  await walkTrash(page, [{ language: 'zh-CN', theme: 'light' }], 420);
});
