import { expect, type Locator, type Page } from '@playwright/test';
import { CURVE_TEXT, type CurveLanguage, type CurveText } from './curve-text';
import { dragBy, type PointerKind } from './pointer-drag';

/**
 * The 24 h traffic-curve editor inside the scenario editor's inference workload form.
 * Drags go through real browser input (see pointer-drag.ts).
 */
export class CurveEditorPage {
  readonly text: CurveText;

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

  /** Presses on a point's handle, moves `dy` px (negative = up) in steps, and releases. */
  async drag(point: Locator, dy: number, kind: PointerKind = 'mouse'): Promise<void> {
    await dragBy(this.page, point, { dy }, kind);
  }

  async expectVisible(): Promise<void> {
    await expect(this.chart('weekdays')).toBeVisible();
  }
}
