import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pictures are for a person to look at. `HEADROOM_E2E_PICTURES=off` (set by CI, where nobody
 * looks) makes every `screenshot()` of a page or locator a no-op that returns an empty image:
 * the assertions all still run, only the PNG encoding, a large share of the suite's time, is
 * skipped. No test reads a picture's bytes, so none can pass on an empty one.
 */
const PICTURES_OFF = process.env.HEADROOM_E2E_PICTURES === 'off';

function silence(target: object): void {
  const proto = Object.getPrototypeOf(target) as { screenshot?: unknown };
  proto.screenshot = () => Promise.resolve(Buffer.alloc(0));
}

export const test = base.extend<{ picturesSwitch: void }>({
  picturesSwitch: [
    async ({ page }, use) => {
      if (PICTURES_OFF) {
        silence(page);
        silence(page.locator('body'));
      }
      await use();
    },
    { auto: true },
  ],
});
