import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { galleryThemes } from './pages/looks';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * Pictures of what the defaults-and-checks work changed, in both languages and themes: a new
 * pool's note, the offer field with its GPUs, the growth problem, the 96-point curve's handles,
 * and the cost-over-time and distribution charts' axes after a run. The scenario is made and
 * run once in English; each further look (the language and theme changed in place) reads the
 * same results and walks the editor again.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/defaults';
const INFERENCE = 'Customer-service LLM inference with day peaks';
const ADD_POOL = { en: 'Add pool', 'zh-CN': '添加资源池' } as const;
const RESERVED = { en: /^Reserved/, 'zh-CN': /^预留实例/ } as const;
const GROWTH = { en: 'Growth per month', 'zh-CN': '月增长率' } as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

type Look = { language: EditorLanguage; theme: 'light' | 'dark' };

/** The looks the pictures are taken in: English first (the walk's), then Chinese. */
const LOOKS: Look[] = (['en', 'zh-CN'] as EditorLanguage[]).flatMap((language) =>
  galleryThemes(language).map((theme) => ({ language, theme })),
);

/** The editor's part in one look: a new pool's note, the curve's handles, the growth problem. */
async function editorPictures(page: Page, editor: EditorPage, { language, theme }: Look): Promise<void> {
  await editor.openSection('strategies');
  await editor.main.getByRole('button', { name: ADD_POOL[language] }).click();
  await page.getByRole('menuitem', { name: RESERVED[language] }).click();
  const card = editor.main
    .locator('section[aria-label]')
    .filter({ has: page.getByRole('note') })
    .last();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/new-pool-${language}-${theme}.png` });

  await editor.openSection('workloads');
  const chart = editor.main
    .locator('svg')
    .filter({ has: page.getByRole('slider') })
    .first();
  await chart.screenshot({ path: `${SHOTS}/curve-96-${language}-${theme}.png` });
  const growth = editor.field(GROWTH[language]);
  await growth.fill('-150');
  await expect(editor.runButton).toBeDisabled();
  await growth.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/growth-${language}-${theme}.png` });
  await growth.fill('0');
  await expect(editor.runButton).toBeEnabled();
}

/** Runs the scenario from the editor and waits for its results. */
async function runFromEditor(shell: AppShell, editor: EditorPage, language: EditorLanguage): Promise<void> {
  await editor.expectSaved();
  await editor.runButton.click();
  await new ResultsPage(shell, language).waitForRun();
}

/** The results' part in one look: the cost-over-time axis. */
async function resultsPicture(page: Page, { language, theme }: Look): Promise<void> {
  // 28 days from 4 January: the cost-over-time axis crosses the first of February.
  const cumulative = page.getByTestId('chart-cumulative-cost');
  await cumulative.scrollIntoViewIfNeeded();
  await cumulative.screenshot({ path: `${SHOTS}/cost-over-time-${language}-${theme}.png` });
}

test(`defaults, growth, curve and charts (${LOOKS.map((l) => `${l.language} ${l.theme}`).join(', then ')})`, async ({
  page,
}) => {
  test.setTimeout(60_000 * LOOKS.length);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, ...rest] = LOOKS as [Look, ...Look[]];
  await seedPreferences(page, first);
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, first.language);
  const name = await editor.createFromTemplate(INFERENCE);
  await editorPictures(page, editor, first);
  await runFromEditor(shell, editor, first.language);
  await resultsPicture(page, first);

  // Each further look reads the results just run, then walks the editor again in its words
  // (the scenario keeps its English name), and runs again only for a look still to come.
  for (const [k, look] of rest.entries()) {
    await changePreferencesElsewhere(page, look);
    await resultsPicture(page, look);
    await page.goBack();
    const again = new EditorPage(shell, look.language);
    await again.expectOpen(name);
    await editorPictures(page, again, look);
    if (k < rest.length - 1) await runFromEditor(shell, again, look.language);
  }
});
