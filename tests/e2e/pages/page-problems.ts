import type { Page } from '@playwright/test';

/**
 * Collects uncaught errors and console errors (CSP violations show up there) while a test
 * runs; a test ends with `expect(problems).toEqual([])`.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}
