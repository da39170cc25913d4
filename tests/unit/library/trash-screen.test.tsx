// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { TrashScreen } from '@headroom/renderer/library/TrashScreen';
import { StorageContext, type HeadroomStorage } from '@headroom/renderer/storage';
import { renderInLanguage } from '../render-in-language';
import { freshStorage } from '../storage/fixtures';
import { waitUntil } from '../wait-until';

// Live queries settle on IndexedDB's schedule: wait for what the screen shows, outside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function renderTrash(storage: HeadroomStorage, language: AppLanguage = 'en'): void {
  renderInLanguage(
    <StorageContext value={storage}>
      <TrashScreen />
    </StorageContext>,
    language,
  );
}

/** Everything on the page, the dialogs and notices MUI portals to <body> included. */
const pageText = () => document.body.textContent ?? '';

function rowNames(): string[] {
  return [...document.querySelectorAll('[data-testid="trash-row"] h2')].map(
    (heading) => heading.textContent ?? '',
  );
}

/** The button whose accessible name (aria-label, else its text) is exactly `name`. */
function button(name: string, within: ParentNode = document.body): HTMLButtonElement {
  const found = [...within.querySelectorAll('button, a')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button named "${name}" in: ${within.textContent ?? ''}`);
  return found as HTMLButtonElement;
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!found) throw new Error('no confirmation dialog is open');
  return found;
}

/** A library with three scenarios, two of them deleted ("Older" first, then "Newer"). */
async function libraryWithTrash() {
  const { storage, clock } = freshStorage();
  const older = await storage.library.createBlank('Older');
  const newer = await storage.library.createBlank('Newer');
  const live = await storage.library.createBlank('Live');
  clock.advance(1000);
  await storage.library.softDelete(older.id);
  clock.advance(1000);
  await storage.library.softDelete(newer.id);
  return { storage, clock, older, newer, live };
}

describe('the trash screen', () => {
  it('says when the trash is empty and leads back to the library', async () => {
    const { storage } = freshStorage();
    await storage.library.createBlank('Live');
    renderTrash(storage);
    await waitUntil(() => expect(pageText()).toContain('The trash is empty'));
    expect(button('Back to the library').getAttribute('href')).toBe('#/scenarios');
    expect(document.querySelectorAll('[data-testid="trash-row"]')).toHaveLength(0);
    expect(pageText()).not.toContain('Empty trash');
    expect(document.title).toBe('Trash · Headroom');
  });

  it('lists deleted scenarios only, most recently deleted first, with when they were deleted', async () => {
    const { storage } = await libraryWithTrash();
    renderTrash(storage);
    await waitUntil(() => expect(rowNames()).toEqual(['Newer', 'Older']));
    expect(pageText()).toContain('2 deleted scenarios');
    const row = document.querySelector('[data-testid="trash-row"]');
    expect(row?.textContent).toContain('Deleted');
    expect(row?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^2026-01-05T09:00:02/);
    expect(pageText()).not.toContain('Live');
  });

  it('restores a scenario to the library', async () => {
    const { storage, older } = await libraryWithTrash();
    renderTrash(storage);
    await waitUntil(() => expect(rowNames()).toHaveLength(2));
    button('Restore Older').click();
    await waitUntil(() => expect(rowNames()).toEqual(['Newer']));
    expect(pageText()).toContain('Restored “Older”.');
    expect((await storage.library.get(older.id))?.deletedAt).toBeNull();
    expect(pageText()).toContain('1 deleted scenario');
  });

  it('deletes one scenario forever only after its confirmation', async () => {
    const { storage, newer, older } = await libraryWithTrash();
    renderTrash(storage);
    await waitUntil(() => expect(rowNames()).toHaveLength(2));

    button('Delete Newer forever').click();
    await waitUntil(() => expect(dialog().textContent).toContain('Delete “Newer” forever?'));
    expect(dialog().textContent).toContain('This cannot be undone.');
    button('Cancel', dialog()).click();
    await waitUntil(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(await storage.library.get(newer.id)).toBeDefined();

    button('Delete Newer forever').click();
    await waitUntil(() => dialog());
    button('Delete forever', dialog()).click();
    await waitUntil(() => expect(rowNames()).toEqual(['Older']));
    expect(pageText()).toContain('Deleted “Newer” forever.');
    expect(await storage.library.get(newer.id)).toBeUndefined();
    expect(await storage.library.get(older.id)).toBeDefined();
  });

  it('empties the trash after a confirmation that counts what goes', async () => {
    const { storage, live } = await libraryWithTrash();
    renderTrash(storage);
    await waitUntil(() => expect(rowNames()).toHaveLength(2));
    button('Empty trash').click();
    await waitUntil(() => expect(dialog().textContent).toContain('Empty the trash?'));
    expect(dialog().textContent).toContain(
      '2 scenarios will be removed from this device together with their versions and saved runs. This cannot be undone.',
    );
    button('Delete 2 scenarios', dialog()).click();
    await waitUntil(() => expect(pageText()).toContain('The trash is empty'));
    expect(pageText()).toContain('Deleted 2 scenarios forever.');
    expect(await storage.library.listDeleted()).toEqual([]);
    expect((await storage.library.list()).map((s) => s.id)).toEqual([live.id]);
  });

  it('empties only what the confirmation counted, not a scenario deleted while it was open', async () => {
    const { storage, clock, live } = await libraryWithTrash();
    renderTrash(storage);
    await waitUntil(() => expect(rowNames()).toHaveLength(2));
    button('Empty trash').click();
    await waitUntil(() => dialog());
    clock.advance(1000);
    await storage.library.softDelete(live.id); // in another window, say
    button('Delete 2 scenarios', dialog()).click();
    await waitUntil(() => expect(rowNames()).toEqual(['Live']));
    expect(pageText()).toContain('Deleted 2 scenarios forever.');
  });

  it('speaks Chinese', async () => {
    const { storage } = await libraryWithTrash();
    renderTrash(storage, 'zh-CN');
    await waitUntil(() => expect(rowNames()).toHaveLength(2));
    expect(pageText()).toContain('回收站');
    expect(pageText()).toContain('2 个已删除的场景');
    expect(pageText()).toContain('删除时间');
    button('清空回收站').click();
    await waitUntil(() => expect(dialog().textContent).toContain('清空回收站？'));
    expect(dialog().textContent).toContain('此操作无法撤销');
    button('删除 2 个场景', dialog()).click();
    await waitUntil(() => expect(pageText()).toContain('回收站是空的'));
    expect(pageText()).toContain('已永久删除 2 个场景。');
  });
});
