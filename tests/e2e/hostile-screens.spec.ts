import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { deadlinePolicyEn, deadlinePolicyZhCN } from '@headroom/renderer/i18n/locales/deadline-policy';
import { openingGuardEn, openingGuardZhCN } from '@headroom/renderer/i18n/locales/opening-guard';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * Files that used to freeze or exhaust the app: the spot example replaying a one-second trace
 * (its best possible cost per job is left out, and the card says so), and a screen that
 * stopped responding (reloading opens the library with a notice instead of that screen).
 * Each walk is made once, in English and the light theme, and then read in Chinese and the
 * dark theme, changed as from another window of the app (the screen follows without a reload);
 * the hung screen is hung and reloaded once more in Chinese to read its notice there.
 */
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';

function oneSecondTrace(name: string): string {
  const doc = structuredClone(templateFile('spot-deadline-policy').document) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  doc.name = name;
  doc.simulation = { runs: 2, baseSeed: 1 };
  doc.strategies = doc.strategies.filter((s: { id: string }) => s.id === 'spot-greedy');
  for (const pool of doc.strategies[0].pools) if (pool.kind === 'spot') pool.interruption.gapSeconds = 1;
  return JSON.stringify(doc);
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test('a one-second trace runs, and the card says the best possible was left out (en light, then zh-CN dark)', async ({ page }) => {
  test.setTimeout(150_000);
  const name = 'One-second trace';
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  await library.importFile({ name: 'fine-trace.headroom.json', text: oneSecondTrace(name) });
  await library.row(name).getByRole('link', { name, exact: true }).click();
  const editor = new EditorPage(shell, 'en');
  await editor.expectOpen(name);
  await editor.runButton.click();
  await new ResultsPage(shell, 'en').waitForRun();
  /** The card's note that the best possible cost was left out, in the page's language. */
  async function checkNote(language: 'en' | 'zh-CN', theme: 'light' | 'dark'): Promise<void> {
    const text = language === 'en' ? deadlinePolicyEn : deadlinePolicyZhCN;
    const note = new ResultsPage(shell, language).card('spot-greedy').getByTestId('bound-skipped');
    await expect(note).toHaveText(text.figures.boundSkipped);
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/bound-skipped-${language}-${theme}.png`, animations: 'disabled' });
  }
  await checkNote('en', 'light');
  // The same run's card read in Chinese, in the dark theme.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'dark' });
  await checkNote('zh-CN', 'dark');
});

test('reloading after a screen stopped responding opens the library with a notice (en light, then zh-CN dark)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  const created = await library.openNewBlank('Hung screen');
  await new EditorPage(shell, 'en').expectOpen('Hung screen');
  expect(created).toBeTruthy();

  /** The editor hangs (as far as the next load can tell) and is reloaded, in the page's language. */
  async function hangAndReload(language: 'en' | 'zh-CN', theme: 'light' | 'dark'): Promise<void> {
    const text = language === 'en' ? openingGuardEn : openingGuardZhCN;
    const editor = new EditorPage(shell, language);
    const address = new URL(page.url()).hash.slice(1);
    // A page stuck in a loop never runs pagehide: after the app's own listener clears the
    // mark, this one puts it back, as if the tab had been killed while opening the editor.
    await page.evaluate((path) => window.addEventListener('pagehide', () => sessionStorage.setItem('headroom:opening-screen', path)), address);
    await page.reload();
    const notice = page.getByTestId('hung-screen-notice');
    await expect(notice).toContainText(text.notice.replace('{{address}}', address));
    expect(new URL(page.url()).hash).toBe('#/scenarios');
    await page.screenshot({ path: `${SHOTS}/hung-screen-${language}-${theme}.png`, animations: 'disabled' });
    // The planner opens it again on purpose; a plain reload of a page that answers stays put.
    await notice.getByRole('link', { name: text.openAgain }).click();
    await editor.expectOpen('Hung screen');
    await page.reload();
    await editor.expectOpen('Hung screen');
  }
  await hangAndReload('en', 'light');
  // The same editor in Chinese and the dark theme: it hangs again and the notice is read in
  // Chinese (the switch also seeds the new preferences, so the reloads stay in Chinese).
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'dark' });
  await new EditorPage(shell, 'zh-CN').expectOpen('Hung screen');
  await hangAndReload('zh-CN', 'dark');
});
