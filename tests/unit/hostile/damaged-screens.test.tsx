// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@headroom/renderer/app/AppErrorBoundary';
import { startApp } from '@headroom/renderer/app/start-app';
import { issueText } from '@headroom/renderer/editor/validation/issue-text';
import { RunHeadlineCell } from '@headroom/renderer/library/RunHeadlineCell';
import { RunStatus } from '@headroom/renderer/results/RunStatus';
import { SimulationBudgetExceeded } from '@shared/sim/budget';
import { UpgradeReportNotice } from '@headroom/renderer/library/UpgradeReportNotice';
import { keepUpgradeReport, readUpgradeReport } from '@headroom/renderer/storage/upgrade-report';
import { parseScenario } from '@shared/scenario';
import { mutable } from '../scenario/fixture';
import { PlatformContext } from '@headroom/renderer/platform/platform-context';
import type { PlatformBridge } from '@headroom/renderer/platform/platform-bridge';
import type { ScenarioRecord } from '@headroom/renderer/storage';
import { renderInLanguage } from '../render-in-language';

const platform: PlatformBridge = {
  platform: 'web',
  openFile: () => Promise.resolve(null),
  saveFile: () => Promise.resolve({ saved: false }),
  printToPdf: () => Promise.resolve({ saved: false }),
};

function Broken({ error }: { error: Error }): never {
  throw error;
}

function scenario(lastRunHeadline: unknown): ScenarioRecord {
  return {
    id: 's-1',
    name: 'Plan',
    currency: 'USD',
    createdAt: 0,
    updatedAt: 0,
    currentVersionId: 'v-1',
    lastRunHeadline: lastRunHeadline as ScenarioRecord['lastRunHeadline'],
    deletedAt: null,
  };
}

describe('a screen that throws while drawing', () => {
  it('says so, with a way back to the library, instead of blanking the window', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = renderInLanguage(
      <PlatformContext value={platform}>
        <AppErrorBoundary resetKey="/scenarios/x/results">
          <Broken error={new TypeError(`Cannot read properties of undefined (reading 'p50') ${'x'.repeat(100_000)}`)} />
        </AppErrorBoundary>
      </PlatformContext>,
    );
    expect(el.textContent).toContain('This screen could not be drawn');
    expect(el.querySelector('a[href="#/scenarios"]')?.textContent).toBe('Back to scenarios');
    // The detail is cut to a readable length.
    expect(el.textContent!.length).toBeLessThan(2000);
  });

  it('tells a library that cannot be opened apart, in Chinese too, and offers a copy of what is stored', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('upgrade failed'), { name: 'UpgradeError' });
    const el = renderInLanguage(
      <PlatformContext value={platform}>
        <AppErrorBoundary resetKey="/scenarios">
          <Broken error={error} />
        </AppErrorBoundary>
      </PlatformContext>,
      'zh-CN',
    );
    expect(el.textContent).toContain('无法打开您的场景库');
    expect(el.textContent).toContain('下载已存场景库的副本');
  });
});

describe('a library card with a damaged headline', () => {
  it.each([{}, { runId: 'r', p50TotalCost: null }, 'garbage'])('names the damage for %j', (headline) => {
    const el = renderInLanguage(<RunHeadlineCell scenario={scenario(headline)} />);
    expect(el.querySelector('[data-testid="damaged-headline"]')?.textContent).toBe('Last run: damaged record');
  });
});

describe('start-up', () => {
  it('asks for persistent storage once', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    const container = document.createElement('div');
    document.body.append(container);
    const preferences = { read: () => 'en' as const, write: () => undefined };
    const root = startApp({ container, platform, preferences, persist });
    await Promise.resolve();
    expect(persist).toHaveBeenCalledTimes(1);
    flushSync(() => root.unmount());
  });
});

describe('records an upgrade repaired or set aside', () => {
  const report = {
    skipped: [{ table: 'runs', id: 'r-1', reason: 'noScenario' }],
    repaired: [{ table: 'scenarios' as const, id: 's-1', name: '42', fields: ['name' as const, 'time' as const] }],
  };

  it('are listed once in the library, in the interface language, until dismissed', () => {
    keepUpgradeReport(report);
    const el = renderInLanguage(<UpgradeReportNotice />, 'zh-CN');
    expect(el.textContent).toContain('部分已存记录已修复或被搁置');
    expect(el.textContent).toContain('已保存的运行“r-1”：不属于任何场景（已搁置）');
    expect(el.textContent).toContain('场景“42”：名称无法读取，已替换；编辑时间无法读取，已替换');
    flushSync(() => el.querySelector('button')!.click());
    expect(el.textContent).toBe('');
    expect(readUpgradeReport()).toEqual({ skipped: [], repaired: [] });
  });

  it('are worded in English, with the reason an older version kept shown as it is', () => {
    keepUpgradeReport({ ...report, skipped: [...report.skipped, { table: 'runs', id: 'r-2', reason: 'old words' }] });
    const el = renderInLanguage(<UpgradeReportNotice />, 'en');
    expect(el.textContent).toContain('Saved run “r-1”: belongs to no scenario');
    expect(el.textContent).toContain('Saved run “r-2”: old words');
    expect(el.textContent).toContain('“42”: its name was unreadable and was replaced; its edit time was unreadable and was replaced');
    flushSync(() => el.querySelector('button')!.click());
  });
});

describe('the editor words a scenario that asks for too much work', () => {
  it('with its own message key and the figures', () => {
    const doc = mutable();
    doc.workloads[0].arrivals = { type: 'poisson', perDay: 1e9 };
    const result = parseScenario(doc);
    if (result.ok) throw new Error('accepted');
    expect(issueText(result.issues[0]!)).toMatchObject({ key: 'tooMuchWork', values: { limit: 2_000_000 } });
  });
});

describe('a run that stops at the simulator budget', () => {
  it('says in the interface language that the scenario asks for too much, not that the app failed', () => {
    const message = new SimulationBudgetExceeded('events', 60_000_000).message;
    const el = renderInLanguage(<RunStatus state={{ status: 'error', message }} hasPrevious={false} unsavedMessage={null} />, 'zh-CN');
    expect(el.textContent).toContain('运行已停止');
    expect(el.textContent).toContain('60,000,000');
  });
});
