import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';

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
