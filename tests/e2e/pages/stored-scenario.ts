import type { Page } from '@playwright/test';

/**
 * Saves a copy of a scenario's current document with one field set, as its next version,
 * straight into IndexedDB. The app only ever stores documents that validate, so this is how
 * a test gets a stored scenario that does not (as one written by an older or newer app
 * version could be). Reload the page afterwards: the app's live queries only see writes
 * made through Dexie.
 */
export async function saveVersionWithField(
  page: Page,
  scenarioId: string,
  path: readonly (string | number)[],
  value: unknown,
): Promise<void> {
  await page.evaluate(
    async ({ scenarioId, path, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('headroom');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['scenarios', 'versions'], 'readwrite');
      const get = <T>(store: string, key: string) =>
        new Promise<T>((resolve, reject) => {
          const request = tx.objectStore(store).get(key);
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      type Version = { id: string; number: number; document: Record<string, unknown> };
      const scenario = await get<{ currentVersionId: string }>('scenarios', scenarioId);
      const current = await get<Version>('versions', scenario.currentVersionId);
      const document = structuredClone(current.document);
      let target = document as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
      target[path[path.length - 1] as string | number] = value;
      const now = Date.now();
      const id = `e2e-${now}`;
      tx.objectStore('versions').put({
        ...current,
        id,
        number: current.number + 1,
        createdAt: now,
        updatedAt: now,
        origin: 'edit',
        note: null,
        document,
      });
      tx.objectStore('scenarios').put({ ...scenario, currentVersionId: id, updatedAt: now });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { scenarioId, path, value },
  );
}
