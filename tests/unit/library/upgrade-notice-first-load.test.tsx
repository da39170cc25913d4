// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { UpgradeReportNotice } from '@headroom/renderer/library/UpgradeReportNotice';
import { StorageContext, useScenarioList } from '@headroom/renderer/storage';
import { declareV1 } from '@headroom/renderer/storage/schema-v1';
import { renderInLanguage } from '../render-in-language';
import { storageOver, validDocument } from '../storage/fixtures';
import { waitUntil } from '../wait-until';

// Live queries settle on IndexedDB's schedule: wait for what the screen shows, outside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The library screen's wiring: the notice looks for the report once the list has been read. */
function LibraryHead() {
  const all = useScenarioList();
  return (
    <>
      <UpgradeReportNotice loaded={all !== undefined} />
      <ul>{all?.map((s) => <li key={s.id}>{s.name}</li>)}</ul>
    </>
  );
}

async function until(check: () => boolean, what: string): Promise<void> {
  await waitUntil(() => {
    if (!check()) throw new Error(`timed out waiting for ${what}: ${document.body.textContent ?? ''}`);
  });
}

describe('the upgrade notice', () => {
  it('shows on the very load that upgrades the library, in both languages', async () => {
    for (const language of ['en', 'zh-CN'] as const) {
      localStorage.clear();
      const name = `headroom-first-load-${language}-${Math.random().toString(36).slice(2)}`;
      const v1 = new Dexie(name, { indexedDB, IDBKeyRange });
      declareV1(v1);
      await v1.open();
      const row = { currency: 'USD', createdAt: 100, updatedAt: 200, document: validDocument('Plan') };
      await v1.table('scenarios').bulkAdd([
        { ...row, id: 'numeric', name: 42 },
        { ...row, id: 'yesterday', name: 'Yesterday', updatedAt: 'yesterday' },
        { ...row, id: 'no-doc', name: 'Gone', document: null },
      ]);
      v1.close();

      const { db, storage } = storageOver(name);
      const el = renderInLanguage(
        <StorageContext value={storage}>
          <LibraryHead />
        </StorageContext>,
        language,
      );
      await until(() => el.querySelectorAll('li').length >= 2, 'the library list');
      await until(() => el.querySelector('[data-testid="upgrade-report"]') !== null, 'the upgrade notice');
      const text = el.querySelector('[data-testid="upgrade-report"]')!.textContent ?? '';
      if (language === 'en') {
        expect(text).toContain('2 scenarios were kept with a damaged part repaired');
        expect(text).toContain('“42”: its name was unreadable and was replaced');
        expect(text).toContain('“Yesterday”: its edit time was unreadable and was replaced');
        expect(text).toContain('Scenario “no-doc”: no scenario document');
      } else {
        expect(text).toContain('有 2 个场景的损坏部分已修复并保留');
        expect(text).toContain('场景“42”：名称无法读取，已替换');
        expect(text).toContain('场景“no-doc”：没有场景文档（已搁置）');
      }
      expect([...el.querySelectorAll('ul:last-of-type > li')].map((li) => li.textContent).sort()).toContain('42');
      db.close();
    }
  });
});
