import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's layout has stopped moving after a resize: charts measure their
 * container with a ResizeObserver and draw again a frame or two later, so a fixed pause is
 * either too short on a busy machine or wasted on a quiet one. This waits on the condition
 * itself: every chart's drawing has the size it will keep, and one animation frame later
 * nothing has moved.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const boxes = () =>
            [...document.querySelectorAll('svg, main')]
              .map((el) => {
                const r = el.getBoundingClientRect();
                return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
              })
              .join(';');
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
          await frame();
          const before = boxes();
          await frame();
          await frame();
          return before === boxes();
        }),
      { timeout: 10_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
}
