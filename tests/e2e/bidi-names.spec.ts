import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { readBidi } from '../unit/bidi/bidi-oracle';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { saveVersionWithField } from './pages/stored-scenario';

/**
 * Strategy names with an unterminated RIGHT-TO-LEFT OVERRIDE (U+202E), as a hostile file
 * could carry them: the recommendation on the results screen, in the report view and in the
 * PDF keeps its figures in the order they were written, the names isolated around them.
 * The walk is made once; each screen and the PDF are read in English and in Chinese, switched in place.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/bidi';
const bareMetal = templateFile('01-');
const TEMPLATE_NAME = String(bareMetal.document.name);
const RLO = '\u202e';
const FSI = '\u2068';
const PDI = '\u2069';

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

async function openTemplateResults(page: Page, language: ResultsLanguage) {
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, language);
  const results = new ResultsPage(shell, language);
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await expect(shell.heading).toHaveText(name);
  return results;
}

/** The percentages and amounts of a sentence, as written (e.g. "28%", "$1,300", "8.5 h"). */
function figures(text: string): string[] {
  return text.match(/[$¥]?\d[\d,.]*\s?(%|h|小时)?/g) ?? [];
}

test("a strategy named with U+202E leaves the recommendation's figures intact (en, then zh-CN)", async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const results = await openTemplateResults(page, 'en');
  const scenarioId = results.scenarioId();
  await saveVersionWithField(page, scenarioId, ['strategies', 0, 'name'], `Shared ${RLO}on-demand`);
  await saveVersionWithField(page, scenarioId, ['strategies', 1, 'name'], `Bare metal ${RLO}hourly`);
  await saveVersionWithField(page, scenarioId, ['simulation', 'runs'], 5);
  await page.reload();
  await results.runToEnd();

  // The sentence as the page holds it: the names isolated, every figure outside them.
  const outsideIn: Partial<Record<ResultsLanguage, string>> = {};
  const shownIn: Partial<Record<ResultsLanguage, string[]>> = {};
  async function readSentence(language: ResultsLanguage): Promise<void> {
    const sentence = (await results.sentence.textContent())!;
    expect(sentence).toContain(`${FSI}Bare metal ${RLO}hourly\u202c${PDI}`);
    const { nested, outside } = readBidi(sentence);
    expect(nested).toBe(true);
    expect(outside).not.toMatch(/hourly|on-demand/);
    const shown = figures(outside);
    expect(shown.some((f) => f.endsWith('%')), outside).toBe(true);
    await results.sentence.scrollIntoViewIfNeeded();
    await page.getByTestId('recommendation').screenshot({ path: `${OUT}/recommendation-${language}.png` });
    outsideIn[language] = outside;
    shownIn[language] = shown;
  }
  await readSentence('en');
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  // Wait for the sentence to be rewritten in Chinese before reading it.
  await expect(results.sentence).toHaveText(/[\u4e00-\u9fff]/);
  await readSentence('zh-CN');

  // The report view (printed to PDF) says the same, figures outside the isolates.
  async function readReport(language: ResultsLanguage): Promise<void> {
    const report = page.getByTestId('report-recommendation');
    await expect(report).toBeVisible();
    // Waits for the report to follow a language switch before reading it.
    await expect(report).toContainText(outsideIn[language]!.trim().slice(-20));
    const reportText = (await report.textContent())!;
    const reportReading = readBidi(reportText);
    expect(reportReading.nested).toBe(true);
    expect(reportReading.outside).not.toMatch(/hourly|on-demand/);
    await report.screenshot({ path: `${OUT}/report-recommendation-${language}.png` });

    // The PDF read back: each figure in the order it was written, not mirrored ("28%", not "%82").
    const pdf = join(OUT, `report-${language}.pdf`);
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    for (const figure of shownIn[language]!) expect(text).toContain(figure.replace(/\s+/g, ''));
  }
  await page.goto(page.url().replace(/\/results.*$/, '/report'));
  await readReport('zh-CN');
  await changePreferencesElsewhere(page, { language: 'en', theme: 'light' });
  await readReport('en');
  expect(problems).toEqual([]);
});
