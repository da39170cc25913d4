import type { Locator, Page } from '@playwright/test';
import type { EditorLanguage } from './editor-text';
import { dragBy, type PointerKind } from './pointer-drag';

const TEXT = {
  en: {
    timeline: 'The phases on the scenario’s timeline',
    firstDay: (phase: string) => `First day of “${phase}”`,
    lastDay: (phase: string) => `Last day of “${phase}”`,
    bar: (phase: string) => `Edit phase “${phase}”`,
  },
  'zh-CN': {
    timeline: '场景时间线上的各个阶段',
    firstDay: (phase: string) => `“${phase}”的第一天`,
    lastDay: (phase: string) => `“${phase}”的最后一天`,
    bar: (phase: string) => `编辑阶段“${phase}”`,
  },
} as const;

/** The phases section's timeline: bars to drag, and a slider at each end of each. */
export class PhaseTimelinePage {
  readonly text: (typeof TEXT)[EditorLanguage];

  constructor(
    readonly page: Page,
    language: EditorLanguage = 'en',
  ) {
    this.text = TEXT[language];
  }

  get timeline(): Locator {
    return this.page.getByRole('group', { name: this.text.timeline, exact: true });
  }

  firstDay(phase: string): Locator {
    return this.timeline.getByRole('slider', { name: this.text.firstDay(phase), exact: true });
  }

  lastDay(phase: string): Locator {
    return this.timeline.getByRole('slider', { name: this.text.lastDay(phase), exact: true });
  }

  bar(phase: string): Locator {
    return this.timeline.getByRole('button', { name: this.text.bar(phase), exact: true });
  }

  /** A phase's day field in the list below the timeline ("startDay" or "endDay"). */
  dayField(index: number, field: 'startDay' | 'endDay'): Locator {
    return this.page.locator(`[id="field:phases[${index}].${field}"]`);
  }

  /** Pixels per scenario day: the width of the lane a bar moves in, over the horizon. */
  async pixelsPerDay(phase: string, horizonDays: number): Promise<number> {
    const width = await this.bar(phase).evaluate(
      (bar) => bar.parentElement?.getBoundingClientRect().width ?? 0,
    );
    return width / horizonDays;
  }

  async drag(target: Locator, dx: number, kind: PointerKind = 'mouse'): Promise<void> {
    await dragBy(this.page, target, { dx }, kind);
  }
}
