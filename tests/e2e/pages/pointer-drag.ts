import type { CDPSession, Locator, Page } from '@playwright/test';

export type PointerKind = 'mouse' | 'touch' | 'pen';

/** One DevTools session per page, with touch input switched on. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function session(page: Page): Promise<CDPSession> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = page
      .context()
      .newCDPSession(page)
      .then(async (created) => {
        await created.send('Emulation.setTouchEmulationEnabled', {
          enabled: true,
          maxTouchPoints: 1,
        });
        return created;
      });
    sessions.set(page, cdp);
  }
  return cdp;
}

/**
 * Presses on the middle of `target`, moves by (dx, dy) px in steps, and releases, with a
 * mouse, a finger or a pen. Real browser input (touch and pen through the DevTools protocol),
 * so it exercises the same pointer events and pointer capture a person's hand does.
 */
export async function dragBy(
  page: Page,
  target: Locator,
  { dx = 0, dy = 0 }: { dx?: number; dy?: number },
  kind: PointerKind = 'mouse',
): Promise<void> {
  // Input goes to screen positions: the target must be on screen, with room to move.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the drag target has no box on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const steps = 8;
  const at = (i: number) => ({ x: x + (dx * i) / steps, y: y + (dy * i) / steps });
  if (kind === 'mouse') {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await session(page);
  if (kind === 'touch') {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= steps; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  const pen = { pointerType: 'pen' as const, button: 'left' as const };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, ...pen, buttons: 0 });
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mousePressed',
    x,
    y,
    ...pen,
    buttons: 1,
    clickCount: 1,
  });
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseMoved',
      ...at(i),
      ...pen,
      buttons: 1,
    });
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mouseReleased',
    ...at(steps),
    ...pen,
    buttons: 0,
    clickCount: 1,
  });
}
