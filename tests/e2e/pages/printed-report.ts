import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { AppShell } from './app-shell';
import type { EditorLanguage } from './editor-text';
import { collectPageProblems } from './page-problems';
import { seedPreferences } from './preferences';

/** Text compared without its spacing: pdftotext breaks lines and Chinese has no spaces. */
export const squash = (text: string) => text.replace(/\s+/g, '');

/** Records window.print() instead of opening a dialog the test cannot close. Call before the page loads. */
export async function recordPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed += 1;
    };
  });
}

/** How many times the page asked to print. */
export function printCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __printed: number }).__printed);
}

/** Prints the report page to `path` as PDF and reads it back as a reader would, without spacing. */
export async function printedText(page: Page, path: string): Promise<string> {
  await page.pdf({ path, preferCSSPageSize: true, printBackground: true });
  return squash(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
}

/**
 * A page for a test that ends in the printed report: 1280 x 900, light theme, in `language`,
 * printing recorded; returns its shell and the page problems collected from now on.
 */
export async function openForReport(page: Page, language: EditorLanguage): Promise<{ shell: AppShell; problems: string[] }> {
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language, theme: 'light' });
  await recordPrint(page);
  return { shell: new AppShell(page), problems };
}
