// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { moveItem } from '@headroom/renderer/editor/draft/json-path';
import { StrategiesSection } from '@headroom/renderer/editor/strategies/StrategiesSection';
import { WorkloadList } from '@headroom/renderer/editor/workloads/WorkloadList';
import { STARTUP, template } from './fixture';
import { renderInEditor, type RenderedEditorPart } from './render-in-editor';

const rendered: RenderedEditorPart[] = [];
afterEach(() => rendered.splice(0).forEach((part) => part.unmount()));

function render(...args: Parameters<typeof renderInEditor>): RenderedEditorPart {
  const part = renderInEditor(...args);
  rendered.push(part);
  return part;
}

function button(part: RenderedEditorPart, name: string): HTMLButtonElement {
  const found = [...part.container.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

function click(element: HTMLElement): void {
  act(() => element.click());
}

function focus(element: HTMLElement): void {
  act(() => element.focus());
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('reordering a scenario', () => {
  it('keeps every placement on its workload when workloads move', () => {
    const doc = template(STARTUP);
    const moved = moveItem(doc, ['workloads'], 2, 0);
    expect(ids(moved.workloads)).toEqual(['serving', 'experiments', 'retraining']);
    // Placements name workloads by id: they are untouched, and still valid.
    expect(moved.strategies).toBe(doc.strategies);
    expect(parseScenario(moved).ok).toBe(true);
  });

  it('keeps each strategy whole when strategies move', () => {
    const doc = template(STARTUP);
    const moved = moveItem(doc, ['strategies'], 2, 0);
    expect(ids(moved.strategies)).toEqual(['phase-matched', 'all-on-demand', 'all-committed']);
    expect(moved.strategies[0]).toBe(doc.strategies[2]);
    expect(parseScenario(moved).ok).toBe(true);
  });

  it('returns the document itself for a move that goes nowhere', () => {
    const doc: DraftDocument = template(STARTUP);
    expect(moveItem(doc, ['workloads'], 0, 0)).toBe(doc);
    expect(moveItem(doc, ['workloads'], 0, -3)).toBe(doc);
    expect(moveItem(doc, ['workloads'], 7, 0)).toBe(doc);
    expect(moveItem(doc, ['workloads'], 1, Number.NaN)).toBe(doc);
    expect(moveItem(doc, ['name'], 0, 1)).toBe(doc);
  });
});

describe('the workload list', () => {
  it('moves the open workload up as one undo step, keeping it open and focused', () => {
    const part = render(<WorkloadList />, template(STARTUP), { open: { workload: 2 } });
    const up = button(part, 'Move “Fine-tuned model API” up');
    focus(up);
    click(up);

    const doc = part.store.getState().history.present;
    expect(ids(doc.workloads)).toEqual(['experiments', 'serving', 'retraining']);
    expect(part.store.getState().history.past).toHaveLength(1);
    expect(part.location().workload).toBe(1);
    const current = part.container.querySelector('[aria-current="true"]');
    expect(current?.textContent).toContain('Fine-tuned model API');
    expect(document.activeElement).toBe(button(part, 'Move “Fine-tuned model API” up'));

    act(() => part.store.undo());
    expect(ids(part.store.getState().history.present.workloads)).toEqual(
      ids(template(STARTUP).workloads),
    );
  });

  it('disables the moves past the ends, and hands focus on at the top', () => {
    const part = render(<WorkloadList />, template(STARTUP), { open: { workload: 1 } });
    const name = 'Production retraining';
    expect(button(part, `Move “${name}” down`).disabled).toBe(false);
    const top = button(part, `Move “${name}” to the top`);
    focus(top);
    click(top);

    expect(ids(part.store.getState().history.present.workloads)[0]).toBe('retraining');
    expect(button(part, `Move “${name}” to the top`).disabled).toBe(true);
    expect(button(part, `Move “${name}” up`).disabled).toBe(true);
    expect(document.activeElement).toBe(button(part, `Move “${name}” down`));

    click(button(part, `Move “${name}” down`));
    click(button(part, `Move “${name}” down`));
    expect(ids(part.store.getState().history.present.workloads)[2]).toBe('retraining');
    expect(button(part, `Move “${name}” down`).disabled).toBe(true);
    expect(document.activeElement).toBe(button(part, `Move “${name}” up`));
    expect(part.store.getState().history.past).toHaveLength(3);
  });

  it('offers no moves when there is only one workload', () => {
    const part = render(<WorkloadList />, template());
    expect(part.container.querySelector('[role="group"]')).toBeNull();
  });

  it('names the moves in Chinese', () => {
    const part = render(<WorkloadList />, template(STARTUP), {
      language: 'zh-CN',
      open: { workload: 2 },
    });
    expect(button(part, '将“Fine-tuned model API”上移').disabled).toBe(false);
    expect(button(part, '将“Fine-tuned model API”下移').disabled).toBe(true);
  });
});

describe('the strategy tabs', () => {
  it('move the open strategy to the start, keep it open, and undo in one step', () => {
    const part = render(<StrategiesSection />, template(STARTUP), { open: { strategy: 2 } });
    const name = 'Pay-as-you-go in development, commit 5 in production';
    const start = button(part, `Move “${name}” to the start`);
    focus(start);
    click(start);

    expect(ids(part.store.getState().history.present.strategies)).toEqual([
      'phase-matched',
      'all-on-demand',
      'all-committed',
    ]);
    expect(part.location().strategy).toBe(0);
    const selected = part.container.querySelector('[role="tab"][aria-selected="true"]');
    expect(selected?.textContent).toBe(name);
    expect(button(part, `Move “${name}” left`).disabled).toBe(true);
    expect(document.activeElement).toBe(button(part, `Move “${name}” right`));

    act(() => part.store.undo());
    expect(ids(part.store.getState().history.present.strategies)).toEqual([
      'all-on-demand',
      'all-committed',
      'phase-matched',
    ]);
  });
});
