// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhasesSection } from '@headroom/renderer/editor/phases/PhasesSection';
import { STARTUP, template } from './fixture';
import { renderInEditor, type RenderedEditorPart } from './render-in-editor';

/**
 * The start-up template's phases: development days 0-120, production 120-365, from 1 January
 * 2027. Every element is laid out 365 px wide from x = 0 here, so one pixel is one day.
 */
const DEV = 'Development (实验期)';
const PROD = 'Production (生产期)';

const rendered: RenderedEditorPart[] = [];
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 365, height: 28 }),
  );
});
afterEach(() => {
  rendered.splice(0).forEach((part) => part.unmount());
  vi.restoreAllMocks();
});

function render(language: 'en' | 'zh-CN' = 'en', now?: () => number): RenderedEditorPart {
  const part = renderInEditor(<PhasesSection />, template(STARTUP), { language, now });
  rendered.push(part);
  return part;
}

function byLabel(part: RenderedEditorPart, label: string): HTMLElement {
  const found = part.container.querySelector(`[aria-label="${label}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`nothing labelled ${label}`);
  return found;
}

function field(part: RenderedEditorPart, path: string): HTMLInputElement {
  const found = part.container.querySelector(`[id="field:${path}"]`);
  if (!(found instanceof HTMLInputElement)) throw new Error(`no field ${path}`);
  return found;
}

function pointer(
  element: HTMLElement,
  type: string,
  clientX: number,
  pointerType: 'mouse' | 'touch' | 'pen' = 'mouse',
): void {
  act(() => {
    element.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX,
        pointerId: 7,
        pointerType,
        button: 0,
      }),
    );
  });
}

function key(element: HTMLElement, name: string): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
}

const phaseDays = (part: RenderedEditorPart, index: number) => {
  const phase = part.store.getState().history.present.phases?.[index];
  return [phase?.startDay, phase?.endDay];
};

describe('the phase timeline', () => {
  it('has a slider at each end of each bar, with dates as values', () => {
    const part = render();
    const first = byLabel(part, `First day of “${DEV}”`);
    expect(first.getAttribute('role')).toBe('slider');
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(first.getAttribute('aria-valuenow')).toBe('0');
    expect(first.getAttribute('aria-valuemax')).toBe('119');
    expect(first.getAttribute('aria-valuetext')).toBe('January 1, 2027');
    const last = byLabel(part, `Last day of “${DEV}”`);
    expect(last.getAttribute('aria-valuenow')).toBe('119');
    expect(last.getAttribute('aria-valuemin')).toBe('0');
    expect(last.getAttribute('aria-valuemax')).toBe('364');
    expect(last.getAttribute('aria-valuetext')).toBe('April 30, 2027');
  });

  it('reads the dates out in Chinese', () => {
    const part = render('zh-CN');
    const last = byLabel(part, `“${PROD}”的最后一天`);
    expect(last.getAttribute('aria-valuetext')).toBe('2027年12月31日');
  });

  it('drags an end in whole days, live in the day field, as one undo step', () => {
    const part = render();
    const end = byLabel(part, `Last day of “${DEV}”`);
    pointer(end, 'pointerdown', 120);
    pointer(end, 'pointermove', 135.3);
    expect(phaseDays(part, 0)).toEqual([0, 135]);
    expect(field(part, 'phases[0].endDay').value).toBe('135');
    expect(end.getAttribute('aria-valuetext')).toBe('May 15, 2027');
    pointer(end, 'pointermove', 150.6);
    expect(phaseDays(part, 0)).toEqual([0, 151]);
    expect(part.store.getState().history.past).toHaveLength(0);
    pointer(end, 'pointerup', 150.6);

    expect(part.store.getState().history.past).toHaveLength(1);
    expect(document.activeElement).toBe(end);
    act(() => part.store.undo());
    expect(phaseDays(part, 0)).toEqual([0, 120]);
    expect(field(part, 'phases[0].endDay').value).toBe('120');
  });

  it('moves an end by as much as the pointer moves, wherever it was grabbed', () => {
    const part = render();
    const end = byLabel(part, `Last day of “${DEV}”`);
    pointer(end, 'pointerdown', 123);
    pointer(end, 'pointermove', 123.4);
    expect(phaseDays(part, 0)).toEqual([0, 120]);
    pointer(end, 'pointermove', 133);
    expect(phaseDays(part, 0)).toEqual([0, 130]);
    pointer(end, 'pointerup', 133);
    expect(part.store.getState().history.past).toHaveLength(1);
  });

  it('keeps a dragged start before the end, and an end inside the horizon', () => {
    const part = render();
    const start = byLabel(part, `First day of “${PROD}”`);
    pointer(start, 'pointerdown', 120, 'touch');
    pointer(start, 'pointermove', 500, 'touch');
    pointer(start, 'pointerup', 500, 'touch');
    expect(phaseDays(part, 1)).toEqual([364, 365]);
    const end = byLabel(part, `Last day of “${DEV}”`);
    pointer(end, 'pointerdown', 120, 'pen');
    pointer(end, 'pointermove', 800, 'pen');
    pointer(end, 'pointerup', 800, 'pen');
    expect(phaseDays(part, 0)).toEqual([0, 365]);
    expect(part.store.getState().validation.ok).toBe(true);
  });

  it('moves a whole bar from where it was grabbed, and Esc puts it back', () => {
    const part = render();
    const bar = byLabel(part, `Edit phase “${PROD}”`);
    pointer(bar, 'pointerdown', 200);
    pointer(bar, 'pointermove', 170);
    expect(phaseDays(part, 1)).toEqual([90, 335]);
    // Not past the end of the horizon.
    pointer(bar, 'pointermove', 260);
    expect(phaseDays(part, 1)).toEqual([120, 365]);
    pointer(bar, 'pointermove', 150);
    key(bar, 'Escape');
    expect(phaseDays(part, 1)).toEqual([120, 365]);
    pointer(bar, 'pointerup', 150);
    expect(part.store.getState().history.past).toHaveLength(0);
    expect(field(part, 'phases[1].startDay').value).toBe('120');
  });

  it('a click on a bar without dragging opens the phase’s fields', () => {
    const part = render();
    const bar = byLabel(part, `Edit phase “${DEV}”`);
    pointer(bar, 'pointerdown', 60);
    pointer(bar, 'pointerup', 61);
    act(() => bar.click());
    expect(document.activeElement).toBe(field(part, 'phases[0].name'));
    expect(part.store.getState().history.past).toHaveLength(0);
  });

  it('does not take the click that ends a drag of the bar for a click', () => {
    const part = render();
    const bar = byLabel(part, `Edit phase “${DEV}”`);
    pointer(bar, 'pointerdown', 60);
    pointer(bar, 'pointermove', 80);
    pointer(bar, 'pointerup', 80);
    act(() => bar.click());
    expect(phaseDays(part, 0)).toEqual([20, 140]);
    expect(document.activeElement).not.toBe(field(part, 'phases[0].name'));
  });

  it('steps the ends with the keys, a burst of presses being one undo step', () => {
    let now = 0;
    const part = render('en', () => now);
    const end = byLabel(part, `Last day of “${DEV}”`);
    key(end, 'ArrowRight');
    now += 200;
    key(end, 'PageUp');
    expect(phaseDays(part, 0)).toEqual([0, 128]);
    expect(field(part, 'phases[0].endDay').value).toBe('128');
    expect(part.store.getState().history.past).toHaveLength(1);
    const start = byLabel(part, `First day of “${PROD}”`);
    now += 5000;
    key(start, 'End');
    expect(phaseDays(part, 1)).toEqual([364, 365]);
    key(start, 'Home');
    expect(phaseDays(part, 1)).toEqual([0, 365]);
    key(start, 'ArrowLeft');
    expect(part.store.getState().history.past).toHaveLength(2);
  });

  it('moves a whole bar with the keys, its length kept, one undo step a press', () => {
    const part = render('en', () => 0);
    const bar = byLabel(part, `Edit phase “${DEV}”`);
    key(bar, 'PageUp');
    expect(phaseDays(part, 0)).toEqual([7, 127]);
    key(bar, 'ArrowLeft');
    expect(phaseDays(part, 0)).toEqual([6, 126]);
    expect(field(part, 'phases[0].startDay').value).toBe('6');
    expect(part.store.getState().history.past).toHaveLength(2);
    key(bar, 'Home');
    expect(phaseDays(part, 0)).toEqual([0, 120]);
    key(bar, 'Home'); // nowhere to go: no empty undo step
    expect(part.store.getState().history.past).toHaveLength(3);
  });
});
