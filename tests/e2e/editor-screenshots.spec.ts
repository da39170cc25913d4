import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { templateNames } from './pages/library-page';
import type { EditorLanguage, EditorSection } from './pages/editor-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { themesFor } from './pages/looks';

/**
 * Every section of the editor in both languages and both themes, for a person to look at
 * (cut-off text, overlaps, untranslated strings). HEADROOM_SHOTS_DIR moves them (default
 * test-results/screenshots/). Assertions only make sure each view has rendered. The walk is
 * made once, in English; each view is pictured in English, then in Chinese (language and theme
 * changed as from another window of the app, no reload) before the next move.
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

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

type Look = { language: EditorLanguage; theme: 'light' | 'dark' };

/**
 * Runs `picture` in each look in turn on the same screen, the first as the page is, the others
 * after changing language and theme as from another window of the app (no reload), then goes
 * back to the first look for the next move.
 */
async function inEachLook(page: Page, looks: readonly Look[], picture: (look: Look) => Promise<void>): Promise<void> {
  for (const [index, look] of looks.entries()) {
    if (index > 0) await changePreferencesElsewhere(page, look);
    await picture(look);
  }
  if (looks.length > 1) await changePreferencesElsewhere(page, looks[0]!);
}

/** English in its theme(s), then Chinese in its own: each screen pictured in all. */
const LOOKS: readonly Look[] = (['en', 'zh-CN'] as EditorLanguage[]).flatMap((language) =>
  themesFor(language).map((theme) => ({ language, theme })),
);

test(`editor sections in ${LOOKS.map((l) => `${l.language}, ${l.theme}`).join(', then ')}`, async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const first = LOOKS[0]!;
  await seedPreferences(page, first);
  const editor = new EditorPage(new AppShell(page), first.language);
  await editor.createFromTemplate(TEMPLATE);
  // The walk is made once, in English; each view is pictured in every look before the next move.
  const shot = (view: string) =>
    inEachLook(page, LOOKS, ({ language, theme }) => capture(page, `editor-${view}-${language}-${theme}`));
  const shotDialog = async (view: string) => {
    await inEachLook(page, LOOKS, async ({ language, theme }) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/editor-${view}-${language}-${theme}.png`, animations: 'disabled' });
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  };

  for (const section of SECTIONS) {
    await editor.openSection(section);
    await shot(section);
  }

  // The inference workload, with the traffic-curve editor.
  await editor.openSection('workloads');
  const serving = templateNames(TEMPLATE, first.language).workloads.serving ?? '';
  await editor.main.getByRole('button', { name: new RegExp(`^${serving}`) }).click();
  await shot('workloads-inference');

  // Changing its kind: the app names what goes before anything changes.
  await editor.pickKind('training');
  await shotDialog('change-kind');

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
  await shotDialog('price-dialog');

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
  await inEachLook(page, LOOKS, async ({ language, theme }) => {
    await expect(page.getByRole('presentation').getByRole('list')).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/editor-problems-${language}-${theme}.png`,
      animations: 'disabled',
    });
  });
  expect(problems).toEqual([]);
});

test(`editor in a narrow window in en, then zh-CN`, async ({ page }) => {
  const looks: readonly Look[] = [
    { language: 'en', theme: 'light' },
    { language: 'zh-CN', theme: 'light' },
  ];
  await page.setViewportSize({ width: 400, height: 760 });
  await seedPreferences(page, looks[0]!);
  const editor = new EditorPage(new AppShell(page), 'en');
  await editor.createFromTemplate(TEMPLATE);
  // Made once in English, each view pictured in both languages (changed as from another window).
  await inEachLook(page, looks, ({ language }) => capture(page, `editor-narrow-general-${language}`));
  await editor.openSection('workloads');
  await inEachLook(page, looks, ({ language }) => capture(page, `editor-narrow-workloads-${language}`));
});
