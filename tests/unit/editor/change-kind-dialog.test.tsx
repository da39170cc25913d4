// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { setIn } from '@headroom/renderer/editor/draft/json-path';
import { WorkloadForm } from '@headroom/renderer/editor/workloads/WorkloadForm';
import { STARTUP, template } from './fixture';
import { renderInEditor, type RenderedEditorPart } from './render-in-editor';

const rendered: RenderedEditorPart[] = [];
afterEach(() => rendered.splice(0).forEach((part) => part.unmount()));

const EXPERIMENTS = 0;

function openForm(doc: DraftDocument, language: 'en' | 'zh-CN' = 'en') {
  const part = renderInEditor(<WorkloadForm index={EXPERIMENTS} />, doc, { language });
  rendered.push(part);
  return part;
}

/** Opens the Kind select as a pointer does, and picks an option by its text. */
function pickKind(part: RenderedEditorPart, label: string, option: string): void {
  const select = [...part.container.querySelectorAll('[role="combobox"]')].find(
    (element) => element.getAttribute('aria-labelledby')?.includes('kind') ?? false,
  );
  if (!(select instanceof HTMLElement)) throw new Error(`no ${label} select`);
  act(() => {
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  const item = [...document.querySelectorAll('[role="option"]')].find(
    (element) => element.textContent === option,
  );
  if (!(item instanceof HTMLElement)) throw new Error(`no option ${option}`);
  act(() => item.click());
}

function dialog(): HTMLElement {
  const found = document.querySelector('[role="dialog"]');
  if (!(found instanceof HTMLElement)) throw new Error('no dialog open');
  return found;
}

function dialogButton(name: string): HTMLButtonElement {
  const found = [...dialog().querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

const kindOf = (part: RenderedEditorPart) =>
  part.store.getState().history.present.workloads[EXPERIMENTS]?.kind;

describe('changing a workload’s kind in its form', () => {
  it('asks first, naming the settings that go, and changes nothing when cancelled', () => {
    const part = openForm(template(STARTUP));
    pickKind(part, 'Kind', 'Inference');
    const text = dialog().textContent ?? '';
    expect(text).toContain('Change “Fine-tuning experiments” to Inference?');
    for (const removed of [
      'When jobs arrive',
      'Size of a job',
      'Checkpoint every',
      'Restart overhead',
      'People waiting on each job',
    ])
      expect(text).toContain(removed);
    expect(text).toContain('GPUs per job (1) carries over as GPUs per replica.');

    act(() => dialogButton('Cancel').click());
    expect(kindOf(part)).toBe('training');
    expect(part.store.getState().history.past).toHaveLength(0);
  });

  it('converts on confirmation as one undo step, and the scenario still validates', () => {
    const part = openForm(template(STARTUP));
    const before = part.store.getState().history.present;
    pickKind(part, 'Kind', 'Batch');
    expect(dialog().textContent).toContain('Also kept: When batches arrive and Start-up time.');
    act(() => dialogButton('Change to Batch').click());

    expect(kindOf(part)).toBe('batch');
    expect(part.store.getState().validation.ok).toBe(true);
    expect(part.store.getState().history.past).toHaveLength(1);
    expect(part.container.textContent).toContain('Tasks per batch');
    act(() => part.store.undo());
    expect(part.store.getState().history.present).toBe(before);
    expect(part.container.textContent).toContain('GPUs per job');
  });

  it('names the placements whose spot fallback no longer applies', () => {
    const doc = setIn(
      template(STARTUP),
      ['strategies', 1, 'placements', EXPERIMENTS, 'spotFallback', 'afterPreemptions'],
      2,
    );
    expect(parseScenario(doc).ok).toBe(true);
    const part = openForm(doc);
    pickKind(part, 'Kind', 'Development');
    const text = dialog().textContent ?? '';
    expect(text).toContain('Placement settings that no longer apply');
    expect(text).toContain(`${doc.strategies[1]!.name}: Leaving spot`);
  });

  it('names the placements in Chinese too', () => {
    const doc = setIn(
      template(STARTUP),
      ['strategies', 1, 'placements', EXPERIMENTS, 'spotFallback', 'deadlinePolicy'],
      'greedy',
    );
    const part = openForm(doc, 'zh-CN');
    pickKind(part, '类型', '推理');
    const text = dialog().textContent ?? '';
    expect(text).toContain('不再适用的放置规则设置');
    expect(text).toContain(`策略“${doc.strategies[1]!.name}”中的撤离竞价实例`);
  });

  it('asks in Chinese', () => {
    const part = openForm(template(STARTUP), 'zh-CN');
    pickKind(part, '类型', '推理');
    const text = dialog().textContent ?? '';
    expect(text).toContain('将“Fine-tuning experiments”改为推理工作负载？');
    expect(text).toContain('将被删除');
    act(() => dialogButton('改为推理').click());
    expect(kindOf(part)).toBe('inference');
  });
});
