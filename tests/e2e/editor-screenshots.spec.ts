import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { templateNames } from './pages/library-page';
import type { EditorLanguage, EditorSection } from './pages/editor-text';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { themesFor } from './pages/looks';

/**
 * Every section of the editor in both languages and both themes, for a person to look at
 * (cut-off text, overlaps, untranslated strings). HEADROOM_SHOTS_DIR moves them (default
 * test-results/screenshots/). Assertions only make sure each view has rendered.
 */
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';
/** Phases, training and inference workloads, reserved and on-demand pools: the fullest template. */
const TEMPLATE = 'AI start-up fine-tuning: from development to production';
const SECTIONS: EditorSection[] = [
  'general',
  'phases',
  'workloads',
  'catalog',
  'strategies',
  'simulation',
];

async function capture(page: Page, name: string): Promise<void> {
  // No hover tooltip in the picture.
  await page.mouse.move(0, 0);
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(800, height) });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
  await page.setViewportSize({ width, height: 800 });
}

/** The open dialog as it is on screen, then closed with Esc. */
async function captureDialog(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const language of ['en', 'zh-CN'] as EditorLanguage[]) {
  for (const theme of themesFor(language)) {
    test(`editor sections in ${language}, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      const problems = collectPageProblems(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await seedPreferences(page, { language, theme });
      const editor = new EditorPage(new AppShell(page), language);
      await editor.createFromTemplate(TEMPLATE);
      const shot = (view: string) => capture(page, `editor-${view}-${language}-${theme}`);

      for (const section of SECTIONS) {
        await editor.openSection(section);
        await shot(section);
      }

      // The inference workload, with the traffic-curve editor.
      await editor.openSection('workloads');
      const serving = templateNames(TEMPLATE, language).workloads.serving ?? '';
      await editor.main.getByRole('button', { name: new RegExp(`^${serving}`) }).click();
      await shot('workloads-inference');

      // Changing its kind: the app names what goes before anything changes.
      await editor.pickKind('training');
      await captureDialog(page, `editor-change-kind-${language}-${theme}`);

      // New batch and development workloads, as the add menu makes them.
      await editor.addWorkload(editor.text.batchKind);
      await shot('workloads-batch');
      await editor.addWorkload(editor.text.devKind);
      await shot('workloads-dev');

      // An offer's details folded out, then one price's details.
      await editor.openSection('catalog');
      await editor.firstOfferDetailsButton.click();
      await expect(editor.firstOfferDetailsButton).toHaveAttribute('aria-expanded', 'true');
      await shot('catalog-details');
      await editor.firstPriceDetailsButton.click();
      await captureDialog(page, `editor-price-dialog-${language}-${theme}`);

      // The strategy mixing reserved and on-demand, with a spot pool added.
      await editor.openSection('strategies');
      await editor.main.getByRole('tab').last().click();
      await editor.main.getByRole('button', { name: editor.text.addPool }).click();
      await page.getByRole('menuitem', { name: new RegExp(`^${editor.text.spotPool}`) }).click();
      await editor.expectSaved();
      await shot('strategies-spot');

      // A problem, its message at the field and the list of problems.
      await editor.openSection('general');
      await editor.field(editor.text.horizon).fill('0');
      await expect(editor.problemCount).toBeVisible();
      await editor.problemCount.click();
      await expect(page.getByRole('presentation').getByRole('list')).toBeVisible();
      await page.screenshot({
        path: `${SHOTS}/editor-problems-${language}-${theme}.png`,
        animations: 'disabled',
      });
      expect(problems).toEqual([]);
    });
  }

  test(`editor in a narrow window in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 760 });
    await seedPreferences(page, { language, theme: 'light' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(TEMPLATE);
    await capture(page, `editor-narrow-general-${language}`);
    await editor.openSection('workloads');
    await capture(page, `editor-narrow-workloads-${language}`);
  });
}
