import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { CURVE_TEXT, type CurveLanguage, type CurveText } from './curve-text';

export type PointerKind = 'mouse' | 'touch' | 'pen';

/**
 * The 24 h traffic-curve editor inside the scenario editor's inference workload form.
 * Drags go through real browser input (mouse, touch and pen through the DevTools protocol),
 * so they exercise the same pointer events and pointer capture a person's hand does.
 */
export class CurveEditorPage {
  readonly text: CurveText;
  private cdp: CDPSession | null = null;

  constructor(
    readonly page: Page,
    language: CurveLanguage = 'en',
  ) {
    this.text = CURVE_TEXT[language];
  }

  /** The whole editor, e.g. for a screenshot of just the curve. */
  get root(): Locator {
    return this.page.getByTestId('traffic-curve-editor');
  }

  get dayTabs(): Locator {
    return this.page.getByRole('tablist', { name: this.text.dayTypes });
  }

  dayTab(day: 'weekdays' | 'weekends'): Locator {
    return this.dayTabs.getByRole('tab', { name: this.text[day], exact: true });
  }

  chart(day: 'weekdays' | 'weekends'): Locator {
    return this.page.getByRole('group', { name: this.text.chart(this.text[day]) });
  }

  /** The handle of the point starting at `time` ("14:00"). */
  point(day: 'weekdays' | 'weekends', time: string): Locator {
    return this.page.getByRole('slider', {
      name: this.text.point(this.text[day], time),
      exact: true,
    });
  }

  points(day: 'weekdays' | 'weekends'): Locator {
    return this.chart(day).getByRole('slider');
  }

  async valueOf(point: Locator): Promise<number> {
    return Number(await point.getAttribute('aria-valuenow'));
  }

  /** The figure shown for "peak", "trough", "average" or "ratio" (number and unit). */
  stat(key: 'peak' | 'trough' | 'average' | 'ratio'): Locator {
    return this.page.locator(`[data-stat="${key}"] dd`);
  }

  get growthField(): Locator {
    return this.page.getByRole('textbox', { name: this.text.growth });
  }

  get weekendSwitch(): Locator {
    return this.page.getByRole('switch', { name: this.text.weekendFollows });
  }

  private async session(): Promise<CDPSession> {
    if (!this.cdp) {
      this.cdp = await this.page.context().newCDPSession(this.page);
      await this.cdp.send('Emulation.setTouchEmulationEnabled', {
        enabled: true,
        maxTouchPoints: 1,
      });
    }
    return this.cdp;
  }

  /** Presses on a point's handle, moves `dy` px (negative = up) in steps, and releases. */
  async drag(point: Locator, dy: number, kind: PointerKind = 'mouse'): Promise<void> {
    // Input goes to screen positions: the handle must be on screen, with room to move.
    await point.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await point.boundingBox();
    if (!box) throw new Error('the point has no box on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const steps = 8;
    if (kind === 'mouse') {
      await this.page.mouse.move(x, y);
      await this.page.mouse.down();
      await this.page.mouse.move(x, y + dy, { steps });
      await this.page.mouse.up();
      return;
    }
    const cdp = await this.session();
    if (kind === 'touch') {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let i = 1; i <= steps; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: y + (dy * i) / steps }],
        });
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
        x,
        y: y + (dy * i) / steps,
        ...pen,
        buttons: 1,
      });
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x,
      y: y + dy,
      ...pen,
      buttons: 0,
      clickCount: 1,
    });
  }

  async expectVisible(): Promise<void> {
    await expect(this.chart('weekdays')).toBeVisible();
  }
}
