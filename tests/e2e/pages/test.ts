import { test as base, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pictures are for a person to look at. `HEADROOM_E2E_PICTURES=off` (set by CI, where nobody
 * looks) makes every `screenshot()` of a page or locator a no-op that returns an empty image:
 * the assertions all still run, only the PNG encoding, a large share of the suite's time, is
 * skipped. No test reads a picture's bytes, so none can pass on an empty one.
 */
const PICTURES_OFF = process.env.HEADROOM_E2E_PICTURES === 'off';

type Shot = { screenshot: unknown };

/** A page's picture: nothing to wait for. */
function silencePage(page: Page): void {
  (Object.getPrototypeOf(page) as Shot).screenshot = () => Promise.resolve(Buffer.alloc(0));
}

/**
 * A locator's picture still waits for its element to be visible and scrolls it into view, as
 * the real one does: a later step may rely on both (a chart drawn once it is in view).
 */
function silenceLocator(locator: Locator): void {
  (Object.getPrototypeOf(locator) as Shot).screenshot = async function (this: Locator, options?: { timeout?: number }) {
    await this.scrollIntoViewIfNeeded({ timeout: options?.timeout });
    return Buffer.alloc(0);
  };
}

export const test = base.extend<{ picturesSwitch: void }>({
  picturesSwitch: [
    async ({ page }, use) => {
      if (PICTURES_OFF) {
        silencePage(page);
        silenceLocator(page.locator('body'));
      }
      await use();
    },
    { auto: true },
  ],
});
