// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '@headroom/renderer/i18n/LanguageProvider';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { RunHeadlineCell } from '@headroom/renderer/library/RunHeadlineCell';
import type { PreferenceStore } from '@headroom/renderer/preferences/preference-store';
import type { RunRecord, ScenarioRecord } from '@headroom/renderer/storage';
import { headlineOf } from '@headroom/renderer/storage/run-headline';
import { fakeResults } from '../storage/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function storeFor(language: AppLanguage): PreferenceStore {
  return { read: () => language, write: () => undefined };
}

function run(results: RunRecord['results']): RunRecord {
  return {
    id: 'run-1',
    scenarioId: 's-1',
    versionId: 'v-1',
    createdAt: 0,
    runs: results.runs,
    baseSeed: results.baseSeed,
    results,
    durationMs: 1,
  };
}

function scenario(record: Partial<ScenarioRecord>): ScenarioRecord {
  return {
    id: 's-1',
    name: 'GPU plan',
    currency: 'USD',
    createdAt: 0,
    updatedAt: 0,
    currentVersionId: 'v-1',
    lastRunHeadline: null,
    deletedAt: null,
    ...record,
  };
}

const roots: (() => void)[] = [];
afterEach(() => roots.splice(0).forEach((unmount) => unmount()));

/** The cell's text as a reader sees it, in the given language. */
function textOf(record: ScenarioRecord, language: AppLanguage = 'en'): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <LanguageProvider store={storeFor(language)}>
        <RunHeadlineCell scenario={record} />
      </LanguageProvider>,
    ),
  );
  roots.push(() => act(() => root.unmount()));
  return container.textContent ?? '';
}

describe('RunHeadlineCell', () => {
  it('says a scenario has not been run', () => {
    expect(textOf(scenario({}))).toContain('Not run yet');
    expect(textOf(scenario({}), 'zh-CN')).toContain('尚未运行');
  });

  it('shows the recommended strategy and its P50 total cost, as the run saved them', () => {
    const headline = headlineOf(run(fakeResults('reserved')));
    const text = textOf(scenario({ lastRunHeadline: headline }));
    expect(text).toContain('Best: Reserved');
    expect(text).toContain(`P50 total cost $${headline?.p50TotalCost.toLocaleString('en-US')}`);
    expect(text).not.toContain('Edited since this run');
  });

  it('does not call a pick "best" when no strategy met the targets', () => {
    const headline = headlineOf(run(fakeResults('on-demand', 'none-meet-targets')));
    const text = textOf(scenario({ lastRunHeadline: headline }));
    expect(text).toContain('Best available: On demand');
    expect(text).toContain('No strategy met every target');
  });

  it('does not call the only strategy "best" when it missed its targets', () => {
    const results = fakeResults('on-demand', 'only-strategy');
    results.strategies = results.strategies
      .filter((s) => s.strategyId === 'on-demand')
      .map((s) => ({ ...s, meetsTargets: false }));
    const text = textOf(scenario({ lastRunHeadline: headlineOf(run(results)) }));
    expect(text).toContain('Best available: On demand');
    expect(text).toContain('No strategy met every target');
  });

  it('marks a run made before the latest edit', () => {
    const headline = headlineOf(run(fakeResults('reserved')));
    const record = scenario({ lastRunHeadline: headline, currentVersionId: 'v-2' });
    expect(textOf(record)).toContain('Edited since this run');
    expect(textOf(record, 'zh-CN')).toContain('运行后已修改');
  });
});
