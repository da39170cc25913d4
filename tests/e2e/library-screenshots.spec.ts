import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import type { LibraryLanguage } from './pages/library-text';
import { seedPreferences } from './pages/preferences';
import { TrashPage } from './pages/trash-page';
import { themesFor } from './pages/looks';

/**
 * The library empty, filled and refusing a file, in both languages and both themes, and its
 * trash full, asking before deleting for good, and empty, for a person to look at.
 * HEADROOM_SHOTS_DIR moves them (default test-results/screenshots/).
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

for (const language of ['en', 'zh-CN'] as LibraryLanguage[]) {
  for (const theme of themesFor(language)) {
    test(`library in ${language}, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await seedPreferences(page, { language, theme });
      const library = new LibraryPage(new AppShell(page), language);
      await library.open();
      await expect(library.emptyHeading).toBeVisible();
      await capture(page, `library-empty-${language}-${theme}`);

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
      await capture(page, `library-filled-${language}-${theme}`);

      await library.page.getByRole('button', { name: library.text.newFromTemplate }).click();
      const templates = page.getByRole('dialog', { name: library.text.templateDialog });
      await expect(templates).toBeVisible();
      await page.screenshot({
        path: `${SHOTS}/library-templates-${language}-${theme}.png`,
        animations: 'disabled',
      });
      await page.keyboard.press('Escape');
      await expect(templates).toBeHidden();

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
      await expect(library.importErrorDialog('plan-from-vendor.headroom.json')).toBeVisible();
      await page.screenshot({
        path: `${SHOTS}/library-import-error-${language}-${theme}.png`,
        animations: 'disabled',
      });
    });
  }
}

for (const { width, language, theme } of [
  { width: 420, language: 'zh-CN', theme: 'light' },
  { width: 1024, language: 'en', theme: 'dark' },
] as const) {
  test(`library ${width} px wide in ${language}, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await seedPreferences(page, { language, theme });
    const library = new LibraryPage(new AppShell(page), language);
    await library.open();
    await capture(page, `library-empty-${language}-${theme}-${width}`);
    await library.createFromTemplateOnEmptyLibrary(
      String(templateFile('bare-metal').document.name),
    );
    await library.createFromTemplate(String(templateFile('inference').document.name));
    await expect(library.rows).toHaveCount(2);
    await page.keyboard.press('Escape'); // Dismisses the notice so it covers nothing.
    await expect(library.notice).toBeHidden();
    await capture(page, `library-filled-${language}-${theme}-${width}`);
  });
}

for (const { language, theme, width } of [
  { language: 'en', theme: 'light', width: 1280 },
  { language: 'zh-CN', theme: 'dark', width: 1280 },
  { language: 'zh-CN', theme: 'light', width: 420 },
] as const) {
  test(`trash ${width} px wide in ${language}, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await seedPreferences(page, { language, theme });
    const library = new LibraryPage(new AppShell(page), language);
    const trash = new TrashPage(library.shell, language);
    await library.open();
    const names: string[] = [];
    for (const [index, part] of TEMPLATE_PARTS.entries()) {
      const englishName = String(templateFile(part).document.name);
      const name =
        index === 0
          ? await library.createFromTemplateOnEmptyLibrary(englishName)
          : await library.createFromTemplate(englishName);
      await expect(library.row(name)).toBeVisible();
      names.push(name);
    }
    for (const name of names.slice(1)) {
      await library.rowCommand(name, library.text.delete);
      await expect(library.row(name)).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await expect(library.notice).toBeHidden();
    await capture(page, `library-trash-link-${language}-${theme}-${width}`);

    await trash.openFromLibrary(names.length - 1);
    await expect(trash.rows).toHaveCount(names.length - 1);
    await capture(page, `trash-${language}-${theme}-${width}`);

    await trash.askToPurge(names[1] ?? '');
    await page.screenshot({
      path: `${SHOTS}/trash-confirm-one-${language}-${theme}-${width}.png`,
      animations: 'disabled',
    });
    await page.keyboard.press('Escape');
    await expect(trash.confirmation).toBeHidden();
    await trash.askToEmpty();
    await page.screenshot({
      path: `${SHOTS}/trash-confirm-empty-${language}-${theme}-${width}.png`,
      animations: 'disabled',
    });
    await trash.confirm(library.text.emptyTrashConfirm(names.length - 1));
    await expect(trash.emptyHeading).toBeVisible();
    await capture(page, `trash-empty-${language}-${theme}-${width}`);
  });
}
