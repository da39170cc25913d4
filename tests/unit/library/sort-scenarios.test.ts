import { describe, expect, it } from 'vitest';
import type { ScenarioRecord } from '@headroom/renderer/storage';
import { DEFAULT_SORT, nextSort, sortScenarios } from '@headroom/renderer/library/sort-scenarios';

function record(id: string, name: string, updatedAt: number): ScenarioRecord {
  return {
    id,
    name,
    currency: 'USD',
    createdAt: 0,
    updatedAt,
    currentVersionId: `${id}-v1`,
    lastRunHeadline: null,
    deletedAt: null,
  };
}

const rows = [
  record('a', 'Inference peaks', 300),
  record('b', 'bare metal fine-tune', 100),
  record('c', 'Scenario 10', 200),
  record('d', 'Scenario 9', 200),
];

const names = (list: ScenarioRecord[]) => list.map((r) => r.name);

describe('sortScenarios', () => {
  it('opens on the most recently edited first, ties by name', () => {
    expect(names(sortScenarios(rows, DEFAULT_SORT, 'en-US'))).toEqual([
      'Inference peaks',
      'Scenario 9',
      'Scenario 10',
      'bare metal fine-tune',
    ]);
  });

  it('sorts oldest first on request', () => {
    expect(names(sortScenarios(rows, { key: 'updatedAt', direction: 'asc' }, 'en-US'))[0]).toBe(
      'bare metal fine-tune',
    );
  });

  it('sorts names ignoring case and with numbers in numeric order', () => {
    expect(names(sortScenarios(rows, { key: 'name', direction: 'asc' }, 'en-US'))).toEqual([
      'bare metal fine-tune',
      'Inference peaks',
      'Scenario 9',
      'Scenario 10',
    ]);
  });

  it('does not change the list it was given', () => {
    const before = names(rows);
    sortScenarios(rows, { key: 'name', direction: 'desc' }, 'en-US');
    expect(names(rows)).toEqual(before);
  });

  it('orders Chinese names by the Chinese collation (pinyin)', () => {
    const chinese = [record('x', '推理', 1), record('y', '微调', 1), record('z', '渲染', 1)];
    // tuī, wēi, xuàn
    expect(names(sortScenarios(chinese, { key: 'name', direction: 'asc' }, 'zh-CN'))).toEqual([
      '推理',
      '微调',
      '渲染',
    ]);
  });
});

describe('nextSort', () => {
  it('flips the direction of the current column', () => {
    expect(nextSort(DEFAULT_SORT, 'updatedAt')).toEqual({ key: 'updatedAt', direction: 'asc' });
  });

  it('starts a name sort A to Z and a date sort newest first', () => {
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'updatedAt')).toEqual(DEFAULT_SORT);
  });
});
